import { CATEGORY_WORDS } from './category-words';
import { COMMON_WORDS } from './common-words';
import { TRAILING_WRAPPERS } from './descriptor-prefixes';
import type { Token } from './descriptor-tokens';
import { AMBIGUOUS_REGION_CODE_SET, CITY_SET, COUNTRY_SET, MAX_PLACE_TOKENS, PLACE_ONLY_REGION_CODE_SET, REGION_CODE_SET } from './locations';
import { isListedGivenName, isListedSurname } from '../redact';
import { NAME_TOWNS, TOWN_PREFIXES, TOWN_SET, TOWNS_BEFORE_CODE, WORD_TOWNS } from './towns';

/** Legal forms stripped at the end only: elsewhere they are ordinary words ("SA POWER", "SE LONDON"). */
const LEGAL_AT_END = new Set([
  'AG', 'SA', 'SE', 'AB', 'AS', 'ASA', 'NV', 'OY', 'KG', 'LP', 'PC', 'SL', 'SLU', 'SAU', 'VOF', 'EURL', 'SNC', 'LDA', 'BVBA', 'OHG', 'SCP', 'SELARL', 'SCM', 'EG', 'EK', 'E K', 'UG', 'GBR', 'E V', 'MBH', 'MBB', 'PARTG MBB', 'LIMI', 'LIMIT', 'LIMITE', 'LIMITED', 'LTD', 'INC', 'LLC', 'PLC', 'GMBH', 'CORP', 'SAGL',
  'SP ZOO', 'SP Z O O', 'S A', 'S L', 'B V', 'N V', 'PTY', 'PTE', 'PTE LTD', 'PT LTD', 'PT LIMITED', 'SDN BHD', 'S P A', 'SPA SRL', 'GMBH CO KG', 'CO KG', 'AG CO KG', 'S DE RL', 'SA DE CV',
  // Poland's "SP. Z O.O." as printed (and "SP Z O O", whose repeated O the normalizer folds
  // first), India's "PVT LTD" (LTD is gone already), Brazil's EIRELI, Mexico's variable-capital
  // forms, a German insurer's "Versicherungs-AG".
  'SP Z OO', 'SP Z O', 'PVT', 'EIRELI', 'S DE RL DE CV', 'SAPI DE CV', 'SAB DE CV', 'VERSICHERUNGS AG',
  // Nordic forms: Danish ApS, I/S, IVS and A.M.B.A., Swedish partnerships (HB, KB), Finnish KY and
  // sole traders (TMI), Norwegian sole proprietorships (ENK).
  'APS', 'I S', 'IVS', 'AMBA', 'HB', 'KB', 'KY', 'TMI', 'ENK',
  // Japan's kabushiki kaisha and godo kaisha as romanised lines print them ("HIKARI SEIKOTSUIN K.K.").
  'KK', 'K K', 'GK',
  // Italy's amateur sports clubs and associations, a gym's or a club's form ("PALESTRA FIT ZONE SSD",
  // "… SSD ARL", "… A.S.D."): società and associazione sportiva dilettantistica.
  'SSD', 'ASD', 'SSD ARL', 'SSDARL', 'SSD A R L', 'SSD SRL', 'S S D', 'A S D',
]);
/** The fewest letters of a town's start read as the town cut at the line's end after any name. */
const LONG_TOWN_CUT = 8;
/** Italian partnerships (società in nome collettivo, in accomandita semplice), which print their partners after the form. */
const PARTNERSHIPS: ReadonlySet<string> = new Set(['SNC', 'SAS']);
/** A place after one of these belongs to the name ("UNIVERSITY OF TORONTO", "TRANSPORT FOR LONDON"). */
const CONNECTORS = new Set(['OF', 'FOR', 'DE', 'DU', 'DES', 'DEL', 'DELLA', 'LA', 'LE', 'LES', 'AT', 'IN', 'ON', 'VON', 'VAN', 'DI', 'DA', 'THE', '&', 'AND', 'Y', 'TO',
  // Italian, Portuguese and German contracted articles: "RISTORANTE AL PORTO", "TASCA DO CHICO", "GASTHOF ZUR POST".
  'AL', 'ALLA', 'DO', 'DOS', 'ZUM', 'ZUR',
  // Nordic "in", "by", "on": "TANDLAEKARNA I LUND", "TANDLAEGERNE VED SOEN", "BAGERIET PAA TORVET".
  'I', 'VED', 'PAA',
  // Spanish articles: a town after one is the name's ("RESTAURANTE LOS OLIVOS", "CAFE EL FARO").
  'EL', 'LOS', 'LAS']);
