import { hash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API key format (SPEC §1): `txe_live_` + 32 random base62 characters + 6 base62 characters
 * of the CRC32 of the random part. Secret scanners can verify a candidate offline, and we can
 * refuse a mistyped key before touching the database.
 */
export const KEY_PREFIX = 'txe_live_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: number, width: number): string {
  let text = '';
  let rest = value;
  while (rest > 0) {
    text = ALPHABET[rest % 62] + text;
    rest = Math.floor(rest / 62);
  }
  return text.padStart(width, '0');
}

export function keyChecksum(randomPart: string): string {
  return base62(crc32(randomPart), CHECKSUM_LENGTH);
}

export function generateRawKey(): string {
  let randomPart = '';
  // randomInt is uniform (no modulo bias) and cryptographically secure.
  for (let index = 0; index < RANDOM_LENGTH; index += 1) randomPart += ALPHABET[randomInt(62)];
  return `${KEY_PREFIX}${randomPart}${keyChecksum(randomPart)}`;
}

/** Format and checksum only: no database, no timing-sensitive comparison needed (no secret). */
export function isWellFormedKey(candidate: string): boolean {
  if (!KEY_PATTERN.test(candidate)) return false;
  const body = candidate.slice(KEY_PREFIX.length);
  return keyChecksum(body.slice(0, RANDOM_LENGTH)) === body.slice(RANDOM_LENGTH);
}

/** What the database stores: SHA-256 of the whole key, hex. */
export function hashKey(rawKey: string): string {
  // One-shot `hash` (Node ≥ 20.12): a quarter of createHash's cost, on every request's key.
  return hash('sha256', rawKey, 'hex');
}
