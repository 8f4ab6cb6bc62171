import type { DB } from '../db';
import { prefixedId } from '../db';
import type { Account } from '../accounts';
import { generateRawKey, hashKey, isWellFormedKey } from './key-format';

export interface IssuedKey {
  keyId: string;
  rawKey: string;
}

export type KeyVerification =
  | { ok: true; keyId: string; account: Account }
  | { ok: false; reason: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'expired' };

/** Issues a new active key; the raw key exists only in the return value. */
export async function issueKey(db: DB, accountId: string, now = Date.now(), options: { expiresAt?: number | null } = {}): Promise<IssuedKey> {
  const rawKey = generateRawKey();
  const keyId = prefixedId('key');
  await db
    .insertInto('api_keys')
    .values({ id: keyId, account_id: accountId, key_hash: hashKey(rawKey), status: 'active', created_at: now, revoked_at: null, replaced_by: null, expires_at: options.expiresAt ?? null })
    .execute();
  return { keyId, rawKey };
}

/** Format and checksum first: a mistyped or scanned-for key never reaches the database. */
export async function verifyKey(db: DB, rawKey: string | undefined, now = Date.now()): Promise<KeyVerification> {
  if (!rawKey) return { ok: false, reason: 'missing' };
  if (!isWellFormedKey(rawKey)) return { ok: false, reason: 'malformed' };
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select([
      'api_keys.id as key_id',
      'api_keys.status as key_status',
      'api_keys.expires_at as key_expires_at',
      'accounts.id',
      'accounts.email',
      'accounts.plan',
      'accounts.role',
      'accounts.daily_cap',
      'accounts.created_at',
    ])
    .where('api_keys.key_hash', '=', hashKey(rawKey))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.key_status !== 'active') return { ok: false, reason: 'revoked' };
  // A cancelled subscription's keys stop at the end of the paid period (billing sets this).
  if (row.key_expires_at !== null && row.key_expires_at <= now) return { ok: false, reason: 'expired' };
  const { key_id: keyId, key_status: _status, key_expires_at: _expiresAt, ...account } = row;
  return { ok: true, keyId, account };
}

/** Resolves a key given either its id (`key_…`) or the raw key itself (CLI convenience). */
export async function findKeyId(db: DB, idOrRawKey: string): Promise<string | undefined> {
  const column = idOrRawKey.startsWith('key_') ? 'id' : 'key_hash';
  const value = column === 'id' ? idOrRawKey : hashKey(idOrRawKey);
  const row = await db.selectFrom('api_keys').select('id').where(column, '=', value).executeTakeFirst();
  return row?.id;
}

export type KeyChange = { ok: true; key?: IssuedKey } | { ok: false; reason: 'not_found' | 'not_active' };

/**
 * Rotation revokes the old key and issues the new one in one transaction: there is no instant
 * at which both work, and none at which neither exists. Plan and usage live on the account, so
 * they carry over.
 */
export async function rotateKey(db: DB, keyId: string, now = Date.now()): Promise<KeyChange> {
  return db.transaction().execute(async (transaction) => {
    const current = await transaction.selectFrom('api_keys').select(['account_id', 'status', 'expires_at']).where('id', '=', keyId).executeTakeFirst();
    if (!current) return { ok: false, reason: 'not_found' } as const;
    if (current.status !== 'active') return { ok: false, reason: 'not_active' } as const;
    if (current.expires_at !== null && current.expires_at <= now) return { ok: false, reason: 'not_active' } as const;
    // The replacement inherits the expiry: rotating must not outlive a cancelled subscription.
    const key = await issueKey(transaction, current.account_id, now, { expiresAt: current.expires_at });
    const updated = await transaction
      .updateTable('api_keys')
      .set({ status: 'rotated', revoked_at: now, replaced_by: key.keyId })
      .where('id', '=', keyId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error('key changed during rotation');
    return { ok: true, key } as const;
  });
}

export async function revokeKey(db: DB, keyId: string, now = Date.now()): Promise<KeyChange> {
  const updated = await db
    .updateTable('api_keys')
    .set({ status: 'revoked', revoked_at: now })
    .where('id', '=', keyId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { ok: true };
  const exists = await db.selectFrom('api_keys').select('id').where('id', '=', keyId).executeTakeFirst();
  return { ok: false, reason: exists ? 'not_active' : 'not_found' };
}
