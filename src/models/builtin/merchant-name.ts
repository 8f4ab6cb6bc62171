import { CATEGORY_WORDS, COMMON_WORDS } from '../../knowledge/index';

/**
 * Turns a normalized long-tail descriptor ("JOES PIZZA", "CASA DEL SOL GRILL") into the name a
 * person would write ("Joe's Pizza", "Casa del Sol Grill"). Only the casing and a few trailing
 * words change: the builtin model never invents a name.
 */

/** Lower case inside a name ("Friends of the Library", "Boulangerie du Marché"). */
const SMALL_WORDS = new Set(['OF', 'AND', 'THE', 'DU', 'DE', 'DES', 'DEL', 'DELLA', 'LA', 'LE', 'LES', 'DA', 'DI', 'VAN', 'VON', 'DER', 'DEN', 'HET', 'TER', 'TEN', 'AT', 'ON', 'IN', 'FOR', 'A', 'AN', 'Y', 'EL', 'LOS', 'LAS', 'TO', 'BY']);
/** Abbreviations written with one capital ("St Mary's", "Dr Smith Dental"). */
const TITLE_ABBREVIATIONS = new Set(['ST', 'STE', 'DR', 'MT', 'FT', 'JR', 'SR', 'MR', 'MRS', 'MS', 'PT', 'LN', 'RD', 'BLVD', 'HWY', 'PKWY']);
/** Abbreviations that keep capitals although they have vowels. */
const ACRONYMS = new Set(['HVAC', 'BBQ', 'USA', 'UK', 'US', 'NYC', 'DMV', 'YMCA', 'YWCA', 'CPA', 'DDS', 'MD', 'PC', 'TV', 'AC', 'ATM', 'BMW', 'KFC', 'IHOP', 'PLLC', 'DJ', 'ER', 'ICU', 'NY', 'SF', 'UPS', 'IT', 'AV', 'RV', 'EV', 'ABC', 'ESL', 'SAT', 'ACT', 'GED', 'EMS', 'IV', 'II', 'III', 'VIP', 'DIY', 'OK', 'AA', 'NA', 'BP', 'EE', 'O2']);
/** Words that say what the payment was for, not who was paid ("… LIBRARY DONATION"). */
const PURPOSE_WORDS = new Set(['TAX', 'VAT', 'DONATION', 'DONATIONS', 'PAYMENT', 'PAYMENTS', 'PMT', 'BILL', 'FEE', 'FEES', 'TUITION', 'SUBSCRIPTION', 'SUBS', 'MEMBERSHIP', 'DEPOSIT', 'INVOICE', 'ORDER', 'RENEWAL', 'AUTOPAY', 'REFUND', 'PURCHASE']);
/** Left dangling when redaction removed the payee ("ZELLE PAYMENT TO"). */
const DANGLING = new Set(['TO', 'FROM', 'AT', 'OF', 'FOR', 'VIA', 'AND', '&', 'THE', 'BY', 'WITH']);
/** Common first names, for restoring possessives lost in normalization ("JOES" → "Joe's"). */
const FIRST_NAMES = new Set(
  `JOE TONY MARIO SAL SALLY MOLLY ANNIE JIMMY JOHNNY BOBBY BILLY TOMMY DANNY FRANKIE EDDIE CHARLIE
  MIKE NICK PETE SAM BEN DAN DAVE JACK JAKE MAX LOU LUIGI GINO VINNIE ANGELO ROSA MARIA ANNA
  KATE KATIE LUCY LIZZIE DOT MOM DAD GRANDMA NANA PAPA UNCLE AUNT AL ED FRED TED RAY ROY HANK
  ZEKE JOEY RICKY RUBY ROSIE BETTY PEGGY SUE JENNY JESSIE CARL GUS OTTO HARRY HARRIET MAGGIE
  NELLIE EMMA ELLA ELLIE LILY OLIVER LEO MARCO PAOLO ENZO DINO ALFREDO CARMEN PEPE PACO LUPE
  BUBBA BUDDY POPS ABE IKE IZZY MOE JAY KAY BOB ROB BILL WILL PHIL TIM JIM TOM DICK RICK MARY`
    .split(/\s+/)
    .filter((name) => name.length > 0),
);

/** Venues named after themselves, then their town ("THE OLD CROWN INN HITCHIN"). */
const VENUE_NOUNS = new Set(['INN', 'LODGE', 'ARMS', 'TAVERN', 'HOTEL', 'PUB', 'FREEHOUSE']);
/** What a British pub's statement line adds after its name ("THE OLDE BELL FREEHOUSE"). */
const PUB_SUFFIXES = new Set(['PUB', 'FREEHOUSE']);
/** Street words of an address left after the name ("… PARKING GARAGE 7TH AVE"). */
const STREET_WORDS = new Set(['AVE', 'AVENUE', 'ST', 'STREET', 'RD', 'ROAD', 'BLVD', 'DR', 'HWY', 'PKWY', 'LN', 'WAY', 'PL', 'SQ', 'HIGH ST']);
const ORDINAL = /^\d+(?:ST|ND|RD|TH)$/;

/** Ordinary words that end two-word town names ("WHITBY BAY", "BEVERLY HILLS"). */
const TOWN_ENDINGS = new Set(['BAY', 'BEACH', 'HILL', 'HILLS', 'PARK', 'HEATH', 'GREEN', 'CROSS', 'BRIDGE', 'VALLEY', 'SPRINGS', 'FALLS', 'HARBOR', 'HARBOUR', 'ISLAND', 'HEIGHTS', 'CITY', 'TOWN', 'VILLAGE']);

