import type { DescriptorAnalysis } from '../domain';
import { COMPANY_FORMS, cutFields } from './descriptor-prefixes';
import { AMBIGUOUS_REGION_CODE_SET, CITIES_BY_COUNTRY, MAX_PLACE_TOKENS, REGION_COUNTRIES } from './locations';
import { NATIONAL_WRAPPER_COUNTRIES } from './national-wrappers';
import { TOWNS_BEFORE_CODE, TOWNS_BY_COUNTRY } from './towns';

/**
 * Which country a statement line was printed in, read from its end: a country code or name
 * ("… KOBENHAVN DK", "… LEEDS GBR", "…//MUENCHEN/DE"), a state or province ("… OTTAWA ON"), or a
 * town that lies in one country only ("ALDI 45 SOLIHULL"). The matcher uses it to tell apart
 * brands that share a name across borders (Netto in Denmark and in Germany) and to answer a
 * brand's own site for that country (aldi.co.uk). Nothing is guessed: no signal, no country.
 */

/**
 * Country codes and names statements print → ISO 3166-1 alpha-2. Codes that are also words (IT,
 * NO, AT, BE) or legal forms (SE, the European company) are left out; their three-letter forms count.
 */
const COUNTRY_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    US: 'US|USA|UNITED STATES|AMERICA',
    GB: 'GB|GBR|UK|UNITED KINGDOM|GREAT BRITAIN|ENGLAND|SCOTLAND|WALES|NORTHERN IRELAND',
    IE: 'IE|IRL|IRELAND',
    CA: 'CAN|CANADA',
    AU: 'AU|AUS|AUSTRALIA',
    NZ: 'NZ|NZL',
    DE: 'DE|DEU|GER|DEUTSCHLAND|GERMANY',
    AT: 'AUT|OSTERREICH',
    CH: 'CH|CHE|SCHWEIZ|SUISSE',
    FR: 'FR|FRA|FRANCE',
    BE: 'BEL|BELGIQUE|BELGIUM',
    NL: 'NL|NLD|NEDERLAND|NETHERLANDS',
    LU: 'LU|LUX',
    ES: 'ES|ESP|ESPANA|SPAIN',
    PT: 'PT|PRT',
    IT: 'ITA|ITALIA|ITALY',
    DK: 'DK|DNK|DANMARK',
    SE: 'SWE|SVERIGE',
    NO: 'NOR',
    FI: 'FI|FIN',
    PL: 'PL|POL',
    CZ: 'CZ|CZE',
    TR: 'TR|TUR|TURKIYE|TURKEY',
    SG: 'SG|SGP',
    MX: 'MX|MEX|MEXICO',
    BR: 'BR|BRA|BRASIL|BRAZIL',
    AR: 'AR|ARG|ARGENTINA',
    CL: 'CL|CHL|CHILE',
    CO: 'CO|COL|COLOMBIA',
    PE: 'PE|PER|PERU',
    IN: 'IN|IND|INDIA',
    JP: 'JP|JPN|JAPAN',
    KR: 'KR|KOR|KOREA|SOUTH KOREA',
    HK: 'HK|HKG',
    TW: 'TW|TAIWAN',
    CN: 'CN|CHN|CHINA',
    PH: 'PH|PHL|PHILIPPINES',
    TH: 'TH|THAILAND',
    MY: 'MY|MYS|MALAYSIA',
    ID: 'ID|IDN|INDONESIA',
    VN: 'VN|VNM|VIETNAM|VIET NAM',
    ZA: 'ZA|ZAF|SOUTH AFRICA',
    NG: 'NG|NGA|NIGERIA',
    KE: 'KE|KEN|KENYA',
    EG: 'EG|EGY|EGYPT',
    MA: 'MA|MAR|MOROCCO|MAROC',
    AE: 'AE|ARE|UAE',
    SA: 'KSA|SAUDI ARABIA',
    QA: 'QA|QAT|QATAR',
    IL: 'IL|ISR|ISRAEL',
    GR: 'GR|GRC|GREECE|HELLAS',
    RO: 'RO|ROU|ROMANIA',
    HU: 'HU|HUN|HUNGARY|MAGYARORSZAG',
    HR: 'HR|HRV|CROATIA|HRVATSKA',
    SI: 'SI|SVN|SLOVENIA|SLOVENIJA',
    SK: 'SK|SVK|SLOVAKIA|SLOVENSKO',
    BG: 'BG|BGR|BULGARIA',
    EE: 'EE|EST|ESTONIA|EESTI',
    LV: 'LV|LVA|LATVIA|LATVIJA',
    LT: 'LT|LTU|LITHUANIA|LIETUVA',
    CY: 'CY|CYP|CYPRUS',
    MT: 'MT|MLT|MALTA',
    // Not ICELAND, a British supermarket's name.
    IS: 'IS|ISL',
  }).flatMap(([country, words]) => words.split('|').map((word) => [word, country] as const)),
);

