const WHITESPACE = /\s+/g;
const EMPTY_BRACKETS = /\(\s*\)|\[\s*\]|\{\s*\}/g;
// A separator standing alone at either end, left behind by a removal: "VENMO *" (after
// "VENMO *JANE DOE"), "- ZELLE". Separators glued to a word ("-12.50", "LOWES #00412*") stay.
const LEADING_SEPARATORS = /^(?:[*:,;/#|.\-–—]+(?: |$))+/;
const TRAILING_SEPARATORS = /(?:(?:^| )[*:,;/#|.\-–—]+)+$/;
// "REF , MANDATE" after "REF VP12345678, MANDATE": the space before the comma is an orphan.
const SPACE_BEFORE_COMMA = / (?=[,;])/g;
const REPEATED_COMMAS = /([,;]) ?[,;]/g;
// Cheap test for "might any rule above apply", so that most descriptors skip the loop.
const MAYBE_UNTIDY = /[()[\]{}]| [,;]|[,;] ?[,;]|^[*:,;/#|.\-–—]|(?:^| )[*:,;/#|.\-–—]+$/;

/**
 * Folds whitespace and drops separators orphaned by a removal. Only ever deletes characters or
 * turns whitespace into a single space, and is idempotent; redact() depends on both.
 */
export function tidy(text: string): string {
  let current = text.replace(WHITESPACE, ' ').trim();
  while (MAYBE_UNTIDY.test(current)) {
    const next = current
      .replace(EMPTY_BRACKETS, ' ')
      .replace(WHITESPACE, ' ')
      .replace(SPACE_BEFORE_COMMA, '')
      .replace(REPEATED_COMMAS, '$1')
      .replace(LEADING_SEPARATORS, '')
      .replace(TRAILING_SEPARATORS, '')
      .trim();
    if (next === current) return current;
    current = next;
  }
  return current;
}
