import { CATEGORY_WORDS, CITY_SET, COMMON_WORDS, namedForm, TOWN_SET, WORDS_NOT_CUTS, type CategoryWord } from '../../knowledge/index';
import { isListedGivenName, isListedSurname } from '../../redact';

/**
 * Turns a normalized long-tail descriptor ("JOES PIZZA", "CASA DEL SOL GRILL") into the name a
 * person would write ("Joe's Pizza", "Casa del Sol Grill"). Only the casing and a few trailing
 * words change: the builtin model never invents a name.
 */

/** Lower case inside a name ("Friends of the Library", "Boulangerie du Marché"). */
const SMALL_WORDS = new Set(['OF', 'AND', 'THE', 'AU', 'AUX', 'DOS', 'DAS', 'ZUM', 'ZUR', 'UND', 'ET', 'DU', 'DE', 'DES', 'DEL', 'DELLA', 'LA', 'LE', 'LES', 'DA', 'DI', 'VAN', 'VON', 'DER', 'DEN', 'HET', 'TER', 'TEN', 'AT', 'ON', 'IN', 'FOR', 'A', 'AN', 'Y', 'EL', 'LOS', 'LAS', 'TO', 'BY']);
/** Abbreviations written with one capital ("St Mary's", "Dr Smith Dental"). */
const TITLE_ABBREVIATIONS = new Set(['ST', 'STE', 'DR', 'MT', 'FT', 'JR', 'SR', 'MR', 'MRS', 'MS', 'PT', 'LN', 'RD', 'BLVD', 'HWY', 'PKWY']);
/** What follows a practice's PT: its partner trade or its US legal form ("CORE PT & SPORTS", "KINETIC PT PLLC"). */
export const PT_FOLLOWERS: ReadonlySet<string> = new Set(['&', 'AND', 'PLLC', 'LLC', 'INC', 'PC']);
/** Abbreviations that keep capitals although they have vowels. */
const ACRONYMS = new Set(['HVAC', 'BBQ', 'USA', 'UK', 'US', 'NYC', 'DMV', 'YMCA', 'YWCA', 'CPA', 'DDS', 'MD', 'PC', 'TV', 'AC', 'ATM', 'BMW', 'KFC', 'IHOP', 'PLLC', 'DJ', 'ER', 'ICU', 'NY', 'SF', 'UPS', 'IT', 'AV', 'RV', 'EV', 'ABC', 'ESL', 'SAT', 'ACT', 'GED', 'EMS', 'IV', 'II', 'III', 'VIP', 'DIY', 'OK', 'AA', 'NA', 'BP', 'EE', 'O2', 'PTA', 'PTSA', 'PTO', 'HOA', 'ISD',
  // Sports clubs' letters ("Millbrook YFC", "Lakeside YSL").
  'AFC', 'YFC', 'YSL', 'YSA', 'YSC']);
/** Words that say what the payment was for, not who was paid ("… LIBRARY DONATION"). */
const PURPOSE_WORDS = new Set(['TAX', 'VAT', 'TITHE', 'TITHES', 'OFFERING', 'OFFERINGS', 'DUES', 'RENT', 'DEPOSITS', 'DONATION', 'DONATIONS', 'DONATIE', 'SPENDE', 'DONACION', 'DONAZIONE', 'PAYMENT', 'PAYMENTS', 'PMT', 'BILL', 'FEE', 'FEES', 'TUITION', 'SUBSCRIPTION', 'SUBS', 'MEMBERSHIP', 'DEPOSIT', 'INVOICE', 'ORDER', 'RENEWAL', 'AUTOPAY', 'REFUND', 'PURCHASE', 'FACTURA', 'FACTURE', 'FATTURA', 'FACTUUR', 'RECHNUNG', 'CUOTA', 'MENSUALIDAD', 'MENSALIDADE', 'COTISATION']);
/**
 * The month a bill is for, after the payee ("RECIBO ACADEMIA … MARZO", "… BEITRAG OKTOBER"): months of
 * Romance languages and German that are no name and no English word (not MARS, MAI, MAYO, APRIL, AUGUST, JULIO, MARCO).
 */
