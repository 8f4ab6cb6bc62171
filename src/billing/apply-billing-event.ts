import type { Logger } from 'pino';
import type { DB } from '../db';
import type { Mailer } from '../mail';
import type { BillingEvent, PaymentProvider, SubscriptionState } from './payment-provider';
import { syncSubscription } from './subscription-sync';
import { mailPendingKeys, type KeySealer } from './key-reveal';

export interface BillingDependencies {
  db: DB;
  provider: PaymentProvider;
  sealer: KeySealer;
  mailer: Mailer;
  publicUrl: string;
  /** `suspend`: keys stop while an invoice payment has failed (see README "Billing"). */
  paymentFailurePolicy: 'flag' | 'suspend';
  logger: Logger;
}

export type WebhookOutcome =
  | { ok: true; applied: boolean; kind: BillingEvent['kind'] }
  | { ok: false; message: string };

/**
 * `POST /webhooks/stripe`: verify, then apply each event once. The event id is stored in the
 * same transaction as its effect, so a redelivery (or a concurrent duplicate) changes nothing.
 * Subscription state is re-read from the provider instead of trusted from the payload, so
 * events may arrive in any order. Throws (→ 500, the provider redelivers) when the provider or
 * the mailer is unreachable; nothing is recorded as applied in that case.
 */
export async function handleWebhook(deps: BillingDependencies, rawBody: Buffer, signature: string | undefined, now = Date.now()): Promise<WebhookOutcome> {
  const verification = deps.provider.verifyWebhook(rawBody, signature);
  if (!verification.ok) return verification;
  const event = verification.event;

  const seen = await deps.db.selectFrom('billing_events').select('id').where('id', '=', event.id).executeTakeFirst();
  if (seen) {
    // Already applied; only finish what may have failed after it (the key mail).
    const accountId = await accountForEvent(deps.db, event);
    if (accountId) await mailPendingKeys(deps, accountId, now);
    return { ok: true, applied: false, kind: event.kind };
  }

  const subscription = await fetchSubscription(deps.provider, event);
  const accountId = await deps.db.transaction().execute(async (transaction) => {
    const inserted = await transaction
      .insertInto('billing_events')
      .values({ id: event.id, type: event.kind, received_at: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
    return applyEvent({ ...deps, db: transaction }, event, subscription, now);
  });
  if (accountId === undefined) return { ok: true, applied: false, kind: event.kind };
  deps.logger.info({ event: event.id, kind: event.kind, account: accountId }, 'billing event applied');
  if (accountId) await mailPendingKeys(deps, accountId, now);
  return { ok: true, applied: true, kind: event.kind };
}

async function fetchSubscription(provider: PaymentProvider, event: BillingEvent): Promise<SubscriptionState | null> {
  if (event.kind === 'checkout_completed') return event.subscriptionId ? provider.getSubscription(event.subscriptionId) : null;
  if (event.kind === 'subscription_changed') return provider.getSubscription(event.subscriptionId);
  return null;
}

async function accountForEvent(db: DB, event: BillingEvent): Promise<string | null> {
  if (event.kind === 'checkout_completed' && event.accountId) return event.accountId;
  const customerId = event.kind === 'ignored' ? null : event.customerId;
  if (!customerId) return null;
  const row = await db.selectFrom('billing_customers').select('account_id').where('customer_id', '=', customerId).executeTakeFirst();
  return row?.account_id ?? null;
}

/** The effect of one event, inside its transaction. Returns the account it concerned (or null). */
async function applyEvent(deps: BillingDependencies, event: BillingEvent, subscription: SubscriptionState | null, now: number): Promise<string | null> {
  switch (event.kind) {
    case 'checkout_completed':
    case 'subscription_changed': {
      if (!subscription) return null;
      const hint = event.kind === 'checkout_completed' ? event.accountId : null;
      const outcome = await syncSubscription(deps.db, deps.sealer, subscription, hint, now);
      if (!outcome.accountId) deps.logger.warn({ event: event.id, subscription: subscription.id }, 'billing event for a subscription of no known account');
      return outcome.accountId;
    }
    case 'payment_failed':
    case 'payment_succeeded': {
      const accountId = await accountForEvent(deps.db, event);
      if (!accountId) return null;
      await recordPaymentState(deps.db, accountId, event.kind === 'payment_failed', event.created, deps.paymentFailurePolicy);
      return accountId;
    }
    case 'ignored':
      return null;
  }
}

/**
 * A failure flags the account until a later payment succeeds; an older event never undoes a
 * newer one. With the `suspend` policy the failure also suspends the account (its keys answer
 * 401) and the success lifts that suspension — only billing's own, never an operator's.
 */
async function recordPaymentState(db: DB, accountId: string, failed: boolean, eventCreated: number, policy: 'flag' | 'suspend'): Promise<void> {
  const updated = await db
    .updateTable('billing_customers')
    .set({ payment_failed_at: failed ? eventCreated : null, payment_state_at: eventCreated })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('payment_state_at', 'is', null), eb('payment_state_at', '<=', eventCreated)]))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  if (failed && policy === 'suspend') {
    const suspended = await db.updateTable('accounts').set({ suspended_at: eventCreated }).where('id', '=', accountId).where('suspended_at', 'is', null).executeTakeFirst();
    if (Number(suspended.numUpdatedRows) === 1) await db.updateTable('billing_customers').set({ suspended_at: eventCreated }).where('account_id', '=', accountId).execute();
  }
  if (!failed) {
    const customer = await db.selectFrom('billing_customers').select('suspended_at').where('account_id', '=', accountId).executeTakeFirst();
    if (customer?.suspended_at != null) {
      await db.updateTable('accounts').set({ suspended_at: null }).where('id', '=', accountId).where('suspended_at', '=', customer.suspended_at).execute();
      await db.updateTable('billing_customers').set({ suspended_at: null }).where('account_id', '=', accountId).execute();
    }
  }
}
