import { describe, expect, it } from 'vitest';
import { formatMerchantName } from './merchant-name';

describe('formatMerchantName', () => {
  it.each([
    // A tutor's TUITION is its name's; after a school, whole or cut, it is the fee.
    ['BRIGHT FUTURES TUITION', 'Bright Futures Tuition'],
    ['PENNINE MATHS TUITION', 'Pennine Maths Tuition'],
    ['ST MARYS SCHOOL TUITION', "St Mary's School"],
    ['SUNSHINE KIDS ACADE TUITION', 'Sunshine Kids Acade'],
    ['NEST EARLY LEARNING CENTER TUITION', 'Nest Early Learning Center'],
    // An Italian gym's trade before its own name goes; before one word, an article or a trade it is the name's.
    ['PALESTRA FIT ZONE', 'Fit Zone'],
    ['PALESTRA OLIMPIA', 'Palestra Olimpia'],
    ['PALESTRA COMUNALE BERGAMO', 'Palestra Comunale Bergamo'],
    ['PALESTRA FITNESS POINT', 'Palestra Fitness Point'],
  ])('%j → %j (wrappers17)', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it.each([
    ['JOES PIZZA', "Joe's Pizza"],
    ['MOLLYS CAFE', "Molly's Cafe"],
    ['SALT & SAND CAFE', 'Salt & Sand Cafe'],
    ['LAKESIDE B&B', 'Lakeside B&B'],
    ['BOULANGERIE DU MARCHE', 'Boulangerie du Marche'],
    ['CASA DEL SOL GRILL', 'Casa del Sol Grill'],
    ['FRIENDS OF THE LIBRARY', 'Friends of the Library'],
    ['THE FOX AND HOUNDS PUB', 'The Fox and Hounds'],
    // A pub named after its sign drops the statement's PUB; a bar named otherwise keeps it.
    ['THREE HORSESHOES PUB', 'Three Horseshoes'],
    ['RED LION PUB', 'Red Lion'],
    ['RUSTY ANCHOR PUB', 'Rusty Anchor Pub'],
    ['PRECISION HVAC SERVICES', 'Precision HVAC Services'],
    ['TJ MAXX', 'TJ Maxx'],
    ['MCDONALDS', 'McDonalds'],
    ['1PASSWORD', '1Password'],
    ['ZELLE PAYMENT TO', 'Zelle'],
    ['ZELLE PAYMENT TO GREEN THUMB LAWN CARE', 'Green Thumb Lawn Care'],
    ['ZELLE PAYMENT TO LINCOLN ELEMENTARY PTA', 'Lincoln Elementary PTA'],
    ['BIZUM A FONTANERIA HERMANOS LOPEZ', 'Fontaneria Hermanos Lopez'],
    ['SPEI ENVIADO A TALLER MECANICO EL GUERO', 'Taller Mecanico el Guero'],
    ['VENMO TO SMITH & SONS', 'Smith & Sons'],
    ['LAKESIDE B&B WINDERMERE', 'Lakeside B&B'],
    ['CAFE ROUGE', 'Cafe Rouge'],
    ['JAMES BAKERY', 'James Bakery'],
    ['SALT WATER FISH & CHIPS ST IVES', 'Salt Water Fish & Chips'],
    ['THE OLDE BELL FREEHOUSE HURLEY', 'The Olde Bell'],
    ['MIDTOWN PARKING GARAGE 7TH AVE', 'Midtown Parking Garage'],
    ['BAKKERIJ VAN DER MEER', 'Bakkerij van der Meer'],
    // A cut of the English trade word is that word, never a whole-word trade of another language (RESTAURACE).
    ['SPICE GARDEN INDIAN RESTAURA', 'Spice Garden Indian Restaurant'],
    ['TARGET PEST CONTROL', 'Target Pest Control'],
    ['PINEWOOD GARDEN CENTRE RINGWOOD', 'Pinewood Garden Centre'],
    ['ORANGE COUNTY TAX COLLECTOR', 'Orange County Tax Collector'],
    ['A1 LOCKSMITH SERVICES DAYTON', 'A1 Locksmith Services'],
    ['ASHFORD DENTAL PRACTICE ASHFORD', 'Ashford Dental Practice'],
    ['BRIGHT CLEANING SERVICES EXPRESS', 'Bright Cleaning Services Express'],
    ['LAKE COUNTY PARKING AUTHORITY', 'Lake County Parking Authority'],
    // A cut of a trade named in the plural completes to the plural; other trades keep the shortest word.
    ['OAKLEYS TRADITIONAL BUTCHE STROUD', 'Oakleys Traditional Butchers'],
    ['HARGREAVES & PATEL SOLICITO', 'Hargreaves & Patel Solicitors'],
    ['BRIGHTWATER FLORI', 'Brightwater Florist'],
    // The month a bill is for, an invoice word and a connector left by a date go; a name's own month or first name stays.
    ['ACADEMIA DE INGLES BRIGHT STARS MARZO', 'Academia de Ingles Bright Stars'],
    ['MERCERIA FILO D ORO DEL', 'Merceria Filo D Oro'],
    ['ESCUELA DE MUSICA FACTURA', 'Escuela de Musica'],
    ['PIZZERIA DA MARCO', 'Pizzeria da Marco'],
    ['CAFE MARZO', 'Cafe Marzo'],
    // A word after OF is the name's, and a mall, arcade or plaza ends a name: no town.
    ['ASHFORD SCHOOL OF MOTORING', 'Ashford School of Motoring'],
    ['HILLTOP SCHOOL OF DANCE', 'Hilltop School of Dance'],
    ['RIVERSIDE ANTIQUE MALL', 'Riverside Antique Mall'],
    ['RIVERSIDE ANTIQUES HITCHIN', 'Riverside Antiques'],
    // A web address printed without its dots: the name before COM, no COMEDY or COMICS.
    ['GREENLEAFGARDENSCOM', 'Green Leaf Gardens'],
    ['WWWGREENLEAFGARDENSCOM', 'Green Leaf Gardens'],
    ['TELECOM', 'Telecom'],
  ])('%j → %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it.each([
    ['VINTAGEVINY', 'Vintage Vinyl'],
    ['TOMSBIKEREPAIR', "Tom's Bike Repair"],
    ['STMARYSPARISH', "St Mary's Parish"],
    ['HIGHLANDKNITS', 'Highland Knits'],
    ['VINYLVAULTRECO', 'Vinyl Vault Records'],
    // A long glued name ending in a word that begins its trade: the trade, cut.
    ['RIVERSIDEPLUM', 'Riverside Plumbing'],
    ['DEANSPLUMBIN', "Dean's Plumbing"],
    ['HARBORVIEWBNB', 'Harbor View BNB'],
    // …but a short glued name keeps its word.
    ['SUGARPLUM', 'Sugarplum'],
    // A medical specialty cut at the statement's width names the practice by its noun.
    ['CHASE FAMILY ORTHODONT', 'Chase Family Orthodontics'],
    ['ACME CHIROPRAC', 'Acme Chiropractic'],
    ['BRIGHTWATER', 'Brightwater'],
    ['RIVERSIDE PHYSICAL THERA', 'Riverside Physical Therapy'],
    ['BRIGHT SMILES PEDIATRIC DENT', 'Bright Smiles Pediatric Dentistry'],
    ['HOLLYS HOMEMADE FUDG', "Holly's Homemade Fudge"],
    ['LAKESIDE CAR WASH', 'Lakeside Car Wash'],
    // A city's name is no cut trade word (PARIS of PARISH).
    ['HOSTAL PARIS', 'Hostal Paris'],
    ['BOULANGERIE AU BON PAIN', 'Boulangerie au Bon Pain'],
    ['CABINET DENTAIRE DU PARC', 'Cabinet Dentaire du Parc'],
    ['5TH STREET DELI', '5th Street Deli'],
    ['GRACE COMMUNITY CHURCH TITHE', 'Grace Community Church'],
    ['ASHFORD DENTAL PRACTICE', 'Ashford Dental Practice'],
    // Words that begin a trade word are words: no letters added.
    ['BLUE RIVER WINE', 'Blue River Wine'],
    ['RED ROOF', 'Red Roof'],
    ['HARBOR PARK', 'Harbor Park'],
    // A trade word read whole (SCHNEIDEREI, MASCOTAS, GROUNDSKEEPING) completes no cut: a name
    // or a word that begins one is left as written.
    ['ELEKTRO SCHNEIDER', 'Elektro Schneider'],
    ['TEDDY MASCOT', 'Teddy Mascot'],
    ['COMMON GROUNDS', 'Common Grounds'],
  ])('glued, cut and ordinal words: %j → %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it.each([
    // A name noun cut after the trade: a noun and its plural are one ("PRACTIC"); three letters
    // where the name is as long as statements cut them.
    ['KINGSWAY DENTAL PRACTIC', 'Kingsway Dental Practice'],
    ['ST MARGARETS DENTAL PRA', 'St Margarets Dental Practice'],
    ['ASHFORD DENTAL PRACTICES', 'Ashford Dental Practices'],
    ['ACME DENTAL PRA', 'Acme Dental Pra'],
    // A cut trade word reads as the trade's -ING word, the name a seller's trade goes by.
    ['GREENLEAF LAWN & LANDSCA', 'Greenleaf Lawn & Landscaping'],
    ['CITY OF MILLBROOK UTIL', 'City of Millbrook Utilities'],
    // Three letters after "Y", "AND" are the second noun of a pair, and no person's name is a cut.
    ['CLINICA DENTAL SOL Y MAR', 'Clinica Dental Sol y Mar'],
    ['THE COPPER KETTLE DIN', 'The Copper Kettle Diner'],
    // A shop reader's code without its star before a name ending in its noun and "CO".
    ['SP THREADBARE SUPPLY CO', 'Threadbare Supply Co'],
    ['SP PLUMBING CO', 'SP Plumbing Co'],
    ['LS ACME CO', 'LS Acme Co'],
    ['BRANDYWINE UPHOLSTE', 'Brandywine Upholstery'],
    ['RIVERSIDE BAKERY MAR', 'Riverside Bakery Mar'],
    // Three letters glued at the end are a cut of a short word only.
    ['MOBILEPAY', 'Mobilepay'],
    ['HILLTOPWEBD', 'Hill Top Webdesign'],
    ['CLOVERFIELDKNI', 'Clover Field Knits'],
  ])('cut name nouns and trade words: %j → %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it('reads no whole word as a cut of its plural ("ESPRESSO ROOM", the town already cut)', () => {
    expect(formatMerchantName('THE ESPRESSO ROOM', true)).toBe('The Espresso Room');
  });

  it.each([
    ['ALEXAS BAKERY', "Alexa's Bakery"],
    ['ZARAS NAILS', "Zara's Nails"],
    ['BETSYS BAKESHOP', "Betsy's Bakeshop"],
  ])('a given name\'s possessive before a trade: %j → %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it.each([
    // A surname of its own (Rogers), a double S, no trade after it, or the name's last word.
    ['ROGERS PLUMBING & HEATING', 'Rogers Plumbing & Heating'],
    ['ROSS PLUMBING', 'Ross Plumbing'],
    // A Dutch or Scandinavian genitive takes no apostrophe.
    ['ERICAS BLOMMOR', 'Ericas Blommor'],
    ['ALEXAS ROOM', 'Alexas Room'],
    ['CAFE ALEXAS', 'Cafe Alexas'],
  ])('no possessive where none is read: %j → %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it('is empty for empty input', () => {
    expect(formatMerchantName('')).toBe('');
  });
});