/** Country codes that are also words; treated like ambiguous region codes. */
// PT also ends a US physical therapy practice's name ("SUMMIT PT", "PEAK PERFORMANCE PT BOISE ID"):
// Portugal's code only after its town or a mark ("PADARIA … LISBOA PT", "… (AUST) PT").
const AMBIGUOUS_COUNTRY = new Set(['NO', 'IT', 'AT', 'BE', 'DE', 'IN', 'ES', 'CH', 'EU', 'MY', 'PH', 'LUX', 'IS', 'SI', 'EE', 'LT', 'LV', 'CY', 'EST', 'ISL', 'PT']);
/** Country codes that are also a state or province (Saskatchewan, Montana, Haryana). */
const COUNTRY_REGION_TOO = new Set(['SK', 'MT', 'HR']);
const CURRENCIES = new Set(['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'CHF']);
/** Generic words a business name ends with; never mistaken for a town. */
const NAME_ENDINGS = new Set(['CO', 'COMPANY', 'PLACE', 'GROUP', 'CLUB', 'CLUBS', 'HOUSE', 'SHOP', 'SHOPPE', 'STUDIO', 'STUDIOS', 'CENTER', 'CENTRE', 'SERVICES', 'SERVICE', 'ASSOCIATES', 'PARTNERS', 'BROS', 'BROTHERS', 'SONS', 'STORE', 'SUPPLY', 'SUPPLIES', 'EXPRESS', 'KITCHEN', 'BAR', 'GRILL', 'MALL', 'ARCADE', 'PLAZA', 'GALLERIA', 'TOO', 'TWO', 'II', 'III']);

export interface Stripped {
  /** Words kept, in order. */
  words: string[];
  /** Words removed from the end, in order. */
  tail: string[];
  /** How many tokens of the input (words and markers) the kept words span. */
  keptTokens: number;
}

function isCategoryWord(text: string): boolean {
  return (CATEGORY_WORDS.get(text)?.strength ?? 0) >= 2;
}

const ONE_OR_TWO_DIGITS = /^\d{1,2}$/;

/** A marker worth trusting as "the name ended here": not a lone 1–2 digit number ("PIER 1 IMPORTS"). */
function isStrongMarker(token: Token | undefined): boolean {
  return token?.kind === 'marker' && !(token.text.length <= 2 && ONE_OR_TWO_DIGITS.test(token.text));
}

/** The sets read at a name's end, and the most words of an entry each is read for. */
const ENDING_KINDS = ['wrappers', 'legal', 'countries', 'cities', 'towns'] as const;
type EndingKind = (typeof ENDING_KINDS)[number];
const MOST_WORDS: Readonly<Record<EndingKind, number>> = { wrappers: 2, legal: 5, countries: 3, cities: MAX_PLACE_TOKENS, towns: MAX_PLACE_TOKENS };
const LONGEST_READ = Math.max(...Object.values(MOST_WORDS));

/**
 * The five sets as one: each entry with the sets that hold it (a bit per kind), and for each last
 * word of an entry the most words an entry ending with it has and the sets that hold the word
 * alone. A word sequence is looked up once for all five, and most names end with a word that ends
 * no entry: one Map check, which also answers for the word alone.
 */
interface EndingIndex {
  kinds: Map<string, number>;
  longest: Map<string, WordEnding>;
}

interface WordEnding {
  /** The most words of an entry that ends with the word. */
  most: number;
  /** The sets that hold the word as an entry of its own (a bit per kind), 0 if none. */
  alone: number;
}

/**
 * How statements shorten the words of a place's name of two words or more ("COLORADO SPGS", "GT
 * MISSENDEN", "PALM BCH", "N LITTLE ROCK"): each place is also read so, one word shortened.
 */
const PLACE_WORD_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['SPRINGS', 'SPGS'], ['GREAT', 'GT'], ['GREATER', 'GTR'], ['LITTLE', 'LT'], ['SAINT', 'ST'], ['SAINTE', 'STE'], ['FORT', 'FT'], ['MOUNT', 'MT'], ['PORT', 'PT'],
  ['NORTH', 'N'], ['SOUTH', 'S'], ['EAST', 'E'], ['WEST', 'W'], ['HEIGHTS', 'HTS'], ['VILLAGE', 'VLG'], ['BEACH', 'BCH'], ['CITY', 'CTY'], ['GARDENS', 'GDNS'],
]);

/** The place, and the place with any of its words that statements shorten shortened ("PALM BCH GDNS"). */
function placeForms(place: string): string[] {
  const words = place.split(' ');
  if (words.length < 2) return [place];
  let forms: string[][] = [[]];
  for (const word of words) {
    const short = PLACE_WORD_ABBREVIATIONS.get(word);
    forms = forms.flatMap((form) => (short === undefined ? [[...form, word]] : [[...form, word], [...form, short]]));
  }
  return forms.map((form) => form.join(' '));
}

/** Built on first use: the wrappers' module loads after this one. */
let endingIndex: EndingIndex | null = null;
function endings(): EndingIndex {
  if (!endingIndex) {
    const abbreviated = (places: ReadonlySet<string>): ReadonlySet<string> => new Set([...places].flatMap(placeForms));
    const sets: Record<EndingKind, ReadonlySet<string>> = { wrappers: TRAILING_WRAPPERS, legal: LEGAL_AT_END, countries: COUNTRY_SET, cities: abbreviated(CITY_SET), towns: abbreviated(TOWN_SET) };
    const kinds = new Map<string, number>();
    const longest = new Map<string, WordEnding>();
    ENDING_KINDS.forEach((kind, bit) => {
      for (const entry of sets[kind]) {
        kinds.set(entry, (kinds.get(entry) ?? 0) | (1 << bit));
        const word = entry.slice(entry.lastIndexOf(' ') + 1);
        const ending = longest.get(word) ?? { most: 0, alone: 0 };
        ending.most = Math.max(ending.most, entry.split(' ').length);
        longest.set(word, ending);
      }
    });
    for (const [word, ending] of longest) ending.alone = kinds.get(word) ?? 0;
    endingIndex = { kinds, longest };
  }
  return endingIndex;
}

