import { CATEGORY_WORDS, MAX_CATEGORY_WORD_TOKENS } from './category-words';
import type { CategoryWord } from './category-words';
import { COMMON_WORDS } from './common-words';
import { WORDS_NOT_CUTS } from './whole-words';
import { REGION_CODE_SET } from './locations';

/**
 * Statements abbreviate and cut words to fit 22–25 characters: "SVCS", "RESTAURAN", "VETERINAR".
 * The canonical form spells out the trade words a cut leaves unambiguous, so "GOLDEN DRAGON
 * RESTAURAN" and "GOLDEN DRAGON RESTAURANT" are one merchant with one name, and the trade word
 * still tells the category and where the name ends.
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['SVCS', 'SERVICES'],
  ['SVC', 'SERVICE'],
  // Cut after four letters, the name went on past SERVICE: trades' names say SERVICES ("… ELECTRICAL SERV").
  ['SERV', 'SERVICES'],
  ['SERVI', 'SERVICES'],
  ['SRVCS', 'SERVICES'],
  ['RSTRNT', 'RESTAURANT'],
  ['RESTRNT', 'RESTAURANT'],
  ['RESTRT', 'RESTAURANT'],
  ['PHARM', 'PHARMACY'],
  ['PHCY', 'PHARMACY'],
  ['CLNRS', 'CLEANERS'],
  ['LNDRY', 'LAUNDRY'],
  ['DNTL', 'DENTAL'],
  ['CTR', 'CENTER'],
  // Pest control as its statement shortens it ("TARGET TERMITE & PEST CTRL").
  ['CTRL', 'CONTROL'],
  ['CNTRL', 'CONTROL'],
  ['GRP', 'GROUP'],
  ['TWP', 'TOWNSHIP'],
  ['CNTR', 'CENTER'],
  ['SUPPL', 'SUPPLY'],
  ['SUPP', 'SUPPLY'],
  ['HDWR', 'HARDWARE'],
  ['APTS', 'APARTMENTS'],
  ['APARTMTS', 'APARTMENTS'],
  ['ASSOC', 'ASSOCIATES'],
  ['MGMT', 'MANAGEMENT'],
  ['PHYS', 'PHYSICAL'],
  ['THER', 'THERAPY'],
  ['MKT', 'MARKET'],
  ['MKTS', 'MARKETS'],
  ['SCH', 'SCHOOL'],
  // A school's word cut by the field before more words ("… PUBLIC SCHOO NUTRITION SVCS").
  ['SCHOO', 'SCHOOL'],
  // Trades as statements shorten them ("… ANIMAL HOSP", "… PLBG & HTG", "… LIQR STORE").
  ['HOSP', 'HOSPITAL'],
  ['CLNC', 'CLINIC'],
  ['PLBG', 'PLUMBING'],
  ['PLMBG', 'PLUMBING'],
  ['HTG', 'HEATING'],
  ['CONSTR', 'CONSTRUCTION'],
  ['INSUR', 'INSURANCE'],
  ['LNDSCP', 'LANDSCAPING'],
  ['LANDSCP', 'LANDSCAPING'],
  ['BKRY', 'BAKERY'],
  ['GROC', 'GROCERY'],
  ['GRCRY', 'GROCERY'],
  ['LIQR', 'LIQUOR'],
  ['ATTY', 'ATTORNEY'],
  ['ATTYS', 'ATTORNEYS'],
  ['UNIV', 'UNIVERSITY'],
  ['HLTH', 'HEALTH'],
  ['FTNS', 'FITNESS'],
  ['TWG', 'TOWING'],
  ['PHOTOG', 'PHOTOGRAPHY'],
  ['AUTOMTV', 'AUTOMOTIVE'],
  ['ACCTG', 'ACCOUNTING'],
  ['TUIT', 'TUITION'],
  // Tutoring with its vowels dropped to fit ("BRIGHT MINDS TUTRNG", "ACE MATHS TUTORNG").
  ['TUTRNG', 'TUTORING'],
  ['TUTORNG', 'TUTORING'],
  ['TUTRING', 'TUTORING'],
  // A US garage's repair as its statement shortens it ("JOES AUTO REPR").
  ['REPR', 'REPAIR'],
  // Spain's hairdressers as card lines shorten them ("COMPRA TARJ. PELUQ CANINA LOLA").
  ['PELUQ', 'PELUQUERIA'],
]);

/**
 * Trades whose businesses are named in the plural ("HARGREAVES & PATEL SOLICITORS", "OAKLEYS
 * TRADITIONAL BUTCHERS"): a cut of the singular completes to the plural, which it is a cut of too.
 */
