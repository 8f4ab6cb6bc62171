import type { DB } from '../db';
import { prefixedId } from '../db';
import { accountFromRow, type Account } from '../accounts';
import { generateRawKey, hashKey, isWellFormedKey } from './key-format';

export interface IssuedKey {
  keyId: string;
  rawKey: string;
}

export type KeyVerification =
  | { ok: true; keyId: string; account: Account; /** When the key stops (a cancelled subscription's period end), or null. */ expiresAt: number | null }
  | { ok: false; reason: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'suspended' | 'expired' };

/** Issues a new active key; the raw key exists only in the return value. */
export async function issueKey(db: DB, accountId: string, now = Date.now(), options: { name?: string | null; expiresAt?: number | null } = {}): Promise<IssuedKey> {
  const rawKey = generateRawKey();
  const keyId = prefixedId('key');
  await db
    .insertInto('api_keys')
    .values({
      id: keyId,
      account_id: accountId,
      key_hash: hashKey(rawKey),
      status: 'active',
      created_at: now,
      revoked_at: null,
      replaced_by: null,
      name: options.name ?? null,
      // The checksum's tail: enough to tell keys apart on a page, nothing of the secret part.
      last_four: rawKey.slice(-4),
      last_used_at: null,
      expires_at: options.expiresAt ?? null,
    })
    .execute();
  return { keyId, rawKey };
}

/** How stale `last_used_at` may get: one write per key per minute at most, whatever the traffic. */
export const LAST_USED_RESOLUTION_MS = 60_000;

async function touchLastUsed(db: DB, keyId: string, lastUsedAt: number | null, now: number): Promise<void> {
  if (lastUsedAt !== null && now - lastUsedAt < LAST_USED_RESOLUTION_MS) return;
  try {
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', keyId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - LAST_USED_RESOLUTION_MS)]))
      .execute();
  } catch {
    // A dashboard nicety: never fail an API call because this write did.
  }
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
      'api_keys.last_used_at as key_last_used_at',
      'accounts.id',
      'accounts.email',
      'accounts.plan',
      'accounts.role',
      'accounts.daily_cap',
      'accounts.created_at',
      'accounts.suspended_at',
    ])
    .where('api_keys.key_hash', '=', hashKey(rawKey))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.key_status !== 'active') return { ok: false, reason: 'revoked' };
  // A cancelled subscription's keys stop at the end of the paid period (billing sets this).
  if (row.key_expires_at !== null && row.key_expires_at <= now) return { ok: false, reason: 'expired' };
  // Read on every call, so an operator's suspension stops the keys at once on every process.
  if (row.suspended_at !== null) return { ok: false, reason: 'suspended' };
  const { key_id: keyId, key_status: _status, key_expires_at: expiresAt, key_last_used_at: lastUsedAt, ...account } = row;
  await touchLastUsed(db, keyId, lastUsedAt, now);
  return { ok: true, keyId, account: accountFromRow(account), expiresAt };
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
    const current = await transaction.selectFrom('api_keys').select(['account_id', 'status', 'name', 'expires_at']).where('id', '=', keyId).executeTakeFirst();
    if (!current) return { ok: false, reason: 'not_found' } as const;
    if (current.status !== 'active') return { ok: false, reason: 'not_active' } as const;
    if (current.expires_at !== null && current.expires_at <= now) return { ok: false, reason: 'not_active' } as const;
    // The replacement inherits the expiry: rotating must not outlive a cancelled subscription.
    const key = await issueKey(transaction, current.account_id, now, { name: current.name, expiresAt: current.expires_at });
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
