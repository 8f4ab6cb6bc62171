import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { enrichThroughPipeline, expectKept } from './probe-pipeline';

/**
 * Wrappers around the payee (wrap18): PayPal's German legal name before the shop it paid, German
 * instant and standing transfers, German municipal taxes and fees and US county taxes, British cash
 * lines that print the bank, the day and the town, Gulf wage-protection salary lines, processors of
 * India, Brazil, Latin America and British schools, and a fuel brand's store number glued to its
 * host. Invented lines, written from how such lines look. Each: [line, merchant ("rejected" for a
 * line that names nobody; "A|B" accepts either), category, MCC ("A|B" accepts either)].
 */
type Probe = readonly [line: string, merchant: string, category: string | null, mcc: string | null];

const PROBES: readonly Probe[] = [
  // 1. PayPal's legal name, then the shop it paid (before or after the reference).
  ['PayPal Europe S.a.r.l. et Cie S.C.A Netflix International B.V. 1049988776655 PP.5555.PP', 'Netflix', 'entertainment', '4899|5815'],
  ['PAYPAL (EUROPE) S.A R.L. ET CIE., S.C.A. ZALANDO SE 1031122334455 PP.9921.PP', 'Zalando', 'shopping', '5651|5691'],
  ['SEPA-Lastschrift PayPal (Europe) S.a r.l. et Cie., S.C.A. Lieferando.de 1034455667788 PP.6612.PP', 'Lieferando', 'food_and_drink', '5812|5814'],
  ['Lastschrift PayPal Europe S.a.r.l. et Cie S.C.A Fahrradladen Rad und Tat 1035566778899 PP.7788.PP', 'Fahrradladen Rad und Tat', 'shopping', '5940'],
  ['PayPal (Europe) S.a r.l. et Cie., S.C.A. Hofladen Bergmann 1036677889900 PP.2299.PP', 'Hofladen Bergmann', 'groceries', '5499|5411'],
  ['PayPal Europe S.a.r.l. et Cie S.C.A Strickliesel Wollladen 1045566778899 PP.1234.PP', 'Strickliesel Wollladen', 'shopping', '5949'],
  ['PayPal (Europe) S.a r.l. et Cie., S.C.A. MediaMarkt E-Business GmbH 1039876543210 PP.7312.PP', 'MediaMarkt', 'shopping', '5732'],
  ['PayPal Europe S.a.r.l. et Cie S.C.A 1045566778899 PP.1234.PP', 'PayPal', 'financial_services', null],
  ['PAYPAL (EUROPE) S.A R.L. ET CIE., S.C.A. 1031122334455 PP.9921.PP', 'PayPal', 'financial_services', null],
  ['PayPal Europe S.a.r.l. et Cie S.C.A Sabine Krause 1038899001122 PP.8877.PP', 'PayPal', 'financial_services', null],
  ['PayPal (Europe) S.a r.l. et Cie., S.C.A. Felix Wagner 1031122334455 PP.9921.PP', 'PayPal', 'financial_services', null],
  ['PAYPAL EUROPE SARL ET CIE SCA 1031122334455 PP.9921.PP', 'PayPal', 'financial_services', null],
  ['PayPal Europe S.a.r.l. et Cie S.C.A Jack Wolfskin 1041234567890 PP.4471.PP', 'Jack Wolfskin', 'shopping', null],
  // 2. German instant and standing transfers: a person is nobody's merchant, a business is.
  ['ECHTZEITUEBERWEISUNG AN LUKAS MEYER KONZERTKARTEN', 'rejected', null, null],
  ['Echtzeitüberweisung an Sabine Koch Danke', 'rejected', null, null],
  ['Echtzeit-Überweisung an Julia Becker Geschenk', 'rejected', null, null],
  ['Echtzeitueberweisung an Max Mustermann Miete Juni', 'rejected', null, null],
  ['Dauerauftrag an Thomas Schneider Taschengeld', 'rejected', null, null],
  ['DAUERAUFTRAG AN KATRIN WOLF MIETE', 'rejected', null, null],
  ['Dauerauftrag an Jonas Richter Sparplan', 'rejected', null, null],
  ['Dauerauftrag Thomas Schneider Taschengeld', 'rejected', null, null],
  ['Echtzeitueberweisung Lukas Meyer Konzert', 'rejected', null, null],
  ['ECHTZEIT-UEBERWEISUNG AN FRANZISKA LANGE', 'rejected', null, null],
  ['Echtzeitueberweisung an Stadtwerke Musterstadt GmbH Abschlag', 'Stadtwerke Musterstadt', 'utilities', '4900'],
  ['Echtzeitüberweisung an Tierarztpraxis am Park Rechnung 4411', 'Tierarztpraxis am Park', 'health_and_fitness', '0742'],
  ['Echtzeitueberweisung an Zahnarztpraxis Dr. Weber Rechnung 2231', 'Zahnarztpraxis Dr Weber|Zahnarztpraxis Dr. Weber|Zahnarztpraxis', 'health_and_fitness', '8021'],
  ['Echtzeitüberweisung an Malerbetrieb Krüger GmbH RE 2024-55', 'Malerbetrieb Krüger', 'home', '1799|1740'],
  ['Dauerauftrag an Musikschule Klangwelt e.V. Unterricht', 'Musikschule Klangwelt', 'education', '8299'],
  ['Überweisung an TSV Grünwald e.V. Mitgliedsbeitrag', 'TSV Grünwald', 'entertainment|health_and_fitness', '7997|7941'],
  // 3. A town's taxes and fees: the town, not the tax nor its period.
  ['Gemeinde Unterföhring Grundsteuer B 1. Quartal', 'Gemeinde Unterföhring', 'government_and_nonprofit', '9311'],
  ['Stadt Heidelberg Hundesteuer 2024', 'Stadt Heidelberg', 'government_and_nonprofit', '9311'],
  ['Stadt Augsburg Gewerbesteuer Q3', 'Stadt Augsburg', 'government_and_nonprofit', '9311'],
  ['Gemeinde Eching Grundsteuer A+B 2024', 'Gemeinde Eching', 'government_and_nonprofit', '9311'],
  ['Marktgemeinde Garmisch-Partenkirchen Grundsteuer', 'Marktgemeinde Garmisch-Partenkirchen', 'government_and_nonprofit', '9311'],
  ['Lastschrift Stadt Freiburg Grundsteuer B Q2 Kassenzeichen 123456789', 'Stadt Freiburg', 'government_and_nonprofit', '9311'],
  ['Landeshauptstadt München Grundsteuer', 'Landeshauptstadt München', 'government_and_nonprofit', '9311'],
  ['Kreisstadt Siegburg Grundsteuer B', 'Kreisstadt Siegburg', 'government_and_nonprofit', '9311'],
  ['Gemeinde Ismaning Abfallgebühren 2. Halbjahr', 'Gemeinde Ismaning', 'government_and_nonprofit', '9399|9311'],
  ['Stadt Bonn Muellgebuehren 2024', 'Stadt Bonn', 'government_and_nonprofit', '9399|9311'],
  ['Gemeinde Unterfoehring Abwassergebuehren', 'Gemeinde Unterfoehring|Gemeinde Unterföhring', 'government_and_nonprofit', '9399|9311'],
  ['Stadt Muenster Grundbesitzabgaben 15.05.2024', 'Stadt Muenster|Stadt Münster', 'government_and_nonprofit', '9311|9399'],
  ['PALM BEACH COUNTY PROPERTY TAX', 'Palm Beach County', 'government_and_nonprofit', '9311'],
  ['BROWARD COUNTY PROPERTY TAX FORT LAUDERDALE FL', 'Broward County', 'government_and_nonprofit', '9311'],
  ['HILLSBOROUGH COUNTY TAX COLLECTOR TAMPA FL', 'Hillsborough County Tax Collector', 'government_and_nonprofit', '9311'],
  ['DUVAL COUNTY TAX COLLECTOR JACKSONVILLE FL', 'Duval County Tax Collector', 'government_and_nonprofit', '9311'],
  ['LEE COUNTY TAX COLLECTOR FORT MYERS FL', 'Lee County Tax Collector', 'government_and_nonprofit', '9311'],
  // 4. British cash lines (the bank's machine, the day, the town, the time) and Gulf wage protection.
  ['CASH HALIFAX JUN14 LEEDS @14:32', 'rejected', null, null],
  ['CASH NATIONWIDE MAR02 BRISTOL @09:15', 'rejected', null, null],
  ['CASH BARCLAYS JAN05 CARDIFF', 'rejected', null, null],
  ['CASH LLOYDS BANK DEC22 YORK @18:04', 'rejected', null, null],
  ['CASH SANTANDER OCT30 MANCHESTER @21:47', 'rejected', null, null],
  ['CASH NATWEST FEB11 READING', 'rejected', null, null],
  ['CASH TESCO BANK APR03 DERBY @10:02', 'rejected', null, null],
  ['CASH HSBC 12MAR SHEFFIELD', 'rejected', null, null],
  ['CASH NATWEST 14 MAR READING', 'rejected', null, null],
  ['SALARY TRANSFER WPS JUNE', 'rejected', null, null],
  ['SALARY TRANSFER WPS DEC 2024', 'rejected', null, null],
  ['SALARY TRANSFER WPS FOR MARCH', 'rejected', null, null],
  ['WPS SALARY TRANSFER AUG', 'rejected', null, null],
  // 5. Processors before their seller.
  ['RAZORPAY*SHARMA ELECTRONICS MUMBAI', 'Sharma Electronics', 'shopping', '5732'],
  ['RAZORPAY * URBAN COMPANY', 'Urban Company', null, null],
  ['PAG*PADARIA SAO JOAO', 'Padaria Sao Joao|Padaria São João', 'food_and_drink', '5462'],
  ['PAGSEGURO*BARBEARIA DO ZE', 'Barbearia do Ze|Barbearia do Zé', 'personal_care', '7230|7241'],
  ['MERPAGO*FARMACIA DEL CENTRO BUENOS AIRES', 'Farmacia del Centro', 'health_and_fitness', '5912'],
  ['MERCADOPAGO*PANADERIA LA ESPIGA', 'Panaderia la Espiga', 'food_and_drink', '5462'],
  ['PARENTPAY*ST ANNES PRIMARY SCHOOL', "St Anne's Primary School|St Annes Primary School", 'education', '8211'],
  ['PARENTPAY*OAKWOOD ACADEMY', 'Oakwood Academy', 'education', '8211'],
  ['PARENTPAY ST JOHNS CE PRIMARY', "St John's CE Primary|St Johns CE Primary", 'education', '8211'],
  ['SUMUP  *FLOHMARKT CAFE BERLIN', 'Flohmarkt Cafe', 'food_and_drink', '5814'],
  ['ZETTLE_*GREEN CAFE LTD', 'Green Cafe', 'food_and_drink', '5814'],
  ['IZ *SEASIDE ICE CREAM', 'Seaside Ice Cream', 'food_and_drink', '5814'],
  // 6. A fuel brand's store number glued to it and to its host.
  ['MURPHY7123ATWALMART BENTONVILLE AR', 'Murphy USA', 'transportation', '5541|5542'],
  ['MURPHY8845ATWALMART CONWAY AR', 'Murphy USA', 'transportation', '5541|5542'],
  ['MURPHY7001ATWALMART', 'Murphy USA', 'transportation', '5541|5542'],
  ['MURPHY 7123 AT WALMART BENTONVILLE AR', 'Murphy USA', 'transportation', '5541|5542'],
  ['SUBWAY 41235 AT WAL-MART', 'Subway', 'food_and_drink', '5814'],
];

