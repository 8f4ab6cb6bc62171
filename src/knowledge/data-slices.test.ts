import { describeSlices, type Slice } from '../../test/knowledge-slices';

/**
 * The data files added by region and trade (one slice each): descriptors in the forms banks print
 * name the slice's merchant and its own domain; names of other businesses that contain one of its
 * aliases name none of them. Each slice's own notes say what its cases stand for.
 */

const SLICES: Slice[] = [
  /**
   * The Canadian, Australian / New Zealand and digital-subscription merchants of
   * ca-anz-digital-more.jsonl: descriptors in the forms banks print (processor prefixes, store
   * numbers, places, bill-payment words) name the merchant and its domain; other businesses that
   * share a word or a cut spelling with one of them name none of them.
   */
  {
    title: 'ca-anz-digital merchant data',
    names: [
      ['SQ *BEAVERTAILS OTTAWA ON', 'BeaverTails', 'beavertails.com'],
      ['TST* HERO CERTIFIED BURGERS TORONTO ON', 'Hero Certified Burgers', 'heroburgers.com'],
      ['SPEEDY GLASS #123 CALGARY AB', 'Speedy Glass', 'speedyglass.ca'],
      ['BEANFIELD PREAUTHORIZED DEBIT', 'Beanfield', 'beanfield.com'],
      ['FAIRSTONE BILL PAYMENT', 'Fairstone', 'fairstone.ca'],
      ['HALIFAX HARBOUR BRIDGES MACPASS', 'Halifax Harbour Bridges', 'hdbc.ca'],
      ['JOE FRESH #1234 TORONTO ON', 'Joe Fresh', 'joefresh.com'],
      ['HAIGHS CHOCOLATES ADELAIDE SA', "Haigh's Chocolates", 'haighschocolates.com.au'],
      ['AUSTRALIANSUPER DIRECT DEBIT', 'AustralianSuper', 'australiansuper.com'],
      ['KMART TYRE & AUTO 1234 PERTH WA', 'Kmart Tyre & Auto Service', 'ktas.com.au'],
      ['TAILSCALE 800-555-0100 US', 'Tailscale', 'tailscale.com'],
      ['PAYPAL *STREAMYARD', 'StreamYard', 'streamyard.com'],
    ],
    // Each shares a word or a statement cut with one of the brands (AustralianSuper, Cambrian Credit
    // Union, Jesters Pies, Krisp, Humpty's, Kindred and Libro credit unions, Mistral AI, Borrowell,
    // DeleteMe, Koko Black, First West Credit Union), and is another business or none.
    others: [
      'THE AUSTRALIAN',
      'AUSTRALIAN SUPERMARKET',
      'CAMBRIA',
      'THE JESTER PUB',
      'KRISP CHICKEN',
      'HUMPTY DUMPTY DAYCARE',
      'KINDRED COFFEE',
      'LIBRO CAFE MADRID',
      'MISTRAL RESTAURANT',
      'BORROW A BOAT',
      'DELETE TATTOO REMOVAL',
      'KOKO BLACK HAIR SALON',
      'FIRST WEST REALTY',
    ],
  },
  /**
   * The continental European merchants of eu-more.jsonl: descriptors in the forms banks print,
   * with store numbers, towns and legal forms, name the merchant and its own domain, also where a
   * longer alias sits on another brand's name (ALDI TALK, MIGROS BANK, UNICREDIT BANK AUSTRIA);
   * names of other businesses that contain one of its aliases name none of them.
   */
  {
    title: 'continental European merchant data',
    names: [
      ['ALDI TALK AUFLADUNG', 'Aldi Talk', 'alditalk.de'],
      ['MIGROS BANK AG', 'Migros Bank', 'migrosbank.ch'],
      ['UNICREDIT BANK AUSTRIA AG', 'Bank Austria', 'bankaustria.at'],
      ['ICA BANKEN', 'ICA Banken', 'icabanken.se'],
      ['BNL BNP PARIBAS', 'BNL', 'bnl.it'],
      ['OCHSNER SPORT 123 ZUERICH', 'Ochsner Sport', 'ochsnersport.ch'],
      ['LASTSCHRIFT EPRIMO GMBH ABSCHLAG', 'eprimo', 'eprimo.de'],
      ['KASTNER & OEHLER GRAZ', 'Kastner & Öhler', 'kastner-oehler.at'],
      ['SQ *ADEG 123 GRAZ', 'ADEG', 'adeg.at'],
      ['FAZER CAFE HELSINKI', 'Fazer Café', 'fazer.com'],
      ['TISCALI ITALIA SPA', 'Tiscali', 'tiscali.it'],
    ],
    // Each contains the name of a brand that is therefore left out of the data (ČEZ, EPAL, Direct
    // Assurance, Nordnet, Smyk) or kept only under a longer alias (AMETLLER ORIGEN, FAZER CAFE,
    // FRAPORT without FRANKFURT AIRPORT, MORELE.NET), is a sister brand in another trade (Sokos
    // Hotels) or spells a brand with other spaces (MARC O'POLO), and is another business.
    others: [
      'CEZ CAR WASH',
      'EPAL PALETTEN HANDEL',
      'DIRECT ASSURANCE AGENCY LLC',
      'NORDNET WEB DESIGN',
      'AMETLLER ADVOCATS',
      'FAZER ARTE LDA LISBOA',
      'STEIGENBERGER FRANKFURT AIRPORT',
      'PRZEDSZKOLE SMYK WARSZAWA',
      'MORELE SKLEP OWOCOWY',
      'SOKOS HOTEL PRESIDENTTI HELSINKI',
      'HOTEL MARCO POLO VENEZIA',
    ],
  },
  /**
   * The UK and Irish data (uk-ie-more): descriptors in the forms UK and Irish banks print (card
   * payments, direct debits, contactless, processor prefixes, towns) name the merchant and its
   * domain; names of other businesses that share a word with one of these brands name none of them.
   */
  {
    title: 'UK and Irish merchant data',
    names: [
      ['CARD PAYMENT TO LINCOLNSHIRE CO-OP ON 12-03', 'Lincolnshire Co-op', 'lincolnshire.coop'],
      ['SOUTHERN CO-OP 0456 PORTSMOUTH', 'Southern Co-op', 'southern.coop'],
      ['TST* MOWGLI STREET FOOD LIVERPOOL', 'Mowgli Street Food', 'mowglistreetfood.com'],
      ['COOPLANDS 0456 SCARBOROUGH', 'Cooplands', 'cooplands.co.uk'],
      ['DD DOMESTIC & GENERAL 12345678', 'Domestic & General', 'domesticandgeneral.com'],
      ['MALDRON HOTEL PEARSE ST', 'Maldron Hotels', 'maldronhotels.com'],
      ['DD SKIPTON BS 12345678', 'Skipton Building Society', 'skipton.co.uk'],
      ['ULSTER BANK IRELAND DAC', 'Ulster Bank', 'ulsterbank.ie'],
      ['UNIVERSITY OF MANCHESTER ACCOMMODATION', 'University of Manchester', 'manchester.ac.uk'],
      ['RBG KEW RICHMOND GB', 'Royal Botanic Gardens, Kew', 'kew.org'],
      ['DD TOOB LTD 1234567', 'Toob', 'toob.co.uk'],
    ],
    // Each carries a word or the name of one of these brands, or a form a dropped alias would have
    // had (a Paris suburb for Malmaison, a Queens district for Kew Gardens, "UNIVERSITY COLLEGE" once
    // its town is stripped), and is another business or none.
    others: [
      'CARTE 12/03 RUEIL MALMAISON',
      'KEW GARDENS HILLS BAGELS',
      'UNIVERSITY COLLEGE BIRMINGHAM',
      'GORDON RAMSAY ELECTRICAL GLASGOW',
      'COSY CLUB NAILS AND BEAUTY',
      'FAT HIPPO FITNESS',
      'PSYCLE BIKE SHOP',
      'GETT FIT BOOTCAMP',
      'METROLINE PLUMBING',
      'EDEN PROJECT NURSERY SCHOOL',
    ],
  },
  /**
   * The US finance, health and auto data (us-finance-health-auto.jsonl: credit unions, banks,
   * lenders, insurers, hospital systems, labs, dealer groups, tolls and parking): payee lines in
   * the forms banks print, cut at 22 characters or with loan-payment words, name the merchant;
   * venues named after a credit union, towns and streets in a brand's name, and other businesses
   * whose names share the brand's words name none of them.
   */
  {
    title: 'US finance, health and auto merchant data',
    names: [
      ['RANDOLPH-BROOKS FCU LOAN PYMT 0412', 'Randolph-Brooks Federal Credit Union', 'rbfcu.org'],
      ['ONLINE PMT SUNCOAST CREDIT UNION WEB ID 1234567', 'Suncoast Credit Union', 'suncoastcreditunion.com'],
      ['MOUNTAIN AMERICA CREDI UT', 'Mountain America Credit Union', 'macu.com'],
      ['AMERICAN AIRLINES FEDE', 'American Airlines Federal Credit Union', 'aacreditunion.org'],
      ["GEORGIA'S OWN CREDIT U", "Georgia's Own Credit Union", 'georgiasown.org'],
      ['SELECT PORTFOLIO SVCG ACH PMT', 'Select Portfolio Servicing', 'spservicing.com'],
      ['BLUE SHIELD OF CALIFOR', 'Blue Shield of California', 'blueshieldca.com'],
      ['HCA FLORIDA HEALTHCARE 877-555-0100 FL', 'HCA Healthcare', 'hcahealthcare.com'],
      ['SQ *SONORA QUEST LABS MESA AZ', 'Sonora Quest Laboratories', 'sonoraquest.com'],
      ['PENSKE AUTOMOTIVE #1234 SCOTTSDALE AZ', 'Penske Automotive Group', 'penskeautomotive.com'],
      ['DELAWARE RIVER PORT AU', 'Delaware River Port Authority', 'drpa.org'],
    ],
    // Arenas and events named after credit unions (VyStar, ICCU, SDCCU, Mission Fed), towns and
    // streets inside brand names (Lithia Springs, Echo Park, College Ave, Tampa General), and
    // businesses sharing a brand's ordinary words (Drive Time, Title Max, Medstar, Speedy Cash,
    // Grow Financial, John Hancock, Texas Children's) are other businesses.
    others: [
      'VYSTAR VETERANS MEMORIAL ARENA',
      'ICCU ARENA MOSCOW ID',
      'MISSION FED ARTWALK',
      'CEFCU CENTER STAGE',
      'LITHIA CAFE',
      'ECHO PARK LAKE BOATHOUSE',
      'COLLEGE AVE STUDENT HOUSING',
      'TAMPA GENERAL STORE',
      'DRIVE TIME RADIO',
      'TITLE MAX INSURANCE',
      'MEDSTAR MOBILE HEALTHCARE',
      'SPEEDY CASH AND CARRY',
      'GROW FINANCIAL PLANNING LLC',
      'JOHN HANCOCK TOWER',
      'TEXAS CHILDRENS DENTISTRY',
    ],
  },
  /**
   * The US regional food data (us-food-regional.jsonl): restaurant chains, specialty grocers,
   * convenience stores, liquor stores and meal subscriptions, in the forms banks print them (store
   * numbers, towns, processor prefixes, names cut at 22 characters). Their aliases keep a word of
   * the brand's own, so other businesses that share a word or a phrase with one name none of them.
   */
  {
    title: 'US regional food merchant data',
    names: [
      ['ZABARS 2245 BROADWAY NEW YORK NY', "Zabar's", 'zabars.com'],
      ['TST* LOS TACOS NO 1 NEW YORK NY', 'Los Tacos No. 1', 'lostacos1.com'],
      ['SQ *RUSS & DAUGHTERS NEW YORK NY', 'Russ & Daughters', 'russanddaughters.com'],
      ['PRIMANTI BROS PITTSBURGH PA', 'Primanti Bros.', 'primantibros.com'],
      ['PHILLY PRETZEL FACTORY #112 CHERRY HILL NJ', 'Philly Pretzel Factory', 'phillypretzelfactory.com'],
      ['ROSCOES HOUSE OF CHICKE LONG BEACH CA', "Roscoe's House of Chicken and Waffles", 'roscoeschickenandwaffles.com'],
      ['IVARS #12 LYNNWOOD WA', "Ivar's", 'ivars.com'],
      ['ZINGERMANS DELI ANN ARBOR MI', "Zingerman's", 'zingermans.com'],
      ['FIIZ DRINKS OREM UT', 'Fiiz Drinks', 'fiizdrinks.com'],
      ['KWIK FILL #1234 WARREN PA', 'Kwik Fill', 'kwikfill.com'],
      ['FIRSTLEAF WINE CLUB', 'Firstleaf', 'firstleaf.com'],
    ],
    // Each carries a word or a phrase of a brand above (Tatte, Macayo's, Pequod's, Vocelli,
    // Sugarfire, Atlanta Bread, Hawaiian Bros, Lucille's, Gary's Wine, Maid-Rite, Joe Coffee,
    // 7 Leaves, Bubba's 33, Zankou, Foodtown) and is another business: the brand's word alone or its
    // trade word after another name is no alias of it.
    others: [
      'TATTE TAILORING BOSTON MA',
      'MACAYO RANCH SUPPLY',
      'PEQUODS MARINE SUPPLY',
      'VOCELLI MUSIC STUDIO',
      'SUGARFIRE CANDLE CO',
      'ATLANTA BREAD BASKET BAKERY',
      'HAWAIIAN BROS SHAVE ICE',
      'LUCILLES BBQ SHACK',
      'GARYS WINE BAR & BISTRO',
      'MAID RITE CLEANING SERVICE',
      'CUP OF JOE COFFEE CO',
      'THE LEAVES CAFE PORTLAND',
      'BUBBAS BBQ 3301 DALLAS TX',
      'ZANKOU RUG GALLERY',
      'FOODTOWN AUTO PARTS',
    ],
  },
  /**
   * The US retail, leisure, travel and services data (us-retail-leisure.jsonl): descriptors in the
   * forms banks print, with processor prefixes, store numbers and places, name the merchant and its
   * domain; names of other businesses that share words with one of these brands name none of them.
   */
  {
    title: 'US retail and leisure merchant data',
    names: [
      ['SQ *KITH NYC NEW YORK NY', 'Kith', 'kith.com'],
      ['CHECKCARD 0412 DTLR 0213 LANDOVER MD', 'DTLR', 'dtlr.com'],
      ['CENTURY 21 STORES #2 BROOKLYN NY', 'Century 21 Stores', 'c21stores.com'],
      ['PIERCING PAGODA #1234 KING OF PRUSSIA PA', 'Banter by Piercing Pagoda', 'banter.com'],
      ['HOLIDAY INN CLUB VACATIONS', 'Holiday Inn Club Vacations', 'holidayinnclub.com'],
      ['MARGARITAVILLE AT SEA', 'Margaritaville at Sea', 'margaritavilleatsea.com'],
      ['SAN FRANCISCO MUSEUM OF MODERN ART', 'SFMOMA', 'sfmoma.org'],
      ['OMAHAS HENRY DOORLY ZOO', "Omaha's Henry Doorly Zoo and Aquarium", 'omahazoo.com'],
      ['MANHATTAN MINI STORAGE NEW YORK NY', 'Manhattan Mini Storage', 'manhattanministorage.com'],
      ['TST* EDWIN WATTS', 'Edwin Watts Golf', 'edwinwatts.com'],
    ],
    // Each contains one of the brands' words or names and is another business: a real estate
    // franchise (Century 21 Stores), a café (Kith, Marine Layer), a hotel (Shinola, Red Coach Inn),
    // a law firm (Burke Williams Spa), an air-conditioning trade (Kenmore Air), another museum of
    // modern art (MoMA), a park on the Hudson, or a person paid through Square (James Allen).
    others: [
      'KITH AND KIN CAFE',
      'MARINE LAYER COFFEE',
      'CENTURY 21 REAL ESTATE',
      'SHINOLA HOTEL',
      'REDCOACH INN',
      'BURKE WILLIAMS SORENSEN LLP',
      'KENMORE AIR CONDITIONING',
      'LOUISIANA MUSEUM OF MODERN ART',
      'HUDSON RIVER PARK',
      'SQ *JAMES ALLEN',
    ],
  },
  /**
   * The venues and education data file (venues-education): a venue that bought a brand's name is
   * the venue, not the brand, while the brand's own payments stay the brand's; universities answer
   * under their statement cuts; museums, zoos and attractions under the names banks print. Names of
   * other institutions that share a venue's, a university's or a museum's words name none of them.
   */
  {
    title: 'venues and education merchant data',
    names: [
      ['T-MOBILE ARENA LAS VEGAS NV', 'T-Mobile Arena', 't-mobilearena.com'],
      ['T-MOBILE 1234 SEATTLE WA', 'T-Mobile', 't-mobile.com'],
      ['SCOTIABANK ARENA TORONTO ON', 'Scotiabank Arena', 'scotiabankarena.com'],
      ['CAPITAL ONE AUTOPAY', 'Capital One', 'capitalone.com'],
      ['SQ *SOFI STADIUM', 'SoFi Stadium', 'sofistadium.com'],
      ['THE O2 ARENA LONDON', 'The O2', 'theo2.co.uk'],
      ['3ARENA DUBLIN', '3Arena', '3arena.ie'],
      ['UBER ARENA BERLIN', 'Uber Arena', 'uber-arena.de'],
      ['UNIVERSITY OF MANCHESTE', 'University of Manchester', 'manchester.ac.uk'],
      ['UNIVERSITY OF MELBOURN', 'University of Melbourne', 'unimelb.edu.au'],
      ['METROPOLITAN MUSEUM OF A', 'The Metropolitan Museum of Art', 'metmuseum.org'],
      ['HENRY DOORLY ZOO OMAHA NE', "Omaha's Henry Doorly Zoo and Aquarium", 'omahazoo.com'],
    ],
    // Each shares words with a venue, university or museum of the file, or with what is left of
    // one of its names once a town is stripped (the brands that name arenas, Oxford, Imperial
    // College London, King's College London, Trinity College Dublin, University College Cork, the
    // Natural History Museum and the Science Museum in London, the National Gallery, MoMA, the
    // Guggenheim Bilbao, Titanic Belfast, Centre Bell), and is another business or none.
    others: [
      'OXFORD UNIVERSITY PRESS',
      'IMPERIAL COLLEGE OF BEAUTY',
      'KINGS COLLEGE WILKES BARRE PA',
      'TRINITY COLLEGE HARTFORD CT',
      'UNIVERSITY COLLEGE CORK HOSPITAL',
      'NATURAL HISTORY MUSEUM OF UTAH',
      'SCIENCE MUSEUM OF MINNESOTA',
      'NATIONAL GALLERY OF IRELAND',
      'LOUISIANA MUSEUM OF MODERN ART',
      'GUGGENHEIM PARTNERS',
      'TITANIC BRANSON MO',
      'O2 ACADEMY BRIXTON',
      'BELL CENTRE FOR CREATIVITY',
    ],
  },
  /** US billers, utilities, insurers, tolls and public payees of us-bills-2.jsonl: descriptors in the forms banks print name the merchant and its domain; other businesses sharing one of its words name none. */
  {
    title: 'us-bills-2 merchant data',
    names: [
      ['ORANGE & ROCKLAND BILL PAY PPD ID: 2601815908', 'Orange & Rockland', 'oru.com'],
      ['EPB FIBER OPTICS WEB PMT 0314491', 'EPB', 'epb.com'],
      ['EAST BAY MUNICIPAL UTILITY BILL PAY PPD ID: 1202428512', 'East Bay MUD', 'ebmud.com'],
      ['ALFA MUTUAL INS 866-239-8026 AL', 'Alfa Insurance', 'alfainsurance.com'],
      ['BESTOW LIFE WEB PMT 753577', 'Bestow', 'bestow.com'],
      ['POS DEBIT GOHRT VA', 'Hampton Roads Transit', 'gohrt.com'],
      ['CT DRS WEB PAYMENT 15758622', 'Connecticut Department of Revenue Services', 'ct.gov'],
      ['PAYPAL *DETROIT FREE PRESS', 'Detroit Free Press', 'freep.com'],
      ['EBMUD WATER BILL OAKLAND CA', 'East Bay MUD', 'ebmud.com'],
      ['AMERICAN INCOME LIFE WACO TX', 'American Income Life', 'ailife.com'],
    ],
    others: [
      'LAKELAND ELECTRIC CONTRACTORS MN',
      'OLIVE BRANCH INSURANCE AGENCY',
      'BRIGHT SPEED CAR WASH',
      'HYDE PARK CHICAGO CAFE',
      'CITIZENS GAS UTILITY DISTRICT TN',
      'CARE SOURCE HOME CARE',
      'LONG BEACH UTILITIES CONTRACTORS',
      'GENWORTH ROAD DENTAL',
    ],
  },
  /** US regional grocers, convenience stores, hardware, restaurant chains and banks of us-regional-2.jsonl: descriptors in the forms banks print name the merchant and its domain; other businesses sharing one of its words name none. */
  {
    title: 'us-regional-2 merchant data',
    names: [
      ['DAVES MARKETPLACE #341 EAST GREENWICH RI', "Dave's Marketplace", 'davesmarketplace.com'],
      ['FRAZIER FARMS MKT #984 OCEANSIDE CA', 'Frazier Farms Market', 'frazierfarmsmarket.com'],
      ['MURDOCHS RANCH & HOME #929 BOZEMAN MT', "Murdoch's Ranch & Home Supply", 'murdochs.com'],
      ['SQ *ALS NO 1 ITALIAN BEEF CHICAGO IL', "Al's #1 Italian Beef", 'alsbeef.com'],
      ['TST* TACOMAC - DECATUR', 'Taco Mac', 'tacomac.com'],
      ['POS DEBIT FLATBREAD PIZZA COMPANY 6541 PORTLAND ME', 'Flatbread Company', 'flatbreadcompany.com'],
      ["POS DEBIT CHARLESTON'S RESTAURANT 3773 OKLAHOMA CITY OK", "Charleston's Restaurant", 'charlestons.com'],
      ['ACH DEBIT AMEGY BANK OF TEXAS CC PAYMENT', 'Amegy Bank', 'amegybank.com'],
      ['FLUSHING BANK LOAN PMT', 'Flushing Bank', 'flushingbank.com'],
      ['KEMBA LOAN PMT', 'KEMBA Financial Credit Union', 'kemba.org'],
    ],
    others: [
      'DASH IN LAUNDROMAT BALTIMORE MD',
      'GATE GAS BAR KELOWNA BC',
      'BUDDYS PIZZA SAN JOSE CA',
      'KAPPYS PIZZA NEWTON MA',
      'LE PEEP SHOW THEATER',
      'PIMA COUNTY LIBRARY',
      'OCEANFIRST AQUARIUM SERVICE',
      'SWADLEY CONSTRUCTION',
    ],
  },
  /** UK and Irish chains, transport, utilities and insurers of uk-ie-2.jsonl: descriptors in the forms banks print name the merchant and its domain; other businesses sharing one of its words name none. */
  {
    title: 'uk-ie-2 merchant data',
    names: [
      ['CENTRAL CO-OP 0412 LICHFIELD', 'Central Co-op', 'centralcoop.co.uk'],
      ['BUBBLEOLOGY SOHO', 'Bubbleology', 'bubbleology.co.uk'],
      ['DAUNT BOOKS MARYLEBONE', 'Daunt Books', 'dauntbooks.co.uk'],
      ['NATIONAL WINDSCREENS', 'National Windscreens', 'nationalwindscreens.co.uk'],
      ['LANE7 NEWCASTLE', 'Lane7', 'lane7.co.uk'],
      ['SPT SUBWAY GLASGOW', 'Strathclyde Partnership for Transport', 'spt.co.uk'],
      ['CLICK ENERGY BELFAST', 'Click Energy', 'clickenergyni.com'],
      ['BEAGLE STREET DD', 'Beagle Street', 'beaglestreet.com'],
      ['PITCHUP.COM', 'Pitchup', 'pitchup.com'],
      ['GALABINGO.COM', 'Gala Bingo', 'galabingo.com'],
    ],
    others: [
      'BUNSEN BURNER SUPPLIES LTD',
      'ACTIONAID USA',
      'CHADWICKS SOLICITORS',
      'POSTCODE LOTTERY NETHERLANDS',
      'PANDA POWER TOOLS',
      'CENTRAL COOP SEATTLE WA',
      'JOE BROWNS BARBERS',
      'GREEN ENERGY UK SOLAR LTD',
    ],
  },
  /** German, Austrian, Swiss, Nordic, Polish and Czech merchants of dach-nordics-pl-2.jsonl: descriptors in the forms banks print name the merchant and its domain; other businesses sharing one of its words name none. */
  {
    title: 'dach-nordics-pl-2 merchant data',
    names: [
      ['Kartenzahlung girocard FRISTO GETRAENKEMARKT 0423 LANDSHUT', 'Fristo', 'fristo.de'],
      ['FAHRRAD XXL FRANZ KOBLENZ', 'Fahrrad XXL', 'fahrrad-xxl.de'],
      ['SBK SIEMENS-BETRIEBSKRANKENKASSE', 'SBK', 'sbk.org'],
      ['ESWE VERSORGUNGS AG WIESBADEN', 'ESWE Versorgung', 'eswe-versorgung.de'],
      ['Einkauf GLOBUS ZURICH', 'Magazine zum Globus', 'globus.ch'],
      ['ST.GALLER STADTWERKE', 'St.Galler Stadtwerke', 'sgsw.ch'],
      ['DITT APOTEK TRONDHEIM', 'Ditt Apotek', 'dittapotek.no'],
      ['MASKU VANTAA', 'Masku', 'masku.com'],
      ['PASIBUS WROCLAW', 'Pasibus', 'pasibus.pl'],
      ['SQ *TIBITS ZURICH', 'Tibits', 'tibits.ch'],
    ],
    others: [
      'FRISEUR ENGBERS LINGEN',
      'SBK BAUUNTERNEHMEN GMBH',
      'HELEN DORON ENGLISH HELSINKI',
      'GASTHOF NORDWEST OLDENBURG',
      'PALMERS GARDEN CENTRE CANTERBURY',
      'SCORE SPORTS BAR',
      'GREEN TEL COMMUNICATIONS',
      'FULL RATE PARKING',
    ],
  },
  /** French, Benelux, Spanish, Portuguese and Italian merchants of fr-benelux-iberia-it-2.jsonl: descriptors in the forms banks print name the merchant and its domain; other businesses sharing one of its words name none. */
  {
    title: 'fr-benelux-iberia-it-2 merchant data',
    names: [
      ['CB NETTO 12/03 RENNES', 'Netto France', 'netto.fr'],
      ['CB JEAN LOUIS DAVID 20/03 PARIS', 'Jean Louis David', 'jeanlouisdavid.com'],
      ['CB ODALYS VACANCES 30/04', 'Odalys Vacances', 'odalys-vacances.com'],
      ['BANCONTACT MULTIPHARMA LIEGE', 'Multipharma', 'multipharma.be'],
      ['BEA NR:QW12F2 25.02.24/11.11 GROENRIJK,PAS042 ZWOLLE', 'GroenRijk', 'groenrijk.nl'],
      ['BURGERS ZOO ARNHEM', "Burgers' Zoo", 'burgerszoo.nl'],
      ['COMPRA TARJ. 5432 FRED OLSEN EXPRESS', 'Fred. Olsen Express', 'fredolsen.es'],
      ['ATRAPALO.COM', 'Atrápalo', 'atrapalo.com'],
      ['COMPRAS C.DEB PESTANA HOTEL', 'Pestana Hotel Group', 'pestana.com'],
      ['PAGAMENTO POS AUTOSTRADA DEL BRENNERO', 'Autostrada del Brennero', 'autobrennero.it'],
    ],
    others: [
      'CB CULTURA CAFE 12/03 LYON',
      'MULTICARE PHARMACY NAIROBI',
      'EMASA CONSTRUCCIONES SL',
      'GO FIT BOOTCAMP LONDON',
      'WALIBI PLAYGROUND CAFE',
      'OPTIMA DENTAL CLINIC ROMA',
      'CB GARAGE DU PARADIS 12/03 NICE',
      'BABOU DIALLO COIFFURE',
    ],
  },
  /** Canadian, Australian, New Zealand and Singapore merchants of ca-anz-sg-2.jsonl: descriptors in the forms banks print name the merchant and its domain; other businesses sharing one of its words name none. */
  {
    title: 'ca-anz-sg-2 merchant data',
    names: [
      ['NTUC FP-HOUGANG SINGAPORE SG', 'NTUC FairPrice', 'fairprice.com.sg'],
      ['GOJEK SINGAPORE SG', 'Gojek', 'gojek.com'],
      ['MANDAI WILDLIFE RESERVE SINGAPORE SG', 'Mandai Wildlife Reserve', 'mandai.com'],
      ['CLARK RUBBER NUNAWADING VIC', 'Clark Rubber', 'clarkrubber.com.au'],
      ['PANCAKES ON THE ROCKS SYDNEY NSW', 'Pancakes on the Rocks', 'pancakesontherocks.com.au'],
      ['SEALINK KANGAROO ISLAND PENNESHAW SA', 'SeaLink', 'sealink.com.au'],
      ['STARSKY FINE FOODS MISSISSAUGA ON', 'Starsky', 'starsky.ca'],
      ['POLICYME TORONTO ON', 'PolicyMe', 'policyme.com'],
      ['SPIRITLEAF KELOWNA BC', 'Spiritleaf', 'spiritleaf.ca'],
      ['NEW PLYMOUTH DISTRICT COUNCIL', 'New Plymouth District Council', 'npdc.govt.nz'],
    ],
    others: [
      'WATSONS PLUMBING & HEATING LEEDS',
      'HDB ACCOUNTING SERVICES',
      'BURGER URGE FOOD TRUCK SACRAMENTO CA',
      'BLACK & WHITE CABS DALLAS TX',
      'COPPER BRANCH ELECTRIC',
      'ILLICO LAVE-AUTO',
      'MAD BUTCHER MEAT CO SHREVEPORT LA',
      'SAN CHURRO TAQUERIA SAN JOSE CA',
    ],
  },
  /**
   * The employers of employers.jsonl: payroll and direct-deposit lines name the company that pays
   * (legal names, the 16-character cut of an ACH company field, UK BGC and Indian salary lines);
   * an ordinary word that is an employer's name (ORACLE, CATERPILLAR) names it only as the whole
   * payer, and other businesses that share a word with one of them name none.
   */
  {
    title: 'employer data',
    names: [
      ['ACCENTURE LLP DES:DIR DEP ID:XXXXX1234 PPD', 'Accenture', 'accenture.com'],
      ['DELOITTE & TOUCHE LLP DES:PAYROLL ID:XXXXX5521 PPD', 'Deloitte', 'deloitte.com'],
      ['INTL BUSINESS MACHINES DES:PAYROLL', 'IBM', 'ibm.com'],
      ['DIRECT DEP LOCKHEED MARTIN CORP PAYROLL', 'Lockheed Martin', 'lockheedmartin.com'],
      ['NORTHROP GRUMMAN DES:DIR DEP ID:XXXXX0042 PPD', 'Northrop Grumman', 'northropgrumman.com'],
      ['BOOZ ALLEN HAMIL DES:PAYROLL', 'Booz Allen Hamilton', 'boozallen.com'],
      ['ORACLE AMERICA INC DES:PAYROLL ID:XXXXX7781 PPD', 'Oracle', 'oracle.com'],
      ['TEXAS INSTRUMENT DES:PAYROLL', 'Texas Instruments', 'ti.com'],
      ['HCA INC DES:PAYROLL', 'HCA Healthcare', 'hcahealthcare.com'],
      ['TATA CONSULTANCY SERV SALARY', 'Tata Consultancy Services', 'tcs.com'],
      ['KPMG LLP SALARY BGC', 'KPMG', 'kpmg.com'],
      ['SERCO LTD WAGES', 'Serco', 'serco.com'],
      ['PAYROLL DEPOSIT - ALBERTA HEALTH SERVICES', 'Alberta Health Services', 'albertahealthservices.ca'],
      ['RTX CORP DES:PAYROLL', 'RTX', 'rtx.com'],
      ['PRATT & WHITNEY DES:PAYROLL', 'RTX', 'prattwhitney.com'],
      ['PAYLOCITY CORPOR DES:FEE ID:XXXXX3310 CCD', 'Paylocity', 'paylocity.com'],
    ],
    // Each shares a word with an employer (Oracle, Caterpillar, Maximus, Rippling, Intel, Blue
    // Arrow) or with one left out of the data because a town in its name would leave one
    // ordinary word as its key (GRANT of Grant Thornton, JOHNSON of Johnson & Johnson), and is
    // another business or none.
    others: [
      'ORACLE PARK SAN FRANCISCO CA',
      'ORACLE TAROT & CRYSTALS SEDONA AZ',
      'LITTLE CATERPILLAR NURSERY',
      'THE HUNGRY CATERPILLAR CAFE',
      'MAXIMUS BARBER SHOP',
      'RIPPLING WATERS SPA',
      'INTEL CAFE',
      'BLUE ARROW TAXIS',
      'GRANT PAYMENT',
      'JOHNSON LLC',
    ],
  },
  /**
   * The wallets, remittance services and instant-payment rails of p2p-wallets-remittance.jsonl: a
   * transfer through one to or from a person, in the words its statements print (the service's
   * name, then its transfer words and the person, in English or the service's language), names the
   * service. A wallet known by an ordinary word (MoMo, Toss, Kuda, Maya) is named only with its
   * transfer words after it; a restaurant or a shop that shares the word names none.
   */
  {
    title: 'p2p wallets and remittance data',
    names: [
      ['LEMFI*SEND TO ADAEZE OKORO MANCHESTER GB', 'LemFi', 'lemfi.com'],
      ['SENDWAVE* EFUA ASANTE NEW YORK NY', 'Sendwave', 'sendwave.com'],
      ['TAPTAP SEND MAMADOU BARRY PARIS', 'Taptap Send', 'taptapsend.com'],
      ['YAPE A LUIS HUAMAN TORRES', 'Yape', 'yape.com.pe'],
      ['ENVIO NEQUI A 3109876543 ANDREA GOMEZ', 'Nequi', 'nequi.com.co'],
      ['MOMO CHUYEN TIEN DEN LE VAN NAM', 'MoMo', 'momo.vn'],
      ['KUDA TRANSFER TO EMEKA NWOSU', 'Kuda', 'kuda.com'],
      ['TOSS SEND MONEY LEE JIHOON', 'Toss', 'toss.im'],
      ['토스 송금 이지훈', 'Toss', 'toss.im'],
      ['카카오페이 송금 최유진', 'KakaoPay', 'kakaopay.com'],
      ['GCASH SEND MONEY 09181112222 JOSE RIZAL REYES', 'GCash', 'gcash.com'],
      ['MAYA SEND MONEY TO ANGELICA BAUTISTA', 'Maya', 'maya.ph'],
      ['OPAY TRANSFER FROM IFEOMA EZE', 'OPay', 'opayweb.com'],
      ['STC PAY TRANSFER TO FAHAD AL-OTAIBI', 'STC Pay', 'stcpay.com.sa'],
      ['TNG EWALLET TRANSFER TO SITI NURHALIZA BINTI TARUDIN', "Touch 'n Go eWallet", 'touchngo.com.my'],
      ['M-PESA SEND MONEY 0722000111 ACHIENG OTIENO', 'M-Pesa', 'safaricom.co.ke'],
      ['微信转账 李娜', 'WeChat Pay', 'pay.weixin.qq.com'],
      ['支付宝转账-刘洋', 'Alipay', 'alipay.com'],
    ],
    others: [
      'MOMO DUMPLING HOUSE',
      'MOMO 1234 SEATTLE WA',
      'MAYA RESTAURANT',
      'SQ *MAYA MEXICAN GRILL',
      'TOSS SALAD BAR',
      'KUDA GRILL',
      'CAFE MOMO',
    ],
  },
  /**
   * The merchants of more-brands-5.jsonl, mostly of the EU countries the other files had few of
   * (Greece, Romania, Hungary, Croatia, Slovenia, Slovakia, Bulgaria, the Baltics, Cyprus, Malta,
   * Luxembourg, Iceland) and a few US, Canadian, Australian and western European chains: lines in
   * the forms banks print name the merchant and its domain, also where a longer alias sits on
   * another country's brand (JUMBO AEE is Greece's Jumbo, not the Dutch grocer); names that are
   * words, given names or other businesses elsewhere are country aliases, so a line of another
   * trade or country names none of them.
   */
  {
    title: 'more-brands-5 merchant data',
    names: [
      ['JUNGLE JIMS INTL MARKET FAIRFIELD OH', "Jungle Jim's International Market", 'junglejims.com'],
      ['TOWN PUMP #4012 BUTTE MT', 'Town Pump', 'townpump.com'],
      ['BIG BOY RESTAURANT WARREN MI', 'Big Boy Restaurants', 'bigboy.com'],
      ['RYDER TRUCK RENTAL MIAMI FL', 'Ryder Truck Rental', 'ryder.com'],
      ['MCCOLLS 12345 LEEDS', "McColl's", 'mccolls.co.uk'],
      ['GOERTZ 123 HAMBURG', 'Görtz', 'goertz.de'],
      ['COIN SPA MILANO', 'Coin', 'coin.it'],
      ['EUSKOTREN BILBAO', 'Euskotren', 'euskotren.eus'],
      ['ERAM SAS 123 NANTES FR', 'Eram', 'eram.fr'],
      ['SPORTCITY AMSTERDAM', 'SportCity', 'sportcity.nl'],
      ['NORDNET BANK STOCKHOLM', 'Nordnet', 'nordnet.se'],
      ['SKLEP GROSZEK WARSZAWA', 'Groszek', 'groszek.com.pl'],
      ['TSC STORES #12 LONDON ON', 'TSC Stores', 'tscstores.com'],
      ['KATIES 123 BRISBANE QLD', 'Katies', 'katies.com.au'],
      ['MOL TOLTOALLOMAS 1234 BUDAPEST HU', 'MOL', 'mol.hu'],
      ['MEGA IMAGE 0123 BUCURESTI RO', 'Mega Image', 'mega-image.ro'],
      ['SKLAVENITIS 123 ATHENS GR', 'Sklavenitis', 'sklavenitis.gr'],
      ['JUMBO AEE 12 ATHINA GR', 'Jumbo Greece', 'e-jumbo.gr'],
      ['KONZUM 1234 ZAGREB HR', 'Konzum', 'konzum.hr'],
      ['HIPERMARKET MERCATOR LJUBLJANA', 'Mercator', 'mercator.si'],
      ['VIVACOM SOFIA BG', 'Vivacom', 'vivacom.bg'],
      ['RIMI HYPER RIGA LV', 'Rimi', 'rimi.lv'],
      ['MAXIMA X VILNIUS', 'Maxima', 'maxima.lt'],
      ['SLOVNAFT BRATISLAVA', 'Slovnaft', 'slovnaft.sk'],
      ['BANK OF VALLETTA', 'Bank of Valletta', 'bov.com'],
      ['ALPHAMEGA LIMASSOL CY', 'Alphamega', 'alphamega.com.cy'],
      ['TOK STOK SAO PAULO BR', 'Tok&Stok', 'tokstok.com.br'],
    ],
    // Each shares a word or a name with one of the brands (Maxima, Coin, Dino, Terranova, Cactus,
    // Road Ranger, Town Pump, Grom, My Market, Profi, Katies, Sunset Grill, MultiSport, Ryder), and
    // is another business or none.
    others: [
      'MAXIMA DRY CLEANERS',
      'COIN LAUNDRY',
      'DINOS PIZZA',
      'TERRANOVA PIZZA',
      'CACTUS CANTINA',
      'ROAD RANGER TOWING',
      'TOWN PUMP SEPTIC',
      'GROM PLUMBING',
      'MY MARKET DELI',
      'PROFI AUTO REPAIR',
      'KATIES CAFE',
      'SUNSET GRILL SANTA MONICA CA',
      'MULTISPORT ARENA',
      'RYDER CUP',
    ],
  },
];

describeSlices(SLICES);