/**
 * Codes that are also a state or province (DE is Delaware, IN Indiana, CO Colorado, SK
 * Saskatchewan, MT Montana; RO and HR Brazil's and India's), a word (IS, SI, EST, EE the British
 * network, LT and LV of litres and Las Vegas, CY of city), the cut end of one (GR of GRILL, HU of
 * HUT), a legal form (EG) or another place (PHL
 * is Philadelphia's airport, MEXICO ends NEW MEXICO): they name the country only after a town of
 * it ("MUENCHEN/DE", "BENGALURU IN", "BRATISLAVA SK"); otherwise a state code is read as the state
 * ("BOISE ID", "SASKATOON SK", "BOZEMAN MT").
 */
const STATE_CODES_TOO: ReadonlySet<string> = new Set(
  'DE IN ID AR CO PE IL MA MY EG IND BRA COL PER PHL MAR KEN ARE CHL ARG MYS IDN KOR CHN EGY MEXICO CHILE PERU INDIA CHINA GR HU SK MT RO HR IS SI LT LV EE CY EST ISL'.split(
    ' ',
  ),
);

/**
 * States whose codes another country's states print first: Mexico's Baja California (BC) and
 * Nuevo León (NL) print Canada's, Brazil's Alagoas, Maranhão, Mato Grosso (do Sul), Pará, Paraná
 * and Santa Catarina print US codes, Pernambuco Prince Edward Island's. They name their own
 * country only after one of its towns ("COPPEL 1234 TIJUANA BC", "SORIANA 123 MONTERREY NL",
 * "SUPER MUFFATO 12 LONDRINA PR"); otherwise the code stays the first country's.
 */
const STATE_CODES_ABROAD: ReadonlyMap<string, string> = new Map([
  ...['BC', 'NL'].map((code): [string, string] => [code, 'MX']),
  ...['AL', 'MA', 'MT', 'MS', 'PA', 'PR', 'SC', 'PE'].map((code): [string, string] => [code, 'BR']),
]);

/** The countries a state code may name, its own states' first. */
function codeRegions(code: string): readonly string[] {
  const regions = REGION_COUNTRIES.get(code) ?? [];
  const abroad = STATE_CODES_ABROAD.get(code);
  return abroad === undefined ? regions : [...regions, abroad];
}

/** The town right before a code is one of its country's that is also a word ("KONZUM SPLIT HR"). */
function wordTownBefore(words: readonly string[], end: number, country: string): boolean {
  return end >= 2 && TOWNS_BEFORE_CODE.get(words[end - 1] ?? '') === country;
}

/** Every town or city → the countries it is in ("LONDON": GB and CA, "PERTH": AU and GB). */
const PLACE_COUNTRIES: ReadonlyMap<string, readonly string[]> = (() => {
  const places = new Map<string, string[]>();
  for (const lists of [CITIES_BY_COUNTRY, TOWNS_BY_COUNTRY]) {
    for (const [country, names] of lists) {
      for (const name of names) {
        const countries = places.get(name) ?? [];
        if (!countries.includes(country)) countries.push(country);
        places.set(name, countries);
      }
    }
  }
  return places;
})();

/**
 * The last word of every place → the most words of a place it ends: most lines end in a word that
 * ends none, and need no longer look; most others only at that word.
 */
