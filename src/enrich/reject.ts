import type { DescriptorAnalysis, Reason } from '../domain';

/** SPEC §2: longer items are rejected before any work is spent on them. */
export const MAX_INPUT_LENGTH = 512;
/** SPEC §2: fewer meaningful characters than this cannot name a merchant. */
export const MIN_MEANINGFUL_CHARACTERS = 3;

/** Letters, digits, and "&" inside a name ("M&S", "B&Q" are three characters of name). */
const MEANINGFUL = /[\p{L}\p{N}]|(?<=[\p{L}\p{N}]\s?)&(?=\s?[\p{L}\p{N}])/gu;
const LETTER = /\p{L}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/**
 * Words that fill a field when there is no merchant: placeholders, test data, serialization
 * accidents ("[object Object]"), and bank words that are never a merchant on their own (an amount's
 * credit or debit mark and currency: "1,234.56 CR"); and
 * "unknown", "no description" and "no data" in the languages of the statements we read
 * ("Keine Angabe", "Sans libellé", "Geen omschrijving", "Sin datos", "Sem dados", "Brak danych").
 */
const PLACEHOLDERS = new Set(
  `N A NA NIL NULL NONE UNDEFINED NAN TEST TESTING TESTER PENDING UNKNOWN TBD TBA TBC MISC MISCELLANEOUS
  OBJECT DESCRIPTION TRANSACTION TRANSACTIONS DUMMY SAMPLE EXAMPLE LOREM IPSUM FOO BAZ QUX ASDF QWERTY
  DEFAULT EMPTY BLANK VOID ERROR INVALID REDACTED MASKED HIDDEN CARD ACCT ACCOUNT REF REFERENCE MEMO
  NOTE PAYMENT PAYMENTS TRANSFER DEBIT CREDIT PURCHASE WITHDRAWAL DEPOSIT FEE CHARGE XXX USD EUR GBP
  AUD CAD DOLOR SIT AMET CONSECTETUR ADIPISCING ELIT DATA FALSE TRUE SCRIPT PROVIDED MERCHANT NAME
  VENDOR PAYEE TXN TRN TRX ORDER INVOICE XYZ ABC HELLO WORLD NOT AVAILABLE APPLICABLE DESC STRING
  TEXT INPUT FIELD ITEMS ENTRY NO CR DR AMOUNT BALANCE CHF SEK NOK DKK PLN NZD JPY SGD INR
  UNBEKANNT KEINE ANGABE ANGABEN BESCHREIBUNG INCONNU SANS LIBELLE ONBEKEND GEEN OMSCHRIJVING DESCONOCIDO SIN DATOS CONCEPTO
  DESCRIPCION SCONOSCIUTO NESSUNA NESSUN DESCRIZIONE DESCONHECIDO SEM DADOS DESCRICAO NIEZNANY NIEZNANE BRAK DANYCH
  OPISU OKAND UKJENT UKENDT TUNTEMATON VALUE DIV DO POST AUTHORIZATION AUTHORISATION AUTH PREAUTH PLACEHOLDER BLAH FOOBAR`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * Placeholders written as initials: "N/A", "T.B.D.", the Netherlands' "n.v.t." (niet van
 * toepassing), Germany's "k.A." (keine Angabe), "N/D" of Italy, Spain and Portugal (non
 * disponibile, no disponible, não disponível), their "S/D" (sin datos, sem dados), France's "s.o."
 * (sans objet) and "n.c." (non communiqué), Poland's "b.d." (brak danych). Only with the dots or
 * slashes: "NC" or "SO" alone may be a brand's initials.
 */
const INITIALS = /^\s*(?:\p{L}\s*[./]\s*){1,3}\p{L}\s*\.?\s*$/u;
const PLACEHOLDER_INITIALS = new Set(['NA', 'TBD', 'TBA', 'TBC', 'NVT', 'KA', 'ND', 'SD', 'SO', 'NC', 'BD']);

function isPlaceholderInitials(raw: string): boolean {
  return INITIALS.test(raw) && PLACEHOLDER_INITIALS.has(raw.toUpperCase().replace(/[^A-Z]/g, ''));
}

const KEYBOARD_ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];
const KEY_POSITION = new Map<string, { row: number; column: number }>(
  KEYBOARD_ROWS.flatMap((row, rowIndex) => [...row].map((key, column): [string, { row: number; column: number }] => [key, { row: rowIndex, column }])),
);

