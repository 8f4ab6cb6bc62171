import { describeSlices, type Slice } from '../../test/knowledge-slices';

/**
 * The national payees of the national-*.jsonl files (transit operators and fare systems, tax and
 * vehicle authorities, telecoms, utilities, insurers, grocers, pharmacies, fuel, ticketing, licence
 * fees), one slice per file: descriptors in the forms each country's banks print name the merchant
 * and its domain; a brand that is also an ordinary word, a given name or another country's brand
 * names it only on its own country's lines or with its trade, so the other businesses listed name none.
 */

const SLICES: Slice[] = [
  /**
   * The national payees of Germany, Austria and Switzerland in national-dach.jsonl (transit operators
   * and fare networks, tax and vehicle offices, telecoms, utilities, insurers, grocers, ticketing):
   * descriptors in the forms banks print, with Lastschrift wrappers, legal forms and towns, name the
   * merchant and its domain; a brand that is also an ordinary word (blau, HIT, bob, HoT, Avanti,
   * Metronom) names it only with its trade or legal form, so other businesses with that word name none.
   */
  {
    title: 'national-dach merchant data',
    names: [
      ['SEPA-LASTSCHRIFT BUNDESKASSE IN TRIER KFZ-STEUER', 'Hauptzollamt', 'zoll.de'],
      ['SEPA-LASTSCHRIFT BLAU MOBILFUNK GMBH', 'blau', 'blau.de'],
      ['HIT MARKT 1234 BONN', 'HIT', 'hit.de'],
      ['METRONOM EISENBAHNGESELLSCHAFT UELZEN', 'metronom', 'der-metronom.de'],
      ['SEPA-LASTSCHRIFT HDI VERSICHERUNG AG', 'HDI', 'hdi.de'],
      ['SEPA-LASTSCHRIFT SCHWAEBISCH HALL BAUSPARKASSE', 'Schwäbisch Hall Bausparkasse', 'schwaebisch-hall.de'],
      ['MVG AUTOMATEN 1234 MUENCHEN', 'MVG', 'mvg.de'],
      ['SEPA-LASTSCHRIFT ALLIANZ VERSICHERUNGS-AG KFZ-BEITRAG', 'Allianz', 'allianz.de'],
      ['VODAFONE KABEL DEUTSCHLAND GMBH', 'Vodafone', 'vodafone.de'],
      ['HOT HOFER TELEKOM', 'HoT', 'hot.at'],
      ['OETICKET.COM WIEN', 'oeticket', 'oeticket.com'],
      ['CONCORDIA KRANKENVERSICHERUNG', 'CONCORDIA', 'concordia.ch'],
      ['COOP MOBILE', 'Coop Mobile', 'coop-mobile.ch'],
      ['E-VIGNETTE', 'BAZG', 'bazg.admin.ch'],
      ['SEPA-LASTSCHRIFT STADTWERKE TRIER ABSCHLAG', 'Stadtwerke Trier', 'swt.de'],
    ],
    // Each shares a word with one of the brands (blau, HIT, Metronom, moBiel, HoT, bob, Avanti,
    // Smile, Concordia, LBS, Schwäbisch Hall as a town) and is another business or none.
    others: [
      'CAFE BLAU BERLIN',
      'HIT FACTORY GYM',
      'CAFE METRONOM BERLIN',
      'HOT YOGA STUDIO',
      "BOB'S BURGERS",
      'AVANTI PIZZERIA',
      'SMILE DENTAL CARE',
      'CONCORDIA LUTHERAN CHURCH',
      '200 LBS OF FLOUR',
      'INFRA 123',
      'BAUSPARKASSE MAINZ',
      'VIP LOUNGE ACCESS',
    ],
  },
  /**
   * The national payees of France, Belgium and the Netherlands in national-fr-benelux.jsonl (transit
   * networks, tax offices and municipal tax bureaus, mutual insurers, utilities, telecoms, ticketing):
   * descriptors in the forms banks print (PRLV SEPA, domiciliëring, incasso) name the merchant and
   * its domain, also the tax office under a name the bank cut; a brand that is also an ordinary word
   * or a given name (April, Alan, Scarlet, Tango, Mega, TEC) names it only on its own country's lines
   * or with its trade, so other businesses with that word name none.
   */
  {
    title: 'national-fr-benelux merchant data',
    names: [
      ['PRLV SEPA DIRECTION GENERALE DES FINANCES PUBLIQUES', 'DGFiP', 'impots.gouv.fr'],
      ['PRLV SEPA MSA MUTUALITE SOCIALE AGRICOLE', 'MSA', 'msa.fr'],
      ['PRLV SEPA APRIL SANTE PREVOYANCE', 'April', 'april.fr'],
      ['PRLV SEPA TOTALENERGIES ELECTRICITE ET GAZ FRANCE', 'TotalEnergies', 'totalenergies.fr'],
      ['CB KEOLIS RENNES 12/03', 'Réseau STAR', 'star.fr'],
      ['FOD FINANCIEN INNING', 'SPF Finances', 'finances.belgium.be'],
      ['TEC CHARLEROI', 'TEC', 'letec.be'],
      ['SCARLET BELGIUM', 'Scarlet', 'scarlet.be'],
      ['INCASSO BSGR', 'BSGR', 'bsgr.nl'],
      ['DOMICILIERING VILLE DE NAMUR', 'Ville de Namur', 'namur.be'],
      ['CB FIL BLEU 12/03', 'Fil Bleu', 'filbleu.fr'],
      ['GEMEENTE GRONINGEN PARKEREN', 'Gemeente Groningen', 'gemeente.groningen.nl'],
      ['RET METRO ROTTERDAM', 'RET', 'ret.nl'],
      ['INCASSO ACHMEA SCHADEVERZEKERINGEN', 'Achmea', 'achmea.nl'],
    ],
    // Each shares a word with one of the brands (Alan, TEC, Scarlet, Tango, April, Mega, Boni) and is
    // another business or a person.
    others: ['VIR SEPA ALAN MARTIN', 'TEC SERVICES LTD', 'SCARLET WITCH COSTUME', 'TANGO DANCE STUDIO', 'APRIL SHOWERS FLORIST', 'MEGA MART 24', 'BONI PIZZA', 'STAD 123', 'STAN SMITH'],
  },
  /**
   * The national payees of Spain, Italy and Portugal in national-iberia-it.jsonl (city transport and
   * fare consortia, toll roads, town halls and regional governments, the vehicle registry, insurers,
   * water companies, grocers, ticketing): descriptors in the forms banks print (RECIBO, ADDEBITO,
   * card purchases with towns) name the merchant and its domain; a brand that is also an ordinary
   * word or a shared code (ACI, Rai, Avanza, Optima, Decò, Andante, EPAL, Multicare) names it only
   * on its own country's lines or with its trade, so other businesses with that word name none.
   */
  {
    title: 'national-iberia-it merchant data',
    names: [
      ['COMPRA TARJ. SORLI DISCAU 1234 BARCELONA', 'Sorli', 'sorli.com'],
      ['PAGO MOVIL EN EMT VALENCIA', 'Empresa Municipal de Transports de València', 'emtvalencia.es'],
      ['TARJETA TRANSPORTE PUBLICO MADRID', 'Consorcio Regional de Transportes de Madrid', 'crtm.es'],
      ['RECIBO AYUNTAMIENTO DE VALENCIA IBI', 'Ayuntamiento de Valencia', 'valencia.es'],
      ['AVANZA BUS MADRID', 'Avanza Grupo', 'avanzagrupo.com'],
      ['ADDEBITO DIRETTO ACI BOLLO', 'ACI', 'aci.it'],
      ['CANONE RAI', 'Rai', 'rai.it'],
      ['IPER LA GRANDE I MILANO', 'Iper La grande i', 'iper.it'],
      ['PASSE NAVEGANTE', 'Navegante', 'navegante.pt'],
      ['EPAL AGUAS LIVRES', 'EPAL', 'epal.pt'],
      ['O2 ESPANA', 'O2', 'o2online.es'],
    ],
    // Each shares a word or a code with one of the brands and is another business or a person.
    others: ['ACI WORLDWIDE', 'RAI SPORT BAR', 'OPTIMA DENTAL CLINIC ROMA', 'MARIO CONTE', 'DECO ART GALLERY', 'ANDANTE CAFE', 'EPAL PALETTEN HANDEL', 'MULTICARE PHARMACY NAIROBI', 'EMT 1234', 'EMT MALAGA'],
  },
  /**
   * The national payees of Poland, Sweden, Norway, Denmark and Finland in national-pl-nordics.jsonl
   * (tax offices and the tax micro-account, town halls and municipalities, transport authorities,
   * toll roads, utilities, insurers, medical subscriptions, grocers, ticketing): descriptors in the
   * forms banks print (Polecenie zapłaty, Kortköp, card purchases with towns) name the merchant and
   * its domain; a brand that is also an ordinary word or a short code (Topaz, Helios, Tempo,
   * Bahnhof, Kiwi, ice, OK, ABC) names it only on its own country's lines or with its trade, so other
   * businesses with that word name none.
   */
  {
    title: 'national-pl-nordics merchant data',
    names: [
      ['Przelew MIKRORACHUNEK PODATKOWY PIT', 'Urząd Skarbowy', 'podatki.gov.pl'],
      ['Polecenie zapłaty P4 SP Z O.O. PLAY', 'Play', 'play.pl'],
      ['Płatność kartą LEWIATAN 123 LODZ', 'Lewiatan', 'lewiatan.pl'],
      ['KINO HELIOS GDANSK', 'Helios', 'helios.pl'],
      ['LUX MED SP Z O O', 'LUX MED', 'luxmed.pl'],
      ['Kortköp 240315 KRONOFOGDEN', 'Kronofogden', 'kronofogden.se'],
      ['TEMPO LIVS 123 UMEA', 'Tempo', 'tempo.se'],
      ['KIWI 123 OSLO NO', 'Kiwi', 'kiwi.no'],
      ['ICE NORGE AS', 'ice', 'ice.no'],
      ['OK TANK 1234 AARHUS', 'OK', 'ok.dk'],
      ['KOBENHAVNS KOMMUNE', 'Københavns Kommune', 'kk.dk'],
      ['ABC ASEMA HELSINKI', 'ABC', 'abcasemat.fi'],
      ['COM HEM AB', 'Tele2', 'tele2.se'],
    ],
    // Each shares a word with one of the brands and is another business.
    others: ['TOPAZ JEWELRY', 'HELIOS KLINIKUM BERLIN', 'TEMPO RUN CLUB', 'BAHNHOF APOTHEKE MUENCHEN', 'KIWI FRUIT STAND', 'ICE CREAM SHOP'],
  },
  /**
   * The national payees of Canada, New Zealand and Ireland (national-ca-anz-ie.jsonl) and of Brazil,
   * Mexico, India, Japan, Singapore, South Africa and the United Arab Emirates (national-world.jsonl):
   * tax and vehicle authorities, transport and toll operators, utilities, telecoms, insurers and
   * medical schemes, grocers, ticketing. Descriptors in the forms banks print name the merchant and
   * its domain, also a brand another country's merchant prints too (Correios beside Portugal's CTT,
   * Sky, Discovery, Liberty) on a line of its own country; other businesses sharing a word name none.
   */
  {
    title: 'national-world merchant data',
    names: [
      ['COMPRA CARTAO 5162 CORREIOS AG CENTRAL SAO PAULO', 'Correios', 'correios.com.br'],
      ['CORREIOS LISBOA PT', 'CTT', 'ctt.pt'],
      ['PAGAMENTO DARF RECEITA FEDERAL', 'Receita Federal', 'gov.br'],
      ['CONTA DE LUZ LIGHT SESA', 'Light', 'light.com.br'],
      ['BRADESCO SAUDE', 'Bradesco Seguros', 'bradescoseguros.com.br'],
      ['METROBUS CDMX', 'Metrobús', 'metrobus.cdmx.gob.mx'],
      ['NACH DR LIC OF INDIA PREMIUM POLICY NO 912345678', 'LIC', 'licindia.in'],
      ['HDFC ERGO GENERAL INSURANCE', 'HDFC ERGO', 'hdfcergo.com'],
      ['MOM FOREIGN WORKER LEVY', 'Ministry of Manpower', 'mom.gov.sg'],
      ['CITY POWER JOHANNESBURG', 'City Power', 'citypower.co.za'],
      ['DISCOVERY HEALTH', 'Discovery', 'discovery.co.za'],
      ['EMIRATES NBD', 'Emirates NBD', 'emiratesnbd.com'],
      ['EXO 1234 MONTREAL QC', 'exo', 'exo.quebec'],
      ['NCTS DEANSGRANGE', 'NCT', 'ncts.ie'],
      ['DD KILDARE CO CO', 'Kildare County Council', 'kildarecoco.ie'],
      ['PANDA WASTE SERVICES', 'Panda Waste', 'panda.ie'],
    ],
    // Each shares a word with one of the brands and is another business.
    others: ['LIGHT BULB STORE', 'POUSADA DO SOL PORTO SEGURO BA', 'SAT ESSENTIALS PREP', 'METROBUS PORTSMOUTH', 'EXO TERRA PET', 'PARKING 123'],
  },
  /**
   * Japan (national-jp.jsonl, and the Japanese spellings of the JP records of other files): names in
   * the katakana and kanji statements print, full- or half-width, with or without small kana, with a
   * branch or a charge glued on in another script; Latin names with a Japanese town. A brand's word
   * that is a surname or an English word (KOJIMA, SHIMAMURA, LUMINE, PARCO, ANIMATE) names it only on
   * a Japanese line, and Tower Records is Japan's only there.
   */
  {
    title: 'national-jp merchant data',
    names: [
      ['ﾌｧﾐﾘｰﾏｰﾄ ｲｹﾌﾞｸﾛ', 'FamilyMart', 'family.co.jp'],
      ['VISAデビット ローソン 梅田店', 'Lawson', 'lawson.co.jp'],
      ['セブン－イレブン 中野駅前店', '7-Eleven', 'sej.co.jp'],
      ['ｿﾌﾄﾊﾞﾝｸ ｺﾞﾘﾖｳﾘﾖｳｷﾝ', 'SoftBank', 'softbank.jp'],
      ['ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ', 'TEPCO', 'tepco.co.jp'],
      ['京成電鉄 スカイライナー', 'Keisei Electric Railway', 'keisei.co.jp'],
      ['ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ ｼﾌﾞﾔ', 'Starbucks', 'starbucks.co.jp'],
      ['三井住友カード 年会費', 'Sumitomo Mitsui Card', 'smbc-card.com'],
      ['TOKYO DISNEY RESORT URAYASU JPN', 'Tokyo Disney Resort', 'tokyodisneyresort.jp'],
      ['TOWER RECORDS SHIBUYA JPN', 'Tower Records Japan', 'tower.jp'],
    ],
    // Each shares a word with one of the brands (Tower Records in America, the surnames Kojima and
    // Shimamura, Lumine, Parco, Animate, Village Vanguard, Orient of Orient Corporation, Tokyo of
    // Tokyo Gas) and is another business or none.
    others: [
      'TOWER RECORDS LOS ANGELES CA',
      'KOJIMA ELECTRIC SUPPLY',
      'SHIMAMURA DENTAL CLINIC',
      'LUMINE HAIR STUDIO',
      'PARCO GIARDINO ROMA',
      'ANIMATE STUDIOS LLC',
      'VILLAGE VANGUARD NEW YORK NY',
      'ORIENT EXPRESS',
      '東京タワー',
    ],
  },
  /**
   * South Africa and Mexico (national-za-mx.jsonl): banks, municipalities, retailers, hospital groups
   * and bus lines in the forms banks print (debit orders, referenced payments, card lines with a
   * town); a name that is also an ordinary phrase or another country's business (Standard Bank, Shoe
   * City, Build It, Cool Ideas, Studio 88, Suburbia, Estrella Roja) names it only on its own country's lines.
   */
  {
    title: 'national-za-mx merchant data',
    names: [
      ['DEBIT ORDER CAPITEC BANK', 'Capitec Bank', 'capitecbank.co.za'],
      ['ABSA CARD 4471 SANDTON', 'Absa', 'absa.co.za'],
      ['CASHBUILD 123 POLOKWANE', 'Cashbuild', 'cashbuild.co.za'],
      ['DEBIT ORDER CITY OF EKURHULENI', 'City of Ekurhuleni', 'ekurhuleni.gov.za'],
      ['NETCARE HOSPITAL MILPARK', 'Netcare', 'netcare.co.za'],
      ['FNB 1234 SANDTON ZA', 'FNB', 'fnb.co.za'],
      ['PAGO REFERENCIADO INFONAVIT', 'Infonavit', 'infonavit.org.mx'],
      ['BANCO AZTECA ABONO', 'Banco Azteca', 'bancoazteca.com.mx'],
      ['CALIMAX 45 TIJUANA', 'Calimax', 'calimax.com.mx'],
      ['AUTOBUSES ADO 123', 'ADO', 'ado.com.mx'],
    ],
    others: [
      'FIRST NATIONAL BANK OF MUSCATINE',
      'STANDARD BANK OF PENNSYLVANIA',
      'STUDIO 88 HAIR SALON',
      'SHOE CITY BALTIMORE MD',
      'BUILD IT GREEN',
      'COOL IDEAS MARKETING',
      'ROMANS PIZZA LEEDS',
      'SUBURBIA BAR',
      'TOWN LODGE PUB',
      'ESTRELLA ROJA TAQUERIA',
    ],
  },
  /**
   * India, Singapore and the United Arab Emirates (national-in-sg-ae.jsonl): banks, wallets, streaming,
   * civic bodies, town councils, utilities and attractions in the forms banks print (NACH and UPI
   * lines, NETS, GIRO, card lines with a town); other businesses sharing a word name none.
   */
  {
    title: 'national-in-sg-ae merchant data',
    names: [
      ['KOTAK MAHINDRA BANK LTD', 'Kotak Mahindra Bank', 'kotak.com'],
      ['NACH DR ICICI BANK LTD EMI', 'ICICI Bank', 'icicibank.com'],
      ['UPI/P2M/412345678901/PAYTM/YESB/paytm@ptys/Payment', 'Paytm', 'paytm.com'],
      ['JIOHOTSTAR MUMBAI IN', 'JioHotstar', 'jiohotstar.com'],
      ['BBMP PROPERTY TAX BENGALURU', 'BBMP', 'bbmp.gov.in'],
      ['NETS QR FOOD REPUBLIC VIVOCITY', 'Food Republic', 'foodrepublic.com.sg'],
      ['ANG MO KIO TOWN COUNCIL GIRO', 'Ang Mo Kio Town Council', 'amktc.org.sg'],
      ['DUBAI ISLAMIC BANK CARD PAYMENT', 'Dubai Islamic Bank', 'dib.ae'],
      ['FERRARI WORLD ABU DHABI AE', 'Ferrari World Abu Dhabi', 'ferrariworldabudhabi.com'],
      ['MAWAQIF PARKING ABU DHABI', 'Integrated Transport Centre', 'itc.gov.ae'],
    ],
    others: ['STATE BANK OF PAKISTAN', 'TABBY CAT CAFE', 'FOOD REPUBLIC MAGAZINE', 'CITY HARVEST CHURCH SINGAPORE'],
  },
  /**
   * More national payees (national-more.jsonl): Germany's tax offices by city and district, under the
   * Land's site, and Austria's one tax office; wholesale, development-bank and insurer lines; London
   * boroughs as their council-tax debits print them ("LB HACKNEY", "RB KINGSTON"); NHS trusts paying
   * salaries; US food banks; Irish, Swiss, Austrian, Polish and New Zealand payees. A two-letter code
   * left of a borough's alias names nobody.
   */
  {
    title: 'national-more merchant data',
    names: [
      ['FINANZAMT KOELN-MITTE STEUERNR 214/5678/1234', 'Finanzamt Köln-Mitte', 'finanzverwaltung.nrw.de'],
      ['UEBERWEISUNG FINANZAMT NEUKOELLN EST 2022', 'Finanzamt Neukölln', 'berlin.de'],
      ['FINANZAMT OESTERREICH UVA 01/2024', 'Finanzamt Österreich', 'bmf.gv.at'],
      ['Lastschrift KfW Foerderbank Tilgung', 'KfW', 'kfw.de'],
      ['METRO GROSSMARKT 031 KOELN', 'METRO Cash & Carry', 'metro.de'],
      ['GUYS AND ST THOMAS NHS FT SALARY', "Guy's and St Thomas' NHS Foundation Trust", 'guysandstthomas.nhs.uk'],
      ['LB HACKNEY CTAX 00123456', 'Hackney Council', 'hackney.gov.uk'],
      ['RB KINGSTON UPON THAMES PARKING', 'Kingston upon Thames Council', 'kingston.gov.uk'],
      ['NORTH TEXAS FOOD BANK DONATION', 'North Texas Food Bank', 'ntfb.org'],
      ['AXPO SOLUTIONS AG BADEN', 'Axpo', 'axpo.com'],
      ['PRZELEW SKLADKI ZUS', 'ZUS', 'zus.pl'],
    ],
    others: ['LB 4471', 'MARTES 12 VALENCIA', 'JOHN HARRIS', 'CITY LODGE HOTEL HONG KONG', 'UNIVERSITY COLLEGE CORK HOSPITAL'],
  },
];

describeSlices(SLICES);