const BILLED_MONTHS = new Set(
  `ENERO FEBRERO MARZO ABRIL JUNIO AGOSTO SEPTIEMBRE SETIEMBRE OCTUBRE NOVIEMBRE DICIEMBRE GENNAIO FEBBRAIO APRILE MAGGIO
  GIUGNO LUGLIO SETTEMBRE OTTOBRE DICEMBRE JANVIER FEVRIER AVRIL JUILLET AOUT OCTOBRE DECEMBRE JANEIRO FEVEREIRO MAIO JUNHO
  JULHO SETEMBRO OUTUBRO NOVEMBRO DEZEMBRO JANUAR FEBRUAR MAERZ OKTOBER DEZEMBER`.split(/\s+/),
);
/** Left dangling when redaction removed the payee ("ZELLE PAYMENT TO") or a reference's number ("… CLEANING REF"). */
const DANGLING = new Set(['TO', 'FROM', 'AT', 'OF', 'FOR', 'VIA', 'AND', '&', 'THE', 'BY', 'WITH', 'DEL', 'DU', 'DO', 'DOS', 'VOM', 'DAL', 'REF', 'REF:']);
/** Common first names, for restoring possessives lost in normalization ("JOES" → "Joe's"). */
const FIRST_NAMES = new Set(
  `DEAN KEN STEVE GARY JOE TONY MARIO SAL SALLY MOLLY ANNIE JIMMY JOHNNY BOBBY BILLY TOMMY DANNY FRANKIE EDDIE CHARLIE
  MIKE NICK PETE SAM BEN DAN DAVE JACK JAKE MAX LOU LUIGI GINO VINNIE ANGELO ROSA MARIA ANNA
  KATE KATIE LUCY LIZZIE DOT MOM DAD GRANDMA NANA PAPA UNCLE AUNT AL ED FRED TED RAY ROY HANK
  ZEKE JOEY RICKY RUBY ROSIE BETTY PEGGY SUE JENNY JESSIE CARL GUS OTTO HARRY HARRIET MAGGIE
  NELLIE EMMA ELLA ELLIE LILY OLIVER LEO MARCO PAOLO ENZO DINO ALFREDO CARMEN PEPE PACO LUPE
  BUBBA BUDDY POPS ABE IKE IZZY MOE JAY KAY BOB ROB BILL WILL PHIL TIM JIM TOM DICK RICK MARY
  WENDY HOLLY DENNY MANNY KENNY LENNY BENNY JOHNNIE FRANK HANK STEVE STEVIE RANDY ANDY MANDY SANDY CINDY DEBBIE
  JULIE JULIA SOPHIE CHLOE GRACE HANNAH ROSE DAISY POPPY MILLIE TILLY BELLA SADIE HATTIE ADDIE NORA VERA IRIS
  JOHN JAMES MARK PAUL PETER ANDREW DAVID SIMON MATT CHRIS GEORGE ARTHUR ALFIE ARCHIE HARVEY ERNIE BERT KWAN`
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

/** Nouns that end a business's or an office's name after its trade, never a town ("ASHFORD DENTAL PRACTICE", "… TAX COLLECTOR"). */
const NAME_NOUNS = new Set(['PRACTICE', 'PRACTICES', 'SURGERY', 'PARTNERSHIP', 'OFFICE', 'OFFICES', 'CLINIC', 'CENTRE', 'CENTER', 'STUDIO', 'STUDIOS', 'SALON', 'GALLERY', 'WORKSHOP', 'WORKS', 'SHOP', 'SHOPPE', 'PARLOR', 'PARLOUR', 'HAUS', 'HUIS', 'MAISON', 'COMPANY', 'GROUP', 'ASSOCIATES', 'PARTNERS', 'SPECIALISTS', 'SPECIALIST', 'CONSULTANTS', 'SOLUTIONS', 'SERVICES', 'SERVICE', 'COLLECTIVE', 'COOPERATIVE', 'COOP', 'EMPORIUM', 'LOUNGE', 'HOUSE', 'ROOMS', 'YARD', 'DEPOT', 'CART', 'TRUCK', 'KIOSK', 'STALL', 'STAND', 'SUPPLY', 'SUPPLIES', 'OUTLET', 'MARKET', 'MALL', 'ARCADE', 'PLAZA', 'GALLERIA', 'HALL', 'CLUB', 'ACADEMY', 'INSTITUTE', 'PROJECT', 'FOUNDATION', 'TRUST', 'SOCIETY', 'AGENCY', 'COLLECTOR', 'ASSESSOR', 'TREASURER', 'CLERK', 'AUTHORITY', 'BOARD', 'BUREAU', 'COMMISSION', 'DISTRICT']);

/** A person-to-person service's or a national rail's words before the payee ("ZELLE PAYMENT TO", "BIZUM A", "SPEI ENVIADO A"). */
const P2P_PAYMENT_TO = /^(?:ZELLE|VENMO|CASH APP|BIZUM|WISE|REVOLUT|PAYNOW|SPEI|PIX|FP)(?: (?:PAYMENT|TRANSFER|SENT|RECEIVED|ENVIADO|ENVIADA|RECIBIDO|RECIBIDA))? (?:TO|FROM|A|PARA|DE)(?= )/;

/** Brazil's Pix rail, with its direction, before a business paid through it ("PIX RECEBIDO PADARIA PAO DOURADO"). */
const RAIL_BEFORE_NAME = /^PIX(?: (?:RECEBIDO|RECEBIDA|ENVIADO|ENVIADA))?(?= )/;

/**
 * Hong Kong's and Singapore's engineering firms and trading houses print their company's word after
 * the trade ("SUN WAH PLUMBING ENGINEERING CO", "WING ON TRADING CO LTD", the limited company's cut
 * off by the normalizer); elsewhere CO is the name's own ("HONEYBEE CANDLE CO").
 */
const COMPANY_ENDS: ReadonlySet<string> = new Set(['CO', 'COMPANY']);
const COMPANY_STYLE_TRADES: ReadonlySet<string> = new Set(['ENGINEERING', 'TRADING']);

/** Statement codes of a payment rail printed before the payee. */
const RAIL_CODES: ReadonlySet<string> = new Set(['FPO', 'FPI', 'FPS', 'BGC', 'STO']);

/** A word that can be part of a town's name after the business's trade ("ST IVES", "HITCHIN"). */
function isTownWord(word: string): boolean {
  return /^[A-Z]{3,}$/.test(word) && !CATEGORY_WORDS.has(word) && !COMMON_WORDS.has(word) && !SMALL_WORDS.has(word) && !PURPOSE_WORDS.has(word) && !NAME_NOUNS.has(word);
}

function isHeadNoun(word: string): boolean {
  return CATEGORY_WORDS.get(word)?.strength === 3 || VENUE_NOUNS.has(word);
}

/**
 * The name begins with its trade ("CAFE NERO", "CLINICA DENTAL SONRISA CLARA"), as names do in
 * Romance languages: what follows the trade is the name, not a town.
 */
function startsWithTrade(words: readonly string[]): boolean {
  return [1, 2, 3].some((length) => length < words.length && isTrade(words.slice(0, length)));
}

/** The words are one trade word or phrase ("FISH & CHIPS", "CAFE"), or a venue noun. */
function isTrade(words: readonly string[]): boolean {
  const phrase = words.join(' ');
  return (CATEGORY_WORDS.get(phrase)?.strength ?? 0) >= 3 || (words.length === 1 && VENUE_NOUNS.has(phrase));
}

/** A trade word or phrase ends at `index` ("FISH & CHIPS", "CAFE"). */
function endsTrade(words: readonly string[], index: number): boolean {
  for (let length = 1; length <= 3 && index - length + 1 >= 0; length += 1) {
    if (isTrade(words.slice(index - length + 1, index + 1))) return true;
  }
  return false;
}

/** Words of small businesses' names that statements glue together ("HIGHLANDKNITS", "VINYLVAULTRECO"). */
const NAME_VOCABULARY_EXTRA = `HIGHLAND HIGHLANDS KNITS KNIT KNITTING VAULT WOOL YARNS CRAFT CRAFTS CRAFTY HANDMADE HOMEMADE CREATIONS DESIGN DESIGNS
  STUDIO STUDIOS WORKSHOP TREASURES GOODS SUPPLY CO COMPANY SHOP SHOPPE BOUTIQUE EMPORIUM CORNER HOUSE HOME BARN MILL
  ST MT SAINT MARY MARYS JOHNS PETERS PAULS ANDREWS PARISH CHURCH SCHOOL CLUB TEAM LEAGUE FUND PTA BAND CHOIR
  RECORD RECORDS VINYL MUSIC BOOKS BOOK COMICS GAMES TOYS BIKE BIKES CYCLE CYCLES REPAIR REPAIRS SERVICE SERVICES
  GARDEN GARDENS FARM FARMS BAKES BAKERY CAKES CANDLES SOAP SOAPS JEWELS JEWELRY PRINTS PRINT ART ARTS PHOTO PHOTOS
  PET PETS DOG DOGS CAT CATS PAWS HORSE TACK FEED TEA COFFEE WINE WINES BEER KITCHEN TABLE LINEN THREADS FABRIC QUILTS
  SIDE RIVERSIDE LAKESIDE HILLSIDE BAYSIDE BEND RIVERBEND VIEW BROOK CREEK RIDGE GROVE GLEN DALE VISTA MEADOW MEADOWS
  WESTSIDE EASTSIDE NORTHSIDE SOUTHSIDE LITTLE YOUTH LEAGUE SOCCER BASEBALL SOFTBALL FOOTBALL HOCKEY TEETH TOOTH SMILE SMILES HAPPY
  CENTER
  LAW FIRM OFFICE OFFICES LEGAL PEST CONTROL LAWN CARE POOL POOLS ACRES
  MATH MATHS READING SCIENCE BIBLE COMM FELLOWSHIP`;

/** Words after which a name's own noun follows. */
const NOUN_LEADS = new Set(['OF', 'THE', 'DU', 'DE', 'DES', 'DEL', 'DELLA', 'LA', 'LE', 'LES', 'DA', 'DI', 'VAN', 'VON', 'DER', 'DEN', 'HET', 'EL', 'LOS', 'LAS', 'AU', 'AUX', 'IL', 'LO',
  // German "at the", "in the": "GASTHAUS ZUR POST" is at the post office, no POSTAL.
  'ZUM', 'ZUR', 'AM', 'IM']);

/** Whole words that begin a trade word: never read as cut ("PAIN" is no "PAINT", "DETAIL" no "DETAILING"). */
const WHOLE_WORDS = new Set(['WASH', 'DETAIL', 'PAIN', 'PARC', 'BAKE', 'PART', 'CAMP', 'PLAN', 'MEAT', 'TEAS', 'FISHER', 'PRINTS', 'SALONS', 'STUDI', 'TRAIN', 'BARBE', 'COPIE', 'CLEAN', 'FLORA', 'TAIL', 'MOTO', 'PHOTO', 'MUSIC', 'FARM', 'HOTE', 'VINO', 'ARTE', 'CASA', 'SOLE', 'MARE', 'ROSE', 'DENTE', 'TAP',
  // A Hokkien name's word ("AH HOCK", "HOCK SENG"), no cut of HOCKEY.
  'HOCK',
  // Dutch "clean" ("GLAZENWASSERIJ SCHOON"), no cut of SCHOONMAAK.
  'SCHOON']);

let vocabulary: Set<string> | null = null;
let vocabularySorted: string[] = [];

/** Words the builtin model can recognise inside glued or cut text: trades, ordinary words, first names. */
function nameVocabulary(): Set<string> {
  if (vocabulary) return vocabulary;
  const words = new Set<string>();
  for (const key of CATEGORY_WORDS.keys()) if (!key.includes(' ')) words.add(key);
  for (const word of COMMON_WORDS) words.add(word);
  for (const name of FIRST_NAMES) {
    words.add(name);
    words.add(`${name}S`);
  }
  for (const word of NAME_VOCABULARY_EXTRA.split(/\s+/)) if (word.length > 0) words.add(word);
  vocabulary = words;
  vocabularySorted = [...words].filter((word) => word.length >= 3).sort();
  return words;
}

/**
 * Known words that `prefix` is the start of, shortest first ("RECO" → RECORD, RECORDS…); never a
 * trade word whose cuts are not read (HAMBURG is no cut of HAMBURGUERIA).
 */
function completionsOf(prefix: string): string[] {
  nameVocabulary();
  const found: string[] = [];
  let low = 0;
  let high = vocabularySorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((vocabularySorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < vocabularySorted.length && (vocabularySorted[index] ?? '').startsWith(prefix); index += 1) {
    const word = vocabularySorted[index] ?? '';
    if (word !== prefix && CATEGORY_WORDS.get(word)?.readsCuts !== false) found.push(word);
  }
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

/**
 * Trade words only: what a statement cuts at the end of a long name ("PHYSICAL THERA", "HOMEMADE
 * FUDG"). `glued`: the end of a long glued name, where even a whole word may be a cut ("…PLUM").
 */
function tradeCompletion(previous: string | undefined, cut: string, glued = false): string | null {
  // After "DU", "DE", "OF" a word is a name's own noun ("CABINET DENTAIRE DU PARC"), not a cut trade.
  if (previous !== undefined && NOUN_LEADS.has(previous)) return null;
  // A whole word is no cut, except at the end of a long glued name, which the statement did cut;
  // nor is a city's or a town's name ("HOSTAL PARIS" is no parish).
  if (!glued && (WHOLE_WORDS.has(cut) || WORDS_NOT_CUTS.has(cut) || CITY_SET.has(cut) || TOWN_SET.has(cut))) return null;
  // A phrase with the word before that is already whole ("CAR WASH") is no cut.
  if (previous !== undefined && CATEGORY_WORDS.has(`${previous} ${cut}`)) return null;
  // A surname after the trade is its owner ("REIFENSERVICE BAUER"), no cut of another trade.
  if (!glued && previous !== undefined && (CATEGORY_WORDS.get(previous)?.strength ?? 0) >= 2 && isListedSurname(cut)) return null;
  const trades = completionsOf(cut).filter((word) => (CATEGORY_WORDS.get(word)?.strength ?? 0) >= 2);
  // A glued seller's name ends in its trade ("…PLUMBING"), rarely its tradesman ("…PLUMBER"); any
  // name rarely ends in the thing its trade's verb makes ("… LAWN & LANDSCA" is LANDSCAPING, not
  // LANDSCAPE), while a trade's own noun stays ("UPHOLSTE" is UPHOLSTERY).
  const first = trades[0] ?? '';
  // At a glued name's end the trade's -ING form also completes the tradesman's cut ("…TUT" is TUTORING, not TUTOR).
  const trade = trades.find((word) => word.endsWith('ING') && CATEGORY_WORDS.get(word)?.category === CATEGORY_WORDS.get(first)?.category && (glued || `${word.slice(0, -3)}E` === first) && (cut.length >= (glued ? 0.5 : 0.55) * word.length || (glued && word.startsWith(first) && cut.length >= 0.5 * first.length)));
  // A glued pair of trades, the second cut ("KLPLUMBINGHEAT" is PLUMBING & HEATING), however short the cut.
  const pair = glued && previous !== undefined ? trades.find((word) => CATEGORY_WORDS.has(`${previous} & ${word}`)) : undefined;
  if (pair !== undefined) return pair;
  const shortest = trade ?? (first === '' ? undefined : first);
  if (!shortest) return phraseCompletion(cut);
  // Statements cut the last few letters, not most of the word ("WASH" is no "WASHATERIA").
  // (The -ING form a tradesman's word begins is measured by that word.)
  const measured = glued && trade?.startsWith(first) === true ? first : shortest;
  if (cut.length < (glued ? 0.5 : 0.55) * measured.length) return null;
  // A known phrase with the word before wins ("PEDIATRIC DENT" → DENTISTRY).
  const phrase = previous ? trades.find((word) => CATEGORY_WORDS.has(`${previous} ${word}`)) : undefined;
  return phrase ?? namedForm(shortest);
}

/** Two-word trade phrases whose first word names no trade alone, by that word ("PHYSICAL" → PHYSICAL THERAPY). */
let phrasesByFirstWord: Map<string, string[]> | null = null;

/**
 * The trade phrase a cut first word begins ("PEAK PERFORMANCE PHYSICA" → PHYSICAL THERAPY): the
 * statement cut the phrase's first word, and every phrase it may begin is one trade.
 */
function phraseCompletion(cut: string): string | null {
  if (!phrasesByFirstWord) {
    phrasesByFirstWord = new Map();
    for (const [phrase, fact] of CATEGORY_WORDS) {
      const words = phrase.split(' ');
      // A word of no trade alone before a trade's own word ("PHYSICAL THERAPY"), not a phrase of
      // another language whose words name no trade ("PENSIONE CANI").
      if (words.length !== 2 || fact.strength < 3 || CATEGORY_WORDS.has(words[0] ?? '') || !/^[A-Z]+$/.test(words[0] ?? '') || (CATEGORY_WORDS.get(words[1] ?? '')?.strength ?? 0) < 2) continue;
      phrasesByFirstWord.set(words[0] ?? '', [...(phrasesByFirstWord.get(words[0] ?? '') ?? []), phrase]);
    }
  }
  const phrases = [...phrasesByFirstWord].filter(([first]) => first.startsWith(cut) && first !== cut && cut.length >= 0.55 * first.length).flatMap(([, found]) => found);
  const [first] = phrases.sort((a, b) => a.length - b.length);
  if (first === undefined) return null;
  const trade = CATEGORY_WORDS.get(first);
  return phrases.every((phrase) => CATEGORY_WORDS.get(phrase)?.category === trade?.category && CATEGORY_WORDS.get(phrase)?.mcc === trade?.mcc) ? first : null;
}

/**
 * "TOMSBIKEREPAIR" → TOMS BIKE REPAIR, "VINYLVAULTRECO" → VINYL VAULT RECORDS: the fewest known
 * words that spell the text, the last of which may be cut. Null when some part is unknown.
 */
function splitGlued(word: string, lenient = false): string[] | null {
  const known = nameVocabulary();
  const best: Array<string[] | null> = new Array<string[] | null>(word.length + 1).fill(null);
  best[0] = [];
  for (let end = 1; end <= word.length; end += 1) {
    for (let start = Math.max(0, end - 14); start < end; start += 1) {
      const before = best[start];
      if (!before) continue;
      const part = word.slice(start, end);
      // Initials may lead a seller's name ("JTPLUMBINGHEA" → JT PLUMBING …).
      const initials = start === 0 && part.length >= 2 && part.length <= 3 && !/[AEIOUY]/.test(part);
      const whole = part.length >= 2 && (known.has(part) || initials);
      const atEnd = end === word.length && part.length >= 3;
      // At the end of a long glued name a word that begins a trade is that trade cut
      // ("HILLCRESTPLUM" → … PLUMBER, not the fruit); elsewhere the whole word stands.
      const tradeCut = atEnd && word.length >= 12 && part.length >= 4 ? tradeCompletion(before[before.length - 1], part, true) : null;
      // Three letters are a cut of a short word only: "PAY" is no cut of PAYSAGISTE ("MOBILEPAY" stays one word).
      // A long glued name's end is its trade ("BRIGHTSMILEDEN" → … DENTAL, no DENIM) or a name's own
      // noun ("WESTSIDELITTLELEA" → … LEAGUE, no LEAF) before any other word it begins.
      const cutAtEnd = atEnd && !whole ? (hintedTradeCompletion(before, part) ?? tradeCompletion(before[before.length - 1], part, word.length >= 12) ?? gluedNounCompletion(part) ?? completionsOf(part).find((completion) => part.length >= 4 || part.length >= 0.5 * completion.length)) : undefined;
      if (!whole && !cutAtEnd) continue;
      const candidate = [...before, tradeCut ?? (whole ? part : (cutAtEnd ?? part))];
      const current = best[end];
      if (!current || candidate.length < current.length || (tradeCut && candidate.length === current.length)) best[end] = candidate;
    }
  }
  const found = best[word.length];
  if (!found || found.length < 2) return null;
  if (lenient) return found;
  // Two whole words may be one name ("BRIGHTWATER"); a cut last word, three words, a long run or
  // a first name's possessive are a glued, truncated seller's name ("VINTAGEVINY",
  // "TOMSBIKEREPAIR", "HIGHLANDKNITS", "HANDYHARRYS").
  const cut = !known.has(word.slice(word.length - (found[found.length - 1] ?? '').length));
  const possessive = found.some((part) => part.endsWith('S') && FIRST_NAMES.has(part.slice(0, -1)));
  return cut || found.length >= 3 || word.length >= 12 || possessive ? found : null;
}

/** A trade word that decides or helps decide a seller's trade. */
function isTradeWord(word: string): boolean {
  return (CATEGORY_WORDS.get(word)?.strength ?? 0) >= 2;
}

/** A surname, a given name or a first name's possessive, as a seller's handle begins ("MILLER…", "KELLYS…"). */
function isPersonLead(part: string): boolean {
  const owner = part.endsWith('S') ? part.slice(0, -1) : '';
  return isListedSurname(part) || isListedGivenName(part) || (owner.length >= 3 && (FIRST_NAMES.has(owner) || isListedGivenName(owner) || isListedSurname(owner)));
}

/**
 * The trade a glued handle ends in: a trade word, whole or cut ("PLUMBIN"), known words ending in
 * one ("AUTOREPAIR", "CARPETCLEANI"), or a trade's letters with the S of its services ("HVACS");
 * null otherwise.
 */
function tradeEnd(rest: string): string[] | null {
  if (isTradeWord(rest)) return [rest];
  const letters = rest.slice(0, -1);
  if (rest.endsWith('S') && ACRONYMS.has(letters) && isTradeWord(letters)) return [letters, 'SERVICES'];
  // A cut keeps five letters at least: "PARKERSBURG" is a town, no burger.
  const cut = rest.length >= MIN_HANDLE_TRADE_CUT ? tradeCompletion(undefined, rest, true) : null;
  if (cut) return [cut];
  // A trade's phrase of two words glued, whose words alone are no trade ("AUTOBODY").
  for (let at = 3; at <= rest.length - 3; at += 1) {
    const phrase = [rest.slice(0, at), rest.slice(at)];
    if (isTradeWord(phrase.join(' '))) return phrase;
  }
  const parts = splitGlued(rest, true);
  // The last words may be a trade's phrase ("AUTO BODY", "POOL SERVICE").
  const endsInTrade = parts !== null && [1, 2, 3].some((count) => count <= parts.length && isTradeWord(parts.slice(-count).join(' ')));
  return endsInTrade ? parts : null;
}

/** The fewest letters of a trade cut at a glued handle's end after a person's name ("CARPE" of CARPET). */
const MIN_HANDLE_TRADE_CUT = 5;
/** The fewest letters of a person's name that leads a glued handle. */
const MIN_PERSON_LEAD = 3;

/**
 * A seller's handle of a person's name glued to the trade ("PAYPAL *MILLERHVACS" → MILLER HVAC
 * SERVICES, "SMITHPLUMBIN" → SMITH PLUMBING, "HARRISAUTOREPAIR" → HARRIS AUTO REPAIR): the
 * longest listed surname or given name before a trade. Without a trade at the end the handle
 * stays one word ("JRSMITH"): a person's name alone says no trade.
 */
function splitNamedTrade(word: string): string[] | null {
  if (TOWN_SET.has(word) || CITY_SET.has(word)) return null;
  for (let length = word.length - 4; length >= MIN_PERSON_LEAD; length -= 1) {
    const name = word.slice(0, length);
    // A known word before a trade is read by splitGlued, which keeps two whole words one name ("BRIGHTWATER").
    if (!isPersonLead(name) || nameVocabulary().has(name)) continue;
    const trade = tradeEnd(word.slice(length));
    if (trade) return [name, ...trade];
  }
  return null;
}

/** Words that begin a Romance business's name though they name no trade everywhere (Brazil's OFICINA is a garage; Spain's an office). */
const NAME_LEAD_WORDS: ReadonlySet<string> = new Set(['OFICINA']);
/** Trade phrases of two words, by their first word ("MUSIC" → MUSIC LESSONS, MUSIC SCHOOL…). */
let twoWordPhrases: Map<string, string[]> | null = null;

/**
 * A glued handle ending in a trade phrase's first word and the start of its second
 * ("PAYPAL *ENCOREMUSICLES" → ENCORE MUSIC LESSONS): the shortest phrase so begun, where every
 * phrase it may be is one trade; the name before keeps three letters or more.
 */
function splitPhraseCutEnd(word: string): string[] | null {
  if (!twoWordPhrases) {
    twoWordPhrases = new Map();
    for (const [phrase, fact] of CATEGORY_WORDS) {
      const [first = '', second = '', ...more] = phrase.split(' ');
      if (more.length > 0 || second === '' || fact.strength < 2 || first.length < 4 || !/^[A-Z]+$/.test(first + second)) continue;
      twoWordPhrases.set(first, [...(twoWordPhrases.get(first) ?? []), phrase]);
    }
  }
  for (let start = 3; start <= word.length - 6; start += 1) {
    for (let end = start + 4; end <= word.length - 2; end += 1) {
      const cut = ` ${word.slice(end)}`;
      const phrases = (twoWordPhrases.get(word.slice(start, end)) ?? []).filter((phrase) => phrase.slice(end - start).startsWith(cut) && phrase.length > end - start + cut.length);
      const [chosen] = phrases.sort((a, b) => a.length - b.length);
      const fact = chosen === undefined ? undefined : CATEGORY_WORDS.get(chosen);
      if (!chosen || !phrases.every((phrase) => CATEGORY_WORDS.get(phrase)?.category === fact?.category && CATEGORY_WORDS.get(phrase)?.mcc === fact?.mcc)) continue;
      const name = word.slice(0, start);
      return [...(splitGlued(name, true) ?? [name]), ...chosen.split(' ')];
    }
  }
  return null;
}

/** A Romance connector after a trade, then three letters or more of the name ("DA FATIMA", "DO BETO", "DE LUCA"). */
const ROMANCE_CONNECTOR = /^D[AEO]S?[A-Z]{3,}$/;
/** Endings that make a longer word of a trade word, not a name after it ("FLORIST" + ERIA). */
const WORD_ENDING = /^(?:E?RIAS?|ERIE|ERY|ERIES|INGS?|ERS?|IES|ES|IA|IAS|ICA|ICO|ISTAS?|ARIA|ARIO|OS|AS|ADA|ADO)$/;

/**
 * A glued handle that begins with its trade, as names in Spanish and Portuguese do
 * ("MERPAGO*TORTILLERIALUPITA" → TORTILLERIA LUPITA, "PAG*OFICINAPAULO" → OFICINA PAULO): the
 * longest deciding trade word of six letters or more, then four letters or more of the name.
 */
function splitTradeFirst(word: string): string[] | null {
  for (let length = word.length - 4; length >= 5; length -= 1) {
    const trade = word.slice(0, length);
    const rest = word.slice(length);
    // A shorter or weaker trade word leads where a connector follows it ("SALAODAFATIMA" is SALAO DA FATIMA).
    const connected = ROMANCE_CONNECTOR.test(rest) && (isTradeWord(trade) || NAME_LEAD_WORDS.has(trade));
    if (!connected && (length < 6 || (CATEGORY_WORDS.get(trade)?.strength !== 3 && !NAME_LEAD_WORDS.has(trade)))) continue;
    if (connected) {
      const [connector = ''] = /^D[AEO]S?/.exec(rest) ?? [];
      const name = rest.slice(connector.length);
      return [trade, connector, ...(splitTradeFirst(name) ?? splitGlued(name, true) ?? [name])];
    }
    if (WORD_ENDING.test(rest)) return null;
    return [trade, ...(splitTradeFirst(rest) ?? splitGlued(rest, true) ?? [rest])];
  }
  return null;
}

/**
 * A club's handle as a wallet glues it ("PAYPAL *LAKESIDEYSL", "PAYPAL *CARDIFFJNRFC",
 * "PAYPAL *KILDARERFC"): the club's letters at the end, the longest first, after a name of four
 * letters or more.
 */
const CLUB_HANDLE = /^([A-Z]{4,}?)(JNRFC|JRFC|YSL|YSA|YSC|YFC|JFC|RFC|AFC|GFC|FC|SC)$/;
/** Words that end a club's place name before its letters ("WESTONPARKSC", "…ROVERSFC"). */
const CLUB_NAME_ENDS = ['PARK', 'VALE', 'VALLEY', 'HILL', 'HILLS', 'ROVERS', 'UNITED', 'CITY', 'TOWN', 'ATHLETIC', 'CELTIC', 'RANGERS', 'WANDERERS', 'SIDE', 'FIELD', 'FIELDS', 'GROVE', 'BROOK', 'WOOD', 'CREST', 'VIEW', 'BAY', 'COAST'];

/**
 * The club's name and its letters, or null. Two letters (FC, SC) also end other words and cut
 * trades ("GOLFDISC", "GREENVALLEYLANDSC" of LANDSCAPING), so they are a club's only after a known
 * word or town, or a place word ending the name ("WESTONPARKSC").
 */
function splitClubHandle(word: string): string[] | null {
  const match = CLUB_HANDLE.exec(word);
  if (!match) return null;
  const [, name = '', letters = ''] = match;
  const whole = nameVocabulary().has(name) || TOWN_SET.has(name) || CITY_SET.has(name);
  const parts = whole ? [name] : letters.length === 2 ? splitPlaceEnd(name) : (splitGlued(name) ?? splitPlaceEnd(name));
  if (letters.length === 2 && parts === null) return null;
  return [...(parts ?? [name]), letters];
}

/** Words a church's name puts before CHURCH, beside the denominations' own words ("GRACE BIBLE CH", "NEW HOPE COMM CH"). */
const CHURCH_LEADS: ReadonlySet<string> = new Set(['BIBLE', 'COMM', 'COMMUNITY', 'FELLOWSHIP', 'CHRISTIAN', 'GOSPEL', 'FAITH', 'HOPE', 'GRACE', 'LIFE', 'VINEYARD', 'CALVARY', 'CORNERSTONE']);

/**
 * A church's handle glued and cut to CH, as giving through a wallet prints it ("PAYPAL
 * *GRACEBIBLECH", "PAYPAL *FIRSTBAPTISTCH"): the known words before CH, the last of them a
 * church's, then CHURCH. Null otherwise (MARCH, PEACH and BEACH end in CH too).
 */
function splitChurchHandle(word: string): string[] | null {
  if (word.length < 9 || !word.endsWith('CH')) return null;
  const parts = splitGlued(word.slice(0, -2), true);
  const lead = parts?.[parts.length - 1] ?? '';
  const church = CHURCH_LEADS.has(lead) || (CATEGORY_WORDS.get(lead)?.mcc === '8661' && lead !== 'CH');
  return parts && church ? [...parts, 'CHURCH'] : null;
}

/** "WESTONPARK" → WESTON PARK: a place word ending a glued name of three letters or more before it. */
function splitPlaceEnd(name: string): string[] | null {
  const end = CLUB_NAME_ENDS.find((ending) => name.endsWith(ending) && name.length - ending.length >= 3);
  return end === undefined ? null : [name.slice(0, -end.length), end];
}

/**
 * Words of a name that tell its trade though they name none ("BRIGHT SMILE", "HAPPY TEETH"): a
 * cut at the glued name's end is read as that trade's word ("BRIGHTSMILEDEN" is DENTAL, no DENIM).
 */
const TRADE_HINT_WORDS: ReadonlyMap<string, string> = new Map([
  ['SMILE', 'DENTAL'],
  ['SMILES', 'DENTAL'],
  ['TEETH', 'DENTAL'],
  ['TOOTH', 'DENTAL'],
]);

/** The trade word a hint word before the cut says, where the cut begins a word of that trade, or null. */
function hintedTradeCompletion(before: readonly string[], part: string): string | null {
  const hinted = before.map((word) => TRADE_HINT_WORDS.get(word)).find((trade) => trade !== undefined);
  const trade = hinted === undefined ? undefined : CATEGORY_WORDS.get(hinted);
  if (!trade || part.length < 3) return null;
  return sameTradeCompletion(trade, part);
}

/**
 * The shortest word of `trade`'s own trade (category and MCC) that `cut` begins, keeping at least
 * half of it and less than `most` of it ("DEN" → DENTAL beside SMILE, "LANDS" → LANDSCAPE after LAWN), or null.
 */
function sameTradeCompletion(trade: CategoryWord, cut: string, most = 1): string | null {
  const found = completionsOf(cut).find((word) => {
    const fact = CATEGORY_WORDS.get(word);
    return fact !== undefined && fact.strength >= 2 && fact.category === trade.category && fact.mcc === trade.mcc && cut.length >= 0.5 * word.length && cut.length < most * word.length;
  });
  return found ?? null;
}

/** The one name noun a glued name's cut end begins, keeping half of it ("LEA" → LEAGUE, "SOC" → SOCCER), or null. */
function gluedNounCompletion(part: string): string | null {
  nameNouns ??= new Set(NAME_VOCABULARY_EXTRA.split(/\s+/).filter((noun) => noun.length > 0));
  const nouns = completionsOf(part).filter((word) => nameNouns?.has(word) === true && part.length >= 0.5 * word.length);
  return nouns.length === 1 ? (nouns[0] ?? null) : null;
}

/** Categories of businesses whose trade no office's noun follows. */
const BUSINESS_CATEGORIES: ReadonlySet<string> = new Set(['food_and_drink', 'health_and_fitness', 'shopping', 'personal_care', 'entertainment', 'groceries', 'home', 'travel', 'transportation']);
/** Nouns that end an office's name, not a business's ("TAX COLLECTOR"). */
const OFFICE_NOUNS: ReadonlySet<string> = new Set(['COLLECTOR', 'ASSESSOR', 'TREASURER', 'CLERK', 'AUTHORITY', 'BOARD', 'BUREAU', 'COMMISSION', 'DISTRICT']);

/**
 * A business's own noun cut after its trade ("BRIGHTON YOGA COLLECT", "WATERFRONT YOGA COLLE" →
 * COLLECTIVE): the one name noun the cut begins, where no trade word of the trade before it does
 * (a yoga studio is no COLLEGE). Null otherwise.
 */
function nounCompletion(previous: string, cut: string, widthCut = false): string | null {
  const trade = CATEGORY_WORDS.get(previous);
  // Three letters are enough where the name is as long as statements cut them ("… DENTAL PRA").
  // A word of its own is no cut, except in a name the statement's width cut ("… DENTAL CENT" is its CENTER).
  const ownWord = nameVocabulary().has(cut) && !(widthCut && cut.length >= 4);
  if (!trade || trade.strength < 2 || cut.length < (widthCut ? 3 : 5) || !/^[A-Z]+$/.test(cut) || ownWord || PURPOSE_WORDS.has(cut)) return null;
  // A noun of its own is whole ("DENTAL PRACTICE" is no cut of PRACTICES).
  if (NAME_NOUNS.has(cut) || WORDS_NOT_CUTS.has(cut)) return null;
  // A noun and its plural are one noun: the singular names a practice ("… DENTAL PRACTIC").
  // A whole word is no cut of its own plural ("ESPRESSO ROOM" is no ROOMS).
  const all = [...NAME_NOUNS].filter((noun) => noun.startsWith(cut) && noun !== cut && noun !== `${cut}S` && !(noun.endsWith('S') && NAME_NOUNS.has(noun.slice(0, -1)) && noun.slice(0, -1).startsWith(cut)));
  // CENTER and CENTRE are one noun in two spellings: the cut reads the first ("… DENTAL CENT").
  const nouns = all.filter((noun) => !OFFICE_NOUNS.has(noun) && !(noun === 'CENTRE' && all.includes('CENTER')));
  // An office's noun fits after an office's trade ("COUNTY TAX COLLE" is its COLLECTOR).
  if (nouns.length !== 1 || (nouns.length < all.length && !BUSINESS_CATEGORIES.has(trade.category))) return null;
  const sameTrade = completionsOf(cut).some((word) => CATEGORY_WORDS.get(word)?.category === trade.category);
  return sameTrade ? null : (nouns[0] ?? null);
}

/**
 * The places a French shop is named after, by the article before them: "BOULANGERIE DU MARCHÉ",
 * "PHARMACIE DE LA GARE", "TABAC DES HALLES".
 */
const FRENCH_PLACES: ReadonlyMap<string, readonly string[]> = new Map([
  ['DU', ['MARCHE', 'CENTRE', 'PORT', 'PARC', 'PONT', 'MOULIN', 'CHATEAU', 'COMMERCE', 'VILLAGE', 'PALAIS', 'THEATRE', 'BOURG', 'CLOCHER', 'CANAL', 'FAUBOURG', 'RIVAGE']],
  ['LA', ['GARE', 'PLACE', 'MAIRIE', 'POSTE', 'PLAGE', 'FONTAINE', 'CATHEDRALE', 'VALLEE', 'ROUTE', 'HALLE', 'REPUBLIQUE', 'CROIX', 'BASTIDE', 'CITADELLE']],
  ['DES', ['HALLES', 'ARCADES', 'REMPARTS', 'QUAIS', 'ALPES', 'TILLEULS', 'PLATANES']],
]);

/**
 * A French shop's place cut at the statement's width after its trade and article ("BOULANGERIE DU
 * MARCH", "PHARMACIE DE LA GA"): the one place of that article the cut begins. Four letters at
 * least, fewer only in a name as long as statements cut them; a whole place stays.
 */
function frenchPlaceCompletion(words: readonly string[], widthCut: boolean): string | null {
  const cut = words[words.length - 1] ?? '';
  const article = words[words.length - 2] ?? '';
  const places = FRENCH_PLACES.get(article);
  if (!places || (article === 'LA' && words[words.length - 3] !== 'DE') || cut.length < (widthCut ? 2 : 4) || !/^[A-Z]+$/.test(cut)) return null;
  // The trade opens the name ("PHARMACIE DE LA …"), not a person's or a street's name.
  if (!words.slice(0, -2).some((word) => (CATEGORY_WORDS.get(word)?.strength ?? 0) >= 2)) return null;
  const fits = places.filter((place) => place.startsWith(cut));
  return fits.length === 1 && fits[0] !== cut ? (fits[0] ?? null) : null;
}

/** Names of at least this many characters may be cut by the statement's width (Square's, Toast's, SumUp's 18–25). */
const CUT_WIDTH = 17;
/** Nouns of small businesses' names a cut may be read as, beside the trade words ("HOU" → HOUSE). */
let nameNouns: Set<string> | null = null;

/**
 * The word a name cut at the statement's width ends in: three letters read as the one trade word
 * or name noun they begin ("DIN" → DINER, "HOU" → HOUSE, "BAK" → BAKERY), or a whole word read as
 * the longer trade it begins by a letter or two ("NURSE" → NURSERY, "BAKER" → BAKERY, "CLEANER" →
 * CLEANERS), never as its plural alone ("MEAT" stays, not MEATS). Null when none or several fit.
 */
function widthCutCompletion(previous: string, word: string): string | null {
  nameNouns ??= new Set(NAME_VOCABULARY_EXTRA.split(/\s+/).filter((noun) => noun.length > 0));
  const nouns = nameNouns;
  // After "DU", "OF" a word is a name's own noun ("PHARMACIE DU PARC"); a purpose word is no cut ("CLASS FEE").
  if (NOUN_LEADS.has(previous) || PURPOSE_WORDS.has(word) || WHOLE_WORDS.has(word) || nouns.has(word) || SMALL_WORDS.has(word) || DANGLING.has(word)) return null;
  const short = /^[A-Z]{3}$/.test(word) && VOWEL.test(word) && !nameVocabulary().has(word) && !ACRONYMS.has(word);
  const whole = /^[A-Z]{4,}$/.test(word) && (CATEGORY_WORDS.get(word)?.strength ?? 0) < 2;
  // Three letters after "Y", "AND", "ET" are the second noun of a pair ("SOL Y MAR"), not a trade cut.
  if ((!short && !whole) || (short && SMALL_WORDS.has(previous))) return null;
  const fits = completionsOf(word).filter((candidate) => {
    const fact = CATEGORY_WORDS.get(candidate);
    const trade = fact !== undefined && fact.strength >= 3 && fact.readsCuts;
    // A cut noun is read in the singular ("BAK" is no BAKES), and is no person's name: "SOL Y MAR"
    // ends in a whole word, no MARY.
    // Three letters keep half their word at least ("DIN" of DINER, "BAK" of BAKERY; "MAR" is no MARKETING).
    if (short) return candidate.length <= 2 * word.length && (trade || (nouns.has(candidate) && !/[^S]S$/.test(candidate) && !isListedGivenName(candidate)));
    return trade && candidate.length - word.length <= 2 && (candidate !== `${word}S` || namedForm(word) === candidate);
  });
  const shortest = fits.filter((candidate) => candidate.length === fits[0]?.length);
  // Of forms as short, the one small businesses' names use ("BAKERY", not BAKERI).
  const named = shortest.length === 1 ? shortest : shortest.filter((candidate) => nouns.has(candidate));
  return named.length === 1 && named[0] !== undefined ? namedForm(named[0]) : null;
}

const VOWEL = /[AEIOUY]/;

/** What follows Quebec's BOUL (boulevard), not a bakery's name: a saint's or a number. */
const BOULEVARD_NEXT = /^(?:ST|STE|SAINT|SAINTE|\d.*)$/;

const WINDOW_CLEANING = ['WINDOW', 'CLEANING'];

/** The shortest trade word of the first trade's own trade that `cut` begins ("LAWN & LANDS" → LANDSCAPE), or null. */
function joinedTradeCompletion(first: string, cut: string): string | null {
  const trade = CATEGORY_WORDS.get(first);
  if (!trade || trade.strength < 2 || cut.length < 4 || !/^[A-Z]+$/.test(cut) || CATEGORY_WORDS.has(cut)) return null;
  // A word that keeps most of the longer one is itself ("THRIFT & CONSIGN", "MUFFLER & BRAKE"):
  // a cut keeps about half ("LANDS" of LANDSCAPE).
  return sameTradeCompletion(trade, cut, JOINED_CUT_MOST);
}

/** The most of a trade word a whole word after "&" keeps and is still read as its cut. */
const JOINED_CUT_MOST = 0.6;

/** A glued web address of a name of six letters or more, perhaps with its WWW ("WWWGREENLEAFGARDENSCOM"). */
const GLUED_SITE = /^(?:WWW)?([A-Z]{6,})COM$/;

/**
 * The words of a name with a glued one-word name split and a cut trade word
 * at the end completed: "PAYPAL *TOMSBIKEREPAIR" → TOMS BIKE REPAIR, "BRIGHT SMILES PEDIATRIC
 * DENT" → … DENTISTRY. Everything else is left as written.
 */
export function expandWords(normalized: string, widthCuts = false): string[] {
  let words = normalized.split(' ').filter((word) => word.length > 0);
  const known = nameVocabulary();
  // A shop's web address printed without its dots ("TOMSBIKESHOPCOM 806234567890"): the name is
  // what stands before COM, which begins no cut word (COMEDY, COMICS).
  const site = words.length === 1 ? GLUED_SITE.exec(words[0] ?? '') : null;
  if (site?.[1] && !known.has(words[0] ?? '')) words = [site[1]];
  const single = words.length === 1 ? (words[0] ?? '') : '';
  if (single.length >= 7 && !known.has(single)) {
    words = splitClubHandle(single) ?? splitChurchHandle(single) ?? (single.length >= 9 ? splitGlued(single) : null) ?? splitNamedTrade(single) ?? splitTradeFirst(single) ?? splitPhraseCutEnd(single) ?? words;
  }
  // France's card lines shorten a bakery's sign before its name ("CB BOUL MARTIN", "BOUL PAT DU
  // MARCHE"); before a saint's name or a number BOUL is Quebec's boulevard ("BOUL ST-LAURENT").
  if (words[0] === 'BOUL' && words.length >= 2 && !BOULEVARD_NEXT.test(words[1] ?? '')) {
    words = ['BOULANGERIE', ...(words[1] === 'PAT' ? ['PATISSERIE', ...words.slice(2)] : words.slice(1))];
  }
  // A food truck's TRUCK cut after what it serves ("SMOKEY JOES BBQ TRUC", "TACO LOCO TACO TRU"),
  // and a butcher's shop cut to BUTCH after its owner's name ("HARGREAVES BUTCH"): BUTCH is a
  // nickname too, never the last word of a name of two words or more.
  const lastWord = words[words.length - 1] ?? '';
  const wordBefore = words[words.length - 2] ?? '';
  if (words.length >= 2 && (lastWord === 'TRU' || lastWord === 'TRUC') && CATEGORY_WORDS.get(`${wordBefore} TRUCK`)?.category === 'food_and_drink') return [...words.slice(0, -1), 'TRUCK'];
  if (words.length >= 2 && lastWord === 'BUTCH' && !SMALL_WORDS.has(wordBefore) && !DANGLING.has(wordBefore)) return [...words.slice(0, -1), 'BUTCHERS'];
  // A restaurant's word cut to RE after its cuisine ("EL JALISCO MEXICAN RE"), as labelled sets
  // read "… MEXICAN RE": Restaurant.
  if (words.length >= 3 && lastWord === 'RE' && (CATEGORY_WORDS.get(wordBefore)?.category ?? '') === 'food_and_drink') return [...words.slice(0, -1), 'RESTAURANT'];
  const isCut = (word: string): boolean => word.length >= 4 && /^[A-Z]+$/.test(word) && !known.has(word) && !PURPOSE_WORDS.has(word) && !WORDS_NOT_CUTS.has(word);
  const last = words[words.length - 1] ?? '';
  // A child care or child development centre's name cut after CHILD ("SUNNY DAYS CHILD"); a name of
  // its own keeps the word ("THE INNER CHILD", "WILD CHILD").
  if (words.length >= 3 && last === 'CHILD' && words[0] !== 'THE' && !SMALL_WORDS.has(words[words.length - 2] ?? '')) return [...words, 'CARE'];
  // A name as long as statements cut them ending in WINDOW, whole or cut, is a window cleaner's
  // ("SUMUP *BRIGHTSIDE WINDOW", "CRYSTAL CLEAR WINDO"); WINDOWS sells them.
  // WINDO is cut whatever the length, and read so for the trade too.
  if (words.length >= 2 && (last === 'WINDO' || (widthCuts && last === 'WINDOW' && normalized.length >= CUT_WIDTH))) return [...words.slice(0, -1), ...WINDOW_CLEANING];
  // The second trade of a joined pair cut to a word ("GREENLEAF LAWN & LANDS"): the trade word of
  // the first one's trade it begins. Only a word read as whole elsewhere (LANDS): other cuts are
  // read below ("LAWN & LANDSCA" is LANDSCAPING), and a word of a name stays ("LAWN & GARDEN").
  const joined = words.length >= 3 && words[words.length - 2] === '&' && WORDS_NOT_CUTS.has(last) && !known.has(last) ? joinedTradeCompletion(words[words.length - 3] ?? '', last) : null;
  if (joined) return [...words.slice(0, -1), joined];
  // A name that begins with its trade ends in its owner's or its place's name ("KFZ MEISTERBETRIEB
  // OTT", "CLINICA DENTAL SOL"): three letters there are a name, not a cut trade or noun.
  const place = words.length >= 3 ? frenchPlaceCompletion(words, widthCuts && normalized.length >= CUT_WIDTH) : null;
  if (place) return [...words.slice(0, -1), place];
  if (last.length <= 3 && startsWithTrade(words)) return words;
  const noun = words.length >= 3 ? nounCompletion(words[words.length - 2] ?? '', last, widthCuts && normalized.length >= CUT_WIDTH) : null;
  if (noun) return [...words.slice(0, -1), noun];
  if (words.length >= 2 && isCut(last)) {
    const completed = tradeCompletion(words[words.length - 2], last);
    if (completed) return [...words.slice(0, -1), completed];
  }
  // A name as long as statements cut them ends in a cut they leave short or whole: "THE COPPER
  // KETTLE DIN", "WATTLE GROVE NURSE".
  // For the name only: the trade such a cut reads is too uncertain to classify by ("NURSE": plants or children).
  if (widthCuts && words.length >= 3 && normalized.length >= CUT_WIDTH) {
    const completed = widthCutCompletion(words[words.length - 2] ?? '', last);
    if (completed) return [...words.slice(0, -1), completed];
  }
  // A cut trade word, then the town: "RIVERSIDE FEED & SUPPL NAMPA".
  const beforeLast = words[words.length - 2] ?? '';
  if (words.length >= 3 && isCut(beforeLast) && isCut(last)) {
    const completed = tradeCompletion(words[words.length - 3], beforeLast);
    if (completed) return [...words.slice(0, -2), completed];
  }
  return words;
}

/**
 * Words of a name: purpose words, dangling connectors and a trailing town after a venue noun go.
 * `townCut`: the normalizer already took the town off ("THE BIKE SHED STELLENBOSCH"), so the last
 * word is the name's ("SHED"), not a second town.
 */
export function nameWords(normalized: string, townCut = false, regionCut = false, country?: string): string[] {
  const words = normalized.split(' ').filter((word) => word.length > 0);
  // A British bank's code for the rail before the payee ("FPO KWIK FIX PLUMBING") is no part of the name.
  while (words.length > 1 && RAIL_CODES.has(words[0] ?? '')) words.shift();
  // A card reader's code printed without its star ("SP HILLTOP CERAMICS", "LS WATTLE & GUM
  // FLORIST"): before a name that is not a trade and ends in one, or in a name's own noun and its
  // company ("SP THREADBARE SUPPLY CO"); "SP PLUMBING" keeps its initials.
  if (words.length >= 3 && UNSTARRED_READER_CODES.has(words[0] ?? '') && !CATEGORY_WORDS.has(words[1] ?? '') && endsInTradeOrNoun(words)) words.shift();
  // A person-to-person service paying a company ("ZELLE PAYMENT TO GREEN THUMB LAWN CARE") is no part of its name.
  const joined = words.join(' ');
  const paidThrough = P2P_PAYMENT_TO.exec(joined);
  if (paidThrough && paidThrough[0].length < joined.length) words.splice(0, paidThrough[0].split(' ').length);
  const rail = RAIL_BEFORE_NAME.exec(words.join(' '));
  if (rail && words.length - rail[0].split(' ').length >= 2) words.splice(0, rail[0].split(' ').length);
  // "PALESTRA FIT ZONE": Italian creditors print their trade before a gym's own name (palestra,
  // a gym); the trade stays for the category, the name is the gym's. Not before an article, a
  // preposition or a saint ("PALESTRA COMUNALE", "PALESTRA DI QUARTIERE", "PALESTRA SAN GIORGIO"),
  // nor before one word ("PALESTRA OLIMPIA", as labelled sets name it), nor before another trade's
  // word, with which it is one name ("PALESTRA FITNESS POINT").
  if (words.length >= 3 && LEADING_TRADES.has(words[0] ?? '') && !ITALIAN_NAME_LEADS.has(words[1] ?? '') && !CATEGORY_WORDS.has(words[1] ?? '')) words.shift();
  while (words.length > 1 && ((PURPOSE_WORDS.has(words[words.length - 1] ?? '') && !namesTuitionBusiness(words)) || DANGLING.has(words[words.length - 1] ?? '') || (words.length >= 3 && BILLED_MONTHS.has(words[words.length - 1] ?? '')))) words.pop();
  cutSchoolDepartment(words);
  // "… PLUMBING ENGINEERING CO": the company's word after an engineering firm's or a trading house's is the statement's.
  if (words.length >= 3 && COMPANY_ENDS.has(words[words.length - 1] ?? '') && COMPANY_STYLE_TRADES.has(words[words.length - 2] ?? '')) words.pop();
  // Hong Kong's Central district after the trade ("HAPPY SMILE DENTAL CENTRAL HK"); elsewhere the word is a name's.
  if (country === 'HK' && words.length >= 3 && words[words.length - 1] === 'CENTRAL' && endsTrade(words, words.length - 2)) words.pop();
  // "MIDTOWN PARKING GARAGE 7TH AVE": a street address after the trade.
  const streetAt = words.length - 2;
  if (streetAt >= 2 && ORDINAL.test(words[streetAt] ?? '') && STREET_WORDS.has(words[streetAt + 1] ?? '') && isHeadNoun(words[streetAt - 1] ?? '')) words.splice(streetAt);
  const last = words[words.length - 1] ?? '';
  const beforeLast = words[words.length - 2] ?? '';
  // "LAKESIDE B&B WINDERMERE": statements without a region code still append the town.
  // A trade phrase ends the name ("… PEST CONTROL"), a town follows one ("… GARDEN CENTRE RINGWOOD").
  // A name noun after the trade ends the name too ("… LOCKSMITH SERVICES DAYTON").
  const nounAfterTrade = words.length >= 4 && NAME_NOUNS.has(beforeLast) && endsTrade(words, words.length - 3);
  if (townCut) {
    // The town is gone already.
  } else if (words.length >= 3 && !SMALL_WORDS.has(beforeLast) && (isHeadNoun(beforeLast) || endsTrade(words, words.length - 2) || nounAfterTrade) && !CATEGORY_WORDS.has(`${beforeLast} ${last}`) && !CATEGORY_WORDS.has(last) && !COMMON_WORDS.has(last) && !NAME_NOUNS.has(last) && !SMALL_WORDS.has(last) && /^[A-Z]{4,}$/.test(last) && !startsWithTrade(words) && !ownNameWord(words, regionCut)) {
    words.pop();
  } else if (words.length >= 4 && endsTrade(words, words.length - 3) && (beforeLast === 'ST' || isTownWord(beforeLast)) && (isTownWord(last) || (beforeLast !== 'ST' && TOWN_ENDINGS.has(last))) && !CATEGORY_WORDS.has(`${beforeLast} ${last}`) && !startsWithTrade(words)) {
    // Two-word towns: "… FISH & CHIPS ST IVES", "… CAFE BISHOPS STORTFORD"; two words that are a
    // trade of their own are the name's ("TRI COUNTY YOUTH FOOTBALL").
    words.splice(words.length - 2);
  }
  // "THE BOOK NOOK OF CHAGRIN FALLS OH": the branch's town after OF, where the statement printed a
  // state code after it; without one the town is the name's ("ONE HOUR CLEANERS OF ELMHURST").
  if (regionCut) cutBranchTown(words);
  // "BRIGHTSIDE PEDIATRICS PA": a professional association's letters after a doctor's or a
  // lawyer's trade (or the state's code), never the name's.
  if (words.length >= 3 && words[words.length - 1] === 'PA' && PROFESSIONS.has(CATEGORY_WORDS.get(words[words.length - 2] ?? '')?.category ?? '')) words.pop();
  // "CLEARVIEW EYE CARE OD PC": an optometrist's degree after the practice's trade is the statement's, not the name's
  // (with the professional association's letters after it too: "… OD PA").
  if (words.length >= 4 && words[words.length - 1] === 'PA' && words[words.length - 2] === 'OD' && endsTrade(words, words.length - 3)) words.pop();
  if (words.length >= 3 && words[words.length - 1] === 'OD' && endsTrade(words, words.length - 2)) words.pop();
  // "AUTOHAUS WEBER KFZ WERKSTATT": a name that begins with its trade, then the owner's name, then
  // the trade again in other words (the statement's description of it).
  cutTradeRepeated(words);
  // British pubs are "The Fox and Hounds"; statements add "PUB" or "FREEHOUSE", also after an inn's
  // or an arms' name without "THE" ("BLACKSMITHS ARMS PUB").
  if (words.length >= 3 && PUB_SUFFIXES.has(words[words.length - 1] ?? '') && ((words.length >= 4 && words[0] === 'THE') || PUB_NAME_ENDS.has(words[words.length - 2] ?? ''))) words.pop();
  // A takeaway's statement adds the word after the place's own noun ("CURRYS KITCHEN TAKEAWAY");
  // after a cuisine or a plain word it is the name's ("NEW WORLD CHINESE TAKEAWAY").
  if (words.length >= 3 && TAKEAWAY_WORDS.has(words[words.length - 1] ?? '') && EATING_PLACE_NOUNS.has(words[words.length - 2] ?? '')) words.pop();
  return joinTradePairs(words.slice(0, 8));
}

/**
 * The last word is the name's, not a town the statement added: a given name no town bears after
 * a name opened by its venue's noun, as French, Italian and Spanish names are (the owner's:
 * "INSTITUT BEAUTE CHLOE", "ATELIER COUTURE MARIE"), unless a region code followed it.
 */
function ownNameWord(words: readonly string[], regionCut: boolean): boolean {
  const word = words[words.length - 1] ?? '';
  return !regionCut && OPENING_NOUNS.has(words[0] ?? '') && isListedGivenName(word) && !TOWN_SET.has(word) && !CITY_SET.has(word);
}

/** Nouns that open a name in French, Italian, Spanish and German, before its trade and its owner. */
const OPENING_NOUNS: ReadonlySet<string> = new Set(['INSTITUT', 'INSTITUTO', 'ISTITUTO', 'ATELIER', 'ESPACE', 'CABINET', 'STUDIO', 'ESTUDIO', 'SALON', 'SALONE', 'MAISON', 'CENTRO', 'CLINICA', 'CLINIQUE', 'PRAXIS', 'GABINET', 'TALLER', 'LABORATORIO']);

/** A school district's departments that statements print after its name ("… PUBLIC SCHOOLS NUTRITION SVCS"). */
const SCHOOL_DEPARTMENT_WORDS: ReadonlySet<string> = new Set(['NUTRITION', 'FOOD', 'CAFETERIA', 'CAFETERIAS', 'SERVICES', 'SERVICE', 'DEPT', 'DEPARTMENT']);

/**
 * "ELMWOOD PUBLIC SCHOOL NUTRITION SERVICES" → ELMWOOD PUBLIC SCHOOLS: the department a parent pays
 * (the lunch account) belongs to the district, which is named in the plural.
 */
function cutSchoolDepartment(words: string[]): void {
  const at = words.indexOf('PUBLIC');
  const department = words.slice(at + 2);
  if (at < 1 || !['SCHOOL', 'SCHOOLS'].includes(words[at + 1] ?? '') || department.length === 0 || !department.every((word) => SCHOOL_DEPARTMENT_WORDS.has(word))) return;
  words.splice(at + 1, words.length, 'SCHOOLS');
}

/** Words that say "company" after a name's noun ("… SUPPLY CO"). */
const COMPANY_WORDS: ReadonlySet<string> = new Set(['CO', 'COMPANY']);

/** The words end in a trade, or in a name noun after a word of the name, with "CO" or not ("… SUPPLY CO"). */
function endsInTradeOrNoun(words: readonly string[]): boolean {
  const end = COMPANY_WORDS.has(words[words.length - 1] ?? '') ? words.length - 2 : words.length - 1;
  return end >= 2 && (endsTrade(words, end) || NAME_NOUNS.has(words[end] ?? ''));
}

/** Categories of the professions that incorporate as a P.A. (doctors, dentists, lawyers). */
const PROFESSIONS: ReadonlySet<string> = new Set(['health_and_fitness', 'business_services']);
/** Card readers' codes that statements also print without the star (Shopify's SP, Lightspeed's LS). */
const UNSTARRED_READER_CODES: ReadonlySet<string> = new Set(['SP', 'LS']);
/** Categories whose names keep "of" their town ("FIRST BAPTIST CHURCH OF DALLAS", "UNIVERSITY OF …"). */
const NAMED_OF_PLACE: ReadonlySet<string> = new Set(['education', 'government_and_nonprofit']);

/** Takes "OF" and the one to three town words after it off the end of a name of two words or more. */
function cutBranchTown(words: string[]): void {
  const at = words.lastIndexOf('OF');
  const place = words.slice(at + 1);
  if (at < 2 || place.length < 1 || place.length > 3) return;
  if (words.slice(0, at).some((word) => NAMED_OF_PLACE.has(CATEGORY_WORDS.get(word)?.category ?? ''))) return;
  const last = place[place.length - 1] ?? '';
  if (place.some((word) => SMALL_WORDS.has(word) || CATEGORY_WORDS.has(word) || NAME_NOUNS.has(word)) || !(isTownWord(last) || TOWN_ENDINGS.has(last))) return;
  words.splice(at);
}

/** One trade word's category and MCC ("KFZ" and "WERKSTATT" are AUTOHAUS's), or null. */
function tradeOf(word: string): string | null {
  const fact = CATEGORY_WORDS.get(word);
  return fact && fact.strength >= 2 ? `${fact.category} ${fact.mcc ?? ''}` : null;
}

/**
 * Words a German garage's statement adds to describe its trade ("KFZ-WERKSTATT"); other trades
 * after a trade and a name are the name's ("TACO BELLA CANTINA", "COPY CAT PRINTING").
 */
const WORKSHOP_WORDS: ReadonlySet<string> = new Set(['KFZ', 'WERKSTATT', 'KFZWERKSTATT', 'AUTOWERKSTATT', 'MEISTERWERKSTATT']);

/** Takes the trade's description off after "TRADE OWNER" ("AUTOHAUS BERGMANN WERKSTATT"). */
function cutTradeRepeated(words: string[]): void {
  const trade = CATEGORY_WORDS.get(words[0] ?? '')?.strength === 3 ? tradeOf(words[0] ?? '') : null;
  if (trade === null) return;
  for (let owner = 2; owner <= 3 && owner < words.length; owner += 1) {
    const name = words.slice(1, owner);
    const rest = words.slice(owner);
    if (name.some((word) => SMALL_WORDS.has(word) || CATEGORY_WORDS.has(word) || !/^[A-Z]{3,}$/.test(word))) return;
    if (rest.every((word) => WORKSHOP_WORDS.has(word) && tradeOf(word) === trade)) {
      words.splice(owner);
      return;
    }
  }
}

/**
 * Nouns an inn's or a pub's own name ends with, before the statement's "PUB": the inn words, and
 * the signs British pubs are named after ("THREE HORSESHOES PUB", "RED LION PUB").
 */
const PUB_NAME_ENDS: ReadonlySet<string> = new Set(['ARMS', 'INN', 'TAVERN', 'HORSESHOES', 'HORSESHOE', 'PLOUGH', 'SWAN', 'LION', 'BELL', 'CROWN', 'HORSES', 'HOUNDS', 'GRAPES', 'STAG', 'HART', 'MITRE', 'WHEATSHEAF', 'GREYHOUND', 'FLEECE', 'FEATHERS', 'CHEQUERS', 'MERMAID']);
const TAKEAWAY_WORDS: ReadonlySet<string> = new Set(['TAKEAWAY', 'TAKEAWAYS']);
/** A place to eat's own noun, which a name ends with ("SPICE HUT", "CURRYS KITCHEN"). */
const EATING_PLACE_NOUNS: ReadonlySet<string> = new Set(['KITCHEN', 'HUT', 'HOUSE', 'GRILL', 'DINER', 'CAFE', 'BISTRO', 'PALACE', 'SHACK', 'EXPRESS']);

/**
 * Two trades a name joins with "&", printed without it ("K&J PLUMBING HEATING"): the "&" back
 * where the pair is a known phrase ("PLUMBING & HEATING", "FISH & CHIPS").
 */
function joinTradePairs(words: string[]): string[] {
  for (let index = words.length - 2; index >= 0; index -= 1) {
    const first = words[index] ?? '';
    const second = words[index + 1] ?? '';
    if (first !== '&' && second !== '&' && CATEGORY_WORDS.has(`${first} & ${second}`)) words.splice(index + 1, 0, '&');
  }
  return words;
}

// A module constant: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const ANY_LETTER = /\p{L}/u;

function capitalize(word: string): string {
  const lower = word.toLowerCase();
  const first = lower.search(ANY_LETTER);
  return first < 0 ? lower : lower.slice(0, first) + lower.charAt(first).toUpperCase() + lower.slice(first + 1);
}

/**
 * A given name's possessive before a trade ("LUPITAS TAQUERIA", "ZARAS NAIL STUDIO"): the owner's
 * "Lupita's". Not a double S ("ROSS"), nor a word of its own.
 */
const ENGLISH_TRADE_END = /(?:ERY|ING|BEAUTY|HAIR|SHOP|STUDIO|SALON|CAFE|DINER|KITCHEN|GRILL|BAR|PIZZA|PIZZERIA|TAQUERIA|DELI|MARKET|STORE|SERVICES?|GARAGE|FLORIST|TAILORS?|BOUTIQUE|PHARMACY|CLEANERS|S)$/;

function isOwnersPossessive(word: string, next: string | undefined): boolean {
  if (next === undefined || word.length < 4 || !word.endsWith('S') || word.endsWith('SS') || COMMON_WORDS.has(word) || CATEGORY_WORDS.has(word)) return false;
  // English trades only: Dutch and Scandinavian genitives take no apostrophe ("ERICAS BLOMMOR", "PHILIPS BAKKERIJ").
  return isListedGivenName(word.slice(0, -1)) && !isListedSurname(word) && (CATEGORY_WORDS.get(next)?.strength ?? 0) >= 2 && ENGLISH_TRADE_END.test(next);
}

function formatWord(word: string, position: number, next?: string): string {
  if (word === '&' || word.includes('&')) return word;
  if (position > 0 && SMALL_WORDS.has(word)) return word.toLowerCase();
  // A practice's PT after its name is physical therapy's letters ("Summit PT", "Core PT & Sports"), no Point.
  if (word === 'PT' && position > 0 && (next === undefined || PT_FOLLOWERS.has(next))) return word;
  if (TITLE_ABBREVIATIONS.has(word)) return capitalize(word);
  if (ACRONYMS.has(word) || (/^[A-Z]{2,5}$/.test(word) && !/[AEIOUY]/.test(word))) return word;
  // "5TH STREET" is "5th Street".
  if (ORDINAL.test(word)) return word.toLowerCase();
  if (/^MC[A-Z]{3,}$/.test(word)) return `Mc${capitalize(word.slice(2))}`;
  if (word.endsWith('S') && (FIRST_NAMES.has(word.slice(0, -1)) || isOwnersPossessive(word, next))) return `${capitalize(word.slice(0, -1))}'s`;
  return capitalize(word);
}

/**
 * TUITION ends a tutor's own name ("BRIGHT FUTURES TUITION", "ACE MATHS TUITION", paid by standing
 * order), and is the fee after a school's ("ST MARYS SCHOOL TUITION"), whole or cut by the
 * statement's width ("SUNSHINE KIDS ACADE TUITION"): a name's word where no school comes before it.
 */
function namesTuitionBusiness(words: readonly string[]): boolean {
  return words[words.length - 1] === 'TUITION' && words.length >= 3 && !words.slice(0, -1).some(beginsSchool);
}

/** Institutions that charge tuition as a fee: schools, learning and day-care centres, studios. */
const SCHOOLS: readonly string[] = [
  'SCHOOL', 'ACADEMY', 'COLLEGE', 'UNIVERSITY', 'UNIV', 'INSTITUTE', 'MONTESSORI', 'PRESCHOOL', 'NURSERY', 'KINDERGARTEN', 'PREP', 'SEMINARY', 'CONSERVATORY',
  'CENTER', 'CENTRE', 'CTR', 'DAYCARE', 'CHILDCARE', 'LEARNING', 'STUDIO', 'STUDIOS',
];

/** A school's word, or its first four letters or more as a statement cut them (ACADE of ACADEMY). */
function beginsSchool(word: string): boolean {
  return SCHOOLS.some((school) => school === word || (word.length >= 4 && school.startsWith(word)));
}

/** Trades an Italian creditor prints before its own name (see nameWords). */
const LEADING_TRADES: ReadonlySet<string> = new Set(['PALESTRA']);
/** Words that go on an Italian name begun by its trade: articles, prepositions, COMUNALE, saints. */
const ITALIAN_NAME_LEADS: ReadonlySet<string> = new Set(['DI', 'DEL', 'DELLA', 'DELLO', 'DEI', 'DEGLI', 'DELLE', 'D', 'LA', 'IL', 'LO', 'LE', 'I', 'GLI', 'AL', 'ALLA', 'COMUNALE', 'MUNICIPALE', 'COMUNE', 'SAN', 'SANTA', 'SANTO', 'SANT', 'SS', 'DA', 'IN']);

/**
 * Countries whose English spells a centre so ("APPLE TREE CHILDCARE CTR BALLARAT VIC" is a
 * Childcare Centre, "… TUTORIAL CTR MONG KOK" a Tutorial Centre); the United States and the
 * countries not listed keep the American Center the abbreviation expands to elsewhere.
 */
const CENTRE_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'IE', 'AU', 'NZ', 'CA', 'ZA', 'SG', 'HK', 'IN', 'MY', 'AE', 'NG', 'KE', 'PK', 'LK', 'MT', 'CY', 'JM', 'TT']);
const CENTER_WORD = /(?<=^| )CENTER(?= |$)/g;

/**
 * The normalized words spelled as the line's country writes them: the normalizer reads a
 * shortened centre ("CTR", "CNTR") as CENTER, and these countries print the word itself CENTRE.
 */
function spellForCountry(normalized: string, country: string | undefined): string {
  return country !== undefined && CENTRE_COUNTRIES.has(country) && normalized.includes('CENTER') ? normalized.replace(CENTER_WORD, 'CENTRE') : normalized;
}

/**
 * "SALT & SAND CAFE" → "Salt & Sand Cafe"; "" when nothing is left. `townCut`, `regionCut`: the
 * normalizer took a town, or a state or province code, off the end; `country`: where the line was
 * printed (ISO 3166-1 alpha-2), when known.
 */
export function formatMerchantName(normalized: string, townCut = false, regionCut = false, country?: string): string {
  // A cut completed to CENTER ("… DENTAL CENT") is spelled as the country writes it too.
  const expanded = spellForCountry(expandWords(spellForCountry(normalized, country), true).join(' '), country);
  return nameWords(expanded, townCut, regionCut, country)
    .map((word, position, words) => formatWord(word, position, words[position + 1]))
    .join(' ');
}