/** +1 or -1 when the second key is the first one's right or left neighbour, else 0. */
function keyStep(first: string, second: string): number {
  const a = KEY_POSITION.get(first);
  const b = KEY_POSITION.get(second);
  if (a === undefined || b === undefined || a.row !== b.row) return 0;
  const step = b.column - a.column;
  return step === 1 || step === -1 ? step : 0;
}

/**
 * "ASDFGHJKL", "QWERTYUIOP", "HJKL": a run of four or more neighbouring keys in one direction
 * covering most of the word. Names have short runs ("ASDA", "LIBERTY") or turn back ("REWE").
 */
function isKeyboardMash(word: string): boolean {
  if (word.length < 4) return false;
  let inRuns = 0;
  let longest = 1;
  let runLength = 1;
  let direction = 0;
  for (let index = 1; index <= word.length; index += 1) {
    const step = index < word.length ? keyStep(word.charAt(index - 1), word.charAt(index)) : 0;
    if (step !== 0 && (runLength === 1 || step === direction)) {
      runLength += 1;
      direction = step;
      continue;
    }
    if (runLength >= 3) inRuns += runLength;
    longest = Math.max(longest, runLength);
    runLength = step !== 0 ? 2 : 1;
    direction = step;
  }
  return longest >= 4 && inRuns / word.length >= 0.8;
}

const RARE_LETTERS = new Set('JKQVWXZ');

/** Neighbouring letters that rarely meet in names: two rare letters, or Q without U. Doubles ("XX", "ZZ") are common. */
function rarePairs(word: string): number {
  let count = 0;
  for (let index = 1; index < word.length; index += 1) {
    const first = word.charAt(index - 1);
    const second = word.charAt(index);
    if (first === second) continue;
    if ((RARE_LETTERS.has(first) && RARE_LETTERS.has(second)) || (first === 'Q' && second !== 'U')) count += 1;
  }
  return count;
}

/**
 * Random letters. Deliberately conservative: acronyms ("NSPCC", "HMCTS") and odd brands
 * ("STOCKX", "XXXLUTZ", "TKMAXX") must pass, since a whole item is rejected only when every word
 * is noise. Names of any script other than A–Z are never judged this way.
 */
function isRandomLetters(word: string): boolean {
  if (!/^[A-Z]+$/.test(word) || word.length < 5) return false;
  if (/^(.)\1+$/.test(word)) return true;
  const vowels = word.replace(/[^AEIOUY]/g, '').length;
  const rare = rarePairs(word);
  return rare >= 2 || (word.length >= 7 && vowels === 0) || (word.length >= 8 && vowels / word.length < 0.2 && rare >= 1);
}

