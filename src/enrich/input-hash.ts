import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type InputHasher = (text: string) => string;

/**
 * Keyed hash of a normalized, redacted input (SPEC §8). Keyed so that a leaked usage log
 * cannot be confirmed by hashing guessed strings; the same key must be used by every process
 * that shares a cache, hence TXENRICH_HASH_SECRET for scale-out.
 */
export function createInputHasher(secret: string): InputHasher {
  return (text) => createHmac('sha256', secret).update(text).digest('hex');
}

/** Embedded mode: the secret is generated once into the data folder and reused after. */
export function loadOrCreateHashSecret(dataDir: string): string {
  const file = path.join(dataDir, 'hash-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
