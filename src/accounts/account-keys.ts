import type { DB } from '../db';
import type { Mailer } from '../mail';
import type { Account } from './account-store';
import { newKeyMail } from './mail-templates';

export interface KeyListing {
  id: string;
  name: string | null;
  lastFour: string | null;
  status: 'active' | 'revoked' | 'rotated';
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/** A raw key as the keys folder issues it: the secret exists only in this value. */
interface IssuedKey {
  keyId: string;
  rawKey: string;
}

/** The outcome of rotating or revoking one key. */
type KeyChange = { ok: true; key?: IssuedKey } | { ok: false; reason: 'not_found' | 'not_active' };

/**
 * What the dashboard's key actions need from src/keys, passed in (as `ensureOperatorAccount`
 * takes its `issueKey`) so that accounts need not import keys: keys reads accounts
 * (`accountFromRow`), and the two folders would otherwise form a cycle.
 */
export interface KeyOperations {
  issueKey(db: DB, accountId: string, now: number, options: { name?: string | null }): Promise<IssuedKey>;
  rotateKey(db: DB, keyId: string, now: number): Promise<KeyChange>;
  revokeKey(db: DB, keyId: string, now: number): Promise<KeyChange>;
}

export interface AccountKeyDependencies {
  db: DB;
  mailer: Mailer;
  now: () => number;
  keys: KeyOperations;
}

/**
 * A key made or rotated in the dashboard is shown once on the page and mailed once. When the
 * mail fails the key still exists and the page still shows it (`mailed: false` says so): rolling
 * back would leave the user with no key and a rotation half undone, and showing it is the one
 * showing it was always going to get. It is never lost silently and never shown twice.
 */
export type KeyIssue = { ok: true; key: IssuedKey; name: string | null; mailed: boolean } | { ok: false; reason: 'not_found' | 'not_active' | 'suspended' };

export const KEY_NAME_MAX = 60;

export async function listAccountKeys(db: DB, accountId: string): Promise<KeyListing[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'last_four', 'status', 'created_at', 'last_used_at', 'revoked_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    lastFour: row.last_four,
    status: row.status,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

export async function findAccountKey(db: DB, accountId: string, keyId: string): Promise<KeyListing | undefined> {
  return (await listAccountKeys(db, accountId)).find((key) => key.id === keyId);
}

async function mailKey(mailer: Mailer, account: Account, rawKey: string, keyName: string | null, reason: 'created' | 'rotated'): Promise<boolean> {
  try {
    await mailer.send({ to: account.email, ...newKeyMail({ rawKey, keyName, reason }) });
    return true;
  } catch {
    return false;
  }
}

/** A key on the account's own plan (SPEC §6: a sandbox account gets a sandbox key). */
export async function createAccountKey(deps: AccountKeyDependencies, account: Account, name: string | null): Promise<KeyIssue> {
  if (account.suspendedAt !== null) return { ok: false, reason: 'suspended' };
  const key = await deps.keys.issueKey(deps.db, account.id, deps.now(), { name });
  return { ok: true, key, name, mailed: await mailKey(deps.mailer, account, key.rawKey, name, 'created') };
}

/** Rotation as the API does it (one transaction, the old key fails from that instant). */
export async function rotateAccountKey(deps: AccountKeyDependencies, account: Account, keyId: string): Promise<KeyIssue> {
  if (account.suspendedAt !== null) return { ok: false, reason: 'suspended' };
  const owned = await findAccountKey(deps.db, account.id, keyId);
  if (!owned) return { ok: false, reason: 'not_found' };
  const rotated = await deps.keys.rotateKey(deps.db, keyId, deps.now());
  if (!rotated.ok || !rotated.key) return { ok: false, reason: rotated.ok ? 'not_active' : rotated.reason };
  return { ok: true, key: rotated.key, name: owned.name, mailed: await mailKey(deps.mailer, account, rotated.key.rawKey, owned.name, 'rotated') };
}

export async function revokeAccountKey(deps: Pick<AccountKeyDependencies, 'db' | 'now' | 'keys'>, account: Account, keyId: string): Promise<{ ok: true } | { ok: false; reason: 'not_found' | 'not_active' }> {
  const owned = await findAccountKey(deps.db, account.id, keyId);
  if (!owned) return { ok: false, reason: 'not_found' };
  const revoked = await deps.keys.revokeKey(deps.db, keyId, deps.now());
  return revoked.ok ? { ok: true } : { ok: false, reason: revoked.reason };
}
