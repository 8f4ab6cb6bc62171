import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server of our own implementing the few Stripe endpoints txenrich calls, so the
 * real `stripe` library runs against it (STRIPE_API_BASE). Meter events honour `identifier`
 * as Stripe does: a second event with a known identifier is not counted again.
 */
export interface FakeSubscription {
  id: string;
  customer: string;
  accountId: string | null;
  status: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAt: number | null;
  endedAt: number | null;
}

export interface MeterEventRecord {
  identifier: string;
  event_name: string;
  customer: string;
  value: number;
  timestamp: number;
}

export interface FakeStripe {
  url: string;
  webhookSecret: string;
  customers: Array<{ id: string; email: string; accountId: string | null }>;
  /** Form fields of each checkout session created, plus its `id`. */
  checkoutSessions: Array<Record<string, string>>;
  /** Session ids whose hosted checkout page a browser opened. */
  checkoutVisits: string[];
  subscriptions: Map<string, FakeSubscription>;
  /** Unique meter events, in arrival order. */
  meterEvents: MeterEventRecord[];
  /** Every meter-event request, including duplicates and failed ones. */
  meterRequests: number;
  duplicateMeterRequests: number;
  /** The next n checkout-session requests answer 500 (no session made). */
  failNextCheckouts(count: number): void;
  /** The next n meter-event requests answer 500 (not recorded). */
  failNextMeterEvents(count: number): void;
  /** The n-th meter-event request from now is recorded but never answered (a reporter killed mid-send). */
  hangMeterEventNumber(n: number): void;
  /** Delay before answering each meter event (keeps a reporter mid-send long enough to kill it). */
  meterDelayMs: number;
  /** A signed webhook delivery for an event of `type` about `object`. */
  delivery(type: string, object: Record<string, unknown>, options?: { id?: string; created?: number }): { body: string; signature: string; id: string };
  subscriptionObject(subscription: FakeSubscription): Record<string, unknown>;
  close(): Promise<void>;
}

/** Form body of the stripe library (`a[b][c]=v`) to a flat map of bracket paths. */
function parseForm(body: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) result[name] = value;
  return result;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Math.random().toString(36).slice(2)}` });
  response.end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1)}`;
  const webhookSecret = 'whsec_test_secret_for_txenrich';
  const signer = new Stripe('sk_test_signer');
  let failures = 0;
  let checkoutFailures = 0;
  let hangAt = 0;
  const hanging: ServerResponse[] = [];

  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    webhookSecret,
    customers: [],
    checkoutSessions: [],
    checkoutVisits: [],
    subscriptions: new Map(),
    meterEvents: [],
    meterRequests: 0,
    duplicateMeterRequests: 0,
    meterDelayMs: 0,
    failNextCheckouts(count) {
      checkoutFailures = count;
    },
    failNextMeterEvents(count) {
      failures = count;
    },
    hangMeterEventNumber(n) {
      hangAt = fake.meterRequests + n;
    },
    subscriptionObject(subscription) {
      return {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        metadata: subscription.accountId ? { account_id: subscription.accountId } : {},
        status: subscription.status,
        created: subscription.created,
        start_date: subscription.created,
        cancel_at: subscription.cancelAt,
        cancel_at_period_end: subscription.cancelAt !== null && subscription.cancelAt === subscription.periodEnd,
        ended_at: subscription.endedAt,
        items: {
          object: 'list',
          data: [{ id: `si_${subscription.id}`, object: 'subscription_item', current_period_start: subscription.periodStart, current_period_end: subscription.periodEnd }],
        },
      };
    },
    delivery(type, object, options = {}) {
      const id = options.id ?? nextId('evt');
      const body = JSON.stringify({ id, object: 'event', type, created: options.created ?? Math.floor(Date.now() / 1000), api_version: '2026-10-28.endive', data: { object } });
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }), id };
    },
  };

  function handle(request: IncomingMessage, response: ServerResponse, body: string): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    // The hosted checkout page a browser is sent to (Stripe's is on checkout.stripe.com; ours is
    // on this server, whose origin is STRIPE_API_BASE's): a page that says which session it is.
    const checkoutPage = /^\/checkout\/(cs_[A-Za-z0-9_]+)$/.exec(url.pathname);
    if (request.method === 'GET' && checkoutPage) {
      fake.checkoutVisits.push(checkoutPage[1] as string);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><link rel="icon" href="data:,"><title>Fake Stripe Checkout</title><h1 id="fake-checkout">Fake Stripe Checkout ${checkoutPage[1]}</h1>`);
      return;
    }
    if (request.headers.authorization !== 'Bearer sk_test_txenrich') return send(response, 401, { error: { type: 'invalid_request_error', message: 'bad key' } });
    const form = parseForm(body);
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: nextId('cus'), email: form.email ?? '', accountId: form['metadata[account_id]'] ?? null };
      fake.customers.push(customer);
      return send(response, 200, { id: customer.id, object: 'customer', email: customer.email, metadata: { account_id: customer.accountId } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (checkoutFailures > 0) {
        checkoutFailures -= 1;
        return send(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const id = nextId('cs');
      fake.checkoutSessions.push({ ...form, id });
      const checkoutUrl = `http://${request.headers.host}/checkout/${id}`;
      return send(response, 200, { id, object: 'checkout.session', mode: form.mode, customer: form.customer, client_reference_id: form.client_reference_id, url: checkoutUrl, subscription: null });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && subscriptionMatch) {
      const subscription = fake.subscriptions.get(decodeURIComponent(subscriptionMatch[1] as string));
      if (!subscription) return send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } });
      return send(response, 200, fake.subscriptionObject(subscription));
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing/meter_events') {
      fake.meterRequests += 1;
      if (failures > 0) {
        failures -= 1;
        return send(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const identifier = form.identifier ?? '';
      const known = fake.meterEvents.find((event) => event.identifier === identifier);
      if (known) fake.duplicateMeterRequests += 1;
      else {
        fake.meterEvents.push({
          identifier,
          event_name: form.event_name ?? '',
          customer: form['payload[stripe_customer_id]'] ?? '',
          value: Number(form['payload[value]']),
          timestamp: Number(form.timestamp),
        });
      }
      if (fake.meterRequests === hangAt) {
        hanging.push(response);
        return;
      }
      const answer = { object: 'billing.meter_event', identifier, event_name: form.event_name, created: Math.floor(Date.now() / 1000) };
      if (fake.meterDelayMs > 0) setTimeout(() => send(response, 200, answer), fake.meterDelayMs);
      else send(response, 200, answer);
      return;
    }
    return send(response, 404, { error: { type: 'invalid_request_error', message: `unknown endpoint ${request.method} ${url.pathname}` } });
  }

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as FakeStripe;
}

/** Environment that turns billing on against the fake. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_txenrich',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_ID: 'price_metered_test',
    STRIPE_API_BASE: fake.url,
  };
}
