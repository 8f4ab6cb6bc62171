import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withLuhnDigit } from '../../tools/redaction/corpus/descriptor-parts';
import { CHAIN_MERCHANTS, NAMED_MERCHANTS } from '../../tools/redaction/corpus/merchant-names';
import { isIbanChecksumValid } from './find-ibans';
import { MODEL_INPUT_MAX_CHARS, prepareForModel, redact } from './index';

const merchant = fc.constantFrom(...CHAIN_MERCHANTS, ...NAMED_MERCHANTS);

/** A Luhn-valid 13–19 digit number with any separators between any digits. */
const spacedCard = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 17 }),
    fc.array(fc.constantFrom('', '', '', ' ', '-', '  ', ' - ', '.'), { minLength: 19, maxLength: 19 }),
  )
  .map(([first, rest, separators]) => {
    const digits = withLuhnDigit(`${first}${rest.join('')}`);
    return { digits, printed: [...digits].map((digit, index) => (index === 0 ? digit : (separators[index] ?? '') + digit)).join('') };
  });

/** Descriptor-like text: merchant words, names, numbers, separators, in any order. */
const descriptorPiece = fc.oneof(
  merchant,
  fc.constantFrom('ZELLE TO', 'VENMO *', 'PAYMENT TO', 'FASTER PAYMENT FROM', 'PAYPAL *', 'INDN:', 'ACCT', 'REF', 'CO ID:', 'MRS'),
  fc.constantFrom('JOHN', 'SMITH', 'J', 'S.', 'HELEN', 'CLARKE', 'XIOMARA', "MARIA'S", 'TACOS', '&', 'LLC', 'DE', 'VAN', 'ROSE', 'HILL'),
  fc.stringMatching(/^[0-9]{1,19}$/),
  fc.stringMatching(/^[0-9 ()+.-]{1,20}$/),
  fc.constantFrom('*', '#', ',', '/', ' - ', '(', ')', ':', '@', '.COM', 'X', '\t', '\n', '  '),
  fc.string({ maxLength: 8 }),
);
const descriptor = fc.array(descriptorPiece, { maxLength: 12 }).map((pieces) => pieces.join(' '));
const anyText = fc.oneof(descriptor, fc.string({ maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 80 }));

function isSubsequence(needle: string, haystack: string): boolean {
  let position = 0;
  for (const character of needle) {
    position = haystack.indexOf(character, position);
    if (position < 0) return false;
    position += character.length;
  }
  return true;
}

describe('redaction properties', () => {
  it('a Luhn-valid number in any spacing never survives', () => {
    fc.assert(
      fc.property(spacedCard, merchant, merchant, fc.constantFrom(' ', ' CARD ', ' #12 ', '*', ' POS '), (card, before, after, glue) => {
        const output = redact(`${before}${glue}${card.printed}${glue}${after}`).text;
        expect(output.replace(/\D/g, '')).not.toContain(card.digits);
      }),
      { numRuns: 3000 },
    );
  });

  it('a valid IBAN, joined or grouped, never survives', () => {
    const ibanArbitrary = fc
      .tuple(fc.constantFrom('GB', 'DE', 'NL', 'FR'), fc.stringMatching(/^[0-9]{14}$/), fc.boolean())
      .map(([country, body, grouped]) => {
        const bban = country === 'GB' || country === 'NL' ? `ABCD${body}` : body.padEnd(country === 'DE' ? 18 : 23, '7');
        const trimmed = country === 'NL' ? bban.slice(0, 14) : bban;
        let iban = '';
        for (let check = 2; check <= 98 && iban === ''; check += 1) {
          const candidate = `${country}${String(check).padStart(2, '0')}${trimmed}`;
          if (isIbanChecksumValid(candidate)) iban = candidate;
        }
        return { compact: iban, printed: grouped ? (iban.match(/.{1,4}/g) ?? []).join(' ') : iban };
      });
    fc.assert(
      fc.property(ibanArbitrary, merchant, (iban, name) => {
        const output = redact(`SEPA-LASTSCHRIFT ${name} ${iban.printed} REF 12`).text;
        expect(output.replace(/[^A-Z0-9]/gi, '').toUpperCase()).not.toContain(iban.compact);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = redact(text).text;
        expect(redact(once)).toEqual({ text: once, kinds: [] });
      }),
      { numRuns: 3000 },
    );
  });

  it('never adds characters: the output is never longer and keeps the input order', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const output = redact(text).text;
        expect(output.length).toBeLessThanOrEqual(text.length);
        expect(isSubsequence(output.replace(/\s/g, ''), text.replace(/\s/g, ''))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('prepareForModel output is at most 128 characters and already redacted', () => {
    const normalizers = fc.constantFrom(
      (text: string) => text,
      (text: string) => text.toUpperCase(),
      (text: string) => text.replace(/[^A-Za-z0-9 ]/g, ''),
      (text: string) => `${text} ${text}`,
    );
    const longText = fc.oneof(anyText, fc.array(descriptor, { maxLength: 8 }).map((parts) => parts.join(' ')), fc.string({ maxLength: 600 }));
    fc.assert(
      fc.property(longText, normalizers, (text, normalize) => {
        const result = prepareForModel(text, normalize);
        expect(result.text.length).toBeLessThanOrEqual(MODEL_INPUT_MAX_CHARS);
        expect(redact(result.text).text).toBe(result.text);
        // Its canonical form travels with it, as clean as the text.
        expect(redact(result.normalized).text).toBe(result.normalized);
      }),
      { numRuns: 2000 },
    );
  });
});