const PLACE_LAST_WORDS: ReadonlyMap<string, number> = (() => {
  const longest = new Map<string, number>();
  for (const place of PLACE_COUNTRIES.keys()) {
    const last = place.slice(place.lastIndexOf(' ') + 1);
    longest.set(last, Math.max(longest.get(last) ?? 0, place.split(' ').length));
  }
  return longest;
})();

/** North American statements print a state or province after the town; elsewhere the town stands alone. */
const STATE_PRINTING = new Set(['US', 'CA']);

const HAS_DIGIT = /\d/;

/** The last line's trailing words (see trailingWords). */
let lastTrailing: { folded: string | null; words: readonly string[] } = { folded: null, words: [] };

/**
 * The words of the line with trailing numbers, dates, references and legal forms dropped (legal
 * forms that are also state codes, NV, SA, AB, would otherwise read as Nevada or Alberta).
 */
function trailingWords(folded: string): readonly string[] {
  // Read twice for a line with a wrapper (countryAtEnd, endsWithCode): the last line's are kept.
  if (folded === lastTrailing.folded) return lastTrailing.words;
  // Fields after the place (a date and card code, a card's last digits) are no part of it.
  const words = cutFields(folded).split(/[^A-Z0-9]+/).filter((word) => word.length > 0);
  let end = words.length;
  while (end > 1 && (HAS_DIGIT.test(words[end - 1] ?? '') || COMPANY_FORMS.has(words[end - 1] ?? ''))) end -= 1;
  const trailing = end === words.length ? words : words.slice(0, end);
  lastTrailing = { folded, words: trailing };
  return trailing;
}

/** The country of the place ending at `end` (exclusive), trying the longest place first. */
function placeBefore(words: readonly string[], end: number, region: string | undefined): string | undefined {
  const most = PLACE_LAST_WORDS.get(words[end - 1] ?? '');
  if (most === undefined) return undefined;
  for (let length = Math.min(MAX_PLACE_TOKENS, end - 1, most); length >= 1; length -= 1) {
    const countries = PLACE_COUNTRIES.get(length === 1 ? (words[end - 1] ?? '') : words.slice(end - length, end).join(' '));
    if (!countries) continue;
    if (region) return countries.includes(region) ? region : undefined;
    if (countries.length === 1) return countries[0];
    // A town of two countries, printed without a state: the one whose statements print none.
    const elsewhere = countries.filter((country) => !STATE_PRINTING.has(country));
    return elsewhere.length === 1 ? elsewhere[0] : undefined;
  }
  return undefined;
}

/**
 * ISO 3166-1 alpha-2 code of the country the line was printed in, or undefined. `strict` reads a
 * bare two-letter code only after a town of its country: a statement's cut can leave two letters
 * that spell one ("… TIRE AND AU" of AUTO).
 */
export function descriptorCountry(analysis: DescriptorAnalysis, strict = false): string | undefined {
  // The matcher and the model's hints read the same line one after the other: the last line's
  // reading (each way) is remembered, with no weak map entry for every line read.
  const read = strict ? STRICT_READ : LOOSE_READ;
  if (read.analysis !== analysis) {
    read.country = readCountry(analysis, strict);
    read.analysis = analysis;
  }
  return read.country;
}

interface CountryReading {
  analysis: DescriptorAnalysis | null;
  country: string | undefined;
}
const LOOSE_READ: CountryReading = { analysis: null, country: undefined };
const STRICT_READ: CountryReading = { analysis: null, country: undefined };

function readCountry(analysis: DescriptorAnalysis, strict: boolean): string | undefined {
  const found = countryAtEnd(analysis, strict) ?? scriptCountry(analysis.folded);
  if (strict) return found;
  // Without a place at the end, a bank's wrapper of one country tells where the card was used
  // ("DANKORT-NOTA NETTO 1234" is Denmark's Netto); not surely enough to refuse a match. A town
  // read without its code yields to it too: towns' names repeat across countries ("CARD PAYMENT
  // TO SHELL WATERLOO … ON 14 MAR" is London's Waterloo, not Ontario's).
  if (found !== undefined) return analysis.wrapper && !endsWithCode(analysis) ? (wrappedCountry(analysis) ?? found) : found;
  return wrappedCountry(analysis);
}

