import type { DB } from '../db';
import { issueKey } from '../keys';
import type { SubscriptionState } from './payment-provider';
import { storeKeyReveal, type KeySealer } from './key-reveal';

/** Statuses in which the customer has paid access (past_due and unpaid: see the failure policy). */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid']);
/** Statuses after which the subscription is over for good. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

export interface SyncOutcome {
  /** A production key was issued (and a reveal stored) for this subscription. */
  issuedKeyId?: string;
  accountId: string | null;
}

export async function linkCustomer(db: DB, accountId: string, customerId: string, now: number): Promise<void> {
  await db
    .insertInto('billing_customers')
    .values({ account_id: accountId, customer_id: customerId, payment_failed_at: null, payment_state_at: null, suspended_at: null, created_at: now })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ customer_id: customerId }))
    .execute();
}

async function accountOf(db: DB, state: SubscriptionState, hint: string | null): Promise<string | null> {
  const candidate = hint ?? state.accountId;
  if (candidate) {
    const account = await db.selectFrom('accounts').select('id').where('id', '=', candidate).executeTakeFirst();
    if (account) return account.id;
  }
  const customer = await db.selectFrom('billing_customers').select('account_id').where('customer_id', '=', state.customerId).executeTakeFirst();
  return customer?.account_id ?? null;
}

/**
 * Makes our copy of a subscription match the provider's current state, in the caller's
 * transaction. Because the state is fetched fresh, events may arrive in any order: each one
 * just triggers a re-sync. Only the account's newest subscription changes its plan and keys,
 * so a late event about an old, cancelled subscription cannot touch the keys of a new one.
 */
export async function syncSubscription(db: DB, sealer: KeySealer, state: SubscriptionState, accountHint: string | null, now: number): Promise<SyncOutcome> {
  const accountId = await accountOf(db, state, accountHint);
  if (!accountId) return { accountId: null };
  if (state.customerId) await linkCustomer(db, accountId, state.customerId, now);

  const row = {
    account_id: accountId,
    customer_id: state.customerId,
    status: state.status,
    started_at: state.startedAt,
    period_start: state.periodStart,
    period_end: state.periodEnd,
    cancel_at: state.cancelAt,
    ended_at: state.endedAt,
    synced_at: now,
  };
  await db
    .insertInto('billing_subscriptions')
    .values({ id: state.id, key_id: null, ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();

  const newest = await db
    .selectFrom('billing_subscriptions')
    .select(['id', 'key_id'])
    .where('account_id', '=', accountId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  if (newest.id !== state.id) return { accountId };

  if (LIVE.has(state.status)) {
    await db.updateTable('accounts').set({ plan: 'production' }).where('id', '=', accountId).execute();
    const outcome: SyncOutcome = { accountId };
    if (newest.key_id === null) {
      // One production key per subscription, issued the first time it is seen live: a
      // re-subscription is a new subscription, hence a new key, while the old keys stay dead.
      const key = await issueKey(db, accountId, now);
      await db.updateTable('billing_subscriptions').set({ key_id: key.keyId }).where('id', '=', state.id).execute();
      await storeKeyReveal(db, sealer, accountId, key.keyId, key.rawKey, now);
      outcome.issuedKeyId = key.keyId;
    }
    await setKeyExpiry(db, accountId, state.cancelAt, now);
    return outcome;
  }
  if (ENDED.has(state.status)) {
    await db.updateTable('accounts').set({ plan: 'sandbox' }).where('id', '=', accountId).execute();
    await setKeyExpiry(db, accountId, Math.min(state.endedAt ?? now, now), now);
  }
  return { accountId };
}

/**
 * Cancellation stops the account's keys at `until` (the end of the paid period), not before;
 * a cancellation withdrawn before then (`until` null) lets them run on. Keys already expired
 * stay dead.
 */
async function setKeyExpiry(db: DB, accountId: string, until: number | null, now: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ expires_at: until })
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
}