/** For each set, the length of its longest entry that the words before a position end with (0 if none). */
type EndingLengths = Readonly<Record<EndingKind, number>>;
const NO_ENDINGS: EndingLengths = { wrappers: 0, legal: 0, countries: 0, cities: 0, towns: 0 };

/** The tokens being stripped, and the endings read at each position so far (each is read once). */
interface Line {
  tokens: readonly Token[];
  endings: Array<EndingLengths | undefined>;
  /** How many words the whole line has. */
  words: number;
}

/** The entries of each set that tokens[0, end) ends with, as word counts. */
function endingsAt(line: Line, end: number): EndingLengths {
  let found = line.endings[end];
  if (!found) {
    found = readEndings(line.tokens, end);
    line.endings[end] = found;
  }
  return found;
}

function readEndings(tokens: readonly Token[], end: number): EndingLengths {
  const { kinds, longest } = endings();
  const lastToken = tokens[end - 1];
  const ending = lastToken?.kind === 'word' ? longest.get(lastToken.text) : undefined;
  if (ending === undefined) return NO_ENDINGS;
  const lengths = { ...NO_ENDINGS };
  let text = '';
  for (let length = 1; length <= Math.min(ending.most, LONGEST_READ) && length <= end; length += 1) {
    const token = tokens[end - length];
    if (token?.kind !== 'word') break;
    text = length === 1 ? token.text : `${token.text} ${text}`;
    const sets = length === 1 ? ending.alone : (kinds.get(text) ?? 0);
    if (sets === 0) continue;
    for (let bit = 0; bit < ENDING_KINDS.length; bit += 1) {
      const kind = ENDING_KINDS[bit] as EndingKind;
      if ((sets & (1 << bit)) !== 0 && length <= MOST_WORDS[kind]) lengths[kind] = length;
    }
  }
  return lengths;
}

/** A town or city of the gazetteer ends tokens[0, end): its words, 0 if none. */
function placeEnding(line: Line, end: number): number {
  const { cities, towns } = endingsAt(line, end);
  return Math.max(cities, towns);
}

function countWords(tokens: readonly Token[], end: number): number {
  let count = 0;
  for (let index = 0; index < end; index += 1) if (tokens[index]?.kind === 'word') count += 1;
  return count;
}

/** A place, a store number or a legal form stands right before the last `length` tokens. */
function placeBefore(line: Line, end: number, length: number): boolean {
  return line.tokens[end - length - 1]?.kind === 'marker' || townBefore(line, end, length);
}

/** A town of the gazetteer stands right before the last `length` tokens: "TRATTORIA DA MARIO BOLOGNA IT". */
function townBefore(line: Line, end: number, length: number): boolean {
  const { cities, towns } = endingsAt(line, end - length);
  return cities > 0 || (end - length >= 2 && towns > 0);
}

/** A town of the code's country that is also a word stands right before it ("KONZUM SPLIT HR"). */
function wordTownBeforeCode(tokens: readonly Token[], end: number): boolean {
  const before = tokens[end - 2];
  return before?.kind === 'word' && TOWNS_BEFORE_CODE.get(before.text) === tokens[end - 1]?.text;
}

/**
 * A country code that is not a word ("FI", "DEU") or stands after a place; one that is also a
 * state or province (SK, MT, HR) only after a town, else the region rule reads it as before.
 */
function countryCodeStands(line: Line, end: number): boolean {
  const code = line.tokens[end - 1]?.text ?? '';
  if (wordTownBeforeCode(line.tokens, end)) return true;
  if (COUNTRY_REGION_TOO.has(code)) return townBefore(line, end, 1);
  return !AMBIGUOUS_COUNTRY.has(code) || placeBefore(line, end, 1);
}

function connectorBefore(tokens: readonly Token[], end: number, length: number): boolean {
  return CONNECTORS.has(tokens[end - length - 1]?.text ?? '');
}

/** The last `length` words end a trade phrase begun by the word before them: "KAYAK TOURS" is no town of Tours. */
function completesTrade(tokens: readonly Token[], end: number, length: number): boolean {
  const before = tokens[end - length - 1];
  if (before?.kind !== 'word') return false;
  const phrase = [before, ...tokens.slice(end - length, end)].map((token) => token.text).join(' ');
  return isCategoryWord(phrase);
}

/** The last `length` words are one trade phrase themselves ("YOUTH BASEBALL"). */
function isOwnTrade(tokens: readonly Token[], end: number, length: number): boolean {
  return length >= 2 && isCategoryWord(tokens.slice(end - length, end).map((token) => token.text).join(' '));
}