const PLURAL_NAMED: ReadonlySet<string> = new Set(['UTILITIES', 'SOLICITORS', 'BUTCHERS', 'CLEANERS', 'BARBERS', 'OPTICIANS', 'JEWELLERS', 'CONTRACTORS', 'ROASTERS', 'ACCOUNTANTS', 'SURVEYORS', 'BUILDERS', 'DECORATORS', 'GLAZIERS', 'OUTFITTERS', 'STATIONERS', 'UPHOLSTERERS', 'ARCHITECTS', 'REMOVALS', 'LESSONS']);

/** The form a cut trade word completes to: the plural of a trade named in the plural, else the word. */
export function namedForm(word: string): string {
  if (PLURAL_NAMED.has(`${word}S`) && CATEGORY_WORDS.has(`${word}S`)) return `${word}S`;
  const plural = `${word.slice(0, -1)}IES`;
  if (word.endsWith('Y') && PLURAL_NAMED.has(plural) && CATEGORY_WORDS.has(plural)) return plural;
  // A medical specialty's adjective names a practice as its noun ("CEDAR RIDGE PEDIATRI" → PEDIATRICS).
  return SPECIALTY_ADJECTIVE.test(word) && CATEGORY_WORDS.has(`${word}S`) ? `${word}S` : word;
}
const SPECIALTY_ADJECTIVE = /(?:IATRIC|ODONTIC|OPEDIC|OPAEDIC)$/;

/** A cut keeps at least this many letters and drops at most a few. */
const MIN_CUT_LENGTH = 6;
const MIN_WORD_LENGTH = 8;
/** …and of a word that is read whole: a long one, cut late. */
const MIN_WORD_LENGTH_UNCUT = 11;
const MIN_CUT_LENGTH_UNCUT = 9;
const MAX_LETTERS_CUT_UNCUT = 1;

function buildCuts(): Map<string, string> {
  const cuts = new Map<string, string | null>();
  for (const [phrase, fact] of CATEGORY_WORDS) {
    if (phrase.includes(' ') || phrase.length < MIN_WORD_LENGTH || fact.strength < 2) continue;
    // A whole word whose first letters are often a word of their own is read cut only when long,
    // and cut in its last letter ("CYKELVERKSTA" of CYKELVERKSTAD; VERSICHERUNGS, a compound's
    // first part, is no cut of VERSICHERUNGSBUERO, nor the name SCHNEIDER of SCHNEIDEREI).
    if (!fact.readsCuts && phrase.length < MIN_WORD_LENGTH_UNCUT) continue;
    // A shorter word the trade word begins with may be what was cut ("KITCHE" of KITCHEN, not
    // KITCHENWARE): cuts shorter than that word are read as neither.
    let from = fact.readsCuts ? MIN_CUT_LENGTH : Math.max(MIN_CUT_LENGTH_UNCUT, phrase.length - MAX_LETTERS_CUT_UNCUT);
    for (let length = phrase.length - 1; length > MIN_CUT_LENGTH; length -= 1) {
      const stem = phrase.slice(0, length);
      if (COMMON_WORDS.has(stem) || CATEGORY_WORDS.has(stem)) {
        from = Math.max(from, length);
        break;
      }
    }
    for (let length = from; length < phrase.length; length += 1) {
      const cut = phrase.slice(0, length);
      if (CATEGORY_WORDS.has(cut) || COMMON_WORDS.has(cut) || WORDS_NOT_CUTS.has(cut)) continue;
      // Two trade words share the cut: the shorter one when the other extends it (RESTAURANT,
      // RESTAURANTE), else neither ("PHOTOGRA…" of PHOTOGRAPHY and PHOTOGRAPHER).
      const known = cuts.get(cut);
      if (known === undefined || known === phrase) cuts.set(cut, phrase);
      else if (known !== null && known.startsWith(phrase)) cuts.set(cut, phrase);
      // Long whole words of one trade keep the first listed ("CYKELVERKSTAD", "CYKELVERKSTAN").
      else if (known !== null && !fact.readsCuts && sameTrade(known, fact)) continue;
      else if (known === null || !phrase.startsWith(known)) cuts.set(cut, null);
    }
  }
  const result = new Map<string, string>();
  for (const [cut, phrase] of cuts) if (phrase !== null) result.set(cut, namedForm(phrase));
  return result;
}

