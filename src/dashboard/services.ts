import type { Config } from '../config';
import type { DB } from '../db';
import type { Mailer } from '../mail';
import type { Account, LinkThrottle, Plan } from '../accounts';
import type { BillingSummary, CheckoutStart, PlanChange } from '../billing';
import type { ReviewServices } from '../feedback';

/** Billing as the dashboard sees it; built by app.ts over the configured payment provider. */
export interface DashboardBilling {
  /** A payment provider (Stripe) is configured. Off, the dashboard shows no billing at all. */
  enabled: boolean;
  summary(account: Account, now: number): Promise<BillingSummary>;
  /** "Add a card": a checkout session; throws PaymentProviderError when the provider fails. */
  startCheckout(account: Account, now: number): Promise<CheckoutStart>;
  /** A webhook-issued key waits to be shown (asking does not take it). */
  hasKeyReveal(accountId: string): Promise<boolean>;
  /** The one-time reveal: the raw key once, erased in the same step. */
  takeKeyReveal(accountId: string, now: number): Promise<{ keyId: string; rawKey: string } | undefined>;
  /** The operator's grant or withdrawal of the production plan. */
  setPlan(accountId: string, plan: Plan): Promise<PlanChange>;
}

/** What dashboard routes may call: the same services as the API and CLI, plus mail and a clock. */
export interface DashboardServices {
  config: Config;
  db: DB;
  mailer: Mailer;
  /** Injectable clock: link expiry and sessions are tested without waiting. */
  now: () => number;
  /** Installation secret: keys CSRF tokens and the hashes of client addresses. */
  secret: string;
  linkThrottle: LinkThrottle;
  /** The feedback review queue (operators). */
  review: ReviewServices;
  billing: DashboardBilling;
}