function wordsAfterLastMarker(tokens: readonly Token[], end: number): number {
  for (let index = end - 1; index >= 0; index -= 1) if (tokens[index]?.kind === 'marker') return end - 1 - index;
  return 0;
}

/**
 * "CO", "IN", "ME", "OR"… end a name as often as they end an address ("SHARP EDGE BARBER CO"):
 * such a code is a region only after a place or a number, or after an unremarkable long word.
 */
function regionCodeStands(line: Line, end: number): boolean {
  const { tokens } = line;
  const code = tokens[end - 1]?.text ?? '';
  if (!AMBIGUOUS_REGION_CODE_SET.has(code)) return true;
  if (placeBefore(line, end, 1)) return true;
  // …or a town of several words cut short ("… OUTFITTERS COLORADO SPRIN CO").
  if (cutPlaceEnding(tokens, end - 1, countWords(tokens, end - 1), false) > 0) return true;
  if (PLACE_ONLY_REGION_CODE_SET.has(code)) return false;
  for (let index = Math.max(0, end - 4); index < end - 1; index += 1) if (isStrongMarker(tokens[index])) return true;
  const previous = tokens[end - 2];
  // A town that is also a word before it, after two words of a name: "… HAIR STUDIO MOBILE AL", "… BAKERY READING PA".
  if (previous?.kind === 'word' && WORD_TOWNS.has(previous.text) && countWords(tokens, end - 2) >= 2 && !completesTrade(tokens, end - 1, 1)) return true;
  // "FAMILY DENTAL OR", "PARKING GARAGE PA": after a trade word only "CO" and "IN" end names.
  if (previous?.kind === 'word' && ((CATEGORY_WORDS.get(previous.text)?.strength ?? 0) >= 3 || HEAD_NOUNS.has(previous.text)) && !CODES_ENDING_NAMES.has(code) && countWords(tokens, end - 1) >= 2) return true;
  // "CO" after an unlisted word ends a company's name ("… FLORIST & PLANT CO"): a state only after a known place.
  return (
    previous?.kind === 'word' &&
    code !== 'CO' &&
    countWords(tokens, end - 1) >= 3 &&
    previous.text.length >= 4 &&
    !COMMON_WORDS.has(previous.text) &&
    !isCategoryWord(previous.text) &&
    !NAME_ENDINGS.has(previous.text)
  );
}

/** Nouns that end a trade's name ("… ACCOUNTING SERVICES GA", "… FEED STORE PA"): a state after them, as after the trade. */
const HEAD_NOUNS: ReadonlySet<string> = new Set(['SERVICES', 'SERVICE', 'SVCS', 'SUPPLY', 'SUPPLIES', 'STUDIO', 'SHOP', 'STORE', 'CENTER', 'CENTRE', 'CLINIC', 'GALLERY']);

/** Region codes that are also words ending a business name after its trade ("BARBER CO", "DRIVE IN", "CALL ME"). */
const CODES_ENDING_NAMES: ReadonlySet<string> = new Set(['CO', 'IN', 'ME', 'ON', 'OK', 'HI', 'DE', 'LA', 'AL']);

/** Starts of trade words (four letters or more) whose cuts are read: a cut trade ("PEDIATRIC DENT") is no town. */
let tradePrefixes: Set<string> | null = null;
function isCutTrade(word: string): boolean {
  if (!tradePrefixes) {
    tradePrefixes = new Set();
    for (const [key, fact] of CATEGORY_WORDS) {
      if (key.includes(' ') || !fact.readsCuts) continue;
      for (let length = 4; length < key.length; length += 1) tradePrefixes.add(key.slice(0, length));
    }
  }
  return tradePrefixes.has(word);
}

let nameEndingPrefixes: Set<string> | null = null;

/**
 * Four letters or more of a name's own ending noun, cut by the statement's width ("… DENTAL CENT
 * HK" is its CENTRE): the name's, not a town.
 */
function isCutNameEnding(word: string): boolean {
  if (!nameEndingPrefixes) {
    nameEndingPrefixes = new Set();
    for (const ending of NAME_ENDINGS) for (let length = 4; length < ending.length; length += 1) nameEndingPrefixes.add(ending.slice(0, length));
  }
  return nameEndingPrefixes.has(word);
}

function isPlainTownWord(token: Token | undefined): boolean {
  return (
    token?.kind === 'word' &&
    !isCutTrade(token.text) &&
    !isCutNameEnding(token.text) &&
    !isCategoryWord(token.text) &&
    !COMMON_WORDS.has(token.text) &&
    !NAME_ENDINGS.has(token.text) &&
    !CONNECTORS.has(token.text)
  );
}

/**
 * Words that make town names of ordinary words: "NORTH VANCOUVER", "APPLE VALLEY", "BATTLE
 * CREEK", "SHELL COVE", "BAR HARBOR".
 */
