import type { Span } from './span';

// Bounded quantifiers everywhere: an e-mail or phone pattern with nested unbounded repeats is
// the classic catastrophic-backtracking trap, and descriptors reach us from anyone.
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@(?:[\p{L}\p{N}-]{1,63}\.){1,8}\p{L}{2,24}/gu;

const PHONE_PATTERNS: readonly RegExp[] = [
  // North America: 312-555-0150, (312) 555-0150, 312.555.0150, 3125550178, +1 312 555 0150, 1-800-…
  /(?<![\d+])(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\) ?|[2-9]\d{2})[ .-]?[2-9]\d{2}[ .-]?\d{4}(?!\d)/g,
  // International with a plus (E.164, 7–15 digits): +44 20 7946 0958, +49 30 901820, +61 412 345 678.
  /\+\d(?:[ .()-]{0,2}\d){6,14}(?!\d)/g,
  // International with 00 instead of the plus: 0044 20 7946 0958.
  /(?<!\d)00[1-9](?:[ .-]?\d){6,13}(?!\d)/g,
  // National numbers with a trunk 0 (UK 07…/01…/02…, AU 04…, DE, FR, NL, IE, IT): 10–11 digits,
  // optionally with the area code in brackets: (020) 7946 0958, 07700 900123, 0412 345 678.
  /(?<![\d+])(?:\(0[1-9]\d{0,3}\) ?|0[1-9])(?:[ .-]?\d){7,10}(?!\d)/g,
];

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

export function findEmails(text: string): Span[] {
  return [...text.matchAll(EMAIL)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    kind: 'email' as const,
  }));
}

/**
 * Phone numbers in the formats banks print. Vanity numbers ("800-VERIZON") stay: they name a
 * merchant, not a person. A 10-digit reference that happens to fit the North American plan is
 * removed as a phone, which costs nothing.
 */
export function findPhones(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of PHONE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const digits = digitCount(match[0]);
      if (digits < 7 || digits > 15) continue;
      if (match[0].startsWith('0') || match[0].startsWith('(0')) {
        if (!match[0].startsWith('00') && (digits < 10 || digits > 11)) continue;
      }
      spans.push({ start: match.index, end: match.index + match[0].length, kind: 'phone' });
    }
  }
  return spans;
}

/** A Cash App $Cashtag or a Venmo @handle: a person's own name on a payment app. */
const PAYMENT_HANDLE = /(?<![\p{L}\p{N}])[$@][A-Za-z][A-Za-z0-9_-]{1,29}(?![\p{L}\p{N}@.])/gu;

export function findPaymentHandles(text: string): Span[] {
  return [...text.matchAll(PAYMENT_HANDLE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    kind: 'person_name' as const,
  }));
}
