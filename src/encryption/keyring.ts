import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EncryptionKey, Keyring } from './field-cipher';

export const KEY_FILE = 'encryption-key';

/** A key's id is derived from the key itself: nothing to name, nothing to keep in sync. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update('txenrich-key-id').update(key).digest('base64url').slice(0, 8);
}

/** Accepts 64 hex characters or base64/base64url of 32 bytes. */
export function parseKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const decoded = Buffer.from(trimmed, 'base64');
  return decoded.length === 32 ? decoded : undefined;
}

function entry(key: Buffer): EncryptionKey {
  return { id: keyId(key), key };
}

/** Embedded mode: generated once into the data folder (mode 0600), reused after. */
function loadOrCreateKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const key = parseKey(readFileSync(file, 'utf8'));
    if (key) return key;
    throw new Error(`${file} does not hold a 32-byte key (64 hex characters)`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateKeyFile(dataDir);
  }
}

export interface KeyringSource {
  /** TXENRICH_ENCRYPTION_KEY. */
  key: string | undefined;
  /** TXENRICH_ENCRYPTION_KEYS_PREVIOUS: older keys, still accepted for reading. */
  previousKeys: readonly string[];
  /** With PostgreSQL and no explicit key, the key is derived from the shared hash secret. */
  hashSecret: string | undefined;
  embedded: boolean;
  dataDir: string;
}

/**
 * Where the application key comes from, in order: TXENRICH_ENCRYPTION_KEY; in embedded mode a
 * 0600 file beside the database; otherwise a key derived (HKDF) from TXENRICH_HASH_SECRET, which
 * every scale-out process already shares. Config validation guarantees the formats.
 */
export function loadKeyring(source: KeyringSource): Keyring {
  const previous = source.previousKeys.map((text) => parseKey(text)).filter((key): key is Buffer => key !== undefined).map(entry);
  if (source.key) {
    const key = parseKey(source.key);
    if (!key) throw new Error('TXENRICH_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
    return { current: entry(key), previous };
  }
  if (source.embedded) {
    const fileKey = loadOrCreateKeyFile(source.dataDir);
    return { current: entry(fileKey), previous };
  }
  if (!source.hashSecret) throw new Error('TXENRICH_ENCRYPTION_KEY or TXENRICH_HASH_SECRET is required with DATABASE_URL');
  const derived = Buffer.from(hkdfSync('sha256', source.hashSecret, 'txenrich', 'txenrich at-rest encryption v1', 32));
  return { current: entry(derived), previous };
}