/** The line ends (before its fields and numbers) with a country, state or province code. */
function endsWithCode(analysis: DescriptorAnalysis): boolean {
  const last = trailingWords(analysis.folded).at(-1) ?? '';
  return COUNTRY_WORDS.has(last) || REGION_COUNTRIES.has(last);
}

function wrappedCountry(analysis: DescriptorAnalysis): string | undefined {
  // The Dutch banks' SEPA export ("/TRTP/SEPA Incasso algemeen doorlopend/…/NAME/…").
  if (analysis.folded.startsWith('/TRTP/')) return 'NL';
  // A US ACH entry ("… DES:EDI PYMNTS ID:… INDN:… CO ID:… PPD").
  if (/\bDES:/.test(analysis.folded) && /\b(?:PPD|CCD|WEB|TEL|CTX)$|\bINDN:|\bCO ID:/.test(analysis.folded)) return 'US';
  for (const wrapper of analysis.wrapper ?? []) {
    const country = wrapperCountry(wrapper);
    if (country) return country;
  }
  // …or at its end ("NETTO 3451 DANKORT-NOTA"), or among the codes stripped from it ("VODAFONE
  // LTD DD 7H5KLM2" is a British direct debit, "… LASTSCHRIFT MANDATSREF …" a German one).
  const last = TRAILING_WRAPPER.exec(analysis.folded)?.[1];
  if (last !== undefined) return WRAPPER_COUNTRIES.get(last);
  // A processor that serves one country's shops ("NIUBIZ*POLLERIA EL ROCOTO" was paid in Peru).
  const served = analysis.processor !== undefined ? PROCESSOR_COUNTRIES.get(analysis.processor) : undefined;
  if (served !== undefined) return served;
  if (analysis.tail === undefined) return undefined;
  for (const word of analysis.tail.split(' ')) {
    const country = TAIL_CODE_COUNTRIES.get(word);
    if (country) return country;
  }
  return undefined;
}

/** Processors (by their label in descriptor-prefixes.ts) whose sellers are all in one country. */
const PROCESSOR_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ...['YOCO', 'ZAPPER', 'IKHOKHA', 'PAYFAST', 'SNAPSCAN'].map((label): [string, string] => [label, 'ZA']),
  ...['TYRO', 'ZLR'].map((label): [string, string] => [label, 'AU']),
  ...['PAG', 'STONE', 'CIELO', 'IFD'].map((label): [string, string] => [label, 'BR']),
  ...['NIUBIZ', 'IZIPAY', 'CULQI'].map((label): [string, string] => [label, 'PE']),
  ...['CLIP', 'CONEKTA'].map((label): [string, string] => [label, 'MX']),
  ['RAZORPAY', 'IN'],
]);

/** Type codes only one country's banks print after the payee: Britain's direct debit (DD, and DDR as some banks print it), bank giro credit, standing order and Faster Payments; Germany's and Spain's direct debits. */
const TAIL_CODE_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ...['DD', 'DDR', 'BGC', 'STO', 'FPO', 'FPI'].map((code): [string, string] => [code, 'GB']),
  ['LASTSCHRIFT', 'DE'],
  ['DOMICILIACION', 'ES'],
]);

/** Kana are written only in Japan and Hangul only in Korea: a line in them was printed there. */
const SCRIPT_COUNTRIES: ReadonlyArray<[RegExp, string]> = [
  [/[\u3040-\u30FF]/, 'JP'],
  [/[\uAC00-\uD7AF\u1100-\u11FF]/, 'KR'],
];

function scriptCountry(folded: string): string | undefined {
  if (/^[\x20-\x7E]*$/.test(folded)) return undefined;
  return SCRIPT_COUNTRIES.find(([script]) => script.test(folded))?.[1];
}