/** A masked card or account fragment and nothing else: "XXXX1234", "************4444". */
const MASKED_ONLY = /^(?=.*[\dX])[\s#-]*(?:[X*•]{2,}[\s-]*)+\d{0,6}[\s*X]*$/i;

/**
 * A card number printed masked in its groups, some digits kept ("5412 31XX XXXX 7720", "3782
 * XXXXXX X1005"): the card, never who was paid. Twelve to nineteen digits and masks, four masked.
 */
function isMaskedCardNumber(raw: string): boolean {
  const compact = raw.replace(/[\s-]+/g, '');
  return compact.length >= 12 && compact.length <= 19 && /^[\dX*•]+$/i.test(compact) && (compact.match(/[X*•]/gi)?.length ?? 0) >= 4;
}

function isPlaceholderOnly(raw: string): boolean {
  const words = raw.toUpperCase().split(/[^A-Z]+/).filter((word) => word.length > 0);
  return words.length > 0 && words.every((word) => PLACEHOLDERS.has(word));
}

/**
 * Letters from one keyboard row only: the bottom row has no vowel, so four of its letters are
 * never a name (four can be an acronym: "NVCC"); the home row has one vowel, and seven of its
 * letters are not a name either ("ALASKA", "DALLAS" are six).
 */
function isOneRow(word: string): boolean {
  return /^[ZXCVBNM]{5,}$/.test(word) || /^[ASDFGHJKL]{7,}$/.test(word);
}

/** Runs of three or more neighbouring keys cover the whole word ("LKJSDF", "ASDKJH"). */
function isKeyRuns(word: string): boolean {
  if (word.length < 5 || !/^[A-Z]+$/.test(word)) return false;
  let covered = 0;
  let run = 1;
  let direction = 0;
  for (let index = 1; index <= word.length; index += 1) {
    const step = index < word.length ? keyStep(word.charAt(index - 1), word.charAt(index)) : 0;
    if (step !== 0 && (run === 1 || step === direction)) {
      run += 1;
      direction = step;
      continue;
    }
    if (run >= 3) covered += run;
    run = step !== 0 ? 2 : 1;
    direction = step;
  }
  return covered === word.length;
}

/** One character repeated ("JJJJ", "ΩΩ", "SSSS" from "ßß"); "AAA" and "777" are names. */
function isRepeatedCharacter(word: string): boolean {
  const characters = [...word];
  if (characters.some((character) => character !== characters[0])) return false;
  return /^[A-Z]$/.test(characters[0] ?? '') ? characters.length >= 4 : characters.length >= 2;
}

/** Four letters without a vowel, all but one of them rare side by side ("ZQXJ"): no acronym is made so. */
function isRareFour(word: string): boolean {
  return /^[A-Z]{4}$/.test(word) && !/[AEIOUY]/.test(word) && rarePairs(word) >= 2;
}

function isNoise(word: string): boolean {
  return (
    word.length === 1 ||
    isRareFour(word) ||
    PLACEHOLDERS.has(word) ||
    isKeyboardMash(word) ||
    isOneRow(word) ||
    isRandomLetters(word) ||
    isKeyRuns(word) ||
    isRepeatedCharacter(word) ||
    isAlphabetRun(word) ||
    isDoubledConsonantStart(word)
  );
}

/**
 * The same word typed again and again ("asd asd asd", "qwe qwe"): the normalizer keeps it once,
 * too short to judge alone, but typed so it is noise when the word is weak noise by itself.
 */
function isRepeatedWeakWord(folded: string): boolean {
  const words = folded.split(/[^A-Z]+/).filter((word) => word.length > 0);
  const first = words[0] ?? '';
  // (Letters alone are read as an acronym spelled out, elsewhere.)
  return words.length >= 2 && first.length >= 2 && words.every((word) => word === first) && (isNoise(first) || isWeakNoise(first));
}

/** No vowel and a consonant typed twice at its start ("ZZPTV"; "RRW" beside noise, "BBQ" stays a word): no word of the languages on statements begins so (LL of Welsh and Spanish names has its vowel). */
function isDoubledConsonantStart(word: string): boolean {
  return word.length >= 4 && /^([B-DF-HJ-KMNP-TV-XZ])\1/.test(word) && !/[AEIOUY]/.test(word);
}

/** Five letters or more of the alphabet in order, either way ("ABCDEF", "ZYXWV"): typed filler. */
function isAlphabetRun(word: string): boolean {
  if (word.length < 5 || !/^[A-Z]+$/.test(word)) return false;
  const step = word.charCodeAt(1) - word.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let index = 2; index < word.length; index += 1) if (word.charCodeAt(index) - word.charCodeAt(index - 1) !== step) return false;
  return true;
}

/**
 * Too short to be noise on its own, but noise beside noise: three neighbouring keys ("QWE",
 * "ZXC", "MNB") or vowels alone ("AOU" of "ÄÖÜ"). "AEO" alone may be a brand code, so a weak word
 * counts only with a second word.
 */
function isWeakNoise(word: string): boolean {
  // A letter typed three times ("QQQ", "ZZZ"); "AAA" alone is a brand, so only beside noise.
  if (/^([A-Z])\1\1$/.test(word)) return true;
  // A consonant typed twice ("QQ", "ZZ"); vowels ("EE") may be a brand.
  if (/^([B-DF-HJ-NP-TV-Z])\1$/.test(word)) return true;
  if (word.length === 3 && /^[A-Z]+$/.test(word) && keyStep(word.charAt(0), word.charAt(1)) !== 0 && keyStep(word.charAt(0), word.charAt(1)) === keyStep(word.charAt(1), word.charAt(2))) return true;
  return word.length <= 3 && /^[AEIOUÆØŒ]+$/.test(word);
}

// A module constant: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const ANY_LETTER = /\p{L}/u;
const LATIN_LETTERS = /\p{Script=Latin}/gu;

/**
 * "Qx9#kL2@vB7!": one token mixing lower and upper case, digits and symbols, as generated
 * secrets do. Descriptors in mixed case have spaces or at most one of those ("PayPal*Netflix").
 */
