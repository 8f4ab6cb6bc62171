/**
 * Remembers a pure per-string step (normalize, redaction, keyed hash, knowledge match) for the
 * most recent distinct strings: statements repeat the same descriptors across requests, and a
 * hit costs a map lookup instead of the analysis. `undefined`/`null` results are remembered too.
 *
 * Two generations of plain maps instead of an LRU list: a hit is one `Map.get` (an LRU's get
 * also moves the entry, and was a quarter of a cache-hit batch's own time). When the current
 * generation holds `max / 2` strings it becomes the previous one and the oldest is dropped; a
 * string read from the previous generation moves to the current. So at most `max` strings are
 * held, and every string seen since the last turn-over is kept.
 */
export function memoizeByString<T>(step: (text: string) => T, max = 20_000): (text: string) => T {
  const half = Math.max(1, Math.floor(max / 2));
  let current = new Map<string, { value: T }>();
  let previous = new Map<string, { value: T }>();
  const remember = (text: string, entry: { value: T }) => {
    if (current.size >= half) {
      previous = current;
      current = new Map();
    }
    current.set(text, entry);
  };
  return (text) => {
    const hit = current.get(text);
    if (hit) return hit.value;
    const old = previous.get(text);
    if (old) {
      remember(text, old);
      return old.value;
    }
    const value = step(text);
    // Very long strings are rare and would crowd the cache's memory: compute them each time.
    if (text.length <= 512) remember(text, { value });
    return value;
  };
}