/** Wrappers only one country's banks print. */
const WRAPPER_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ...['DANKORT-NOTA', 'DANKORT NOTA', 'VISA/DANKORT', 'VISA DANKORT', 'DANKORT', 'VISA/DANKORT-KOB', 'VISA/DANKORT KOB', 'VISA DANKORT KOB', 'DANKORT-KOB', 'DANKORT KOB', 'BETALINGSSERVICE'].map((wrapper): [string, string] => [wrapper, 'DK']),
  ...['VISA VAREKJOP', 'VAREKJOP', 'VISA VARE', 'KORTKJOP'].map((wrapper): [string, string] => [wrapper, 'NO']),
  ...['KORTKOP', 'AUTOGIRO'].map((wrapper): [string, string] => [wrapper, 'SE']),
  ...['SEPA INCASSO ALGEMEEN DOORLOPEND', 'SEPA INCASSO', 'INCASSO', 'BEA', 'GEA'].map((wrapper): [string, string] => [wrapper, 'NL']),
  ['KORTTIOSTO', 'FI'],
  ...['KARTENZAHLUNG', 'GIROCARD'].map((wrapper): [string, string] => [wrapper, 'DE']),
  ...['INTERAC RETAIL PURCHASE', 'INTERAC PURCHASE', 'IDP PURCHASE'].map((wrapper): [string, string] => [wrapper, 'CA']),
  // British banks' card line ("CARD PAYMENT TO TESCO STORES 2341 ON 14 MAR").
  ['CARD PAYMENT TO', 'GB'],
  // French banks' card payment ("CB PAUL 12/03") and direct debit ("PRLV SEPA AXA FRANCE IARD").
  ...['CB', 'PAIEMENT CB', 'ACHAT CB', 'PRLV SEPA', 'PRLV'].map((wrapper): [string, string] => [wrapper, 'FR']),
  ...NATIONAL_WRAPPER_COUNTRIES,
]);

/** Instant-payment and transfer rails of one country, before a company paid through them ("PIX ENVIADO - CLARO S.A.", "SPEI ENVIADO …"). */
const RAIL_COUNTRIES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:PIX|TRANSF(?:ERENCIA)? PIX)\b/, 'BR'],
  [/^SPEI\b/, 'MX'],
  // A Polish transfer ("PRZELEW … DO …").
  [/^PRZELEW\b/, 'PL'],
];

/**
 * A wrapper's country: listed (India's "ACH DR" among them), an instant-payment rail, or every
 * other ACH wrapper (only US banks print ACH entries) and Lastschrift (German).
 */
function wrapperCountry(wrapper: string): string | undefined {
  const listed = WRAPPER_COUNTRIES.get(wrapper) ?? RAIL_COUNTRIES.find(([rail]) => rail.test(wrapper))?.[1];
  return listed ?? (/^ACH\b/.test(wrapper) ? 'US' : wrapper.endsWith('LASTSCHRIFT') ? 'DE' : undefined);
}

/** A wrapper that ends the line, before any reference numbers ("VIRGIN ACTIVE SA DEBIT ORDER 0860200911"). */
const TRAILING_WRAPPER = /\s(DANKORT-NOTA|DANKORT NOTA|DANKORT|VISA\/DANKORT|KORTKOP|VAREKJOP|KORTTIOSTO|DEBIT ORDER)(?: [A-Z]*\d[A-Z\d]*)*$/;

/** The one country of a town of two words or more that ends the line, or undefined. */
function townEndingInCode(words: readonly string[]): string | undefined {
  const most = PLACE_LAST_WORDS.get(words[words.length - 1] ?? '') ?? 0;
  for (let length = Math.min(MAX_PLACE_TOKENS, words.length - 1, most); length >= 2; length -= 1) {
    const countries = PLACE_COUNTRIES.get(words.slice(words.length - length).join(' '));
    if (countries) return countries.length === 1 ? countries[0] : undefined;
  }
  return undefined;
}

/**
 * How Japanese cards print a shop's branch after its station or district, romanized: TEN (store),
 * HONTEN (main store), SHITEN, EKIMAE (before the station), EKI, and a station's exits (NISHIGUCHI).
 */
const JAPANESE_BRANCH_WORDS: ReadonlySet<string> = new Set(['TEN', 'HONTEN', 'SHITEN', 'EKIMAE', 'EKI', 'HIGASHIGUCHI', 'NISHIGUCHI', 'KITAGUCHI', 'MINAMIGUCHI', 'CHUOGUCHI']);