describe('formatMerchantName: cut and glued local names (tail15)', () => {
  it.each([
    ['HARBOR CHIROPRACTIC CEN', 'Harbor Chiropractic Center'],
    ['GREENLEAF LAWN & LANDS', 'Greenleaf Lawn & Landscape'],
    ['CRYSTAL CLEAR WINDO', 'Crystal Clear Window Cleaning'],
    ['BRIGHTSIDE WINDOW', 'Brightside Window Cleaning'],
    ['BRIGHTSMILEDEN', 'Bright Smile Dental'],
    ['WESTSIDELITTLELEA', 'Westside Little League'],
    ['RIVERSIDEYOUTHSOC', 'Riverside Youth Soccer'],
    ['NORTHSIDEBASEBALL', 'Northside Baseball'],
  ])('%j → %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it.each([
    ['CRYSTAL CLEAR WINDOWS', 'Crystal Clear Windows'],
    ['CHASES LAWN & GARDEN', 'Chases Lawn & Garden'],
    ['GASTHAUS ZUR POST', 'Gasthaus zur Post'],
    ['GLAZENWASSERIJ SCHOON', 'Glazenwasserij Schoon'],
    ['BRIGHTWATER', 'Brightwater'],
    ['HILLCRESTPLUM', 'Hill Crest Plumbing'],
  ])('%j stays %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });
});