const TOWN_NAME_WORDS: ReadonlySet<string> = new Set(
  'NORTH SOUTH EAST WEST NEW PORT MOUNT MT FORT FT LAKE SAINT UPPER LOWER VALLEY CREEK COVE HARBOR HARBOUR HEIGHTS SPRINGS FALLS BEACH BAY HILLS GROVE JUNCTION LANDING MOUNTAIN RAPIDS PLAINS MILLS PINES RIDGE VILLAGE ISLAND POINT'.split(' '),
);

/** Words that begin a town's name before a city ("NORTH VANCOUVER", "WEST HOLLYWOOD"). */
const TOWN_PREFIX_WORDS: ReadonlySet<string> = new Set('NORTH SOUTH EAST WEST NEW PORT MOUNT MT FORT FT LAKE SAINT ST UPPER LOWER'.split(' '));

/** A word that can be part of a town's name: no trade, no name ending, no connector. */
function isTownPart(token: Token | undefined): boolean {
  return token?.kind === 'word' && !isCategoryWord(token.text) && !NAME_ENDINGS.has(token.text) && !CONNECTORS.has(token.text);
}

/**
 * Towns and cities of two words or more as a statement's width cuts them: whole words, then the
 * start of the next ("COLORADO SPRIN", "SOUTH LAKE TAHO", "ALCALA DE HENARE", "SANT CUGAT DEL V",
 * "HILTON HEAD IS"), or whole words up to a connector, which ends no name ("SAN SEBASTIAN DE
 * LOS"). Built on first use.
 */
let placeCuts: ReadonlySet<string> | null = null;
/** The last words of those cuts: a line whose last word is none of them is read no further. */
let placeCutEnds: ReadonlySet<string> = new Set();

function cutPlaces(): ReadonlySet<string> {
  if (placeCuts) return placeCuts;
  const cuts = new Set<string>();
  for (const place of [...TOWN_SET, ...CITY_SET]) {
    const parts = place.split(' ');
    for (let at = 1; at < parts.length; at += 1) {
      const whole = parts.slice(0, at).join(' ');
      const word = parts[at] ?? '';
      for (let length = 1; length < word.length; length += 1) cuts.add(`${whole} ${word.slice(0, length)}`);
      if (at >= 2 && PLACE_CONNECTORS.has(parts[at - 1] ?? '')) cuts.add(whole);
    }
  }
  placeCuts = cuts;
  placeCutEnds = new Set([...cuts].map((cut) => cut.slice(cut.lastIndexOf(' ') + 1)));
  return cuts;
}

/** The small words inside towns' names ("SAN SEBASTIAN DE LOS REYES", "STRATFORD UPON AVON"). */
const PLACE_CONNECTORS: ReadonlySet<string> = new Set(['DE', 'DEL', 'DELLA', 'DOS', 'DAS', 'DO', 'DA', 'LA', 'LAS', 'LOS', 'LE', 'LES', 'EN', 'SUR', 'UPON', 'ON', 'AM', 'IM', 'AN', 'DI']);

/**
 * A town of two or more words cut short ends tokens[0, end): how many words it takes (the most
 * it can: "NORTH LITTLE R" before "LITTLE R"), or 0. A name's word stays before it. `code`: a
 * state's or country's code followed, which says a place ends the name; without one, a cut of
 * two words whose last is a word or a name of its own ("FARMACIA SAN MARCO", "… CAFE SOUTH
 * PARK") is the name's.
 */
function cutPlaceEnding(tokens: readonly Token[], end: number, words: number, code: boolean): number {
  const last = tokens[end - 1];
  const cuts = cutPlaces();
  if (last?.kind !== 'word' || !placeCutEnds.has(last.text) || isCategoryWord(last.text)) return 0;
  const ownWord = last.text.length > 2 && (COMMON_WORDS.has(last.text) || isListedGivenName(last.text) || isListedSurname(last.text) || TOWN_SET.has(last.text));
  let text = last.text;
  let found = 0;
  for (let count = 2; count <= MAX_PLACE_TOKENS && count < words; count += 1) {
    const before = tokens[end - count];
    if (before?.kind !== 'word') break;
    text = `${before.text} ${text}`;
    if (ownWord && count === 2 && !code) continue;
    if (cuts.has(text) && !connectorBefore(tokens, end, count) && !isCategoryWord(before.text) && !onlyTradeBefore(tokens, end - count, words - count)) found = count;
  }
  return found;
}

/** The direction Brazil's Pix lines print after the rail's name ("PIX RECEBIDO …"). */
const PIX_DIRECTIONS: ReadonlySet<string> = new Set(['RECEBIDO', 'RECEBIDA', 'ENVIADO', 'ENVIADA']);

/** Articles before a trade word ("LA BOULANGERIE"). */
const ARTICLES: ReadonlySet<string> = new Set(['THE', 'LA', 'LE', 'LES', 'EL', 'IL', 'LO', 'DIE', 'DER', 'DAS', 'HET']);
/** A saint's name begins towns and streets alike ("ST DENIS", Montreal's rue Saint-Denis). */
const SAINT_WORDS: ReadonlySet<string> = new Set(['ST', 'STE', 'SAINT', 'SAINTE']);

