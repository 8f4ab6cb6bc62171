import { isLuhnValid } from './luhn';
import type { Span } from './span';

// Runs of digit groups joined by up to three spaces, dots or dashes: "4111 1111 1111 1111",
// "4111-1111-1111-1111", "4111 - 1111 - 1111 - 1111", "4111111111111111", "4111 11 1111111111 11".
// Separators and digits cannot overlap, so the pattern stays linear however long the input.
const DIGIT_GROUPS = /\d+(?:[ .-]{1,3}\d+)*/g;
const GROUP = /\d+/g;

/**
 * Card numbers: 13–19 digits passing the Luhn check, in any spacing. The check is what keeps
 * store numbers, phone numbers and dates out; a reference that happens to pass it is removed
 * too, which costs nothing (a reference carries no merchant signal). Every window of whole
 * groups is tried, so a card next to a store number ("#1234 4111 1111 1111 1111") is still found.
 * Masked fragments (XXXX1234, ****1234) have too few digits to match and stay.
 */
export function findCardNumbers(text: string): Span[] {
  const spans: Span[] = [];
  for (const run of text.matchAll(DIGIT_GROUPS)) {
    const groups = [...run[0].matchAll(GROUP)].map((group) => ({
      start: run.index + group.index,
      end: run.index + group.index + group[0].length,
      digits: group[0],
    }));
    for (let first = 0; first < groups.length; first += 1) {
      const startGroup = groups[first];
      if (startGroup === undefined) continue;
      let digits = '';
      for (const endGroup of groups.slice(first)) {
        digits += endGroup.digits;
        if (digits.length > 19) break;
        if (digits.length >= 13 && isLuhnValid(digits)) {
          spans.push({ start: gluedLetters(text, startGroup.start), end: endGroup.end, kind: 'card_number' });
        }
      }
    }
  }
  return spans;
}

/**
 * A number glued to one to three letters of a bank's reference ("S304102556718234", Wells
 * Fargo's card-line reference) goes with them: a lone "S" left behind would read as a word.
 */
function gluedLetters(text: string, start: number): number {
  let from = start;
  while (from > 0 && start - from < 3 && /[A-Za-z]/.test(text[from - 1] ?? '')) from -= 1;
  return from < start && (from === 0 || /\s/.test(text[from - 1] ?? '')) ? from : start;
}
