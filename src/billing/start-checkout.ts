import type { DB } from '../db';
import type { PaymentProvider } from './payment-provider';
import { linkCustomer } from './subscription-sync';

export interface CheckoutDependencies {
  db: DB;
  provider: PaymentProvider;
  publicUrl: string;
}

/** A subscription in one of these states, with no end scheduled, already pays: no second checkout. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;

export function isLiveSubscription(subscription: { status: string; cancelAt: number | null } | null): boolean {
  return subscription !== null && subscription.cancelAt === null && (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status);
}

export type CheckoutStart = { ok: true; url: string } | { ok: false; reason: 'billing_disabled' | 'already_subscribed' };

/**
 * "Add a card": a subscription-mode checkout for the metered price. The account's plan does not
 * change here nor on the browser's return; only the provider's webhook makes it production.
 * The customer is linked now so that webhooks about it find the account whatever their order.
 */
export async function startCheckout(deps: CheckoutDependencies, account: { id: string; email: string }, now = Date.now()): Promise<CheckoutStart> {
  if (!deps.provider.enabled) return { ok: false, reason: 'billing_disabled' };
  const live = await deps.db
    .selectFrom('billing_subscriptions')
    .select('id')
    .where('account_id', '=', account.id)
    .where('status', 'in', [...LIVE_SUBSCRIPTION_STATUSES])
    .where('cancel_at', 'is', null)
    .executeTakeFirst();
  if (live) return { ok: false, reason: 'already_subscribed' };
  const customer = await deps.db.selectFrom('billing_customers').select('customer_id').where('account_id', '=', account.id).executeTakeFirst();
  const base = deps.publicUrl.replace(/\/$/, '');
  const checkout = await deps.provider.createCheckout({
    accountId: account.id,
    email: account.email,
    customerId: customer?.customer_id ?? null,
    // The billing page says "waiting for Stripe to confirm" on this return: it proves nothing.
    successUrl: `${base}/dashboard/billing?checkout=returned`,
    cancelUrl: `${base}/dashboard/billing?checkout=cancelled`,
  });
  if (!customer) await linkCustomer(deps.db, account.id, checkout.customerId, now);
  return { ok: true, url: checkout.url };
}
