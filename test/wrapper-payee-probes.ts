/**
 * An audit of bank-export wrappers around a payee (wrappers17): a processor's own web address
 * printed after its seller (Square's GOSQ.COM), British standing orders and bill payments with
 * their reference, New Zealand's automatic payments, Wells Fargo's online bill pay, rent after a
 * letting agent, Nordic and Portuguese wallets before a club or shop, Polish and Czech standing
 * orders, Italian direct debits to sports clubs and iFood's legal name. Written from how such lines
 * look, not taken from the labelled sets. Each line: [line, merchant, category, MCC, subscription
 * or null when the table does not judge it]; "A|B" accepts either, for the name and the MCC.
 */
export type WrapperPayeeProbe = readonly [line: string, merchant: string, category: string, mcc: string, subscription: boolean | null];

export const WRAPPER_PAYEE_PROBES: readonly WrapperPayeeProbe[] = [
  // 1. Square's receipt sites after its seller.
  ['SQ *MAPLE LEAF DINER gosq.com PORTLAND OR', 'Maple Leaf Diner', 'food_and_drink', '5812', false],
  ['SQ *RED BARN FARM Gosq.com BEND OR', 'Red Barn Farm', 'groceries', '5499', null],
  ['SQ *BLUE DOOR COFFEE GOSQ.COM AUSTIN TX', 'Blue Door Coffee', 'food_and_drink', '5814', false],
  ['SQ *HAPPY PAWS GROOMING gosq.com', 'Happy Paws Grooming', 'shopping|personal_care', '5995|0742|7299', null],
  ['SQ *SUNRISE BAKERY squareup.com SEATTLE WA', 'Sunrise Bakery', 'food_and_drink', '5462', false],
  ['SQ *CORNER BOOKSHOP Squareup.com/receipts', 'Corner Bookshop', 'shopping', '5942', false],
  ['SQ *TACOS LA PALMA GOSQ.COM SAN DIEGO CA', 'Tacos La Palma', 'food_and_drink', '5812|5814', false],

  // 2. British standing orders: the payee, then the payer's reference.
  ['SO TO BRIGHT FUTURES TUITION REF EMMA SMITH', 'Bright Futures Tuition', 'education', '8299', true],
  ['S/O TO SPARKLE WINDOW CLEANING REF 12 OAK ROAD', 'Sparkle Window Cleaning', 'home', '7349', true],
  ['SO TO HARBOUR LETTINGS LTD REF JOHN DAVIES RENT', 'Harbour Lettings', 'home', '6513', true],
  ['S/O TO KUMON MATHS REF OLIVER JONES', 'Kumon', 'education', '8299', true],
  ['SO TO CRYSTAL CLEAR WINDOWS REF 45 ELM GROVE', 'Crystal Clear Windows', 'home', '7349', true],
  ['S/O TO OAKWOOD PROPERTY MANAGEMENT REF FLAT 2', 'Oakwood Property Management', 'home', '6513', true],
  ['SO TO LITTLE STARS NURSERY REF POPPY WALKER', 'Little Stars Nursery', 'education', '8351', true],

  // 3. New Zealand's automatic payments and direct debits.
  ['AP WAIKATO PLUMBING LTD', 'Waikato Plumbing', 'home', '1711', true],
  ['AP KAPITI LAWN MOWING', 'Kapiti Lawn Mowing', 'home', '0780', true],
  ['AP ROTORUA PROPERTY MANAGEMENT LTD', 'Rotorua Property Management', 'home', '6513', true],
  ['AP OTAGO WINDOW CLEANING', 'Otago Window Cleaning', 'home', '7349', true],
  ['DD MERIDIAN ENERGY', 'Meridian Energy', 'utilities', '4900', true],

  // 4. British bill payments by Faster Payment, the payee before its reference.
  ['BILL PAYMENT VIA FASTER PAYMENT TO HMRC SELF ASSESSMENT REFERENCE 1234567890K', 'HMRC', 'government_and_nonprofit', '9311', null],
  ['BILL PAYMENT VIA FASTER PAYMENT TO BRITISH GAS REFERENCE 850012345678', 'British Gas', 'utilities', '4900', null],
  ['BILL PAYMENT TO THAMES WATER REFERENCE 9876543210', 'Thames Water', 'utilities', '4900', null],
  ['BILL PAYMENT VIA FASTER PAYMENT TO HMRC VAT REFERENCE 123456789', 'HMRC', 'government_and_nonprofit', '9311', null],
  ['BILL PAYMENT VIA FASTER PAYMENT TO GREENFIELD ACCOUNTANTS LTD REFERENCE INV 2231', 'Greenfield Accountants', 'business_services|financial_services', '8931', null],

  // 5. Wells Fargo's online bill pay: the payee, ON-LINE, the masked account and the day.
  ['BILL PAY TRI-STATE PEST CON ON-LINE xxxxx1234 ON 03-15', 'Tri-State Pest Control', 'home', '7342', true],
  ['BILL PAY TRI-COUNTY ELECTRIC ON-LINE xxxxx4321 ON 01-05', 'Tri-County Electric', 'utilities', '4900', null],
  ['BILL PAY CITY OF AUSTIN UTIL ON-LINE xxxxxx9012 ON 11-30', 'City of Austin Utilities|City of Austin', 'utilities|government_and_nonprofit', '4900|9399', null],
  ['BILL PAY GREEN VALLEY LAWN CARE ON-LINE xxxxx7788 ON 06-01', 'Green Valley Lawn Care', 'home', '0780', true],
  ['TRI-COUNTY ELECTRIC COOP', 'Tri-County Electric Coop|Tri-County Electric Cooperative', 'utilities', '4900', null],

  // 6. Rent after a letting agent: the purpose goes.
  ['HARBOUR LETTINGS LTD RENT FLAT 4 HIGH ST', 'Harbour Lettings', 'home', '6513', null],
  ['ACME ESTATES LTD RENT JUNE', 'Acme Estates', 'home', '6513', null],
  ['CITYSIDE LETTINGS RENT 14 PARK ROAD', 'Cityside Lettings', 'home', '6513', null],
  ['CASTLE PROPERTY MANAGEMENT RENT 12 MILL LANE', 'Castle Property Management', 'home', '6513', null],

  // 7. Swish, MobilePay and MB WAY before a club or shop.
  ['Swish betalning IFK GOTEBORG', 'IFK Goteborg|IFK Göteborg', 'entertainment|health_and_fitness', '7997|7941', null],
  ['Swish IK SIRIUS', 'IK Sirius', 'entertainment|health_and_fitness', '7997|7941', null],
  ['SWISH BETALNING HAMMARBY IF', 'Hammarby IF', 'entertainment|health_and_fitness', '7997|7941', null],
  ['Swish betalning Frisor Klippotek AB', 'Frisor Klippotek|Frisör Klippotek', 'personal_care', '7230', null],
  ['MobilePay Bageriet Aps', 'Bageriet', 'food_and_drink', '5462', null],
  ['MB WAY PASTELARIA APOLO', 'Pastelaria Apolo', 'food_and_drink', '5462|5814', null],
  ['MB WAY CAFE CENTRAL LDA', 'Cafe Central', 'food_and_drink', '5814', null],

  // 8. Polish and Czech standing orders, with their purpose.
  ['PRZELEW ZLECENIE STAŁE SPÓŁDZIELNIA MIESZKANIOWA ZACISZE CZYNSZ 05/2024', 'Spółdzielnia Mieszkaniowa Zacisze|Spoldzielnia Mieszkaniowa Zacisze', 'home', '6513', true],
  ['PRZELEW ZLECENIE STALE SPOLDZIELNIA MIESZKANIOWA POGODNA CZYNSZ', 'Spoldzielnia Mieszkaniowa Pogodna', 'home', '6513', true],
  ['PRZELEW ZLECENIE STAŁE PRZEDSZKOLE BAJKA OPŁATA ZA PRZEDSZKOLE', 'Przedszkole Bajka', 'education', '8351', true],
  ['PRZELEW SZKOLA MUZYCZNA ALLEGRO OPLATA', 'Szkola Muzyczna Allegro|Szkoła Muzyczna Allegro', 'education', '8299', null],
  ['TRVALÝ PŘÍKAZ BYTOVÉ DRUŽSTVO NOVÁ ULICE NÁJEM', 'Bytové Družstvo Nová Ulice|Bytove Druzstvo Nova Ulice', 'home', '6513', true],
  ['TRVALY PRIKAZ FITNESS CLUB HOLIDAY', 'Fitness Club Holiday', 'health_and_fitness', '7997', true],

  // 9. Italian direct debits to gyms and sports clubs: the trade word first, the club's form last.
  ['ADDEBITO SDD PALESTRA FIT ZONE SSD', 'Fit Zone', 'health_and_fitness', '7997', true],
  ['ADDEBITO SDD PALESTRA BODY LINE ASD', 'Body Line', 'health_and_fitness', '7997', true],
  // …with another trade's word first, PALESTRA is the name's own (as test/long-tail-probes.ts reads "PALESTRA FITNESS POINT").
  ['ADDEBITO SDD PALESTRA GYM VILLAGE SSD ARL', 'Palestra Gym Village', 'health_and_fitness', '7997', true],
  ['ADDEBITO SDD PISCINA COMUNALE NUOTO ASD', 'Piscina Comunale Nuoto', 'health_and_fitness', '7997', null],
  ['ADDEBITO SDD ENEL ENERGIA', 'Enel', 'utilities', '4900', true],

  // 10. iFood's legal name after its processor code.
  ['IFD*IFOOD.COM AGENCIA DE SAO PAULO BR', 'iFood', 'food_and_drink', '5812|5814', null],
  ['IFD*IFOOD.COM AGENCIA DE OSASCO BR', 'iFood', 'food_and_drink', '5812|5814', null],
  ['IFD*IFOOD.COM AGENCIA DE RESTAURANTES ONLINE', 'iFood', 'food_and_drink', '5812|5814', null],
];