/**
 * The `count` words before `end` are one trade, a word or a phrase ("TALLERES", "RESTAURANTE",
 * "AUTO POSTO"): what follows is the name. Before a saint's name an article may come first: "LA
 * BOULANGERIE ST DENIS" is named after its street (Quebec's shops are), where "LA BOULANGERIE
 * MONTREAL" is La Boulangerie in Montreal.
 */
function onlyTradeBefore(tokens: readonly Token[], end: number, count: number): boolean {
  // Brazil's Pix rail and its direction before the name ("PIX AUTO ESCOLA BOA VISTA") are no part of it.
  let rail = 0;
  while (rail < count && tokens[rail]?.kind === 'word' && (rail === 0 ? tokens[rail]?.text === 'PIX' : tokens[0]?.text === 'PIX' && PIX_DIRECTIONS.has(tokens[rail]?.text ?? ''))) rail += 1;
  if (count - rail < 1 || count - rail > 2) return false;
  const saint = SAINT_WORDS.has(tokens[end]?.text ?? '');
  let trade = '';
  for (let index = rail; index < end; index += 1) {
    const token = tokens[index];
    if (token?.kind !== 'word') continue;
    if (trade === '' && saint && count === 2 && ARTICLES.has(token.text)) continue;
    trade = trade === '' ? token.text : `${trade} ${token.text}`;
  }
  return isCategoryWord(trade);
}

/** Nouns that end a business's name after its trade ("DENTAL CARE", "FAMILY PRACTICE"). */
const HEAD_ENDINGS: ReadonlySet<string> = new Set([...NAME_ENDINGS, 'CARE', 'CLINIC', 'PRACTICE', 'SPECIALISTS']);

/** Nouns that end a shop's name whatever it sells ("MAIN ST SWEET SHOPPE GALENA IL"). */
const SHOP_NOUNS: ReadonlySet<string> = new Set(['SHOP', 'SHOPPE', 'STORE', 'EMPORIUM', 'BOUTIQUE']);

/** The head noun of a business ends at `index`: a trade word, or a name ending after one ("DENTAL CARE"). */
function headNounAt(tokens: readonly Token[], index: number): boolean {
  const head = tokens[index];
  if (head?.kind !== 'word') return false;
  if (isCategoryWord(head.text) || SHOP_NOUNS.has(head.text)) return true;
  const before = tokens[index - 1];
  // …or the noun that ends a trade phrase ("FARM STAND"; not the OF of "CITY OF", whose town follows).
  return before?.kind === 'word' && ((isCategoryWord(before.text) && HEAD_ENDINGS.has(head.text)) || (!CONNECTORS.has(head.text) && isCategoryWord(`${before.text} ${head.text}`)));
}

/**
 * After a region code, one or two unlisted words following the business's head noun are its town
 * ("SALT & SAND CAFE MANLY NS", "… FAMILY DENTAL APPLE VALLEY CA"): returns how many, or 0. Two
 * ordinary words are a town only when one of them makes town names (VALLEY, CREEK, NORTH…).
 */
function townAfterHeadNoun(tokens: readonly Token[], end: number): number {
  for (let after = 1; after <= 2; after += 1) {
    if (end - after - 1 < 1 || !headNounAt(tokens, end - after - 1)) continue;
    let plain = true;
    for (let index = end - after; index < end; index += 1) if (!isPlainTownWord(tokens[index])) plain = false;
    // The words end the trade's phrase, no town: "LONE STAR PEST CONTROL TX" (PEST CONTROL); or
    // are a trade of their own after a head noun that was a place's: "TRI COUNTY YOUTH BASEBALL OH".
    if (plain && !completesTrade(tokens, end, after) && !isOwnTrade(tokens, end, after)) return after;
    const [first, last] = [tokens[end - 2], tokens[end - 1]];
    if (after === 2 && isTownPart(first) && isTownPart(last) && (TOWN_NAME_WORDS.has(first?.text ?? '') || TOWN_NAME_WORDS.has(last?.text ?? ''))) return 2;
    return 0;
  }
  return 0;
}

/** The first half of a British postcode, its district ("EC2", "SW1A", "LS6", "M1"). */
const UK_POSTCODE_DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;

const STREET_TYPES: ReadonlySet<string> = new Set(['AVE', 'RD', 'ST', 'LN', 'DR', 'BLVD', 'HWY', 'PKWY']);

/** How many trailing tokens of tokens[0, end) are one strippable unit (place, legal form, bank code). */
/** What strippable found to strip: nothing (NOTHING_STRIPPABLE), or a unit of `length` tokens. */
interface Unit {
  length: number;
  region: boolean;
  country?: boolean;
  town?: boolean;
}

/** Most calls find nothing: one shared answer, never changed. */
const NOTHING_STRIPPABLE: Unit = Object.freeze({ length: 0, region: false });

