/**
 * A third audit of long-tail names (tail16): local businesses of the English-speaking countries
 * (US, UK, Ireland, Australia, New Zealand, Canada, South Africa, Singapore, Hong Kong), then
 * France, Japan (romanised) and the UAE, whose name, category or MCC the builtin model and the
 * normalizer got wrong: a trade word the statement cut or abbreviated (TUTRNG, MAINT, ARMED RESP,
 * MED CTR, EPISCOPAL CH), a local trade the model did not know and guessed a restaurant for
 * (TYPING CENTRE, BIN CLEANING, AIRCON SERVICING, CHA CHAAN TENG), a district or town printed
 * after the name (SHAM SHUI PO, TAMPINES, SOWETO, AL BARSHA, SHINJUKU, PAPAKURA) and never cut
 * when it is the name's own word, a processor's handle, the bank's words or a legal form around
 * the name. Written from how such lines look in each country, not from the labelled sets. Each
 * line: [line, merchant, category, MCC]; "A|B" accepts either, for the name and for the MCC.
 */
export type LocalTradeProbe = readonly [line: string, merchant: string, category: string, mcc: string];

export const LOCAL_TRADE_PROBES_2: readonly LocalTradeProbe[] = [
  // 1. Trade words the statement cut or abbreviated.
  ['BRIGHT MINDS TUTRNG', 'Bright Minds Tutoring', 'education', '8299'],
  ['ACE MATHS TUTORNG', 'Ace Maths Tutoring', 'education', '8299'],
  ['SQ *KIDZ READING TUTORNG', 'Kidz Reading Tutoring', 'education', '8299'],
  ['SQ *BRIGHTSTAR MATHS TUT', 'Brightstar Maths Tutoring|Brightstar Maths Tutor|Brightstar Maths Tuition', 'education', '8299'],
  ['HILLSIDE PROPERTY MAINT', 'Hillside Property Maintenance', 'home', '7349'],
  ['GREENWAY GARDEN MAINT', 'Greenway Garden Maintenance', 'home', '0780'],
  ['BLUE HAWK ARMED RESP', 'Blue Hawk Armed Response', 'home', '7393'],
  ['JONES PLUMBING & GA', 'Jones Plumbing & Gas', 'home', '1711'],
  ['CB BOUL MARTIN 12/03', 'Boulangerie Martin', 'food_and_drink', '5462'],
  ['BOUL PAT DU MARCHE', 'Boulangerie Pâtisserie du Marché|Boulangerie Patisserie du Marche|Boulangerie du Marché|Boulangerie du Marche', 'food_and_drink', '5462'],
  ['SUNNY DAYS CHILD', 'Sunny Days Child Care|Sunny Days Childcare', 'education', '8351'],
  ['LITTLE ACORNS CHILD', 'Little Acorns Child Care|Little Acorns Childcare', 'education', '8351'],
  ['RIVERSIDE FAMILY MED', 'Riverside Family Medicine', 'health_and_fitness', '8011'],
  ['LAKEWOOD MED GRP', 'Lakewood Medical Group', 'health_and_fitness', '8011'],
  ['OAKDALE MED CTR', 'Oakdale Medical Center|Oakdale Medical Centre', 'health_and_fitness', '8011|8062'],
  ['SPARKLE WINDOW CLEAN', 'Sparkle Window Cleaning', 'home', '7349'],
  ['KIDZ LEARNING CTR', 'Kidz Learning Center|Kidz Learning Centre', 'education', '8299'],
  ['HARBOUR DENTAL CTR', 'Harbour Dental Centre|Harbour Dental Center', 'health_and_fitness', '8021'],
  ['SPRINGFIELD PUBLIC LIB', 'Springfield Public Library', 'government_and_nonprofit', '9399'],
  ['ST MARYS CH', "St Mary's Church", 'government_and_nonprofit', '8661'],
  ['ST JOHNS EPISCOPAL CH', "St John's Episcopal Church", 'government_and_nonprofit', '8661'],
  ['GRACE EPISCOPAL CH', 'Grace Episcopal Church', 'government_and_nonprofit', '8661'],
  // …and whole words like them stay.
  ['BRIGHT MINDS TUTORING', 'Bright Minds Tutoring', 'education', '8299'],
  ['SUNNY DAYS CHILD CARE', 'Sunny Days Child Care', 'education', '8351'],
  ['HAPPY CHILD', 'Happy Child', 'food_and_drink', '5812'],
  ['THE MED', 'The Med', 'food_and_drink', '5812'],
  ['LAKEWOOD MEDICAL GROUP', 'Lakewood Medical Group', 'health_and_fitness', '8011'],
  ['THE INNER CHILD', 'The Inner Child', 'food_and_drink', '5812'],
  ['CAFE ZUM LOWEN ST GALLEN CH', 'Cafe zum Lowen|Café zum Löwen', 'food_and_drink', '5814'],
  ['SPOTLESS DRY CLEAN', 'Spotless Dry Cleaning|Spotless Dry Clean', 'personal_care', '7216'],

  // 2. Local trades the builtin model did not know.
  ['BINTASTIC BIN CLEANING', 'Bintastic Bin Cleaning', 'home', '7349'],
  ['KAPITI BIN SERVICES', 'Kapiti Bin Services', 'utilities|home', '4900|7349'],
  ['AL NOOR MOTOR WORKSHOP SHARJAH', 'Al Noor Motor Workshop', 'transportation', '7538'],
  ['CITYWIDE PANEL BEATERS CENTURION', 'Citywide Panel Beaters', 'transportation', '7531'],
  ['AL MANAR TYPING CENTRE DEIRA', 'Al Manar Typing Centre', 'business_services', '7399|7338'],
  ['AL SAFA TYPING & PHOTOCOPY AJMAN', 'Al Safa Typing & Photocopy', 'business_services', '7399|7338'],
  ['COOLBREEZE AC MAINT', 'Coolbreeze AC Maintenance', 'home', '1711'],
  ['ARCTIC AIRCON SERVICING TAMPINES', 'Arctic Aircon Servicing', 'home', '1711'],
  ['BLUE HAWK ARMED RESPONSE', 'Blue Hawk Armed Response', 'home', '7393'],
  ['INSTITUT DE BEAUTE LES JASMINS', 'Institut de Beauté les Jasmins|Institut de Beaute les Jasmins', 'personal_care', '7298|7230'],
  ['BEAUTE DES SENS LYON', 'Beauté des Sens|Beaute des Sens', 'personal_care', '7298|7230'],
  ['ESTHETIQUE SANDRINE', 'Esthétique Sandrine|Esthetique Sandrine', 'personal_care', '7298|7230'],
  ['FERME DE LA BRUYERE', 'Ferme de la Bruyère|Ferme de la Bruyere', 'groceries', '5499'],
  ['HILLTOP FARM SHOP', 'Hilltop Farm Shop', 'groceries', '5499'],
  ['MARCHE FERMIER DU VEXIN', 'Marché Fermier du Vexin|Marche Fermier du Vexin', 'groceries', '5499'],
  ['SAKURA SEKKOTSUIN FUNABASHI', 'Sakura Sekkotsuin', 'health_and_fitness', '8099|8041|8049'],
  ['MIDORI SOROBAN KYOSHITSU', 'Midori Soroban Kyoshitsu', 'education', '8299'],
  ['MEIKO JUKU SHIBUYA', 'Meiko Juku', 'education', '8299'],
  ['KAM WAH CHA CHAAN TENG MONG KOK', 'Kam Wah Cha Chaan Teng', 'food_and_drink', '5812|5814'],
  ['SING KEE DAI PAI DONG SHAM SHUI PO', 'Sing Kee Dai Pai Dong', 'food_and_drink', '5812|5814'],
  ['KASI KOTA KING SOWETO', 'Kasi Kota King', 'food_and_drink', '5814|5812'],
  ['EKASI SHISANYAMA ROODEPOORT', 'Ekasi Shisanyama', 'food_and_drink', '5812'],
  ['WING ON TAILORING CAUSEWAY BAY', 'Wing On Tailoring', 'personal_care', '5697'],
  ['BISHAN ANIMAL HOSP', 'Bishan Animal Hospital', 'health_and_fitness', '0742'],
  ['JURONG VET CLINIC', 'Jurong Vet Clinic', 'health_and_fitness', '0742'],
  ['SOWETO BUTCHERY', 'Soweto Butchery', 'groceries', '5422'],

  // 3. A district or town after the name goes; one that is the name's own word stays.
  ['GOLDEN DRAGON RESTAURANT SHAM SHUI PO', 'Golden Dragon Restaurant', 'food_and_drink', '5812'],
  ['HAPPY NOODLE HOUSE CAUSEWAY BAY', 'Happy Noodle House', 'food_and_drink', '5812'],
  ['LUCKY STAR BAKERY MONG KOK', 'Lucky Star Bakery', 'food_and_drink', '5462'],
  ['AH HOCK FISHBALL NOODLE BISHAN', 'Ah Hock Fishball Noodle', 'food_and_drink', '5812'],
  ['SUNRISE DENTAL JURONG', 'Sunrise Dental', 'health_and_fitness', '8021'],
  ['UBUNTU HAIR SALON SOWETO', 'Ubuntu Hair Salon', 'personal_care', '7230'],
  ['ACE TYRES CENTURION', 'Ace Tyres', 'transportation', '5532'],
  ['BEAN THERE COFFEE BRAAMFONTEIN', 'Bean There Coffee', 'food_and_drink', '5814'],
  ['KWIKFIX AUTO REPAIRS ROODEPOORT', 'Kwikfix Auto Repairs', 'transportation', '7538'],
  ['AL REEF BAKERY SHARJAH', 'Al Reef Bakery', 'food_and_drink', '5462'],
  ['SPICE ROUTE RESTAURANT AL BARSHA', 'Spice Route Restaurant', 'food_and_drink', '5812'],
  ['RAMEN TAKUMI SHINJUKU', 'Ramen Takumi', 'food_and_drink', '5812'],
  ['SALT & PEPPER CAFE MAROOCHYDORE', 'Salt & Pepper Cafe', 'food_and_drink', '5814'],
  ['SEASIDE FISH & CHIPS PAPAKURA', 'Seaside Fish & Chips', 'food_and_drink', '5814'],
  ['CENTRAL PARK CAFE', 'Central Park Cafe', 'food_and_drink', '5814'],
  ['SHARJAH GRILL', 'Sharjah Grill', 'food_and_drink', '5812'],
  ['TAMPINES FAMILY CLINIC', 'Tampines Family Clinic', 'health_and_fitness', '8011'],
  ['SOWETO KOTA HOUSE', 'Soweto Kota House', 'food_and_drink', '5814|5812'],
  ['SHINJUKU SUSHI BAR', 'Shinjuku Sushi Bar', 'food_and_drink', '5812'],
  ['KAPITI COAST PHYSIO', 'Kapiti Coast Physio', 'health_and_fitness', '8099'],

  // 4. A processor's handle, the bank's words or a legal form around the name.
  ['ZAPPER*KOTA KING', 'Kota King', 'food_and_drink', '5814|5812'],
  ['YOCO *MAMAS KITCHEN', "Mama's Kitchen|Mamas Kitchen", 'food_and_drink', '5812'],
  ['IZ *THE CORNER CAFE', 'The Corner Cafe', 'food_and_drink', '5814'],
  ['SUMUP *AROHA WINDOW CLEAN', 'Aroha Window Cleaning', 'home', '7349'],
  ['KHUMALO PANEL BEATERS (PTY) LTD', 'Khumalo Panel Beaters', 'transportation', '7531'],
  ['TAN BROS AIRCON PTE LTD', 'Tan Bros Aircon', 'home', '1711'],
  ['WAH KEE TAILORING CO LTD', 'Wah Kee Tailoring|Wah Kee Tailoring Co', 'personal_care', '5697'],
  ['SRI MURUGAN CATERING SDN BHD', 'Sri Murugan Catering', 'food_and_drink', '5812'],
  ['PINECREST PLUMBING LLC', 'Pinecrest Plumbing', 'home', '1711'],
  ['HIKARI SEIKOTSUIN K.K.', 'Hikari Seikotsuin', 'health_and_fitness', '8099|8041|8049'],
];

