import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KEY_PREFIX, generateRawKey, hashKey, isWellFormedKey, keyChecksum } from './key-format';

describe('key format', () => {
  it('generates keys that pass their own checksum and have the documented shape', () => {
    for (let index = 0; index < 200; index += 1) {
      const key = generateRawKey();
      expect(key).toMatch(/^txe_live_[0-9A-Za-z]{38}$/);
      expect(isWellFormedKey(key)).toBe(true);
    }
  });

  it('refuses any single-character change (checksum catches typos)', () => {
    const key = generateRawKey();
    fc.assert(
      fc.property(fc.integer({ min: KEY_PREFIX.length, max: key.length - 1 }), fc.constantFrom(...'aZ09xQ'), (position, replacement) => {
        const changed = key.slice(0, position) + replacement + key.slice(position + 1);
        fc.pre(changed !== key);
        expect(isWellFormedKey(changed)).toBe(false);
      }),
    );
  });

  it('refuses wrong prefixes, lengths and characters', () => {
    const key = generateRawKey();
    expect(isWellFormedKey(key.replace('txe_live_', 'txe_test_'))).toBe(false);
    expect(isWellFormedKey(key + 'a')).toBe(false);
    expect(isWellFormedKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedKey('')).toBe(false);
    expect(isWellFormedKey(`${KEY_PREFIX}${'!'.repeat(38)}`)).toBe(false);
  });

  it('checksum is 6 base62 characters and hash is hex SHA-256', () => {
    expect(keyChecksum('abc')).toMatch(/^[0-9A-Za-z]{6}$/);
    expect(hashKey('txe_live_x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
