import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, keyId, UnreadableFieldError } from './index';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const entry = (key: Buffer) => ({ id: keyId(key), key });

describe('field cipher', () => {
  it('round-trips every JavaScript string exactly (NUL, lone surrogates included)', () => {
    const cipher = createFieldCipher({ current: entry(newKey), previous: [] });
    fc.assert(
      // Any UTF-16 code units: unpaired surrogates and NUL are exactly what UTF-8 storage loses.
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 64 }), (codes) => {
        const text = String.fromCharCode(...codes);
        expect(cipher.open(cipher.seal(text, 'f'), 'f')).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('never stores the plaintext, and two seals of one string differ', () => {
    const cipher = createFieldCipher({ current: entry(newKey), previous: [] });
    const first = cipher.seal('CARD 4111111111111111', 'f');
    expect(first).not.toContain('4111');
    expect(first).not.toBe(cipher.seal('CARD 4111111111111111', 'f'));
  });

  it('rotation: rows sealed with the previous key still open; new rows use the new key', () => {
    const before = createFieldCipher({ current: entry(oldKey), previous: [] });
    const sealed = before.seal('NETFLIX.COM', 'f');
    const after = createFieldCipher({ current: entry(newKey), previous: [entry(oldKey)] });
    expect(after.open(sealed, 'f')).toBe('NETFLIX.COM');
    expect(after.seal('x', 'f')).toContain(`.${keyId(newKey)}.`);
    const forgotten = createFieldCipher({ current: entry(newKey), previous: [] });
    expect(() => forgotten.open(sealed, 'f')).toThrow(UnreadableFieldError);
  });

  it('a ciphertext moved to another field, or tampered with, does not open', () => {
    const cipher = createFieldCipher({ current: entry(newKey), previous: [] });
    const sealed = cipher.seal('NETFLIX.COM', 'job_items.input');
    expect(() => cipher.open(sealed, 'job_items.result')).toThrow(UnreadableFieldError);
    // Flip one bit of the last ciphertext byte. Editing the base64 text instead can touch only the
    // final character's unused padding bits, which decode to the same bytes (a flaky test once).
    const dot = sealed.lastIndexOf('.');
    const packed = Buffer.from(sealed.slice(dot + 1), 'base64url');
    packed.writeUInt8(packed.readUInt8(packed.length - 1) ^ 0x01, packed.length - 1);
    const flipped = sealed.slice(0, dot + 1) + packed.toString('base64url');
    expect(() => cipher.open(flipped, 'job_items.input')).toThrow(UnreadableFieldError);
  });
});
