/**
 * The payment provider port: what billing needs from Stripe, in our own words, so no vendor
 * type reaches the services. Implementations: Stripe (stripe-provider.ts) and `none`
 * (self-hosting: no card, the operator grants plans).
 */

/** A subscription as the provider holds it now (times in epoch milliseconds). */
export interface SubscriptionState {
  id: string;
  customerId: string;
  /** From the subscription's metadata (set at checkout); null when made outside txenrich. */
  accountId: string | null;
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, … */
  status: string;
  startedAt: number;
  periodStart: number | null;
  periodEnd: number | null;
  /** When the subscription is scheduled to end (cancel at period end), else null. */
  cancelAt: number | null;
  endedAt: number | null;
}

/** A verified webhook event, reduced to what billing acts on. `created` is epoch ms. */
export type BillingEvent =
  | { id: string; created: number; kind: 'checkout_completed'; accountId: string | null; customerId: string | null; subscriptionId: string | null }
  | { id: string; created: number; kind: 'subscription_changed'; subscriptionId: string; customerId: string | null }
  | { id: string; created: number; kind: 'payment_failed'; customerId: string | null }
  | { id: string; created: number; kind: 'payment_succeeded'; customerId: string | null }
  | { id: string; created: number; kind: 'ignored'; type: string };

export type WebhookVerification = { ok: true; event: BillingEvent } | { ok: false; message: string };

export interface CheckoutRequest {
  accountId: string;
  email: string;
  /** The account's existing customer, reused so a re-subscription keeps its history. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface MeterEvent {
  /** Unique per outbox row: the provider counts a resent event once. */
  identifier: string;
  customerId: string;
  value: number;
  /** Epoch ms of the usage. */
  timestamp: number;
}

/** Provider failures say whether trying again can help (network, 5xx, 429) or not (4xx). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  /** False for `none`: the dashboard hides billing and nothing is reported. */
  readonly enabled: boolean;
  /**
   * Origins the browser is sent to by "Add a card" (the checkout page). The dashboard's CSP
   * `form-action` must list them: a form POST answered with a redirect elsewhere is blocked.
   */
  readonly checkoutOrigins: readonly string[];
  /** Creates (or reuses) the customer and a subscription-mode checkout session. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; customerId: string }>;
  /** Checks the signature over the raw body; never throws on bad input. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookVerification;
  getSubscription(id: string): Promise<SubscriptionState>;
  /** Sends one meter event; throws PaymentProviderError. A duplicate identifier is success. */
  reportUsage(event: MeterEvent): Promise<void>;
}

/** Self-hosting without a payment provider: no card is asked and nothing leaves the machine. */
export function createNoPaymentProvider(): PaymentProvider {
  const disabled = (): never => {
    throw new PaymentProviderError('no payment provider is configured (STRIPE_SECRET_KEY is unset)', false, 'not_configured');
  };
  return {
    enabled: false,
    checkoutOrigins: [],
    createCheckout: async () => disabled(),
    verifyWebhook: () => ({ ok: false, message: 'Billing webhooks are not enabled on this installation.' }),
    getSubscription: async () => disabled(),
    reportUsage: async () => disabled(),
  };
}
