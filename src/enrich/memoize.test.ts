import { describe, expect, it } from 'vitest';
import { memoizeByString } from './memoize';

describe('memoizeByString', () => {
  it('computes a string once while it is remembered, null and undefined results too', () => {
    const calls: string[] = [];
    const remembered = memoizeByString((text) => {
      calls.push(text);
      return text === 'none' ? null : text.length;
    }, 10);
    expect(remembered('NETFLIX')).toBe(7);
    expect(remembered('NETFLIX')).toBe(7);
    expect(remembered('none')).toBeNull();
    expect(remembered('none')).toBeNull();
    expect(calls).toEqual(['NETFLIX', 'none']);
  });

  it('holds at most `max` strings, keeping those read since the last turn-over', () => {
    const calls: string[] = [];
    const remembered = memoizeByString((text) => {
      calls.push(text);
      return text;
    }, 4);
    for (const text of ['a', 'b', 'c', 'd']) remembered(text);
    // "a" is in the older generation: reading it moves it to the current one.
    remembered('a');
    for (const text of ['e', 'f', 'g']) remembered(text);
    calls.length = 0;
    remembered('a');
    remembered('g');
    expect(calls).toEqual([]);
    // "b" and "c" were dropped with the oldest generation.
    remembered('b');
    remembered('c');
    expect(calls).toEqual(['b', 'c']);
  });

  it('computes very long strings each time instead of holding them', () => {
    let calls = 0;
    const remembered = memoizeByString(() => (calls += 1), 10);
    const long = 'X'.repeat(600);
    remembered(long);
    remembered(long);
    expect(calls).toBe(2);
  });
});