/** Only Japanese lines print these (TEN alone is an English number as well). */
const ONLY_JAPANESE_BRANCH_WORDS: ReadonlySet<string> = new Set(['HONTEN', 'SHITEN', 'EKIMAE', 'HIGASHIGUCHI', 'NISHIGUCHI', 'KITAGUCHI', 'MINAMIGUCHI', 'CHUOGUCHI']);

/** The line ends with a Japanese branch ("… SHINJUKU EKIMAE TEN", "… UMEDA HONTEN"), after a name. */
function endsWithJapaneseBranch(words: readonly string[]): boolean {
  let end = words.length;
  let japanese = false;
  while (end > 1 && JAPANESE_BRANCH_WORDS.has(words[end - 1] ?? '')) {
    japanese ||= ONLY_JAPANESE_BRANCH_WORDS.has(words[end - 1] ?? '');
    end -= 1;
  }
  return japanese;
}

function countryAtEnd(analysis: DescriptorAnalysis, strict: boolean): string | undefined {
  const words = trailingWords(analysis.folded);
  // The merchant's name comes first: a country is read only after at least one word of it.
  if (words.length < 2) return undefined;
  if (endsWithJapaneseBranch(words)) return 'JP';
  for (const length of [2, 1]) {
    if (words.length <= length) continue;
    const lastWord = words[words.length - 1] ?? '';
    const code = length === 1 ? lastWord : `${words[words.length - 2] ?? ''} ${lastWord}`;
    const country = COUNTRY_WORDS.get(code);
    if (!country) continue;
    if (STATE_CODES_TOO.has(code) || (strict && code.length === 2)) {
      const end = words.length - length;
      // A town of the code's country, though also of another's ("CORDOBA AR", "SANTIAGO CL").
      if (placeBefore(words, end, country) === country || wordTownBefore(words, end, country)) return country;
      // The code's word ends a town's name of several words: the town tells ("JUMBO 123 VINA DEL
      // MAR" is Chile's, not Morocco's MAR; "LIVERPOOL 123 CIUDAD DE MEXICO").
      const town = length === 1 ? townEndingInCode(words) : undefined;
      if (town !== undefined) return town;
      // Not after a town of the country: a state code is still the state's ("BOISE ID").
      if (STATE_CODES_TOO.has(code) && REGION_COUNTRIES.has(code)) break;
      return undefined;
    }
    // NL is the Netherlands, and Newfoundland's and Nuevo León's code too: a town of Canada or
    // Mexico before it tells ("OXXO 1234 MONTERREY NL", "WAL-MART #1234 MOUNT PEARL NL").
    const state = length === 1 ? codeRegions(code).find((region) => placeBefore(words, words.length - 1, region) === region) : undefined;
    return state ?? country;
  }
  const last = words[words.length - 1] ?? '';
  const regions = REGION_COUNTRIES.get(last);
  if (regions) {
    // "… MIAMI FL": the state names the country. A state code that is also a word ("OR", "ME")
    // counts only after a town, and so does one of two countries ("PERTH WA", "SEATTLE WA").
    for (const region of codeRegions(last)) {
      const place = placeBefore(words, words.length - 1, region);
      if (place) return place;
    }
    const [only] = regions;
    return AMBIGUOUS_REGION_CODE_SET.has(last) || regions.length > 1 ? undefined : only;
  }
  // A short code of the bank's after the town ("ESSO WATFORD SF"), or the shop's own spot in it,
  // a station, a mall, a street ("COOP-4471 BERN BAHNHOF", "NANDOS MANCHESTER PICCADILLY"): the
  // town still tells. Not a North American town before such a word: their lines print a state
  // after the town, and their towns' names are Europe's ("WATERLOO STN" is London's station).
  const place = placeBefore(words, words.length, undefined);
  if (place !== undefined || strict || words.length < 3) return place;
  const town = placeBefore(words, words.length - 1, undefined);
  return last.length <= 2 || (town !== undefined && !STATE_PRINTING.has(town)) ? town : undefined;
}