function sameTrade(word: string, fact: CategoryWord): boolean {
  const known = CATEGORY_WORDS.get(word);
  return known !== undefined && known.category === fact.category && known.mcc === fact.mcc;
}

/**
 * US practices' trades as their statements shorten them after the practice's name ("THOMPSON
 * CHIRO PC", "NORTHSIDE PEDS PA"); first, the word is the name's own ("CHIRO ONE WELLNESS").
 */
const TRADES_AFTER_NAME: ReadonlyMap<string, string> = new Map([
  ['CHIRO', 'CHIROPRACTIC'],
  ['PEDS', 'PEDIATRICS'],
]);

/** The spelled-out trade of a shortened word after a name's first word, or null. */
export function expandTradeAfterName(word: string): string | null {
  return TRADES_AFTER_NAME.get(word) ?? null;
}

/** The cuts and the abbreviations in one map (an abbreviation wins): one lookup per word. */
let expansions: Map<string, string> | null = null;

/** The spelled-out form of an abbreviated or cut trade word, or the word itself. */
export function expandWord(word: string): string {
  expansions ??= new Map([...buildCuts(), ...ABBREVIATIONS]);
  return expansions.get(word) ?? word;
}

/**
 * Abbreviations a statement prints for the last word of a trade phrase, read as the word only
 * after the phrase's first words ("BOUNCE ZONE TRAMPOLINE PK", "RIVERSIDE STEAK HSE", "AUTO RPR"):
 * alone, PK is Pakistan's code and RM a currency.
 */
const PHRASE_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['PK', 'PARK'],
  ['HSE', 'HOUSE'],
  ['RM', 'ROOM'],
  ['CLB', 'CLUB'],
  ['SHP', 'SHOP'],
  ['RNTL', 'RENTAL'],
  ['RPR', 'REPAIR'],
  ['WSH', 'WASH'],
  ['CLNG', 'CLEANING'],
  ['CLN', 'CLEANING'],
  ['GDN', 'GARDEN'],
  ['GRDN', 'GARDEN'],
  ['REST', 'RESTAURANT'],
  // "… DRIVING LESS", "… PIANO LESS": LESS alone is a word.
  ['LESS', 'LESSONS'],
  // Cut after three letters, read only after a word of a restaurant's own trade ("GOLDEN DRAGON CHINESE RES").
  ['RES', 'RESTAURANT'],
  // "… ARMED RESP", "… AC MAINT", "… WINDOW CLEAN", "… FAMILY MED", "… EPISCOPAL CH": RESP, MAINT,
  // CLEAN, MED and CH alone are words, codes or a country (CH is Switzerland's).
  ['RESP', 'RESPONSE'],
  ['MAINT', 'MAINTENANCE'],
  ['CLEAN', 'CLEANING'],
  ['MED', 'MEDICINE'],
  ['CH', 'CHURCH'],
  // "… CHILD DEV CTR": DEV alone is a developer's word.
  ['DEV', 'DEVELOPMENT'],
]);

/** The word may abbreviate the last word of a trade phrase ("PK" of TRAMPOLINE PARK). */
export function isPhraseAbbreviation(word: string): boolean {
  return PHRASE_ABBREVIATIONS.has(word);
}

/**
 * The last word of a trade phrase printed abbreviated, spelled out ("TRAMPOLINE PK" ends in
 * TRAMPOLINE PARK), given the words before it; null when no trade phrase ends so.
 */
