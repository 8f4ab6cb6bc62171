import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDeletionIndex } from './deletion-index';
import { createPrefixFilter } from './prefix-filter';

const key = fc.stringMatching(/^[A-Z0-9ÄÖÜÉ]{1,14}$/);

describe('prefix filter', () => {
  it('says yes to every proper prefix of every key', () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 200 }), (keys) => {
        const filter = createPrefixFilter(keys);
        for (const text of keys) for (let length = 1; length < text.length; length += 1) expect(filter.has(text.slice(0, length))).toBe(true);
      }),
    );
  });

  it('says yes to every whole string it was given beside the keys', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 50 }), fc.array(key, { minLength: 1, maxLength: 50 }), (keys, wholes) => {
        const filter = createPrefixFilter(keys, wholes);
        for (const text of wholes) expect(filter.has(text)).toBe(true);
      }),
    );
  });

  it('says no to nearly every other string, and always to the empty one', () => {
    const keys = Array.from({ length: 5000 }, (_, index) => `KEY${index.toString(36).toUpperCase()}MERCHANT`);
    const filter = createPrefixFilter(keys);
    const absent = Array.from({ length: 5000 }, (_, index) => `OTHER${index}`);
    expect(absent.filter((text) => filter.has(text)).length).toBeLessThan(50);
    expect(filter.has('')).toBe(false);
  });
});

describe('deletion index', () => {
  /** The map it replaces: every one-deletion form of every key → the keys' values, in order. */
  function naive(keys: readonly string[]): Map<string, number[]> {
    const byForm = new Map<string, number[]>();
    keys.forEach((text, value) => {
      for (const form of new Set(Array.from(text, (_, skip) => text.slice(0, skip) + text.slice(skip + 1)))) byForm.set(form, [...(byForm.get(form) ?? []), value]);
    });
    return byForm;
  }

  it('finds exactly the keys one deletion away, in the order given', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[ABKO]{2,9}$/), { maxLength: 60 }), fc.array(fc.stringMatching(/^[ABKO]{1,9}$/), { maxLength: 30 }), (keys, probes) => {
        const index = createDeletionIndex(keys.map((text, value) => [text, value] as const));
        const expected = naive(keys);
        for (const probe of [...expected.keys(), ...keys, ...probes]) expect(index.get(probe)).toEqual(expected.get(probe));
      }),
    );
  });
});
