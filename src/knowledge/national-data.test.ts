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
];

describeSlices(SLICES);
