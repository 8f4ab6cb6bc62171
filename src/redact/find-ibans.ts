import type { Span } from './span';

/**
 * IBAN length per country (ISO 13616 registry). Only these countries are recognised, so a
 * random "AB12…" reference is not mistaken for an IBAN; an IBAN of a country missing here is
 * still caught by the account-number rule when it follows "IBAN".
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

const IBAN_START = /(?<![\p{L}\p{N}])[A-Za-z]{2}\d{2}/gu;

/** ISO 7064 mod 97-10 over an IBAN without spaces, upper case: valid when the remainder is 1. */
export function isIbanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/**
 * IBANs, joined ("GB29NWBK60161331926819") or printed in groups ("GB29 NWBK 6016 1331 9268 19"),
 * any case. From each possible start, exactly the country's length is read (single spaces
 * allowed between characters), so an IBAN followed by a town name is not over-read.
 */
export function findIbans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(IBAN_START)) {
    const country = match[0].slice(0, 2).toUpperCase();
    const length = IBAN_LENGTHS[country];
    if (length === undefined) continue;
    let compact = '';
    let position = match.index;
    while (position < text.length && compact.length < length) {
      const character = text.charAt(position);
      if (/[A-Za-z0-9]/.test(character)) compact += character.toUpperCase();
      else if (character !== ' ' || compact.length === 0 || text.charAt(position + 1) === ' ') break;
      position += 1;
    }
    if (compact.length !== length) continue;
    // The IBAN must end at a word boundary: 22 characters taken from a 30-character code are not an IBAN.
    if (/[A-Za-z0-9]/.test(text.charAt(position))) continue;
    if (isIbanChecksumValid(compact)) spans.push({ start: match.index, end: position, kind: 'iban' });
  }
  return spans;
}
