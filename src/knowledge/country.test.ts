import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';
import { descriptorCountry } from './country';
import { analyzeDescriptor } from './normalize';

describe('descriptorCountry', () => {
  it('reads no country from a code word that ends no town (CAFE DEL MAR is a bar, not a place)', () => {
    expect(descriptorCountry(analyzeDescriptor('CHIRINGUITO CAFE DEL MAR'))).toBeUndefined();
    expect(descriptorCountry(analyzeDescriptor('TACOS NEW MEXICO'))).toBeUndefined();
  });

  it.each([
    ['NETTO 1234 AARHUS C DK', 'DK'],
    ['COOP CH', 'CH'],
    ['ALDI 45 SOLIHULL', 'GB'],
    ['LIDL SAGT DANKE 1234//MUENCHEN/DE', 'DE'],
    ['TARGET 00012345 MINNEAPOLIS MN', 'US'],
    ['SOBEYS #0712 HALIFAX NS', 'CA'],
    ['KMART 1074 BONDI JUNCTIO NS AUS', 'AU'],
    // London is British unless a province follows it.
    ['ARGOS 0714 LONDON', 'GB'],
    ['GOODLIFE FITNESS CLUBS LONDON ON', 'CA'],
    // A British bank's card line is British, whatever country a bare town's name is also in…
    ['CARD PAYMENT TO SHELL WATERLOO 2341 ON 14 MAR', 'GB'],
    // …and a province's code still says Canada.
    ['CARD PAYMENT TO SHELL TORONTO ON', 'CA'],
    ['TELENOR SVERIGE AB', 'SE'],
    ['PAGAMENTO POS LIDL 0231 TORINO 03/05', 'IT'],
    ['MIGROS 1234 KADIKOY ISTANBUL TR', 'TR'],
    // WA is Washington and Western Australia: the town tells.
    ['KMART TYRE & AUTO 1234 PERTH WA', 'AU'],
    ['STARBUCKS STORE 10234 SEATTLE WA', 'US'],
    ['OXXO SAN PEDRO 4521 MONTERREY MX', 'MX'],
    ['CHECKERS HYPER 0456 SANDTON ZA', 'ZA'],
    // A town of two countries before one's code is that country's.
    ['FARMACITY CORDOBA AR', 'AR'],
    ['JUMBO SANTIAGO CL', 'CL'],
    ['MERCADONA CORDOBA ES', 'ES'],
    // A town of several words whose last is a code's word is the town's: MAR is Morocco's code,
    // MEXICO and CHILE the countries' names, yet the lines are Chile's and Mexico's…
    ['JUMBO 123 VINA DEL MAR', 'CL'],
    ['LIVERPOOL 123 CIUDAD DE MEXICO', 'MX'],
    ['JUMBO 1234 SANTIAGO DE CHILE', 'CL'],
    ['MAGDALENA DEL MAR LIMA PE', 'PE'],
    ['EXITO CALI CO', 'CO'],
    ['SHUFERSAL HAIFA IL', 'IL'],
    ['DMART HYDERABAD IN', 'IN'],
    ['CASEYS PEORIA IL', 'US'],
    // A code that is also a state names the country only after a town of it.
    ['SWIGGY BENGALURU IN', 'IN'],
    ['STARBUCKS 1234 INDIANAPOLIS IN', 'US'],
    ['INDOMARET 1234 JAKARTA SELATAN ID', 'ID'],
    ['SUMMIT ORTHODONTICS BOISE ID', 'US'],
    ['BIM 1234 KADIKOY ISTANBUL TR', 'TR'],
    // Codes of Central, Eastern and Southern Europe and Iceland after a town of the country.
    ['LIDL 1234 BRATISLAVA SK', 'SK'],
    ['OMV 4411 BUCURESTI RO', 'RO'],
    ['OMV 4411 BUCUREŞTI RO', 'RO'],
    ['KONZUM ZAGREB HR', 'HR'],
    ['KONZUM SPLIT HR', 'HR'],
    ['RIMI RIGA LV', 'LV'],
    ['BOLT.EU TALLINN EE', 'EE'],
    ['BONUS REYKJAVIK IS', 'IS'],
    ['MAXIMA 0412 KAUNAS LT', 'LT'],
    ['MERCATOR MARIBOR SI', 'SI'],
    ['ALPHAMEGA LIMASSOL CY', 'CY'],
    ['WELBEES ĦAMRUN MT', 'MT'],
    ['FANTASTICO SOFIA BG', 'BG'],
    ['SPAR 0123 DEBRECEN HUN', 'HU'],
    ['KIOSK PIRAEUS', 'GR'],
    // The same codes are still Saskatchewan and Montana after a town of theirs.
    ['SASKATOON CO-OP SASKATOON SK', 'CA'],
    ['SINCLAIR BOZEMAN MT', 'US'],
    ['FAMILY DENTAL BILLINGS MT', 'US'],
    // Type codes only one country's banks print after the payee: a British direct debit, a German
    // one with its mandate reference, and France's card and direct-debit wrappers.
    ['SKY DIGITAL DD 4471', 'GB'],
    ['ANGLIAN WATER DDR 30012', 'GB'],
    // Hamilton is New Zealand's without Ontario's code.
    ['COUNTDOWN HAMILTON', 'NZ'],
    // The shop's own spot after its town (a station, a mall, a street) leaves the town to tell.
    ['COOP-4471 ZUERICH BAHNHOF', 'CH'],
    ['SPAR 0123 INNSBRUCK HAUPTBAHNHOF', 'AT'],
    ['NANDOS MANCHESTER PICCADILLY', 'GB'],
    ['TIM HORTONS 1234 HAMILTON ON', 'CA'],
    ['EON NEXT BGC', 'GB'],
    ['HUK-COBURG LASTSCHRIFT MANDATSREF HK0012345', 'DE'],
    ['PRLV SEPA FREE MOBILE', 'FR'],
    // The legal form SA is no South Australia.
    ['PRLV SEPA ORANGE SA', 'FR'],
    ['CB MONOPRIX 14/03', 'FR'],
  ])('%s was printed in %s', (descriptor, country) => {
    expect(descriptorCountry(analyzeDescriptor(descriptor))).toBe(country);
  });

  it.each([
    // Delaware, not Germany: DE counts only after a German town.
    'DOVER DE',
    // Legal forms that are also state codes: no Nevada, no Alberta.
    'ZALANDO SE',
    // A town in two countries that both print it bare.
    'BUNNINGS WAREHOUSE 5123 PERTH',
    // A North American town before another word: its lines print a state there, and its towns
    // are named after Europe's ("WATERLOO STN" is London's station).
    'STARBUCKS WATERLOO STN',
    'NETFLIX.COM',
    'NETTO',
    'ACME SUPPLY WA',
    // A Spanish legal form and a town cut short, not Saudi Arabia or Thailand.
    'ADEUDO RECIBO IBERDROLA CLIENTES SAU',
    'WAITROSE 0412 HENLEY-ON-THA',
    'GREEN ACRES DRIVE IN',
    // Codes that are also words or a state name no country without a town of theirs.
    'WHAT TIME IS',
    'MOBILE TOPUP EE',
    'ACME PAYROLL HR',
    'BIG SKY PIZZA MT',
    'CAESARS PALACE LV',
    'BANANA SPLIT',
    // The same names without the code or wrapper.
    'SKY DIGITAL 4471',
    'HUK-COBURG MANDATSREF HK0012345',
    'FREE MOBILE',
  ])('%s shows no country', (descriptor) => {
    expect(descriptorCountry(analyzeDescriptor(descriptor))).toBeUndefined();
  });
});