/** Nouns that end a business's name after its trade, never a town ("ASHFORD DENTAL PRACTICE"). */
const NAME_NOUNS = new Set(['PRACTICE', 'PRACTICES', 'SURGERY', 'PARTNERSHIP', 'OFFICE', 'OFFICES', 'CLINIC', 'CENTRE', 'CENTER', 'STUDIO', 'STUDIOS', 'SALON', 'GALLERY', 'WORKSHOP', 'WORKS', 'SHOP', 'SHOPPE', 'COMPANY', 'GROUP', 'ASSOCIATES', 'PARTNERS', 'SPECIALISTS', 'SPECIALIST', 'CONSULTANTS', 'SOLUTIONS', 'SERVICES', 'SERVICE', 'COLLECTIVE', 'COOPERATIVE', 'COOP', 'EMPORIUM', 'LOUNGE', 'HOUSE', 'ROOMS', 'YARD', 'DEPOT', 'SUPPLY', 'SUPPLIES', 'OUTLET', 'MARKET', 'HALL', 'CLUB', 'ACADEMY', 'INSTITUTE', 'PROJECT', 'FOUNDATION', 'TRUST', 'SOCIETY', 'AGENCY']);

/** A word that can be part of a town's name after the business's trade ("ST IVES", "HITCHIN"). */
function isTownWord(word: string): boolean {
  return /^[A-Z]{3,}$/.test(word) && !CATEGORY_WORDS.has(word) && !COMMON_WORDS.has(word) && !SMALL_WORDS.has(word) && !PURPOSE_WORDS.has(word) && !NAME_NOUNS.has(word);
}

function isHeadNoun(word: string): boolean {
  return CATEGORY_WORDS.get(word)?.strength === 3 || VENUE_NOUNS.has(word);
}

/** A trade word or phrase ends at `index` ("FISH & CHIPS", "CAFE"). */
function endsTrade(words: readonly string[], index: number): boolean {
  for (let length = 1; length <= 3 && index - length + 1 >= 0; length += 1) {
    const phrase = words.slice(index - length + 1, index + 1).join(' ');
    if ((CATEGORY_WORDS.get(phrase)?.strength ?? 0) >= 3 || (length === 1 && VENUE_NOUNS.has(phrase))) return true;
  }
  return false;
}

/** Words of a name: purpose words, dangling connectors and a trailing town after a venue noun go. */
export function nameWords(normalized: string): string[] {
  const words = normalized.split(' ').filter((word) => word.length > 0);
  while (words.length > 1 && (PURPOSE_WORDS.has(words[words.length - 1] ?? '') || DANGLING.has(words[words.length - 1] ?? ''))) words.pop();
  // "MIDTOWN PARKING GARAGE 7TH AVE": a street address after the trade.
  const streetAt = words.length - 2;
  if (streetAt >= 2 && ORDINAL.test(words[streetAt] ?? '') && STREET_WORDS.has(words[streetAt + 1] ?? '') && isHeadNoun(words[streetAt - 1] ?? '')) words.splice(streetAt);
  const last = words[words.length - 1] ?? '';
  const beforeLast = words[words.length - 2] ?? '';
  // "LAKESIDE B&B WINDERMERE": statements without a region code still append the town.
  if (words.length >= 3 && isHeadNoun(beforeLast) && !CATEGORY_WORDS.has(last) && !COMMON_WORDS.has(last) && !NAME_NOUNS.has(last) && !SMALL_WORDS.has(last) && /^[A-Z]{4,}$/.test(last) && !isHeadNoun(words[0] ?? '')) {
    words.pop();
  } else if (words.length >= 4 && endsTrade(words, words.length - 3) && (beforeLast === 'ST' || isTownWord(beforeLast)) && (isTownWord(last) || (beforeLast !== 'ST' && TOWN_ENDINGS.has(last))) && !isHeadNoun(words[0] ?? '')) {
    // Two-word towns: "… FISH & CHIPS ST IVES", "… CAFE BISHOPS STORTFORD".
    words.splice(words.length - 2);
  }
  // British pubs are "The Fox and Hounds"; statements add "PUB" or "FREEHOUSE".
  if (words.length >= 4 && words[0] === 'THE' && PUB_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  return words.slice(0, 8);
}

function capitalize(word: string): string {
  const lower = word.toLowerCase();
  const first = lower.search(/\p{L}/u);
  return first < 0 ? lower : lower.slice(0, first) + lower.charAt(first).toUpperCase() + lower.slice(first + 1);
}

function formatWord(word: string, position: number): string {
  if (word === '&' || word.includes('&')) return word;
  if (position > 0 && SMALL_WORDS.has(word)) return word.toLowerCase();
  if (TITLE_ABBREVIATIONS.has(word)) return capitalize(word);
  if (ACRONYMS.has(word) || (/^[A-Z]{2,5}$/.test(word) && !/[AEIOUY]/.test(word))) return word;
  if (/^MC[A-Z]{3,}$/.test(word)) return `Mc${capitalize(word.slice(2))}`;
  if (word.endsWith('S') && FIRST_NAMES.has(word.slice(0, -1))) return `${capitalize(word.slice(0, -1))}'s`;
  return capitalize(word);
}

/** "SALT & SAND CAFE" → "Salt & Sand Cafe"; "" when nothing is left. */
export function formatMerchantName(normalized: string): string {
  return nameWords(normalized)
    .map((word, position) => formatWord(word, position))
    .join(' ');
}