export function expandPhraseAbbreviation(before: readonly string[], word: string): string | null {
  const full = PHRASE_ABBREVIATIONS.get(word);
  if (full === undefined) return null;
  // A saint's church by the saint's possessive ("ST MARYS CH", "ST JOHNS CH"); a Swiss town after
  // ST is no possessive ("ST GALLEN CH", "ST MORITZ CH").
  if (full === 'CHURCH' && before.length >= 2 && (before.at(-2) === 'ST' || before.at(-2) === 'SAINT') && /^[A-Z]{3,}S$/.test(before.at(-1) ?? '')) return full;
  for (let count = Math.min(MAX_CATEGORY_WORD_TOKENS - 1, before.length); count >= 1; count -= 1) {
    if (CATEGORY_WORDS.has([...before.slice(-count), full].join(' '))) return full;
  }
  // …or after a word of the full word's own trade ("GOLDEN DRAGON CHINESE REST", "THAI REST"); MED
  // after a doctor's word begins the practice's noun ("PEDIATRIC MED GRP" is a medical group).
  if (word === 'MED') return null;
  const trade = CATEGORY_WORDS.get(full);
  const previous = CATEGORY_WORDS.get(before.at(-1) ?? '');
  if (trade && previous && previous.strength >= 2 && previous.category === trade.category && previous.mcc === trade.mcc) return full;
  return null;
}

/** The shortest cut of a trade phrase's last word that is read as the phrase ("FISH & CHI"). */
const MIN_LAST_WORD_CUT = 3;
/** …and of a three-letter last word of a phrase that decides its trade ("OYSTER BA", "SUSHI BA"). */
const MIN_SHORT_WORD_CUT = 2;

/** The cuts, and every cut last word ("CHI", "REP") so that most words are turned away by one lookup. */
let phraseCuts: { byKey: Map<string, string>; lastWords: Set<string> } | null = null;

function readPhraseCuts(): { byKey: Map<string, string>; lastWords: Set<string> } {
  if (!phraseCuts) {
    const byKey = buildPhraseCuts();
    phraseCuts = { byKey, lastWords: new Set([...[...byKey.keys()].map((key) => key.slice(key.lastIndexOf(' ') + 1)), ...HEAD_NOUN_CUTS.keys()]) };
  }
  return phraseCuts;
}

/**
 * The nouns a trade's name ends in ("… BARBER SHOP", "… NAIL STUDIO", "… FEED STORE"), each
 * with the forms it shares its first letters with; the shorter form stands for both (SERVICE is
 * spelt out by its own cuts, in the plural).
 */
const HEAD_NOUNS: readonly (readonly string[])[] = [['SHOP', 'SHOPPE'], ['STORE'], ['STUDIO', 'STUDIOS'], ['SUPPLY', 'SUPPLIES'], ['GALLERY'], ['CLINIC'], ['EMPORIUM'], ['PARLOR', 'PARLOUR'], ['LOUNGE'], ['KITCHEN'], ['WAREHOUSE']];
/** Shortest cut of a head noun read as the noun ("BARBER SH"); a state's code is none ("… PARLOR" is no cut in "… PA"). */
const MIN_HEAD_NOUN_CUT = 2;

/** Cuts of the head nouns ("SHO", "STU", "SERV") → the noun, where only one noun begins so. */
const HEAD_NOUN_CUTS: ReadonlyMap<string, string> = (() => {
  const cuts = new Map<string, string | null>();
  for (const forms of HEAD_NOUNS) {
    const noun = forms[0] ?? '';
    for (const form of forms) {
      for (let length = MIN_HEAD_NOUN_CUT; length < form.length; length += 1) {
        const cut = form.slice(0, length);
        if (forms.includes(cut) || (cut.length === 2 && REGION_CODE_SET.has(cut))) continue;
        const known = cuts.get(cut);
        cuts.set(cut, known === undefined || known === noun ? noun : null);
      }
    }
  }
  return new Map([...cuts].filter((entry): entry is [string, string] => entry[1] !== null));
})();

/** The first word of a two-word phrase is a strong word of the phrase's own trade ("VETERINARY" of VETERINARY HOSPITAL). */
function namesTradeAlone(first: string, fact: CategoryWord): boolean {
  const alone = CATEGORY_WORDS.get(first);
  return alone !== undefined && alone.strength >= 3 && alone.category === fact.category && alone.mcc === fact.mcc;
}