describe('descriptorCountry, strict', () => {
  it('reads a bare two-letter code only after a town of its country', () => {
    // A statement's cut of AUTO, not Australia.
    expect(descriptorCountry(analyzeDescriptor('QUICK LANE TIRE AND AU'), true)).toBeUndefined();
    expect(descriptorCountry(analyzeDescriptor('QUICK LANE TIRE AND AU'))).toBe('AU');
    expect(descriptorCountry(analyzeDescriptor('WOOLWORTHS/ SURRY HILLS AU'), true)).toBe('AU');
    expect(descriptorCountry(analyzeDescriptor('KMART 1074 BONDI JUNCTIO NS AUS'), true)).toBe('AU');
  });

  it("reads one country's bank wrapper when no place ends the line, but never refuses a match on it", () => {
    expect(descriptorCountry(analyzeDescriptor('Dankort-nota NETTO 1234'))).toBe('DK');
    expect(descriptorCountry(analyzeDescriptor('Dankort-nota NETTO 1234'), true)).toBeUndefined();
    // A place at the end wins over the wrapper.
    expect(descriptorCountry(analyzeDescriptor('Dankort-nota NETTO 1234 FLENSBURG DE'))).toBe('DE');
    // A British card line's date and code after the town do not hide it.
    expect(descriptorCountry(analyzeDescriptor('NANDOS SHOREDITCH ON 09 MAR BCC'))).toBe('GB');
    // A US ACH entry and a Dutch SEPA export tell their country by their layout.
    expect(descriptorCountry(analyzeDescriptor('NATIONWIDE DES:EDI PYMNTS ID:XXXXX4512 CO ID:XXXXX10028 PPD'))).toBe('US');
    expect(descriptorCountry(analyzeDescriptor('/TRTP/SEPA Incasso algemeen doorlopend/NAME/Vattenfall Klantenservice N.V./REMI/Termijn'))).toBe('NL');
    // A processor whose sellers are all in one country: the shop is there, but only the matcher's
    // preference follows, never a refusal.
    expect(descriptorCountry(analyzeDescriptor('NIUBIZ*POLLERIA LA BRASA'))).toBe('PE');
    expect(descriptorCountry(analyzeDescriptor('YOCO *THE GRIND COFFEE'))).toBe('ZA');
    expect(descriptorCountry(analyzeDescriptor('NIUBIZ*POLLERIA LA BRASA'), true)).toBeUndefined();
    // Square serves many countries: no country of its own.
    expect(descriptorCountry(analyzeDescriptor('SQ *THE GRIND COFFEE'))).toBeUndefined();
  });
});