/** Lines no rule reads yet: ParentPay printed without its star keeps the platform's own name. */
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>(['PARENTPAY ST JOHNS CE PRIMARY']);

/** Person's names that must never be the merchant of these lines. */
const NEVER_NAMED: readonly (readonly [line: string, nameWord: string])[] = [
  ['PayPal (Europe) S.a r.l. et Cie., S.C.A. 1037766554433 PP.5521.PP . Markus Hoffmann, Ihr Einkauf bei Markus Hoffmann', 'HOFFMANN'],
  ['PayPal Europe S.a.r.l. et Cie S.C.A Sabine Krause 1038899001122 PP.8877.PP', 'KRAUSE'],
  ['ECHTZEITUEBERWEISUNG AN LUKAS MEYER KONZERTKARTEN', 'MEYER'],
  ['Echtzeitueberweisung an Max Mustermann Miete Juni', 'MUSTERMANN'],
  ['Dauerauftrag an Thomas Schneider Taschengeld', 'SCHNEIDER'],
  ['DAUERAUFTRAG AN KATRIN WOLF MIETE', 'WOLF'],
  ['Echtzeitueberweisung Lukas Meyer Konzert', 'MEYER'],
  ['PayPal (Europe) S.a r.l. et Cie., S.C.A. Felix Wagner 1031122334455 PP.9921.PP', 'WAGNER'],
];