function strippable(line: Line, end: number, words: number, allowEmpty: boolean, regionStripped: boolean, regionJustRemoved: boolean, countryJustRemoved: boolean, townStripped: boolean): Unit {
  const none = NOTHING_STRIPPABLE;
  const { tokens } = line;
  const last = tokens[end - 1];
  if (!last || words === 0) return none;
  const floor = allowEmpty ? 0 : 1;
  const { wrappers: wrapper, legal, countries: country } = endingsAt(line, end);
  if (wrapper > 0 && words - wrapper >= floor) return { length: wrapper, region: false };
  if (legal > 0 && words > legal) return { length: legal, region: false };
  if (words > 1 && CURRENCIES.has(last.text) && tokens[end - 2]?.kind === 'marker') return { length: 1, region: false };
  if (country > 0 && words - country >= floor && !connectorBefore(tokens, end, country) && (country > 1 || countryCodeStands(line, end))) {
    // Only a code ("FI", "DEU") says the network's name-town-country layout; "EUROPE" may end a company.
    return { length: country, region: true, country: country === 1 && last.text.length <= 3 };
  }
  // A state comes after its town, never before it: "… PLANT CO BROOKLYN NY" keeps its CO.
  if (!townStripped && REGION_CODE_SET.has(last.text) && words - 1 >= floor && !connectorBefore(tokens, end, 1) && regionCodeStands(line, end)) {
    return { length: 1, region: true };
  }
  // A British postcode district after its town ("… CYCLES LONDON EC2", "… LEEDS LS6"), then the town.
  if (last.kind === 'word' && last.text.length <= 4 && UK_POSTCODE_DISTRICT.test(last.text) && words >= 3) {
    const town = placeEnding(line, end - 1);
    if (town > 0 && words - 1 - town >= 1) return { length: 1, region: true };
  }
  const city = placeEnding(line, end);
  // A name of a trade and a town is the town's trade business: "TALLERES SANTANDER" keeps its town.
  if (city > 0 && words > city && !connectorBefore(tokens, end, city) && !onlyTradeBefore(tokens, end - city, words - city) && !completesTrade(tokens, end, city)) {
    const cityText = city === 1 ? last.text : tokens.slice(end - city, end).map((token) => token.text).join(' ');
    const ordinary = COMMON_WORDS.has(cityText) || isCategoryWord(cityText);
    if (!ordinary || regionStripped || tokens[end - city - 1]?.kind === 'marker') {
      // "… PHYSIOTHERAPY NORTH VANCOUVER BC": a direction or NEW, PORT, FORT between the trade and the city is the town's.
      const prefix = tokens[end - city - 1];
      const extended = words > city + 1 && TOWN_PREFIX_WORDS.has(prefix?.text ?? '') && prefix?.kind === 'word' && isCategoryWord(tokens[end - city - 2]?.text ?? '');
      return { length: extended ? city + 1 : city, region: false, town: true };
    }
  }
  // A town that is also a word, right after a trade ("ROMAN BATHS CAFE BATH").
  if (words >= 3 && WORD_TOWNS.has(last.text) && (CATEGORY_WORDS.get(tokens[end - 2]?.text ?? '')?.strength ?? 0) >= 2 && tokens[end - 2]?.kind === 'word' && !completesTrade(tokens, end, 1)) {
    return { length: 1, region: false, town: true };
  }
  // A city named like a person at the line's end, after a trade and a word of the name that is
  // no person's ("PELUQUERIA ESTILO ROSARIO"; "FERRETERIA PEREIRA", "TALLER GARCIA MENDOZA" keep it).
  if (words >= 3 && (line.words === words || regionJustRemoved) && NAME_TOWNS.has(last.text) && nameTownStands(tokens, end, words)) {
    return { length: 1, region: false, town: true };
  }
  // A town cut by the statement's length after a processor's name ("OSTERIA DEL PONTE BOLOG") or
  // right after a trade ("VDP-KAVANAGHS BAR KILKE"); a cut trade word is the name's ("… FEDERAL
  // CREDI" of CREDIT UNION), whatever town begins so.
  if (words >= 3 && TOWN_PREFIXES.has(last.text) && (allowEmpty || (tokens[end - 2]?.kind === 'word' && (CATEGORY_WORDS.get(tokens[end - 2]?.text ?? '')?.strength ?? 0) >= 2)) && !COMMON_WORDS.has(last.text) && !isCategoryWord(last.text) && !isCutTrade(last.text) && !connectorBefore(tokens, end, 1)) {
    return { length: 1, region: false };
  }
  // A long town cut at the line's very end after a name of two words or more ("HEURIGER MAYER
  // PERCHTOLDSD", "TIENDA LA ECONOMIA SINCELEJ"): eight letters or more that begin a town and are
  // no word or name of their own.
  if (words >= 3 && line.words === words && last.text.length >= LONG_TOWN_CUT && TOWN_PREFIXES.has(last.text) && !TOWN_SET.has(last.text) && isPlainTownWord(last) && !isListedGivenName(last.text) && !isListedSurname(last.text) && !connectorBefore(tokens, end, 1)) {
    return { length: 1, region: false, town: true };
  }
  // …and a town of several words cut so, after a state's code or at the line's end ("RED ROCK
  // OUTFITTERS COLORADO SPRIN CO", "BAR LOS AMIGOS ALCALA DE HENARE").
  // Only the statement's end is cut: nothing but a code comes after it.
  const cutPlace = words >= 3 && line.words - words <= (regionJustRemoved ? 1 : 0) ? cutPlaceEnding(tokens, end, words, regionJustRemoved) : 0;
  if (cutPlace > 0) return { length: cutPlace, region: false, town: true };
  // A street printed without its number after the site's name ("SHELL ACTON WESTERN AVE"):
  // abbreviated street types only, since names end with whole ones ("ABBEY ROAD", "FIFTH AVENUE").
  if (words >= 4 && STREET_TYPES.has(last.text) && tokens[end - 2]?.kind === 'word' && !isCategoryWord(tokens[end - 2]?.text ?? '') && !connectorBefore(tokens, end, 2)) {
    return { length: 2, region: false };
  }
  const afterMarker = wordsAfterLastMarker(tokens, end);
  if (afterMarker > 0 && afterMarker <= (regionStripped ? 3 : 2) && words > afterMarker && isStrongMarker(tokens[end - afterMarker - 1])) {
    let plain = true;
    // An Italian partnership names its partners after its form: "… DEL CORSO S.N.C. DI ROSSI".
    const owners = afterMarker >= 2 && tokens[end - afterMarker]?.text === 'DI' && PARTNERSHIPS.has(tokens[end - afterMarker - 1]?.text ?? '');
    for (let index = end - afterMarker + (owners ? 1 : 0); index < end; index += 1) {
      const text = tokens[index]?.text ?? '';
      if (isCategoryWord(text) || CONNECTORS.has(text) || NAME_ENDINGS.has(text)) plain = false;
    }
    if (plain) return { length: afterMarker, region: false };
  }
  if (regionJustRemoved) {
    // A town that is also a word, right before its country or state ("… DENTAL CARE NELSON NZ", "… HAMILTON ON").
    if (words >= 3 && WORD_TOWNS.has(last.text) && !connectorBefore(tokens, end, 1) && !completesTrade(tokens, end, 1)) return { length: 1, region: false, town: true };
    const town = townAfterHeadNoun(tokens, end);
    if (town > 0) return { length: town, region: false, town: true };
    // Card networks print name, town, country: one unlisted word before the country is the town
    // ("CAFE SEEBLICK UBERLINGEN DE", "KAHVILA HELMI NOKIA FI").
    if (countryJustRemoved && words >= 3 && isPlainTownWord(last) && !connectorBefore(tokens, end, 1) && tokens[end - 2]?.kind === 'word') return { length: 1, region: false, town: true };
  }
  return none;
}

