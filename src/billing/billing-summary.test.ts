import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costMicros, formatMicros } from './billing-summary';

describe('money in micros', () => {
  it('formats integer micros without floating point', () => {
    expect(formatMicros(0)).toBe('0.00');
    expect(formatMicros(1_500_000)).toBe('1.50');
    expect(formatMicros(1_234_567)).toBe('1.234567');
    expect(formatMicros(120)).toBe('0.00012');
    expect(formatMicros(10_000 * 1_200)).toBe('12.00');
    expect(formatMicros(2_400, 'EUR')).toBe('0.0024 EUR');
  });

  it('round-trips: the formatted string names exactly the integer it came from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (micros) => {
        const [whole, fraction = ''] = formatMicros(micros).split('.');
        expect(BigInt(whole as string) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))).toBe(BigInt(micros));
      }),
    );
  });

  it('costs are items times the unit price', () => {
    expect(costMicros(3, 1_250)).toBe(3_750);
  });
});
