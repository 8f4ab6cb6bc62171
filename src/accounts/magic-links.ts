import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db';
import { prefixedId } from '../db';
import type { Mailer } from '../mail';
import { createAccount, findAccountByEmail, normalizeEmail, type Account } from './account-store';
import { createSession } from './sessions';
import { signInMail } from './mail-templates';

/** SPEC §7: a link is valid 15 minutes. */
export const MAGIC_LINK_TTL_MS = 15 * 60_000;

export interface LinkThrottle {
  /** Links per address per window (the inbox owner is not flooded). */
  perAddress: number;
  /** Links per client address per window (one client cannot mail many inboxes). */
  perClient: number;
  windowMs: number;
}

export const DEFAULT_LINK_THROTTLE: LinkThrottle = { perAddress: 3, perClient: 10, windowMs: 15 * 60_000 };

export interface SignInDependencies {
  db: DB;
  mailer: Mailer;
  /** TXENRICH_PUBLIC_URL: base of the link in the mail. */
  publicUrl: string;
  now: () => number;
  /** Keyed hash of a client address: throttled by it, never stored in clear. */
  hashClient: (clientAddress: string) => string;
  throttle: LinkThrottle;
  /** Plan and daily cap of an account made on first sign-in. */
  newAccount: { dailyCap: number };
}

/** `throttled` looks exactly like `sent` to the user: the answer never says which happened. */
export type LinkRequestOutcome = 'sent' | 'throttled' | 'mail_failed';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function countSince(db: DB, column: 'email' | 'client_hash', value: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('magic_links')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Sign-up and sign-in are one flow: any address gets a link; the account is made only when a
 * link is confirmed, so the request path is the same for known and unknown addresses.
 */
export async function requestMagicLink(deps: SignInDependencies, input: { email: string; clientAddress: string }): Promise<LinkRequestOutcome> {
  const { db, throttle } = deps;
  const now = deps.now();
  const email = normalizeEmail(input.email);
  const clientHash = deps.hashClient(input.clientAddress);
  // Old rows only serve the throttle; a day is far longer than any window.
  await db.deleteFrom('magic_links').where('created_at', '<', now - Math.max(24 * 3_600_000, throttle.windowMs)).execute();
  const since = now - throttle.windowMs;
  if ((await countSince(db, 'email', email, since)) >= throttle.perAddress) return 'throttled';
  if ((await countSince(db, 'client_hash', clientHash, since)) >= throttle.perClient) return 'throttled';

  const token = randomBytes(32).toString('base64url');
  const id = prefixedId('link');
  await db.transaction().execute(async (transaction) => {
    await transaction.updateTable('magic_links').set({ superseded_at: now }).where('email', '=', email).where('used_at', 'is', null).where('superseded_at', 'is', null).execute();
    await transaction
      .insertInto('magic_links')
      .values({ id, token_hash: hashToken(token), email, client_hash: clientHash, created_at: now, expires_at: now + MAGIC_LINK_TTL_MS, used_at: null, superseded_at: null })
      .execute();
  });
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/dashboard/login/confirm?token=${token}`;
  try {
    await deps.mailer.send({ to: email, ...signInMail(link), outboxNotice: `sign-in link for the dashboard: ${link}` });
    return 'sent';
  } catch {
    // Never delivered: it must not stay usable, and it does not count against the user.
    await db.deleteFrom('magic_links').where('id', '=', id).execute();
    return 'mail_failed';
  }
}

export type LinkConfirmation = { ok: true; account: Account; sessionToken: string; created: boolean } | { ok: false; reason: 'invalid' };

/**
 * Consumes a link (only the confirm POST calls this) and opens a session. One conditional
 * update decides: two confirmations racing for one token cannot both win.
 */
export async function confirmMagicLink(deps: Pick<SignInDependencies, 'db' | 'now' | 'newAccount'>, token: string): Promise<LinkConfirmation> {
  const { db } = deps;
  const now = deps.now();
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashToken(token);
  const used = await db
    .updateTable('magic_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: 'invalid' };
  const link = await db.selectFrom('magic_links').select('email').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
  let account = await findAccountByEmail(db, link.email);
  let created = false;
  if (!account) {
    try {
      account = await createAccount(db, { email: link.email, plan: 'sandbox', dailyCap: deps.newAccount.dailyCap }, now);
      created = true;
    } catch (error) {
      // Another process made it a moment ago (unique e-mail): use that one.
      account = await findAccountByEmail(db, link.email);
      if (!account) throw error;
    }
  }
  const session = await createSession(db, account.id, now);
  return { ok: true, account, sessionToken: session.token, created };
}