/** Lines that already read right and must stay so: [line, expected] as expectKept reads it. */
const CONTROLS: readonly (readonly [line: string, expected: string])[] = [
  ['Überweisung an Anna Wagner Rückzahlung', 'rejected'],
  ['SEPA-UEBERWEISUNG AN MAX MUELLER MIETE', 'rejected'],
  ['PayPal Europe S.a.r.l. et Cie S.C.A 1041234567890 PP.4821.PP . OTTO GMBH & CO KG, Ihr Einkauf bei OTTO GMBH & CO KG', 'Otto'],
  ['PayPal (Europe) S.a r.l. et Cie., S.C.A. Ihr Einkauf bei Decathlon Deutschland SE', 'Decathlon'],
  ['PAYPAL EUROPE S.A.R.L. ET CIE S.C.A. IKEA DEUTSCHLAND GMBH & CO. KG 1033344556677 PP.1188.PP', 'IKEA'],
  ['PAYPAL *ETSY SELLER', 'Etsy'],
  ['Dauerauftrag an Hausverwaltung Schmidt GmbH Miete', 'Hausverwaltung Schmidt'],
  ['CITY OF GAINESVILLE FL PROPERTY TAX', 'City of Gainesville'],
  ['FINANZAMT KOELN-MITTE STEUERNR 215/5555/1234', 'Finanzamt'],
  ['Stadtwerke Bochum Abschlag Strom', 'Stadtwerke Bochum'],
  ['STADT APOTHEKE HEIDELBERG', 'Stadt Apotheke'],
  ['CASH APP*JOHN SMITH', 'Cash App'],
  ['CASH CONVERTERS LEEDS', 'Cash Converters'],
  ['CASH CONVERTERS LEEDS 12MAR', 'Cash Converters'],
  ['CASH AND CARRY OCT 12', 'Cash and Carry'],
  ['CASHPOINT HALIFAX LEEDS', 'rejected'],
  ['LINK ATM SAINSBURYS LEEDS', 'rejected'],
  ['CASH WITHDRAWAL BARCLAYS LONDON', 'rejected'],
  ['SALARY ACME TRADING LLC DUBAI', 'Acme Trading'],
  ['WPS ENGINEERING SERVICES DUBAI', 'WPS Engineering'],
  ['RAZORPAY*ZOMATO', 'Zomato'],
  ['PAG*FARMACIA POPULAR CURITIBA', 'Farmacia Popular'],
  ['MERPAGO*LIBRERIA GANDHI', 'Gandhi'],
  ['PARENTPAY*KINGS HIGH SCHOOL', 'Kings High School'],
  ['SUMUP *BAECKEREI MUELLER', 'Baeckerei Mueller'],
  ['IZ *THE FLOWER SHOP', 'The Flower Shop'],
  ['MURPHYUSA 8812 TULSA OK', 'Murphy USA'],
  ['WAWA8123 PHILADELPHIA PA', 'Wawa'],
  ['WALMART SUPERCENTER 1234 BENTONVILLE AR', 'Walmart'],
  ['ZELLE TO JOHN SMITH', 'Zelle'],
];