describe('merchants that share a name across countries', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['NETTO 1234 AARHUS C DK', 'Netto', 'netto.dk'],
    ['NETTO 1234 BERLIN', 'Netto Marken-Discount', 'netto-online.de'],
    // No country on the line: the merchant that owns the name.
    ['NETTO 1234', 'Netto Marken-Discount', 'netto-online.de'],
    ['COOP 1234 ZURICH', 'Coop Schweiz', 'coop.ch'],
    ['COOP 070123 MANCHESTER', 'Co-op', 'coop.co.uk'],
    // A Swiss town before the shop's spot in it: Switzerland's Coop, whatever the spot is called.
    ['COOP-4471 BASEL BAHNHOF', 'Coop Schweiz', 'coop.ch'],
    ['COOP-2145 LUZERN SCHWANENPLATZ', 'Coop Schweiz', 'coop.ch'],
    ['COOP 1234 AARHUS DK', 'Coop Danmark', 'coop.dk'],
    ['COOP 1234 FIRENZE', 'Coop Italia', 'e-coop.it'],
    ['SPAR 1234 BERGEN NOR', 'Spar Norge', 'spar.no'],
    ['SPAR 1234 DUBLIN', 'Spar', 'spar.ie'],
    ['SKY 1234 MONTERREY MX', 'Sky México', 'sky.com.mx'],
    ['VIRGIN MOBILE TORONTO ON', 'Virgin Plus', 'virginplus.ca'],
    ['VIRGIN MOBILE 0800 0413', 'Virgin Media', 'virginmedia.com'],
    ['TESCO EXPRESS 0412 BRNO CZ', 'Tesco Central Europe', 'itesco.cz'],
    ['TESCO EXPRESS 0412 BRISTOL', 'Tesco', 'tesco.com'],
    ['TELEKOM 0412 DEBRECEN HU', 'Magyar Telekom', 'telekom.hu'],
    ['STAPLES 0412 OTTAWA ON', 'Staples', 'staples.ca'],
    // TIER and Dott merged, but a line that names Tier alone is Tier's.
    ['TIER MOBILITY MUENCHEN', 'TIER Mobility', 'tier.app'],
    ['TIER DOTT MUENCHEN', 'Dott', 'ridedott.com'],
    // North Somerset is its own council, beside Somerset's.
    ['N SOMERSET COUNCIL CTAX 0412', 'North Somerset Council', 'n-somerset.gov.uk'],
    ['SOMERSET COUNCIL CTAX 0412', 'Somerset Council', 'somerset.gov.uk'],
    ['TARGET 5012 CHADSTONE VIC AUS', 'Target Australia', 'target.com.au'],
    ['TARGET 00012345 MINNEAPOLIS MN', 'Target', 'target.com'],
    ['WOOLWORTHS 1234 AUCKLAND NZ', 'Woolworths NZ', 'woolworths.co.nz'],
    ['WOOLWORTHS/ SURRY HILLS AU', 'Woolworths', 'woolworths.com.au'],
    ['MIGROS 1234 KADIKOY ISTANBUL TR', 'Migros Türkiye', 'migros.com.tr'],
    ['CHECKERS 1234 DURBAN ZA', 'Checkers', 'checkers.co.za'],
    ['CHECKERS 1234 TAMPA FL', "Checkers & Rally's", 'checkers.com'],
    ['WOOLWORTHS 1234 SANDTON ZA', 'Woolworths South Africa', 'woolworths.co.za'],
    ['CARREFOUR 1234 DUBAI AE', 'Carrefour UAE', 'carrefouruae.com'],
    ['MAKRO 0123 BANGKOK TH', 'Makro Thailand', 'makro.co.th'],
    // A name other brands print too names the local one where its code and town are printed.
    ['JUMBO 0231 THESSALONIKI GR', 'Jumbo Greece', 'e-jumbo.gr'],
    ['JUMBO 1234 UTRECHT', 'Jumbo', 'jumbo.com'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  it.each([
    ['ALDI 45 SOLIHULL', 'aldi.co.uk'],
    ['LIDL 0231 TORINO', 'lidl.it'],
    ['AMAZON.COM LONDON GB', 'amazon.co.uk'],
    ['DOMINOS PIZZA 1234 AUCKLAND NZ', 'dominos.co.nz'],
    // No country: the brand's own domain.
    ['ALDI 1234', 'aldi.com'],
    // An alias with a site of its own keeps it wherever it was printed.
    ['AMZN MKTP DE*1A2BC3DE4 LONDON GB', 'amazon.de'],
    // …and so does the brand's address for a country printed beside a plan's name.
    ['AMAZON PRIME*AB12CD34 AMAZON.DE/PM PARIS FR', 'amazon.de'],
    ['AMAZON PRIME*AB12CD34 PARIS FR', 'amazon.fr'],
    // …but a company's name that one country's site answers yields to the line's country.
    ['ALDI STORES LTD', 'aldi.co.uk'],
    ['EFTPOS DEBIT ALDI STORES MARRICKVILLE AU', 'aldi.com.au'],
    // A card scheme only one country's banks print, at the line's end.
    ['NETTO 3451 DANKORT-NOTA', 'netto.dk'],
    // …before the mandate's reference too (a South African debit order).
    ['VIRGIN ACTIVE SA DEBIT ORDER 0860200911', 'virginactive.co.za'],
    // ACH is American, Lastschrift German.
    ['LASTSCHRIFT ALLIANZ VERSICHERUNGS-AG', 'allianz.de'],
    // …and so is a Lastschrift after the payee, and a British DD or a French PRLV SEPA.
    ['ALLIANZ VERSICHERUNGS-AG LASTSCHRIFT MANDATSREF XY0001234', 'allianz.de'],
    ['VODAFONE LIMITED DD 88123', 'vodafone.co.uk'],
    ['VODAFONE LTD DDR 4431092', 'vodafone.co.uk'],
    // A cinema chain, a grocer and a fast-food chain answer their national sites; an airline whose
    // customers book on its .com everywhere keeps it.
    ['KINEPOLIS ANTWERPEN', 'kinepolis.be'],
    ['KINEPOLIS 4471', 'kinepolis.com'],
    ['CARREFOUR 1234 ROSARIO ARGENTINA', 'carrefour.com.ar'],
    ['KFC 0231 VALENCIA ES', 'kfc.es'],
    ['KLM 0741122334455 AMSTERDAM NL', 'klm.com'],
    // A company's name answers its country's site with no country on the line.
    ['ALLIANZ VERSICHERUNGS-AG BEITRAG 04.24', 'allianz.de'],
    ['MERCADO LIVRE*2ITENS', 'mercadolivre.com.br'],
    ['MERCADO LIBRE*2ITEMS', 'mercadolibre.com'],
    ['PRLV SEPA AXA FRANCE VIE ECH 0425', 'axa.fr'],
    ['SEVEN-ELEVEN 1234 OSAKA JP', 'sej.co.jp'],
    ['WALMART 1234 MONTERREY MX', 'walmart.com.mx'],
  ])("%s answers the brand's site for that country, %s", (descriptor, domain) => {
    expect(knowledge.match(descriptor)?.domain).toBe(domain);
  });

  it.each([
    ['CBA 0123 DEBRECEN HU', 'CBA'],
    ['PROFI 1234 CLUJ-NAPOCA RO', 'Profi'],
    ['BRD 1234 BRASOV RO', 'BRD Groupe Société Générale'],
    ['IKI 123 VILNIUS LT', 'IKI'],
    ['LMT RIGA LV', 'LMT'],
    ['LHV TALLINN EE', 'LHV Pank'],
    ['BOV SLIEMA MT', 'Bank of Valletta'],
    ['KRONAN AKUREYRI IS', 'Krónan'],
    ['MERCATOR LJUBLJANA SI', 'Mercator'],
    ['INA 1234 SPLIT HR', 'INA'],
    ['TOMMY 112 ZADAR HR', 'Tommy Croatia'],
    ['EKO 1234 ATHINA GR', 'EKO'],
    ['TECHNOPOLIS PLOVDIV BG', 'Technopolis'],
    ['EAC NICOSIA CY', 'Electricity Authority of Cyprus'],
    ['DR MAX BRATISLAVA SK', 'Dr.Max'],
  ])('%s: a name its merchant shares with others names it on a line of its country (%s)', (descriptor, name) => {
    expect(knowledge.match(descriptor)?.name).toBe(name);
  });

  it.each([
    ['PETROL 1234 SASKATOON SK', undefined],
    ['INA 1234 BOZEMAN MT', undefined],
    ['BOV', undefined],
    ['TOMMY 1234 BILLINGS MT', 'Tommy Hilfiger'],
  ])('%s: the same name on a Saskatchewan, Montana or bare line is not the European brand', (descriptor, name) => {
    expect(knowledge.match(descriptor)?.name).toBe(name);
  });

  it("answers an online marketplace's main site on the line of its seat, which every charge prints wherever the buyer is", () => {
    expect(knowledge.match('VINTED UAB VILNIUS LT')?.domain).toBe('vinted.com');
    expect(knowledge.match('VINTED.FR PARIS FR')?.domain).toBe('vinted.fr');
  });

  it.each(['UNIVERSITY OF MELBOURNE FL', 'SUNSHINE COAST COUNCIL BC', 'BURLINGTON TRANSIT VT'])(
    '%j: a merchant bound to one place, on a line of another country, is a namesake',
    (descriptor) => {
      expect(knowledge.match(descriptor)).toBeNull();
    },
  );
});
