/**
 * Keys under which aliases are indexed. A descriptor word sequence and an alias match when their
 * keys are equal, so the key decides which spellings count as the same: spaces do not ("WHOLE
 * FOODS" = "WHOLEFOODS", "B & Q" = "B&Q"), "&" is "AND" ("PG&E" = "PGANDE") and "+" is "PLUS"
 * ("DISNEY+" = "DISNEYPLUS").
 */
export function tokenKey(word: string): string {
  // Most words have neither sign; skipping the regexes matters at a few lookups per word.
  if (!word.includes('&') && !word.includes('+')) return word;
  return word.replace(/&/g, 'AND').replace(/\+/g, 'PLUS');
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
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/\+/g, 'PLUS')
    .replace(/[^\p{L}\p{N}]/gu, '');
}