/** Cuts of the last word of two- and three-word trade phrases, keyed by the words before it and the cut. */
function buildPhraseCuts(): Map<string, string> {
  const cuts = new Map<string, string | null>();
  const trades = new Map<string, string>();
  for (const [phrase, fact] of CATEGORY_WORDS) {
    const words = phrase.split(' ');
    const last = words.at(-1) ?? '';
    if (words.length < 2 || fact.strength < 2) continue;
    const trade = `${fact.category} ${fact.mcc ?? ''}`;
    // After a joined pair's "&" one letter is cut enough ("… PLUMBING & H" of PLUMBING & HEATING),
    // and so it is after a word that names the trade alone ("… VETERINARY H" of VETERINARY HOSPITAL).
    const shortest = (words.length === 3 && (words[1] === '&' || words[1] === 'AND')) || namesTradeAlone(words[0] ?? '', fact) ? 1 : last.length === 3 && fact.strength >= 3 ? MIN_SHORT_WORD_CUT : MIN_LAST_WORD_CUT;
    for (let length = shortest; length < last.length; length += 1) {
      const cut = last.slice(0, length);
      // A whole word is no cut ("PEDIATRIC DENTIST" is not PEDIATRIC DENTISTRY cut short); an
      // ordinary word is one only after the first trade of a joined pair ("PLUMBING & HEAT").
      if (CATEGORY_WORDS.has(cut) || ((COMMON_WORDS.has(cut) || WORDS_NOT_CUTS.has(cut)) && words.length < 3)) continue;
      const key = [...words.slice(0, -1), cut].join(' ');
      if (CATEGORY_WORDS.has(key)) continue;
      // Two phrases share the cut: the shorter one when the other extends it (AUTO REPAIR, AUTO
      // REPAIRS), the first listed when both are one trade (WINDOW CLEANING, WINDOW CLEANERS),
      // else neither.
      const known = cuts.get(key);
      if (known === undefined || known === last || (known !== null && known.startsWith(last))) {
        cuts.set(key, last);
        trades.set(key, trade);
      } else if (known === null || (!last.startsWith(known) && trades.get(key) !== trade)) cuts.set(key, null);
    }
  }
  const result = new Map<string, string>();
  for (const [key, last] of cuts) if (last !== null) result.set(key, last);
  return result;
}

let tradeCuts: Map<string, string | null> | null = null;

/**
 * The one trade word a cut begins, or the shortest when the others extend it ("AUT" → AUTO, not
 * AUTOMOTIVE); never for a word of its own ("CHIPS" stays).
 */
function joinedTradeCut(cut: string): string | null {
  if (CATEGORY_WORDS.has(cut) || COMMON_WORDS.has(cut) || WORDS_NOT_CUTS.has(cut)) return null;
  if (!tradeCuts) {
    const cuts = new Map<string, string | null>();
    const words = [...CATEGORY_WORDS].filter(([word, fact]) => fact.readsCuts && !word.includes(' ')).map(([word]) => word);
    // The shortest word each cut begins, then no cut of two words neither of which extends the other.
    for (const word of words) {
      for (let length = MIN_LAST_WORD_CUT; length < word.length; length += 1) {
        const prefix = word.slice(0, length);
        const found = cuts.get(prefix);
        if (found === undefined || (found !== null && found.length > word.length)) cuts.set(prefix, word);
      }
    }
    for (const word of words) {
      for (let length = MIN_LAST_WORD_CUT; length < word.length; length += 1) {
        const found = cuts.get(word.slice(0, length));
        if (found && !word.startsWith(found)) cuts.set(word.slice(0, length), null);
      }
    }
    tradeCuts = cuts;
  }
  const found = tradeCuts.get(cut);
  // Statements cut the last few letters, not most of the word ("NUT" is no NUTRITION, "LOCK" no LOCKSMITH).
  return found && cut.length >= MIN_KEPT_SHARE * found.length ? found : null;
}

/** The share of a word a statement's cut keeps, at least. */
const MIN_KEPT_SHARE = 0.55;

/** The word may be the cut last word of a trade phrase ("CHI" of FISH & CHIPS). */
export function isPhraseCut(word: string): boolean {
  return readPhraseCuts().lastWords.has(word);
}

