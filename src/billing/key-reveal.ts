import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { DB } from '../db';
import type { Mailer } from '../mail';

/**
 * A key issued by a webhook has no browser waiting for it, yet SPEC §7 wants it shown once and
 * mailed once. So the raw key is kept encrypted (AES-256-GCM, key derived from the
 * installation's hash secret) only until both happened: the mail is sent once (retried on the
 * provider's redelivery until it goes out), the dashboard shows it once and erases it, and a
 * day after the mail it is erased anyway. Only the SHA-256 in api_keys stays.
 */
export interface KeySealer {
  seal(rawKey: string): string;
  open(sealed: string): string;
}

export function createKeySealer(secret: string): KeySealer {
  const key = createHmac('sha256', secret).update('txenrich key reveal v1').digest();
  return {
    seal(rawKey) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(rawKey, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed key format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** How long a mailed key stays revealable on the dashboard. */
export const KEY_REVEAL_TTL_MS = 24 * 3_600_000;

export async function storeKeyReveal(db: DB, sealer: KeySealer, accountId: string, keyId: string, rawKey: string, now: number): Promise<void> {
  await db
    .insertInto('key_reveals')
    .values({ key_id: keyId, account_id: accountId, ciphertext: sealer.seal(rawKey), mailed_at: null, revealed_at: null, created_at: now })
    .execute();
}

export interface KeyMailDependencies {
  db: DB;
  sealer: KeySealer;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Mails every issued-but-unmailed key of the account. Throws when a message could not be handed
 * over, so the webhook answers 500 and the provider redelivers; the redelivery (a duplicate
 * event) calls this again. A key is marked mailed only after the mailer accepted it.
 */
export async function mailPendingKeys(deps: KeyMailDependencies, accountId: string, now = Date.now()): Promise<number> {
  const pending = await deps.db
    .selectFrom('key_reveals')
    .innerJoin('accounts', 'accounts.id', 'key_reveals.account_id')
    .select(['key_reveals.key_id', 'key_reveals.ciphertext', 'accounts.email'])
    .where('key_reveals.account_id', '=', accountId)
    .where('key_reveals.mailed_at', 'is', null)
    .where('key_reveals.ciphertext', 'is not', null)
    .execute();
  for (const reveal of pending) {
    const rawKey = deps.sealer.open(reveal.ciphertext as string);
    const dashboard = `${deps.publicUrl.replace(/\/$/, '')}/dashboard/keys`;
    await deps.mailer.send({
      to: reveal.email,
      subject: 'Your txenrich production API key',
      text: `Thank you for subscribing. Your production API key:\n\n  ${rawKey}\n\nThis is the only e-mail with this key; store it in a safe place. Manage your keys at ${dashboard}\n`,
      html: `<p>Thank you for subscribing. Your production API key:</p><p><code>${rawKey}</code></p><p>This is the only e-mail with this key; store it in a safe place. Manage your keys at <a href="${dashboard}">${dashboard}</a>.</p>`,
    });
    await deps.db.updateTable('key_reveals').set({ mailed_at: now }).where('key_id', '=', reveal.key_id).where('mailed_at', 'is', null).execute();
  }
  return pending.length;
}

/** Whether a webhook-issued key waits to be shown (without taking it: a GET may ask this). */
export async function hasKeyReveal(db: DB, accountId: string): Promise<boolean> {
  const reveal = await db
    .selectFrom('key_reveals')
    .select('key_id')
    .where('account_id', '=', accountId)
    .where('ciphertext', 'is not', null)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return reveal !== undefined;
}

/** The dashboard's one-time reveal: returns the raw key once and erases it in the same step. */
export async function takeKeyReveal(db: DB, sealer: KeySealer, accountId: string, now = Date.now()): Promise<{ keyId: string; rawKey: string } | undefined> {
  const reveal = await db
    .selectFrom('key_reveals')
    .select(['key_id', 'ciphertext'])
    .where('account_id', '=', accountId)
    .where('ciphertext', 'is not', null)
    .where('revealed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!reveal?.ciphertext) return undefined;
  const taken = await db
    .updateTable('key_reveals')
    .set({ revealed_at: now, ciphertext: null })
    .where('key_id', '=', reveal.key_id)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  // Two tabs racing: only the one whose update won shows the key.
  if (Number(taken.numUpdatedRows) !== 1) return undefined;
  return { keyId: reveal.key_id, rawKey: sealer.open(reveal.ciphertext) };
}

/** Retention: a mailed key is erased a day later even if nobody opened the dashboard. */
export async function purgeKeyReveals(db: DB, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('key_reveals')
    .set({ ciphertext: null })
    .where('ciphertext', 'is not', null)
    .where('mailed_at', '<', now - KEY_REVEAL_TTL_MS)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
