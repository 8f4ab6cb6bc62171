/**
 * Splits a folded descriptor into words and "markers". A marker stands where a number, date,
 * phone, masked card or reference code was: it is never part of the output, but it tells the
 * normalizer where the merchant name ended ("NAME #1234 CITY ST": what follows the store number
 * is a place).
 */
import { codeAt, isCapitalCode, isDigitCode } from './string-codes';

export interface Token {
  text: string;
  kind: 'word' | 'marker';
}

/** Placed in the text by earlier steps where something was removed (phones, e-mails). */
export const MARKER_CHARACTER = '\u0001';

/** Characters that never belong inside a token. */
const HARD_SEPARATORS = /[\s*\\|;()[\]{}"!?=<>~^_`]+/u;
const SOFT_SEPARATORS = /[/,:#.-]+/;

/** Numbers, dates, amounts, phone numbers, store numbers: "#02714", "03/14", "$45.00", "-12.50". */
const NUMERIC = /^[#$€£¥+(-]*\d[\d/.,:+#()-]*%?$/u;
/** Masked card or account fragments: "XXXX1234", "XXXXX", "X*1234". */
const MASKED = /^(?:X{2,}|X+\*+|\*+X+)[\dX*]*$/;
/** Single letters joined by dots: "T.J.", "S.R.O.", "U.S.A." */
const DOTTED_INITIALS = /^(?:\p{L}\.){2,}\p{L}?\.?$/u;
const TIME = /^\d{1,2}(?:AM|PM|A|P)$/;
/** A date with the month's name: "06MAR24", "14MAR2024", and Irish banks' "14MAR" without the year. */
const NAMED_DATE = /^\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2}|\d{4})?$/;
/** One or two letters then digits: a store or terminal code ("F9321", "TX104", "S5840"). */
const STORE_CODE = /^\p{L}{1,2}\d{2,}$/u;
/** A word with a long number glued on ("ADS9382710456", "AIR0012345678901"): keep the word. */
const WORD_THEN_NUMBER = /^(\p{L}{3,})\d{4,}$/u;
/**
 * A name with a booking reference glued on ("EASYJET000EK4B9X2"): a word of five letters or more,
 * then a code that starts with a digit. Kept apart only when the code alone is a reference.
 */
const WORD_THEN_CODE = /^(\p{L}{5,})(\d[\p{L}\d]{5,})$/u;
const VOWEL = /[AEIOUY]/;

const marker = (text: string): Token => ({ text, kind: 'marker' });
const word = (text: string): Token => ({ text, kind: 'word' });

function letterDigitTransitions(piece: string): number {
  let transitions = 0;
  let previous: 'letter' | 'digit' | null = null;
  for (const character of piece) {
    const current = character >= '0' && character <= '9' ? 'digit' : 'letter';
    if (previous !== null && current !== previous) transitions += 1;
    previous = current;
  }
  return transitions;
}

const PLAIN_WORD = /^[A-Z]+$/;
/** "XXXX": a masked number with no digits left. */
const ALL_X = /^X{2,}$/;

/**
 * Reference codes alternate letters and digits ("2K4LL1Y82", "HMP8R3TXZQ", "NL91ABNA0417…");
 * brand names change at most twice and keep a real word ("1PASSWORD", "PHARMACY2U", "CAR2GO").
 */
function isReferenceCode(piece: string): boolean {
  const transitions = letterDigitTransitions(piece);
  if (transitions >= 3) return true;
  if (transitions < 2) return false;
  return !/[AEIOUY]/.test(piece.replace(/\d+/g, ' ').split(' ').filter((run) => run.length >= 3).join(''));
}

/*
 * Regexes with Unicode property escapes are module constants: esbuild (tsx, the bundle) rewrites
 * such a literal as `new RegExp(…)`, which inside a function builds a regex on every call.
 */
const ANY_LETTER = /\p{L}/u;
const NUMBER_HYPHEN_LETTER = /^(\d+)-(?=\p{L})/u;
const LETTER_HYPHEN_NUMBER = /^(\p{L})-(\d{1,2})$/u;
const LETTER_HYPHEN_CODE = /^\p{L}-([\p{L}\d]{6,})$/u;
const LONG_NAME_NUMBER = /^(\p{Lu}{6,})(\d{1,4})$/u;

function classifyPiece(rawPiece: string, into: Token[]): void {
  if (PLAIN_WORD.test(rawPiece)) {
    into.push(isMaskedLetters(rawPiece) ? marker(rawPiece) : word(rawPiece));
    return;
  }
  // Symbols and emoji carry no merchant signal; letters of any script do (most pieces are codes
  // and numbers of ASCII letters and digits, which keep every character).
  const piece = isAsciiLettersDigits(rawPiece) ? rawPiece : rawPiece.replace(/[^\p{L}\p{N}&+]/gu, '');
  if (piece.length === 0 || piece === '+') return;
  if (NUMERIC.test(piece) || MASKED.test(piece)) {
    into.push(marker(piece));
    return;
  }
  if (/\d/.test(piece) && ANY_LETTER.test(piece)) {
    if (TIME.test(piece) || STORE_CODE.test(piece) || NAMED_DATE.test(piece)) {
      into.push(marker(piece));
      return;
    }
    const glued = WORD_THEN_NUMBER.exec(piece);
    if (glued?.[1]) {
      into.push(word(glued[1]), marker(piece.slice(glued[1].length)));
      return;
    }
    if (piece.length >= 4 && isReferenceCode(piece)) {
      const booked = WORD_THEN_CODE.exec(piece);
      const name = booked?.[1] ?? '';
      const code = booked?.[2] ?? '';
      if (VOWEL.test(name) && isReferenceCode(code)) into.push(word(name), marker(code));
      else into.push(marker(piece));
      return;
    }
  }
  into.push(word(piece));
}

function splitChunk(chunk: string, into: Token[]): void {
  if (PLAIN_WORD.test(chunk)) {
    into.push(isMaskedLetters(chunk) ? marker(chunk) : word(chunk));
    return;
  }
  if (NUMERIC.test(chunk) || MASKED.test(chunk)) {
    into.push(marker(chunk));
    return;
  }
  let text = chunk;
  if (text.includes('.') && DOTTED_INITIALS.test(text)) text = text.replace(/\./g, '');
  // Both hyphen rules need a hyphen, which most chunks lack.
  if (text.includes('-')) {
    // "7-ELEVEN" is one name; a hyphen after letters separates words ("CHICK-FIL-A").
    text = text.replace(NUMBER_HYPHEN_LETTER, '$1');
    // "A-1 PLUMBING", "B-2 AUTO": one letter and a number are one name ("A1").
    text = text.replace(LETTER_HYPHEN_NUMBER, '$1$2');
  }
  // "A-4X2Y3ZKQWERT": one letter before a hyphen and a reference code is part of the code.
  const lettered = text.charAt(1) === '-' ? LETTER_HYPHEN_CODE.exec(text) : null;
  if (lettered?.[1] && isReferenceCode(lettered[1])) {
    into.push(marker(text));
    return;
  }
  // "GLOVOAPP23": a long name with a number glued on (an account or store code) is the name.
  if (text.length > 0 && isDigitCode(codeAt(text, text.length - 1))) text = text.replace(LONG_NAME_NUMBER, '$1-$2');
  for (const part of text.split(SOFT_SEPARATORS)) {
    // "DISNEY+" keeps its plus; a plus inside a chunk separates ("A+B").
    for (const piece of part.includes('+') ? part.split(/\+(?!$)/) : [part]) {
      if (JAPANESE_SCRIPT.test(piece)) for (const run of scriptRuns(piece)) classifyPiece(run, into);
      else classifyPiece(piece, into);
    }
  }
}

/** Kanji, hiragana or katakana (half-width katakana are full-width once folded). */
const JAPANESE_SCRIPT = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/;
const HAN = /[\u3005\u3006\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/;
const HIRAGANA = /[\u3040-\u309F]/;
const KATAKANA = /[\u30A0-\u30FB\u30FD-\u30FF]/;
/** The long-vowel mark (ー) belongs to the run it ends; so does an "&". */
const LONG_VOWEL = '\u30FC';

type Script = 'han' | 'hiragana' | 'katakana' | 'other';

function scriptOf(character: string): Script {
  if (HAN.test(character)) return 'han';
  if (HIRAGANA.test(character)) return 'hiragana';
  return KATAKANA.test(character) ? 'katakana' : 'other';
}

/**
 * Japanese prints no spaces between words, but a name changes script where it ends: "ドコモご利用料金"
 * is the katakana brand (ドコモ) and the kanji and hiragana of "your usage charge", "JR東日本" the
 * Latin code and the kanji name, "モバイルSUICA" two words. Each run of one script is a word.
 */
function scriptRuns(piece: string): string[] {
  const runs: string[] = [];
  let run = '';
  let script: Script | null = null;
  for (const character of piece) {
    // An "&" joins, as it does between initials ("B&Q"): it stays in the run it stands in.
    const current: Script | null = character === LONG_VOWEL || character === '&' ? script : scriptOf(character);
    if (run.length > 0 && current !== script) {
      runs.push(run);
      run = '';
    }
    run += character;
    script = current;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Character codes of HARD_SEPARATORS in the ASCII range, for the fast scanner. */
const SEPARATOR_CODES = new Uint8Array(128);
for (const character of ' *\\|;()[]{}"!?=<>~^_`\t\n\r\u0001') SEPARATOR_CODES[character.charCodeAt(0)] = 1;
const APOSTROPHE = 39;
const MARKER_CODE = 1;

/** "XXXX" (ALL_X), tested only for the words that begin with an X. */
function isMaskedLetters(text: string): boolean {
  return codeAt(text, 0) === 88 && ALL_X.test(text);
}

/** Only ASCII capitals, digits, "&" and "+": nothing for the symbol filter to drop. */
function isAsciiLettersDigits(text: string): boolean {
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = codeAt(text, index);
    if (!(isCapitalCode(code) || isDigitCode(code) || code === 38 || code === 43)) return false;
  }
  return true;
}

function isAsciiUpperOnly(chunk: string): boolean {
  const length = chunk.length;
  for (let index = 0; index < length; index += 1) {
    if (!isCapitalCode(codeAt(chunk, index))) return false;
  }
  return length > 0;
}

/** Tokenizes folded, upper-case text. Apostrophes vanish ("MCDONALD'S" is "MCDONALDS"). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  let sawApostrophe = false;
  let sawAmpersand = false;
  // One scan over the characters: this runs for every descriptor and every alias.
  const length = text.length;
  for (let index = 0; index <= length; index += 1) {
    const code = index < length ? codeAt(text, index) : 32;
    if (code === APOSTROPHE) sawApostrophe = true;
    const separates = code < 128 ? SEPARATOR_CODES[code] === 1 : HARD_SEPARATORS.test(text.charAt(index));
    if (!separates) continue;
    if (index > start) {
      let chunk = text.slice(start, index);
      if (sawApostrophe) chunk = chunk.replace(/'/g, '');
      if (chunk.length > 1 && isAsciiUpperOnly(chunk) && !isMaskedLetters(chunk)) tokens.push(word(chunk));
      else if (chunk.length > 0) splitChunk(chunk, tokens);
      if (chunk === '&') sawAmpersand = true;
    }
    // Where an earlier step removed a phone, date or e-mail address.
    if (code === MARKER_CODE) tokens.push(marker(MARKER_CHARACTER));
    start = index + 1;
    sawApostrophe = false;
  }
  return sawAmpersand ? joinInitialsAroundAmpersand(tokens) : tokens;
}

/** "B & Q", "H & M" → "B&Q", "H&M": one spelling whatever the spacing. */
function joinInitialsAroundAmpersand(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const current = tokens[index];
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    const previous = result[result.length - 1];
    if (
      current?.kind === 'word' &&
      current.text === '&' &&
      previous?.kind === 'word' &&
      previous.text.length === 1 &&
      next?.kind === 'word' &&
      next.text.length === 1 &&
      (after === undefined || after.kind !== 'word' || after.text !== '&')
    ) {
      previous.text = `${previous.text}&${next.text}`;
      index += 1;
      continue;
    }
    if (current) result.push(current);
  }
  return result;
}
