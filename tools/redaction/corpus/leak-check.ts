import { foldWord } from '../../../src/redact/fold-word';
import type { PiiKind } from '../../../src/redact/types';

const WORD_SPLIT = /[^\p{L}\p{N}'’&-]+/u;

/** The words of a text, folded as the redactor folds them, for "does this word survive" checks. */
export function foldedWords(text: string): Set<string> {
  return new Set(text.split(WORD_SPLIT).filter((word) => word !== '').map(foldWord));
}

function compact(text: string): string {
  return text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Shortest piece of a number or address that still counts as a leak when found in the output. */
const LEAK_WINDOW = 7;

/**
 * Whether planted personal data is still in the redacted text. Stricter than "the planted
 * string is absent": for numbers and addresses, any 7 consecutive characters of it (ignoring
 * spacing and case) is a leak, so "+44 20 7946 0958" reduced to "20 7946 0958" counts as
 * leaked; for names, any word of two or more letters that survives is a leak.
 */
export function leaks(kind: PiiKind, value: string, output: string): boolean {
  if (kind === 'person_name') {
    const words = foldedWords(output);
    return value
      .split(/[\s,]+/)
      .map(foldWord)
      .filter((word) => word.length >= 2)
      .some((word) => words.has(word));
  }
  const planted = compact(value);
  const remaining = compact(output);
  const window = Math.min(LEAK_WINDOW, planted.length);
  for (let start = 0; start + window <= planted.length; start += 1) {
    if (remaining.includes(planted.slice(start, start + window))) return true;
  }
  return false;
}

/** Merchant words that redaction removed or changed. */
export function alteredWords(merchantWords: readonly string[], output: string): string[] {
  const words = foldedWords(output);
  return merchantWords.filter((word) => !words.has(foldWord(word)));
}

/** Devset `pii` strings carry no kind: a name has no digits and no "@". */
export function guessKind(value: string): PiiKind {
  if (value.includes('@')) return 'email';
  if (/\d/.test(value)) return 'account_number';
  return 'person_name';
}
