import Stripe from 'stripe';
import {
  PaymentProviderError,
  type BillingEvent,
  type CheckoutRequest,
  type MeterEvent,
  type PaymentProvider,
  type SubscriptionState,
  type WebhookVerification,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The metered price customers subscribe to at checkout. */
  priceId: string;
  /** The Billing Meter's event name (SPEC §11 STRIPE_METER_EVENT_NAME). */
  meterEventName: string;
  /** Base URL of the API (STRIPE_API_BASE): tests and self-hosted mocks point it at a local server. */
  apiBase?: string | undefined;
  timeoutMs?: number;
}

/** host/port/protocol of the Stripe client from one URL; unset means Stripe's own. */
function addressOf(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
const msOrNull = (seconds: number | null | undefined): number | null => (seconds == null ? null : seconds * 1000);

function toSubscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  // Since API version 2025-03-31 the period lives on each item; a metered subscription has one.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  const periodStarts = subscription.items.data.map((item) => item.current_period_start);
  const periodEnd = periodEnds.length > 0 ? Math.min(...periodEnds) * 1000 : null;
  const cancelAt = msOrNull(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? periodEnd : null);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    accountId: subscription.metadata?.account_id ?? null,
    status: subscription.status,
    startedAt: (subscription.start_date ?? subscription.created) * 1000,
    periodStart: periodStarts.length > 0 ? Math.min(...periodStarts) * 1000 : null,
    periodEnd,
    cancelAt,
    endedAt: msOrNull(subscription.ended_at),
  };
}

function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, created: event.created * 1000 };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ...base, kind: 'ignored', type: event.type };
      return {
        ...base,
        kind: 'checkout_completed',
        accountId: session.client_reference_id ?? session.metadata?.account_id ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { ...base, kind: 'subscription_changed', subscriptionId: event.data.object.id, customerId: idOf(event.data.object.customer) };
    case 'invoice.payment_failed':
      return { ...base, kind: 'payment_failed', customerId: idOf(event.data.object.customer) };
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return { ...base, kind: 'payment_succeeded', customerId: idOf(event.data.object.customer) };
    default:
      return { ...base, kind: 'ignored', type: event.type };
  }
}

/** Network trouble, 5xx, 429 and lock conflicts are worth retrying; other 4xx are not. */
function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode;
    const retryable =
      error instanceof Stripe.errors.StripeConnectionError || status === undefined || status >= 500 || status === 429 || status === 409;
    return new PaymentProviderError(`stripe: ${error.type}${status ? ` ${status}` : ''}${error.code ? ` ${error.code}` : ''}`, retryable, error.code);
  }
  return new PaymentProviderError(`stripe: ${error instanceof Error ? error.message : 'unknown error'}`, true);
}

/** Stripe's hosted Checkout page (a custom Checkout domain would need adding here). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/**
 * Where checkout sessions' pages live: Stripe's own origin, and the API base's origin when one
 * is set (a local Stripe stand-in serves its checkout page there).
 */
export function stripeCheckoutOrigins(apiBase: string | undefined): string[] {
  const origins = [STRIPE_CHECKOUT_ORIGIN];
  if (apiBase) {
    const origin = new URL(apiBase).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...addressOf(options.apiBase),
    timeout: options.timeoutMs ?? 10_000,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'txenrich' },
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    enabled: true,
    checkoutOrigins: stripeCheckoutOrigins(options.apiBase),

    async createCheckout(request: CheckoutRequest) {
      return call(async () => {
        const customerId =
          request.customerId ??
          (
            await stripe.customers.create(
              { email: request.email, metadata: { account_id: request.accountId } },
              // A double click within a day makes one customer, not two.
              { idempotencyKey: `txenrich-customer-${request.accountId}` },
            )
          ).id;
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: request.accountId,
          // Metered prices take no quantity: usage arrives as meter events.
          line_items: [{ price: options.priceId }],
          subscription_data: { metadata: { account_id: request.accountId } },
          metadata: { account_id: request.accountId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
        if (!session.url) throw new PaymentProviderError('stripe: checkout session has no url', true);
        return { url: session.url, customerId };
      });
    },

    verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookVerification {
      if (!signature) return { ok: false, message: 'The Stripe-Signature header is missing.' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return { ok: false, message: 'The webhook signature does not match the payload.' };
      }
      try {
        return { ok: true, event: toBillingEvent(event) };
      } catch {
        return { ok: false, message: 'The webhook payload is not a Stripe event.' };
      }
    },

    async getSubscription(id: string) {
      return call(async () => toSubscriptionState(await stripe.subscriptions.retrieve(id)));
    },

    async reportUsage(event: MeterEvent) {
      try {
        await stripe.billing.meterEvents.create(
          {
            event_name: options.meterEventName,
            payload: { stripe_customer_id: event.customerId, value: String(event.value) },
            identifier: event.identifier,
            timestamp: Math.floor(event.timestamp / 1000),
          },
          // Our outbox owns retries (with backoff, across restarts); the idempotency key makes an
          // in-doubt resend return the first answer.
          { idempotencyKey: event.identifier, maxNetworkRetries: 0 },
        );
      } catch (error) {
        const failure = providerError(error);
        // Stripe refuses a second event with the same identifier: it was counted already.
        if (failure.code === 'resource_already_exists') return;
        throw failure;
      }
    },
  };
}
