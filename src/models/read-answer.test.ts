import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../domain';
import { calibrateConfidence } from './calibrate-confidence';
import { CACHEABLE_CONFIDENCE } from '../enrich/cache-store';
import { extractJson } from './extract-json';
import { readAnswer, sanitizeDomain, sanitizeMcc, sanitizeName } from './read-answer';

const good = { name: 'Netflix', domain: 'netflix.com', cat: 'entertainment', mcc: '4899', sub: true, conf: 0.97 };

describe('readAnswer', () => {
  it('aligns answers by id, not by position', () => {
    const results = readAnswer({ items: [{ id: 1, ...good, name: 'Second' }, { id: 0, ...good, name: 'First' }] }, 2);
    expect(results.map((result) => result.ok && result.answer.name)).toEqual(['First', 'Second']);
  });

  it('accepts a bare array and an id written as a string', () => {
    expect(readAnswer([{ ...good, id: '0' }], 1)[0]?.ok).toBe(true);
  });

  it('fails every item of an answer that is not a document', () => {
    for (const payload of [undefined, null, 'text', 42, { items: 'no' }, {}]) {
      expect(readAnswer(payload, 2)).toEqual([
        { ok: false, reason: 'model_error' },
        { ok: false, reason: 'model_error' },
      ]);
    }
  });

  it('fails an item without a subscription flag or a usable confidence', () => {
    const results = readAnswer({ items: [{ id: 0, ...good, sub: 'yes' }, { id: 1, ...good, conf: -1 }, { id: 2, ...good, conf: 95 }] }, 3);
    expect(results.map((result) => result.ok)).toEqual([false, false, true]);
  });

  it('never lets an answer outside the contract through, whatever the model writes', () => {
    const anything = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(...CATEGORIES));
    const item = fc.record({ id: fc.oneof(fc.nat(6), fc.string()), name: anything, domain: anything, cat: anything, mcc: anything, sub: anything, conf: anything }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const results = readAnswer({ items }, 4);
        expect(results).toHaveLength(4);
        for (const result of results) {
          if (!result.ok) continue;
          expect(CATEGORIES).toContain(result.answer.category);
          expect(result.answer.name.length).toBeGreaterThan(0);
          expect(result.answer.name.length).toBeLessThanOrEqual(80);
          if (result.answer.mcc !== null) expect(result.answer.mcc).toMatch(/^\d{4}$/);
          if (result.answer.domain !== null) expect(result.answer.domain).toMatch(/^[a-z0-9.-]+$/);
          expect(result.answer.confidence).toBeGreaterThanOrEqual(0);
          expect(result.answer.confidence).toBeLessThanOrEqual(0.95);
        }
      }),
    );
  });
});

describe('field sanitising', () => {
  it('keeps bare hostnames only', () => {
    expect(sanitizeDomain('Netflix.com.')).toBe('netflix.com');
    expect(sanitizeDomain('www.amazon.co.uk')).toBe('amazon.co.uk');
    expect(sanitizeDomain('one.google.com')).toBe('one.google.com');
    for (const bad of ['https://netflix.com', 'netflix.com/us', 'netflix.com:443', 'net flix.com', 'my_shop.com', '10.0.0.1', 'localhost', 'co.uk', 'shop.local', 'user@netflix.com', '', 42]) {
      expect(sanitizeDomain(bad)).toBeNull();
    }
  });

  it('keeps 4-digit MCCs only', () => {
    expect(sanitizeMcc('5812')).toBe('5812');
    expect(sanitizeMcc(5812)).toBe('5812');
    for (const bad of ['581', '58121', 'MCC5812', 742, null, undefined]) expect(sanitizeMcc(bad)).toBeNull();
  });

  it('trims, collapses and cuts names to 80 characters', () => {
    expect(sanitizeName('  Joe\u0000s \n Pizza ')).toBe('Joe s Pizza');
    expect(sanitizeName(' \t ')).toBeNull();
    expect(sanitizeName('x'.repeat(200))).toHaveLength(80);
  });
});

describe('calibrateConfidence', () => {
  it('caches nothing the model itself put below 0.9, and nothing above 0.95', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (selfReported) => {
        const calibrated = calibrateConfidence(selfReported);
        expect(calibrated).not.toBeNull();
        expect(calibrated as number).toBeLessThanOrEqual(0.95);
        expect((calibrated as number) >= CACHEABLE_CONFIDENCE).toBe(selfReported >= 0.9);
      }),
    );
  });

  it('is monotonic and reads percentages', () => {
    expect(calibrateConfidence(0.9)).toBe(0.8);
    expect(calibrateConfidence(1)).toBe(0.95);
    expect(calibrateConfidence(97)).toBe(calibrateConfidence(0.97));
    expect(calibrateConfidence(0.5)).toBeLessThan(calibrateConfidence(0.6) as number);
    expect(calibrateConfidence(-0.1)).toBeNull();
    expect(calibrateConfidence(Number.NaN)).toBeNull();
  });
});

describe('extractJson', () => {
  it('ignores fences, reasoning and trailing prose', () => {
    expect(extractJson('<think>hmm</think>```json\n{"items":[]}\n```\nHope this helps!')).toEqual({ items: [] });
  });

  it('salvages complete items from a truncated answer, strings with braces included', () => {
    const text = '{"items":[{"id":0,"name":"A } B"},{"id":1,"name":"C\\"{"},{"id":2,"na';
    expect(extractJson(text)).toEqual({ items: [{ id: 0, name: 'A } B' }, { id: 1, name: 'C"{' }] });
  });

  it('gives up on text without JSON', () => {
    expect(extractJson('I cannot help with that.')).toBeUndefined();
  });
});
