import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db';
import { prefixedId } from '../db';
import { accountFromRow, type Account } from './account-store';

/** Dashboard sessions last two weeks; sign-out or an operator can end one sooner. */
export const SESSION_TTL_MS = 14 * 24 * 3_600_000;

export interface Session {
  id: string;
  account: Account;
  expiresAt: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Returns the cookie value; only its hash is stored, so a database leak opens no session. */
export async function createSession(db: DB, accountId: string, now: number): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = prefixedId('sess');
  await db.insertInto('sessions').values({ id, token_hash: hashToken(token), account_id: accountId, created_at: now, expires_at: now + SESSION_TTL_MS }).execute();
  return { token, id };
}

export async function findSession(db: DB, token: string | undefined, now: number): Promise<Session | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .selectAll('accounts')
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.session_expires_at <= now) return undefined;
  const { session_id: id, session_expires_at: expiresAt, ...account } = row;
  return { id, account: accountFromRow(account), expiresAt };
}

/** Sign-out: the record goes, so the cookie is worthless even if it was copied. */
export async function deleteSession(db: DB, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function purgeExpiredSessions(db: DB, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