/** Names only: the employer a salary line names (the wrapper SALARY goes). */
export const LOCAL_NAME_PROBES_2: ReadonlyArray<readonly [line: string, merchant: string]> = [
  ['SALARY GREENFIELDS LOGISTICS (PTY) LTD', 'Greenfields Logistics'],
  ['SALARY MOTSWANA ENGINEERING (PTY) LTD', 'Motswana Engineering'],
  // …and a lender named SALARY keeps its name.
  ['SALARY FINANCE LTD', 'Salary Finance'],
];

/**
 * The subscription flag: a local service paid by direct debit, standing order, ACH or debit order
 * bills each round; the same service paid by card is one visit.
 */
export const LOCAL_SUBSCRIPTION_PROBES: ReadonlyArray<readonly [line: string, isSubscription: boolean]> = [
  ['DD BRIGHTVIEW WINDOW CLEANING', true],
  ['DIRECT DEBIT SPARKLE WINDOW CLEANING', true],
  ['DIRECT DEBIT KIDS FIRST TUTORING', true],
  ['ACH DEBIT BRIGHT PATH TUTORING', true],
  ['DD BRIGHTWATER ACCOUNTANTS', true],
  ['DEBIT ORDER MOKOENA ACCOUNTANTS', true],
  ['DEBIT ORDER BLUE HAWK ARMED RESPONSE', true],
  ['DEBIT ORDER LITTLE LAMBS CHILD CARE', true],
  ['ACH DEBIT SUNSHINE CHILD CARE', true],
  ['CARD PAYMENT TO SPARKLE WINDOW CLEANING ON 12-03', false],
  ['SQ *BRIGHT PATH TUTORING', false],
  ['SUMUP *BRIGHTWATER ACCOUNTANTS', false],
  ['DD *DOORDASH TACO PALACE', false],
  ['SQ *LOTUS DANCE ACADEMY', false],
];
