/**
 * One-typo lookup for long single-word keys: the keys that become `text` when one character is
 * deleted. Instead of a map from every deleted form (16,000 strings and lists, 3.6 MB) the forms
 * are kept as sorted 32-bit hashes beside the number of the key they come from (128 KB); a hash
 * hit is confirmed against the key itself, so the answer is exact.
 */
export interface DeletionIndex<T> {
  /** Values of the keys one deletion away from `text`, in the order the keys were given; undefined if none. */
  get(text: string): T[] | undefined;
}

function hashOf(text: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    if (index !== skip) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash | 0;
}

/** `key` with one character deleted is `text`. */
function isDeletionOf(key: string, text: string): boolean {
  if (key.length !== text.length + 1) return false;
  let index = 0;
  while (index < text.length && key.charCodeAt(index) === text.charCodeAt(index)) index += 1;
  for (; index < text.length; index += 1) if (key.charCodeAt(index + 1) !== text.charCodeAt(index)) return false;
  return true;
}

export function createDeletionIndex<T>(keyed: Iterable<readonly [string, T]>): DeletionIndex<T> {
  const keys: string[] = [];
  const values: T[] = [];
  const rows: Array<[number, number]> = [];
  for (const [key, value] of keyed) {
    const owner = keys.length;
    keys.push(key);
    values.push(value);
    for (let skip = 0; skip < key.length; skip += 1) rows.push([hashOf(key, skip), owner]);
  }
  // By hash, then by key order: a lookup meets its keys in the order they were given.
  rows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const hashes = Int32Array.from(rows, (row) => row[0]);
  const owners = Int32Array.from(rows, (row) => row[1]);
  return {
    get(text) {
      const hash = hashOf(text, -1);
      let low = 0;
      let high = hashes.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((hashes[middle] ?? 0) < hash) low = middle + 1;
        else high = middle;
      }
      let found: T[] | undefined;
      let previous = -1;
      for (let row = low; row < hashes.length && hashes[row] === hash; row += 1) {
        const owner = owners[row] ?? 0;
        // A key with a doubled letter ("BOOKKEEPER") gives the same form twice; it is listed once.
        if (owner === previous || !isDeletionOf(keys[owner] ?? '', text)) continue;
        previous = owner;
        (found ??= []).push(values[owner] as T);
      }
      return found;
    },
  };
}
