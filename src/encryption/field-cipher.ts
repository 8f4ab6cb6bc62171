import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts text fields at rest (job inputs and results) with AES-256-GCM. The stored form is
 * `enc1.<key id>.<base64url(iv | tag | ciphertext)>`: the key id says which key opens it, so a
 * new key can take over writing while older rows stay readable (rotation, see docs).
 *
 * The plaintext is the string's UTF-16 code units, not UTF-8: every JavaScript string (NUL,
 * lone surrogates included) comes back exactly as it was sent, on SQLite and PostgreSQL alike.
 */
export interface FieldCipher {
  seal(text: string, field: string): string;
  open(stored: string, field: string): string;
}

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

export interface Keyring {
  /** Writes use this key. */
  current: EncryptionKey;
  /** Reads accept this key and the previous ones (kept until the rows they sealed are gone). */
  previous: readonly EncryptionKey[];
}

const PREFIX = 'enc1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class UnreadableFieldError extends Error {
  constructor(reason: string) {
    super(`stored field cannot be decrypted: ${reason}`);
    this.name = 'UnreadableFieldError';
  }
}

export function createFieldCipher(keyring: Keyring): FieldCipher {
  const byId = new Map<string, Buffer>();
  for (const entry of [keyring.current, ...keyring.previous]) {
    if (entry.key.length !== 32) throw new Error(`encryption key ${entry.id} must be 32 bytes`);
    if (!byId.has(entry.id)) byId.set(entry.id, entry.key);
  }
  return {
    seal(text, field) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
      // The field name is authenticated data: a ciphertext moved to another column fails to open.
      cipher.setAAD(Buffer.from(field, 'utf8'));
      const body = Buffer.concat([cipher.update(Buffer.from(text, 'utf16le')), cipher.final()]);
      return `${PREFIX}${keyring.current.id}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(stored, field) {
      // Rows written before encryption existed are plain text; they age out with retention.
      if (!stored.startsWith(PREFIX)) return stored;
      const dot = stored.indexOf('.', PREFIX.length);
      const id = stored.slice(PREFIX.length, dot);
      const key = dot > 0 ? byId.get(id) : undefined;
      if (!key) throw new UnreadableFieldError(`no key with id ${id} is configured`);
      const packed = Buffer.from(stored.slice(dot + 1), 'base64url');
      if (packed.length < IV_BYTES + TAG_BYTES) throw new UnreadableFieldError('truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(field, 'utf8'));
      decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf16le');
      } catch {
        throw new UnreadableFieldError('authentication failed');
      }
    },
  };
}
