import { LRUCache } from 'lru-cache';

/**
 * Remembers a pure per-string step (normalize, redaction, keyed hash, knowledge match) for the
 * most recent distinct strings: statements repeat the same descriptors across requests, and a
 * hit costs a map lookup instead of the analysis. `undefined`/`null` results are remembered too.
 */
export function memoizeByString<T>(step: (text: string) => T, max = 20_000): (text: string) => T {
  const cache = new LRUCache<string, { value: T }>({ max });
  return (text) => {
    const hit = cache.get(text);
    if (hit) return hit.value;
    const value = step(text);
    // Very long strings are rare and would crowd the cache's memory: compute them each time.
    if (text.length <= 512) cache.set(text, { value });
    return value;
  };
}