describe('wrappers around the payee (wrap18)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...PROBES.map(([line]) => line), ...NEVER_NAMED.map(([line]) => line), ...CONTROLS.map(([line]) => line)]);
  }, 120_000);

  /** The first accepted spelling when the answer is one of them, else the answer. */
  const accepted = (answer: string, expected: string): string => {
    const spellings = expected.split('|');
    return spellings.includes(answer) ? (spellings[0] ?? '') : answer;
  };

  it.each(PROBES.filter(([line]) => !KNOWN_GAPS.has(line)))('%j is %j (%s, %s)', (line, merchant, category, mcc) => {
    const result = results.get(line);
    if (merchant === 'rejected') {
      expect(result?.status).toBe('rejected');
      return;
    }
    const name = result?.status === 'complete' ? (result.merchant ?? '') : `<${result?.status ?? 'missing'}>`;
    const got = [accepted(foldName(name), merchant.split('|').map(foldName).join('|'))];
    const want = [foldName(merchant.split('|')[0] ?? '')];
    if (category !== null) {
      got.push(accepted(result?.category ?? '', category));
      want.push(category.split('|')[0] ?? '');
    }
    if (mcc !== null) {
      got.push(accepted(result?.mcc_code ?? '', mcc));
      want.push(mcc.split('|')[0] ?? '');
    }
    expect(got).toEqual(want);
  });

  it.each(NEVER_NAMED)('%j never names %s', (line, nameWord) => {
    const result = results.get(line);
    expect(result?.status === 'complete' ? (result.merchant ?? '').toUpperCase() : '').not.toContain(nameWord);
  });

  it.each(CONTROLS)('%j stays %j', (line, expected) => {
    expectKept(results.get(line), expected);
  });

  it('keeps the known gaps few, and each one a probe', () => {
    const lines = new Set(PROBES.map(([line]) => line));
    for (const gap of KNOWN_GAPS) expect(lines.has(gap), gap).toBe(true);
    expect(KNOWN_GAPS.size / PROBES.length).toBeLessThan(0.1);
  });
});