describe('formatMerchantName: glued club and church handles, cut trade words (tail17)', () => {
  it.each([
    ['LAKESIDEYSL', 'Lakeside YSL'],
    ['CARDIFFJNRFC', 'Cardiff JNRFC'],
    ['KILDARERFC', 'Kildare RFC'],
    ['WESTONPARKSC', 'Weston Park SC'],
    ['EAGLESJFC', 'Eagles JFC'],
    ['GRACEBIBLECH', 'Grace Bible Church'],
    ['FIRSTBAPTISTCH', 'First Baptist Church'],
    ['SMOKEY JOES BBQ TRUC', "Smokey Joe's BBQ Truck"],
    ['TACO LOCO TACO TRU', 'Taco Loco Taco Truck'],
    ['HARGREAVES BUTCH', 'Hargreaves Butchers'],
    ['EL JALISCO MEXICAN RE', 'El Jalisco Mexican Restaurant'],
    ['TRI COUNTY YOUTH FOOTBALL', 'Tri County Youth Football'],
  ])('%j → %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });

  it.each([
    ['GOLFDISC', 'Golfdisc'],
    ['SUNNYBEACH', 'Sunnybeach'],
    ['WESTSIDE TRUCK REPAIR', 'Westside Truck Repair'],
    ['BUTCH CASSIDY', 'Butch Cassidy'],
  ])('%j stays %j', (normalized, expected) => {
    expect(formatMerchantName(normalized)).toBe(expected);
  });
});
