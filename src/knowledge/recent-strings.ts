/**
 * The last few results of a pure function of a string, kept oldest out first. With a handful
 * kept, comparing the strings (most differ in length or in their first characters) costs less
 * than a Map, which hashes every new string in full.
 */
export class RecentStrings<T> {
  private readonly keys: Array<string | undefined>;
  private readonly values: Array<T | undefined>;
  private next = 0;

  constructor(size: number) {
    this.keys = new Array<string | undefined>(size).fill(undefined);
    this.values = new Array<T | undefined>(size).fill(undefined);
  }

  get(key: string): T | undefined {
    for (let index = 0; index < this.keys.length; index += 1) if (this.keys[index] === key) return this.values[index];
    return undefined;
  }

  /** Keeps `value` for `key` (a key not kept yet), in place of the oldest. */
  set(key: string, value: T): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
  }
}
