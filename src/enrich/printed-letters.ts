/**
 * The letters a model's name takes from the line as the customer's bank printed it. Models read
 * folded, redacted text (ASCII: the normalizer folds Ø to O, Ł to L), so they answer "Bakeri
 * Brodboksen"; the public name is written as a person writes it.
 */
import { foldDescriptor } from '../knowledge';

// Module constants: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const RAW_WORD = /[\p{L}\p{N}]+/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_ALNUM = /^[A-Za-z0-9]$/;
/** Ligatures a name is written with, which fold to two letters. */
const LIGATURES = /^[ÆæŒœ]$/;
const TWO_ASCII_LETTERS = /^[A-Z]{2}$/;

/**
 * The name's letters as the statement printed them: the normalizer folds to ASCII to read the
 * words, but a person writes "Bakeri Brødboksen", "Kafe Hjørnet", "Frisör Klippet", "Piekarnia
 * Łódź". A word of the name takes the printed word's letters where they fold to its own, one
 * for one, in the name's case; other words stay as they are.
 */
export function withPrintedLetters(name: string, printed: string): string {
  if (!NON_ASCII.test(printed)) return name;
  const byFold = new Map<string, string>();
  for (const [word] of printed.matchAll(RAW_WORD)) {
    if (!NON_ASCII.test(word)) continue;
    const letters = [...word];
    // Each letter as the normalizer folds it (Ø to O, Ł to L, é to E).
    const folded = letters.map(foldDescriptor);
    // One ASCII letter for one, or the two of a ligature (Æ of "TANDLÆGERNE" is AE): otherwise
    // (ß is a letter of its own, SS) the word is left alone.
    if (folded.some((letter, index) => !ASCII_ALNUM.test(letter) && !(LIGATURES.test(letters[index] ?? '') && TWO_ASCII_LETTERS.test(letter)))) continue;
    const key = folded.join('');
    if (!byFold.has(key)) byFold.set(key, word);
  }
  if (byFold.size === 0) return name;
  return name
    .split(' ')
    .map((token) => {
      const key = token.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      const source = byFold.get(key);
      if (source === undefined) return token;
      const letters = [...source];
      let at = 0;
      // ASCII letters of the token still to take for the printed letter before (the E of Æ's AE).
      let owed = 0;
      let out = '';
      for (const character of token) {
        if (!ASCII_ALNUM.test(character)) {
          out += character;
          continue;
        }
        if (owed > 0) {
          owed -= 1;
          continue;
        }
        const printedLetter = letters[at] ?? character;
        at += 1;
        owed = foldDescriptor(printedLetter).length - 1;
        out += character === character.toLowerCase() ? printedLetter.toLowerCase() : printedLetter.toUpperCase();
      }
      return out;
    })
    .join(' ');
}

/** Words a hyphen joins in a line, letters or digits on both sides ("TRI-STATE", "WINSTON-SALEM", "RENT-A-CENTER"). */
const HYPHENATED = /(?<![A-Z0-9-])[A-Z0-9]+(?:-[A-Z0-9]+)+(?![A-Z0-9-])/g;

/**
 * The name's words as the line joined them: models read the normalized text, where "TRI-STATE PEST
 * CON" is three words, but the business writes itself "Tri-State Pest Control" (as "Tri-County",
 * "Winston-Salem", "Rent-A-Center"). Where the model's name holds a hyphenated run of the printed
 * line word for word (letters folded), the hyphens come back.
 */
export function keepHyphens(name: string, line: string): string {
  if (!line.includes('-') || name === '') return name;
  const words = name.split(' ');
  const upper = words.map((word) => foldDescriptor(word));
  for (const [run] of foldDescriptor(line).matchAll(HYPHENATED)) {
    const parts = run.split('-');
    for (let start = 0; start + parts.length <= upper.length; start += 1) {
      if (!parts.every((part, offset) => upper[start + offset] === part)) continue;
      words.splice(start, parts.length, words.slice(start, start + parts.length).join('-'));
      upper.splice(start, parts.length, run);
      break;
    }
  }
  return words.join(' ');
}
