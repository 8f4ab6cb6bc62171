import { codeAt } from './string-codes';

/**
 * Keys under which aliases are indexed. A descriptor word sequence and an alias match when their
 * keys are equal, so the key decides which spellings count as the same: spaces do not ("WHOLE
 * FOODS" = "WHOLEFOODS", "B & Q" = "B&Q"), "&" is "AND" ("PG&E" = "PGANDE") and "+" is "PLUS"
 * ("DISNEY+" = "DISNEYPLUS").
 */
export function tokenKey(word: string): string {
  // Most words have neither sign; skipping the regexes matters at a few lookups per word.
  if (!hasAmpersandOrPlus(word)) return word;
  return word.replace(/&/g, 'AND').replace(/\+/g, 'PLUS');
}

function hasAmpersandOrPlus(word: string): boolean {
  const length = word.length;
  for (let index = 0; index < length; index += 1) {
    const code = codeAt(word, index);
    if (code === 38 || code === 43) return true;
  }
  return false;
}

/** Key of a word sequence: the token keys joined without spaces. */
export function sequenceKey(words: readonly string[]): string {
  let key = '';
  for (const word of words) key += tokenKey(word);
  return key;
}

/**
 * Key of a merchant name for findByName: case, accents, punctuation and spacing are
 * ignored ("mcdonalds" = "McDonald's", "Chick fil A" = "Chick-fil-A").
 */
export function nameKey(name: string): string {
  return stripMarks(name.normalize('NFKD'))
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/\+/g, 'PLUS')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Combining marks other than kana's voicing marks (dakuten ゛ and handakuten ゜ as NFKD writes them). */
const NON_KANA_MARKS = /(?![\u3099\u309A])\p{M}/gu;
/** Scripts whose NFKD form needs composing again: kana with voicing marks, Hangul's jamo. */
const RECOMPOSED = /[\u3099\u309A\u1100-\u11FF]/;

/**
 * Drops the accents of NFKD text ("CAFÉ" → CAFE) but keeps what a mark means in kana: ﾃﾞﾋﾞｯﾄ
 * (half-width, the voicing marks printed apart) and デビット are one word, never テヒット, which
 * is another. Kana and Hangul are composed again (NFC), so every spelling of a word has one form.
 */
export function stripMarks(decomposed: string): string {
  const stripped = decomposed.replace(NON_KANA_MARKS, '');
  return RECOMPOSED.test(stripped) ? stripped.normalize('NFC') : stripped;
}