function isPasswordLike(raw: string): boolean {
  // A secret beside symbols and numbers ("k3J9!!x_QP0 ~~ 77") is still a secret.
  const parts = raw.trim().split(/\s+/);
  if (parts.length > 1) return parts.some((part) => isPasswordLike(part)) && parts.every((part) => isPasswordLike(part) || !ANY_LETTER.test(part));
  const text = raw.trim();
  if (text.length < 8 || /\s/.test(text) || !/[#@!$%^&=?~]/.test(text)) return false;
  const count = (pattern: RegExp): number => text.match(pattern)?.length ?? 0;
  return count(/[a-z]/g) >= 2 && count(/[A-Z]/g) >= 2 && count(/\d/g) >= 2;
}

/**
 * "xkcd9#@!!~~": one short token more symbols than letters, as a keyboard slip or a test
 * string; a merchant's own symbol is one ("AT&T", "E*TRADE", "YAHOO!").
 */
function isSymbolSoup(raw: string): boolean {
  const text = raw.trim();
  if (/\s/.test(text) || text.length > 24) return false;
  const symbols = text.match(SOUP_SYMBOLS)?.length ?? 0;
  return symbols >= 4 && symbols >= (text.match(LATIN_LETTERS)?.length ?? 0);
}
const SOUP_SYMBOLS = /[#@!$%^~=?|<>{}[\]\\]/g;

/** Pictographs around one word ("🎉🎉 PARTY 🎉🎉"): a chat message's decoration, not a bank's line. */
function isPictographsAroundWord(raw: string): boolean {
  if ((raw.match(PICTOGRAPHS)?.length ?? 0) < 2) return false;
  return raw.replace(PICTOGRAPHS, ' ').trim().split(/\s+/).filter((word) => ANY_LETTER.test(word)).length === 1;
}
const PICTOGRAPHS = /\p{Extended_Pictographic}/gu;

/**
 * "mxyzptlk0093qq": one token of letters and digits that switches between them twice or more,
 * with letter runs of hardly any vowel, as generated ids are. Names that carry digits keep their
 * vowels ("B2B4YOU", "7ELEVEN", "3M").
 */
function isGeneratedCode(raw: string): boolean {
  const text = raw.trim().toUpperCase();
  if (text.length < 10 || !/^[A-Z\d]+$/.test(text)) return false;
  const runs = text.match(/[A-Z]+|\d+/g) ?? [];
  if (runs.length < 3) return false;
  const letters = runs.filter((run) => /[A-Z]/.test(run)).join('');
  return letters.length >= 5 && letters.replace(/[^AEIOU]/g, '').length / letters.length < 0.15;
}

const FULL_WIDTH_LATIN = /[\uFF21-\uFF3A\uFF41-\uFF5A]/;

/**
 * "ÄÄÄ ÖÖ ßßß", "ŁĄŻ ŹĆ ŃŚ": every Latin letter carries a mark or is a special letter. Names in
 * any Latin-script language mix marked letters with plain ones; Greek, Cyrillic or CJK are not
 * judged here.
 */
export function isMarkedLetterSoup(raw: string): boolean {
  // Full-width letters ("ＪＲ東日本 モバイルＳＵＩＣＡ", as Japanese statements print Latin names) are plain letters.
  const text = FULL_WIDTH_LATIN.test(raw) ? raw.normalize('NFKC') : raw;
  const latin = text.match(LATIN_LETTERS);
  return latin !== null && latin.length >= 3 && latin.every((letter) => !/[A-Za-z]/.test(letter));
}

// One constant each: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HANGUL = /\p{Script=Hangul}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const GREEK = /\p{Script=Greek}/gu;
const ARABIC = /\p{Script=Arabic}/gu;
const HEBREW = /\p{Script=Hebrew}/gu;
const THAI = /\p{Script=Thai}/gu;
const DEVANAGARI = /\p{Script=Devanagari}/gu;
/**
 * Scripts a line may mix: Japanese writes kanji (Han) with kana, Korean may write Hanja with
 * Hangul. Any two other groups in one line ("ОПЛАТА 支付 ✓ ####", "★★ 支払 ΔΛ ☆", "ﾃｽﾄ 決済 ✓✓ ΩΨ")
 * are a test string or a broken export, not a shop: a Russian, Greek or Japanese shop prints its
 * name in its own script, with Latin letters at most beside it.
 */
const SCRIPT_GROUPS: ReadonlyArray<readonly [name: string, letters: RegExp]> = [
  ['han', HAN],
  ['kana', KANA],
  ['hangul', HANGUL],
  ['cyrillic', CYRILLIC],
  ['greek', GREEK],
  ['arabic', ARABIC],
  ['hebrew', HEBREW],
  ['thai', THAI],
  ['devanagari', DEVANAGARI],
];
const NOT_ASCII_TEXT = /[^\0-\x7F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/** Letters of two script groups that are never written together, two or more of each, and no Latin word. */
function isMixedScripts(raw: string): boolean {
  if (!NOT_ASCII_TEXT.test(raw) || LATIN_WORD.test(raw)) return false;
  const present = new Set(SCRIPT_GROUPS.filter(([, letters]) => (raw.match(letters)?.length ?? 0) >= 2).map(([name]) => name));
  if (present.has('kana') || present.has('hangul')) present.delete('han');
  // …or one script's word with a stray letter of a script no group lists, beside a pictograph
  // ("छुट्टी 🎉 ### ᐅ"): decoration, not a shop's name.
  if (present.size === 1 && PICTOGRAPH.test(raw) && UNLISTED_LETTER.test(raw.replace(LISTED_LETTERS, ''))) return true;
  return present.size >= 2;
}
/** Letters of the listed scripts and Latin; what is left of the letters belongs to another script. */
const LISTED_LETTERS = /[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}]/gu;
const UNLISTED_LETTER = /\p{L}/u;

/**
 * UTF-8 read as Latin-1 or Windows-1252: "é" printed as "Ã©", "ü" as "Ã¼", "É" as "Ã‰". No
 * Portuguese word puts a symbol or another mark after its Ã ("SÃO", "JOÃO", "MAÇÃ").
 */
const MOJIBAKE_PAIRS = /[ÃÂÅ][\u0080-\u00BF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g;
/** A card payment's own words, left when the mangled letters are taken out ("Ã¼Ã¶ KARTE 1234 Ã¤"). */
const PAYMENT_WORDS: ReadonlySet<string> = new Set(['KARTE', 'KARTENZAHLUNG', 'ZAHLUNG', 'CARTE', 'PAIEMENT', 'ACHAT', 'COMPRA', 'PAGO', 'PAGAMENTO', 'ACQUISTO', 'BETALING', 'BETALNING', 'ZAKUP', 'KORT', 'KAART']);

/**
 * Mangled accents and nothing else: two or more mojibake pairs, and no word of three letters or
 * more beside them but card and payment words ("Ã©Ã¨ CB 0000 Ã§"). A name with its accents mangled
 * keeps its other letters ("CAFÃ‰ LUMIÃˆRE PARIS" still reads CAF, LUMI, PARIS).
 */
function isMojibakeNoise(raw: string): boolean {
  if (!raw.includes('Ã') && !raw.includes('Â') && !raw.includes('Å')) return false;
  if ((raw.match(MOJIBAKE_PAIRS)?.length ?? 0) < 2) return false;
  const words = raw.replace(MOJIBAKE_PAIRS, ' ').toUpperCase().split(/[^A-Z]+/).filter((word) => word.length >= 3);
  return words.every((word) => PLACEHOLDERS.has(word) || PAYMENT_WORDS.has(word));
}

/**
 * Text no export prints for a payment: scripts never written together, or mangled accents alone.
 * Its folded letters can spell a brand's short name ("Ã©Ã¨" folds to "AA"), so a line rejected so is
 * not looked up in the verified knowledge, unlike other lines without a signal ("H-E-B").
 */
export function isGarbledText(raw: string): boolean {
  return isMixedScripts(raw) || isMojibakeNoise(raw);
}

/**
 * Short codes of letters and digits and nothing else ("XJ9 KQ7 ZZ4 PL0"): references, seat or
 * terminal codes, never a name. Three or more, so "A1 AUTO" or "K9 CO" keep their name.
 */
function isCodesOnly(words: readonly string[]): boolean {
  return words.length >= 3 && words.every((word) => word.length <= 4 && /\d/.test(word) && /[A-Z]/.test(word) && /^[A-Z\d]+$/.test(word));
}

/**
 * Short letter-digit codes beside a vowelless word of rare letters and nothing else ("ZQXW 88JD
 * 1LQP", "Z9QK-77XP-LL2M"): the normalizer drops the codes, leaving a word too short to judge alone; read with them,
 * the line is codes. Three or more words, at least two of them codes.
 */
function isCodesBesideVowelless(folded: string): boolean {
  // Codes are printed apart or joined by hyphens ("Z9QK-77XP-LL2M").
  const words = folded.trim().split(/[\s-]+/);
  if (words.length < 3) return false;
  const codes = words.filter((word) => word.length <= 4 && /\d/.test(word) && /^[A-Z\d]+$/.test(word) && /[A-Z]/.test(word)).length;
  return codes >= 2 && words.every((word) => (word.length <= 4 && /\d/.test(word) && /^[A-Z\d]+$/.test(word)) || isVowellessRare(word));
}

/**
 * Noise words, two or more, beside numbers and codes and nothing else ("QQQ 123 ZZZ", "XKCD 9F9F
 * 0000 ZZ"): the normalizer keeps only the words before the first number, one too weak to judge
 * alone; read whole, the line is noise. A word that is no noise keeps the name ("XKCD 12AB STORE",
 * "JJ 24 BEAN CAFE").
 */
function isNoiseBesideNumbers(folded: string): boolean {
  const words = folded.trim().split(/[\s-]+/).filter((word) => word.length > 0);
  if (!words.some((word) => /\d/.test(word))) return false;
  const lettered = words.filter((word) => !/\d/.test(word));
  return lettered.length >= 2 && lettered.every((word) => /^[A-Z]+$/.test(word) && (isNoise(word) || isWeakNoise(word) || isVowellessRare(word)));
}

/** Four or more letters, no vowel, and two rare neighbours ("ZZKQ", "PLMX" beside it). */
/** Three consonants with rare letters side by side ("XKQ"): an acronym alone, noise beside noise. */
function isShortRareCluster(word: string): boolean {
  return /^[A-Z]{3}$/.test(word) && !/[AEIOUY]/.test(word) && (rarePairs(word) >= 1 || /^([B-DF-HJ-KMNP-TV-XZ])\1/.test(word));
}

function isVowellessRare(word: string): boolean {
  return /^[A-Z]{4,}$/.test(word) && !/[AEIOUY]/.test(word) && rarePairs(word) >= 1;
}

/**
 * Short clusters of consonants with rare letters side by side, two or more of them and nothing but
 * numbers beside ("qzv 9981 kkx", "VXK 12 ZJQ"): typed noise. Acronyms have such a cluster alone
 * ("JVC", "VW") or beside a word that is no cluster ("XKCD 12AB STORE"), and they keep their name.
 */
function isConsonantClusters(folded: string): boolean {
  // A terminal's field labels name no one and hide nothing ("QQ9#0001-ZZ /AUTH 552910").
  const words = folded.split(/[^A-Z]+/).filter((word) => word.length > 0 && !FIELD_LABELS.has(word));
  // A rare letter typed twice ("QQ", "ZZ") is a cluster of its own.
  return words.length >= 2 && words.every((word) => (word.length >= 2 && word.length <= 4 && !/[AEIOUY]/.test(word) && rarePairs(word) >= 1) || /^([JKQVWXZ])\1$/.test(word));
}

/** Labels a terminal prints before a number: an authorization, a reference, a sequence. */
const FIELD_LABELS: ReadonlySet<string> = new Set(['AUTH', 'AUTHCODE', 'APPR', 'REF', 'ID', 'TRN', 'TXN', 'SEQ', 'NR', 'CONF']);

const TYPED_SEMICOLON = /\p{L};\p{L}/u;

/** Letters from one keyboard row, five or more: noise only beside other noise ("QPWOEIRUTY ALSKDJFHG"). */
function isRowWord(word: string): boolean {
  return /^(?:[QWERTYUIOP]{5,}|[ASDFGHJKL]{5,}|[ZXCVBNM]{4,})$/.test(word);
}

/** Month and weekday names, as statements print a date in words ("14 MAR 2024", "MON 03 JUNE"). */
const DATE_WORDS: ReadonlySet<string> = new Set(
  `JAN JANUARY FEB FEBRUARY MAR MARCH APR APRIL MAY JUN JUNE JUL JULY AUG AUGUST SEP SEPT SEPTEMBER OCT OCTOBER NOV NOVEMBER DEC DECEMBER
  MON MONDAY TUE TUES TUESDAY WED WEDNESDAY THU THUR THURS THURSDAY FRI FRIDAY SAT SATURDAY SUN SUNDAY
  JANUAR FEBRUAR MAERZ MARZ MRZ MAI JUNI JULI OKT OKTOBER DEZ DEZEMBER JANV FEVR FEV AVR AVRIL JUIN JUIL AOUT ENE ABR AGO DIC`.split(/\s+/),
);

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;

/** Nothing but a date: numbers and month or weekday names, at least one number ("14 MAR 2024"). */
function isDateOnly(folded: string): boolean {
  const parts = folded.split(NOT_LETTER_OR_DIGIT).filter((part) => part.length > 0);
  return parts.some((part) => /^\d+$/.test(part)) && parts.every((part) => /^\d+(?:ST|ND|RD|TH)?$/.test(part) || DATE_WORDS.has(part));
}

/**
 * SPEC §2 rejection rules, decided on the raw input and its analysis (the normalizer has
 * already removed wrappers, numbers, reference codes, masked cards and web-address noise, so an
 * empty or all-noise normalized form means the input named no merchant). Returns null when the
 * item may go on. `empty_after_redaction` is decided later, by the pipeline, after redaction.
 */
export function rejectionReason(raw: string, analysis: DescriptorAnalysis): Reason | null {
  if (raw.length > MAX_INPUT_LENGTH) return 'too_long';
  // Placeholders and masked numbers are "no merchant" whatever their length: "N/A", "XXXX1234".
  if (MASKED_ONLY.test(raw) || isMaskedCardNumber(raw) || isPlaceholderOnly(raw) || isPlaceholderInitials(raw)) return 'no_merchant_signal';
  const meaningful = raw.match(MEANINGFUL)?.length ?? 0;
  if (meaningful < MIN_MEANINGFUL_CHARACTERS) {
    // Emoji-only input is a different kind of nothing than "Zx": it is not short, it is noise.
    return PICTOGRAPH.test(raw) && !LETTER.test(raw) ? 'no_merchant_signal' : 'too_short';
  }
  if (!LETTER.test(raw)) return 'all_digits';
  if (isPasswordLike(raw) || isGeneratedCode(raw) || isDateOnly(analysis.folded) || isSymbolSoup(raw) || isPictographsAroundWord(raw) || isGarbledText(raw)) return 'no_merchant_signal';
  const words = analysis.normalized.split(' ').filter((word) => word.length > 0);
  if (words.length === 0) return 'no_merchant_signal';
  // A web address names its owner ("NAME.COM"), whatever its words look like.
  if (analysis.hosts?.some((host) => host.word.length > 0)) return null;
  // Three or more single letters spell an acronym ("H E B", "Y M C A"); "N A" does not.
  const spelledOut = words.length >= 3 && words.every((word) => word.length === 1);
  if (!spelledOut && words.every(isNoise)) return 'no_merchant_signal';
  if (isRepeatedWeakWord(analysis.folded)) return 'no_merchant_signal';
  if (isCodesOnly(words) || isCodesBesideVowelless(analysis.folded) || isConsonantClusters(analysis.folded) || isNoiseBesideNumbers(analysis.folded)) return 'no_merchant_signal';
  if (words.length >= 2 && words.every((word) => isNoise(word) || isWeakNoise(word))) return 'no_merchant_signal';
  if (isMarkedLetterSoup(raw)) return 'no_merchant_signal';
  // A semicolon typed between letters (the key beside L, hit for the space) in a line with a word
  // of noise: keys run across ("xkcdjfhq;lwe asdf"). No export glues words with one.
  if (TYPED_SEMICOLON.test(raw) && words.some(isNoise)) return 'no_merchant_signal';
  // Beside a word that is noise, a one-row or vowelless word is noise too.
  if (words.length >= 2 && words.some(isNoise) && words.every((word) => isNoise(word) || isWeakNoise(word) || isRowWord(word) || isVowellessRare(word) || isShortRareCluster(word))) return 'no_merchant_signal';
  if (words.length >= 2 && words.every((word) => /^[A-Z]{4,}$/.test(word) && !/[AEIOUY]/.test(word)) && words.some(isVowellessRare) && words.some((word) => isRowWord(word) || rarePairs(word) >= 2)) return 'no_merchant_signal';
  return null;
}
