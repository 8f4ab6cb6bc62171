import type { DB } from '../db';
import { isLiveSubscription } from './start-checkout';

/** Money is integer micros (millionths of the currency unit) end to end; never floats. */
export function costMicros(items: number, pricePerItemMicros: number): number {
  return items * pricePerItemMicros;
}

/** 1234567 → "1.234567", 1500000 → "1.50", 0 → "0.00": integer arithmetic only. */
/** An amount in micros as the dashboard writes it: at least two decimals, then the currency code when given. */
export function formatMicros(micros: number, currency?: string): string {
  const negative = micros < 0;
  const digits = String(Math.abs(Math.trunc(micros))).padStart(7, '0');
  const whole = digits.slice(0, -6);
  const fraction = digits.slice(-6).replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}${currency ? ` ${currency}` : ''}`;
}

export interface BillingSummary {
  /** Stripe is configured: show cards, subscriptions and invoices. */
  billingEnabled: boolean;
  plan: 'sandbox' | 'production';
  subscription: { status: string; periodEnd: number | null; cancelAt: number | null } | null;
  /** "Add a card" is offered: billing is on and no live subscription without a scheduled end exists. */
  checkoutAvailable: boolean;
  /** An invoice payment failed and no later one succeeded (epoch ms of the failure). */
  paymentFailedAt: number | null;
  /** The period the estimate covers: the subscription's billing period, else the UTC month. */
  periodStart: number;
  periodEnd: number;
  billableItems: number;
  estimatedCostMicros: number;
  pricePerItemMicros: number;
  /** ISO 4217 code of the prices (TXENRICH_CURRENCY). */
  currency: string;
  dailyCap: number;
  dailyCapMicros: number;
}

function monthBounds(now: number): { start: number; end: number } {
  const date = new Date(now);
  return { start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1), end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) };
}

/** What the dashboard shows about money: this period's billable items, their cost, the cap in money. */
export async function billingSummary(
  db: DB,
  account: { id: string; plan: 'sandbox' | 'production'; dailyCap: number },
  settings: { billingEnabled: boolean; pricePerItemMicros: number; currency: string },
  now = Date.now(),
): Promise<BillingSummary> {
  const subscription = await db
    .selectFrom('billing_subscriptions')
    .select(['status', 'period_start', 'period_end', 'cancel_at'])
    .where('account_id', '=', account.id)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const customer = await db.selectFrom('billing_customers').select('payment_failed_at').where('account_id', '=', account.id).executeTakeFirst();
  const useSubscriptionPeriod = subscription?.period_start != null && subscription.period_end != null && subscription.period_end > now;
  const month = monthBounds(now);
  const periodStart = useSubscriptionPeriod ? (subscription.period_start as number) : month.start;
  const periodEnd = useSubscriptionPeriod ? (subscription.period_end as number) : month.end;
  const row = await db
    .selectFrom('usage_records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', account.id)
    .where('billable', '=', 1)
    .where('created_at', '>=', periodStart)
    .where('created_at', '<', periodEnd)
    .executeTakeFirstOrThrow();
  const billableItems = Number(row.count);
  const latest = subscription ? { status: subscription.status, periodEnd: subscription.period_end, cancelAt: subscription.cancel_at } : null;
  return {
    billingEnabled: settings.billingEnabled,
    plan: account.plan,
    subscription: latest,
    checkoutAvailable: settings.billingEnabled && !isLiveSubscription(latest),
    paymentFailedAt: customer?.payment_failed_at ?? null,
    periodStart,
    periodEnd,
    billableItems,
    estimatedCostMicros: costMicros(billableItems, settings.pricePerItemMicros),
    pricePerItemMicros: settings.pricePerItemMicros,
    currency: settings.currency,
    dailyCap: account.dailyCap,
    dailyCapMicros: costMicros(account.dailyCap, settings.pricePerItemMicros),
  };
}