/** Look-alikes and brands whose name must not move: [line, merchant]. */
export const WRAPPER_UNCHANGED_PROBES: readonly (readonly [line: string, merchant: string])[] = [
  ['RENT-A-CENTER 01234', 'Rent-A-Center|Rent a Center'],
  ['RENTOKIL INITIAL', 'Rentokil'],
  ['RENT THE RUNWAY', 'Rent the Runway'],
  ['ENTERPRISE RENT-A-CAR', 'Enterprise Rent-A-Car'],
  ['ENTERPRISE RENT A CAR LTD', 'Enterprise Rent-A-Car'],
  ['IFD*IFOOD CLUB', 'iFood'],
  ['AGENCIA DE VIAGENS CVC', 'Agencia de Viagens CVC|CVC'],
  ['AP MOLLER MAERSK', 'AP Moller Maersk|A.P. Moller - Maersk|Maersk'],
  ['SWISH ANNA SVENSSON', 'Swish'],
  ['WINSTON-SALEM JOURNAL', 'Winston-Salem Journal'],
  ['7-ELEVEN 33012 DALLAS TX', '7-Eleven'],
  ['SQUAREUP.COM/RECEIPTS', 'Square'],
  ['PALESTRA', 'Palestra'],
];

/** Lines paid to a person: the person's name never reaches the merchant. [line, a word of the name]. */
export const WRAPPER_PERSON_PROBES: readonly (readonly [line: string, nameWord: string])[] = [
  ['SO TO JOHN SMITH REF BIRTHDAY', 'SMITH'],
  ['S/O TO MRS HELEN CLARKE REF RENT', 'CLARKE'],
  ['AP JOHN SMITH', 'SMITH'],
  ['AP SARAH WILLIAMS', 'WILLIAMS'],
  ['BILL PAYMENT VIA FASTER PAYMENT TO J SMITH REFERENCE DINNER', 'SMITH'],
  ['BILL PAYMENT VIA FASTER PAYMENT TO DAVID JONES REFERENCE RENT', 'JONES'],
  ['SWISH BETALNING ANNA SVENSSON', 'SVENSSON'],
  ['MOBILEPAY LARS HANSEN', 'HANSEN'],
  ['MB WAY JOAO SILVA', 'SILVA'],
  ['PRZELEW JAN KOWALSKI ZWROT', 'KOWALSKI'],
  ['TRVALY PRIKAZ PETR NOVAK', 'NOVAK'],
];