/**
 * The last word of a trade phrase the statement cut, spelled out ("HARBOURSIDE FISH & CHI" ends
 * in FISH & CHIPS), given the words before it; null when no phrase ends so.
 */
export function completeCutPhrase(before: readonly string[], word: string, last = true): string | null {
  if (before.length === 0 || (!isPhraseCut(word) && (before.at(-1) !== '&' || !last))) return null;
  const { byKey } = readPhraseCuts();
  for (let count = Math.min(2, before.length); count >= 1; count -= 1) {
    const found = byKey.get([...before.slice(-count), word].join(' '));
    if (found) return found;
  }
  // After a joined pair's "&", the line's last word cut from a trade word of its own ("SPRINT TRANSMISSION & AUT").
  if (last && before.at(-1) === '&' && word.length >= MIN_LAST_WORD_CUT) {
    const joined = joinedTradeCut(word);
    if (joined) return joined;
  }
  // A trade's head noun cut after a word of the trade ("OLD TOWN BARBER SHO")…
  const noun = last ? HEAD_NOUN_CUTS.get(word) : undefined;
  if (noun === undefined) return null;
  // …or a word that names a trade with that noun ("GRANVILLE ISLAND FRAME SH" of FRAME SHOP).
  const trade = CATEGORY_WORDS.get(before.at(-1) ?? '') ?? CATEGORY_WORDS.get(`${before.at(-1) ?? ''} ${noun}`);
  return trade !== undefined && trade.strength >= 2 ? noun : null;
}

/** The nouns a medical practice's name ends in after MED ("… MED GRP" is a medical group). */
const MEDICAL_NOUNS: ReadonlySet<string> = new Set(['GROUP', 'CENTER', 'CENTRE', 'CLINIC', 'PRACTICE', 'ASSOCIATES', 'OFFICE', 'SERVICES']);

/** Two-word trade phrases by their second word: the first words that begin them ("DENTAL" → CONSULTORIO, CLINICA…). */
let phraseStarts: Map<string, string[]> | null = null;

/** The fewest letters of a phrase's first word read as its abbreviation ("CLIN" of CLINICA), and the fewest it leaves out. */
const MIN_LEADING_CUT = 4;
const MIN_LEFT_OUT = 3;

/**
 * The first word of a trade phrase printed short before the phrase's second word: "CONSULT DENTAL
 * SONRISAS" is CONSULTORIO DENTAL, "CLIN DENTAL SANTA ANA" CLINICA DENTAL. Only where one phrase
 * of the trade begins so; null otherwise (CONSULT alone stays a word).
 */
export function expandLeadingAbbreviation(word: string, next: string): string | null {
  // "LAKEWOOD MED GRP", "OAKDALE MED CTR": MED before a practice's noun (MED alone is a word, "THE MED").
  if (word === 'MED') return MEDICAL_NOUNS.has(expandWord(next)) ? 'MEDICAL' : null;
  if (word.length < MIN_LEADING_CUT) return null;
  if (!phraseStarts) {
    phraseStarts = new Map();
    for (const phrase of CATEGORY_WORDS.keys()) {
      const words = phrase.split(' ');
      if (words.length !== 2 || (words[0] ?? '').length <= MIN_LEADING_CUT) continue;
      phraseStarts.set(words[1] ?? '', [...(phraseStarts.get(words[1] ?? '') ?? []), words[0] ?? '']);
    }
  }
  // Most words are followed by no phrase's second word: one lookup for them. A word of its own is
  // no abbreviation ("PARK GARAGE" is no PARKING GARAGE).
  const starts = phraseStarts.get(next);
  if (starts === undefined || starts.includes(word) || COMMON_WORDS.has(word) || CATEGORY_WORDS.has(word)) return null;
  // An abbreviation leaves out a few letters at least: "POLSKI DELIKATESY" is no POLSKIE cut short;
  // and a verb is itself before its -ING form's phrase ("SWIM SCHOOL" is no SWIMMING SCHOOL).
  const found = starts.filter((start) => start.startsWith(word) && start.length - word.length >= MIN_LEFT_OUT && !start.endsWith('ING'));
  return found.length === 1 ? (found[0] ?? null) : null;
}