/** Titles before a given name ("DONA ROSARIO", "SEU SALVADOR"): the person's, not a town. */
const PERSON_TITLES: ReadonlySet<string> = new Set(['DON', 'DONA', 'SR', 'SRA', 'SENOR', 'SENORA', 'SEU', 'TIA', 'TIO', 'SANTA', 'SAN', 'SAO', 'MAMA', 'PAPA', 'DR', 'DRA']);

/** The word before a city named like a person is the name's own, no person's, and a trade came before it. */
function nameTownStands(tokens: readonly Token[], end: number, words: number): boolean {
  const before = tokens[end - 2];
  if (before?.kind !== 'word' || before.text.length < 3) return false;
  const text = before.text;
  if (CONNECTORS.has(text) || PERSON_TITLES.has(text) || isCategoryWord(text) || isListedGivenName(text) || isListedSurname(text)) return false;
  if (onlyTradeBefore(tokens, end - 1, words - 1)) return false;
  for (let index = 0; index < end - 2; index += 1) if (tokens[index]?.kind === 'word' && isCategoryWord(tokens[index]?.text ?? '')) return true;
  return false;
}

/**
 * Removes places, legal forms and bank codes from the end, one unit at a time, keeping at least
 * one word (none when `allowEmpty`: a processor prefix already named the merchant).
 */
export function stripTrailing(tokens: readonly Token[], allowEmpty: boolean): Stripped {
  let end = tokens.length;
  let regionStripped = false;
  // The head-noun rule may only take the words right before a region code ("CAFE MANLY NS").
  let regionJustRemoved = false;
  let countryJustRemoved = false;
  let townStripped = false;
  const tail: string[] = [];
  let words = countWords(tokens, end);
  const line: Line = { tokens, endings: [], words };
  for (let guard = 0; guard < 40; guard += 1) {
    while (end > 0 && tokens[end - 1]?.kind === 'marker') end -= 1;
    const unit = strippable(line, end, words, allowEmpty, regionStripped, regionJustRemoved, countryJustRemoved, townStripped);
    if (unit.length === 0) break;
    for (let index = end - 1; index >= end - unit.length; index -= 1) {
      const token = tokens[index];
      if (token?.kind === 'word') {
        tail.unshift(token.text);
        words -= 1;
      }
    }
    end -= unit.length;
    regionStripped ||= unit.region;
    regionJustRemoved = unit.region;
    countryJustRemoved = unit.country === true;
    townStripped ||= unit.town === true;
  }
  const kept: string[] = [];
  for (let index = 0; index < end; index += 1) {
    const token = tokens[index];
    if (token?.kind === 'word') kept.push(token.text);
  }
  return { words: kept, tail, keptTokens: end };
}
