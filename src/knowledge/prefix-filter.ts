import { codeAt } from './string-codes';

/**
 * "Can this key still grow into an alias key?" for the scanner, which stops extending a word
 * sequence as soon as the answer is no. A yes that should have been no only costs one more
 * (missed) key lookup, never a different match: so the proper prefixes of the keys (66,000 of
 * them, 4 MB as a Set of strings) are kept as bits of a hash table (256 KB), which may say yes
 * wrongly (about 0.4% of absent prefixes) but never says no to a prefix.
 */
export interface PrefixFilter {
  /** True for every proper prefix of every key and for every whole string given (and, rarely, for another string). */
  has(text: string): boolean;
  /** `has` for the string whose hash is given (EMPTY_HASH extended by extendHash). */
  hasHash(hash: number): boolean;
}

/** Bits per prefix: with two bits set per prefix, about 0.4% of absent strings read as present. */
const BITS_PER_PREFIX = 16;

/** FNV-1a over UTF-16 code units, then murmur3's finalizer so that the low bits mix well. */
function finish(hash: number): number {
  let mixed = hash;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function step(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** The hash of the empty string. A scan that grows a key word by word extends its hash as it goes. */
export const EMPTY_HASH = FNV_OFFSET;

/** The hash of (the string hashed to `hash`) + `text`. */
export function extendHash(hash: number, text: string): number {
  let extended = hash;
  const length = text.length;
  for (let index = 0; index < length; index += 1) extended = step(extended, codeAt(text, index));
  return extended;
}

/** `wholes`: strings the filter says yes to as they are, not only to their prefixes. */
export function createPrefixFilter(keys: Iterable<string>, wholes: Iterable<string> = []): PrefixFilter {
  const list = [...keys];
  const whole = [...wholes];
  let prefixes = whole.length;
  for (const key of list) prefixes += Math.max(0, key.length - 1);
  let size = 1024;
  while (size < prefixes * BITS_PER_PREFIX) size *= 2;
  const bits = new Uint32Array(size / 32);
  const mask = size - 1;
  const set = (hash: number): void => {
    const first = finish(hash) & mask;
    const second = finish(hash ^ 0x9e3779b9) & mask;
    bits[first >>> 5] = (bits[first >>> 5] ?? 0) | (1 << (first & 31));
    bits[second >>> 5] = (bits[second >>> 5] ?? 0) | (1 << (second & 31));
  };
  for (const key of list) {
    // The running hash after n code units is the hash of the prefix of length n.
    let hash = FNV_OFFSET;
    for (let index = 0; index < key.length - 1; index += 1) {
      hash = step(hash, key.charCodeAt(index));
      set(hash);
    }
  }
  for (const text of whole) {
    let hash = FNV_OFFSET;
    for (let index = 0; index < text.length; index += 1) hash = step(hash, text.charCodeAt(index));
    if (text.length > 0) set(hash);
  }
  const hasHash = (hash: number): boolean => {
    const first = finish(hash) & mask;
    if (((bits[first >>> 5] ?? 0) & (1 << (first & 31))) === 0) return false;
    const second = finish(hash ^ 0x9e3779b9) & mask;
    return ((bits[second >>> 5] ?? 0) & (1 << (second & 31))) !== 0;
  };
  return {
    has: (text) => text.length > 0 && hasHash(extendHash(FNV_OFFSET, text)),
    hasHash,
  };
}
