import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, findAccountByEmail, setRole } from '../../src/accounts';
import { createTestApp, databaseKinds, type TestApp } from '../harness';
import { DashboardClient } from '../dashboard-client';
import { keyIn, linkIn, startMailServer, type MailServer } from '../mail-server';
import { startFakeStripe, stripeEnv, type FakeStripe, type FakeSubscription } from './fake-stripe';

/**
 * The dashboard's half of billing (SPEC §6–§7), through the real HTTP app, a real SMTP server,
 * the real `stripe` library against the fake Stripe server, and webhook events signed with the
 * library's own test-header helper.
 */
const DAY = 86_400;
const PUBLIC_URL = 'http://dashboard.test:8080';
let clientCounter = 0;
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Signs in through the mailed magic link, as a browser would (each client its own address). */
async function signIn(t: TestApp, mail: MailServer, email: string): Promise<DashboardClient> {
  clientCounter += 1;
  const client = new DashboardClient(t.app.http, `10.20.${Math.floor(clientCounter / 200)}.${(clientCounter % 200) + 1}`);
  await client.get('/dashboard/login');
  const before = mail.to(email).length;
  expect((await client.post('/dashboard/login', { email })).statusCode).toBe(200);
  const token = new URL(linkIn(await mail.next(email, before))).searchParams.get('token') ?? '';
  await client.get(`/dashboard/login/confirm?token=${token}`);
  expect((await client.post('/dashboard/login/confirm', { token })).statusCode).toBe(303);
  return client;
}

const text = (page: string) =>
  page
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe.each(databaseKinds())('dashboard billing with Stripe (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  let mail: MailServer;

  beforeAll(async () => {
    fake = await startFakeStripe();
    mail = await startMailServer();
    t = await createTestApp(kind, { env: { ...stripeEnv(fake), SMTP_URL: mail.url, TXENRICH_PUBLIC_URL: PUBLIC_URL, TXENRICH_PRICE_PER_ITEM_MICROS: '1200' } });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
    await fake?.close();
  });

  const db = () => t.app.database.db;
  const deliver = (delivery: { body: string; signature: string }) =>
    t.app.http.inject({ method: 'POST', url: '/webhooks/stripe', payload: delivery.body, headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature } });
  const enrich = (key: string, transactions: string[]) => t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': key } });
  const plan = async (accountId: string) => (await db().selectFrom('accounts').select('plan').where('id', '=', accountId).executeTakeFirstOrThrow()).plan;

  function subscription(id: string, customer: string, accountId: string, changes: Partial<FakeSubscription> = {}): FakeSubscription {
    const now = Math.floor(Date.now() / 1000);
    const value: FakeSubscription = { id, customer, accountId, status: 'active', created: now - 60, periodStart: now - 60, periodEnd: now + 30 * DAY, cancelAt: null, endedAt: null, ...changes };
    fake.subscriptions.set(id, value);
    return value;
  }
  const checkoutCompleted = (accountId: string, customer: string, subscriptionId: string) =>
    fake.delivery('checkout.session.completed', { id: `cs_${subscriptionId}`, object: 'checkout.session', mode: 'subscription', client_reference_id: accountId, customer, subscription: subscriptionId, metadata: {} });

  /** A signed-in sandbox user who pressed "Add a card": the 303 and the session at the fake. */
  async function addCard(label: string) {
    const email = uniqueEmail(label);
    const client = await signIn(t, mail, email);
    const accountId = (await findAccountByEmail(db(), email))?.id as string;
    const home = await client.get('/dashboard');
    const started = await client.post('/dashboard/billing/checkout');
    expect(started.statusCode).toBe(303);
    const session = fake.checkoutSessions.at(-1) as Record<string, string>;
    expect(started.headers.location).toBe(`${fake.url}/checkout/${session.id}`);
    return { email, client, accountId, home, session, customerId: session.customer as string };
  }

  it('"Add a card" on the home page posts with _csrf and answers 303 to the Stripe checkout page; the CSP lets that form leave', async () => {
    const email = uniqueEmail('card');
    const client = await signIn(t, mail, email);
    const account = await findAccountByEmail(db(), email);
    const home = await client.get('/dashboard');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<nav aria-label="Dashboard">');
    expect(home.body).toContain('href="/dashboard/billing"');
    expect(home.body).toMatch(/<form method="post" action="\/dashboard\/billing\/checkout" id="add-card">\s*<input type="hidden" name="_csrf" value="[^"]+">\s*<button type="submit">Add a card<\/button>/);
    expect(text(home.body)).toContain('Plan sandbox');
    expect(text(home.body)).toContain('Subscription none');
    // form-action is checked on the redirect too: the checkout origin is listed, nothing else.
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`form-action 'self' https://checkout\\.stripe\\.com ${fake.url.replace(/[.:/]/g, '\\$&')}(;|$)`));

    const sessionsBefore = fake.checkoutSessions.length;
    const forged = await client.post('/dashboard/billing/checkout', {}, null);
    expect(forged.statusCode).toBe(403);
    expect(fake.checkoutSessions.length).toBe(sessionsBefore);

    const started = await client.post('/dashboard/billing/checkout');
    expect(started.statusCode).toBe(303);
    const session = fake.checkoutSessions.at(-1) as Record<string, string>;
    expect(started.headers.location).toBe(`${fake.url}/checkout/${session.id}`);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: account?.id,
      'line_items[0][price]': 'price_metered_test',
      success_url: `${PUBLIC_URL}/dashboard/billing?checkout=returned`,
      cancel_url: `${PUBLIC_URL}/dashboard/billing?checkout=cancelled`,
    });
    expect(await plan(account?.id as string)).toBe('sandbox');
  });

  it('Stripe failing to make the checkout session: a 503 page on our site, no redirect, nothing changed; the next press works', async () => {
    const email = uniqueEmail('down');
    const client = await signIn(t, mail, email);
    const accountId = (await findAccountByEmail(db(), email))?.id as string;
    await client.get('/dashboard');
    const sessionsBefore = fake.checkoutSessions.length;
    // More failures than the library's own network retries (2): the failure reaches us.
    fake.failNextCheckouts(3);
    const failed = await client.post('/dashboard/billing/checkout');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers.location).toBeUndefined();
    expect(text(failed.body)).toContain('Stripe could not be reached. Nothing was charged; try again in a moment.');
    expect(failed.body).toContain('id="add-card"');
    expect(fake.checkoutSessions.length).toBe(sessionsBefore);
    expect(await plan(accountId)).toBe('sandbox');
    const retried = await client.post('/dashboard/billing/checkout');
    expect(retried.statusCode).toBe(303);
    expect(retried.headers.location).toBe(`${fake.url}/checkout/${fake.checkoutSessions.at(-1)?.id}`);
  });

  it("the browser's return from Checkout only says \"waiting for Stripe to confirm\": the plan stays sandbox and no key is issued", async () => {
    const { email, client, accountId } = await addCard('return');
    const mailsBefore = mail.to(email).length;
    const keysBefore = await db().selectFrom('api_keys').select('id').where('account_id', '=', accountId).execute();
    const returned = await client.get('/dashboard/billing?checkout=returned');
    expect(returned.statusCode).toBe(200);
    expect(text(returned.body)).toContain('Waiting for Stripe to confirm your payment. Your plan stays sandbox');
    expect(returned.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(returned.body).not.toContain('id="key-waiting"');
    // No second "Add a card" while Stripe's answer is pending: it could start a second subscription.
    expect(returned.body).not.toContain('id="add-card"');
    expect(await plan(accountId)).toBe('sandbox');
    expect(await db().selectFrom('api_keys').select('id').where('account_id', '=', accountId).execute()).toEqual(keysBefore);
    expect(mail.to(email).length).toBe(mailsBefore);
    const cancelled = await client.get('/dashboard/billing?checkout=cancelled');
    expect(text(cancelled.body)).toContain('Checkout was cancelled: no card was added and nothing changed.');
  });

  it('after the webhook the dashboard shows the production key once (then never), and the key was mailed once', async () => {
    const { email, client, accountId, customerId } = await addCard('reveal');
    const mailsBefore = mail.to(email).length;
    const keysBefore = (await db().selectFrom('api_keys').select('id').where('account_id', '=', accountId).execute()).length;
    subscription('sub_dash_reveal', customerId, accountId);
    const delivery = checkoutCompleted(accountId, customerId, 'sub_dash_reveal');
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect(await plan(accountId)).toBe('production');
    const mailed = keyIn(await mail.next(email, mailsBefore));

    const confirmed = await client.get('/dashboard/billing?checkout=returned');
    expect(text(confirmed.body)).toContain('Stripe confirmed your subscription: your plan is production.');
    expect(confirmed.body).not.toContain('http-equiv="refresh"');
    expect(confirmed.body).not.toContain('id="add-card"');
    const home = await client.get('/dashboard');
    expect(home.body).toMatch(/<form method="post" action="\/dashboard\/billing\/key"><input type="hidden" name="_csrf" value="[^"]+"><button type="submit">Show my production key<\/button>/);
    expect(home.body).not.toContain(mailed);

    // Not without _csrf (and that failed attempt does not use the reveal up).
    expect((await client.post('/dashboard/billing/key', {}, null)).statusCode).toBe(403);
    const shown = await client.post('/dashboard/billing/key');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(/<code class="secret" id="raw-key">([^<]+)<\/code>/.exec(shown.body)?.[1]).toBe(mailed);
    expect((await enrich(mailed, ['NETFLIX.COM'])).statusCode).toBe(200);

    const again = await client.post('/dashboard/billing/key');
    expect(again.statusCode).toBe(404);
    expect(again.body).not.toContain(mailed);
    expect((await client.get('/dashboard')).body).not.toContain('id="key-waiting"');
    const stored = await db().selectFrom('key_reveals').select(['ciphertext', 'revealed_at', 'mailed_at']).where('account_id', '=', accountId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ciphertext: null, revealed_at: expect.any(Number), mailed_at: expect.any(Number) });

    // Stripe redelivers the event: no second mail, no second key.
    expect((await deliver(delivery)).json()).toEqual({ received: true, applied: false });
    expect(mail.to(email).filter((message) => /txe_live_/.test(message.decoded))).toHaveLength(1);
    expect(await db().selectFrom('api_keys').select('id').where('account_id', '=', accountId).execute()).toHaveLength(keysBefore + 1);
  });

  it('shows "cancels at period end on <date>" after a cancellation, and offers "Add a card" again', async () => {
    const { client, accountId, customerId } = await addCard('cancel');
    subscription('sub_dash_cancel', customerId, accountId);
    expect((await deliver(checkoutCompleted(accountId, customerId, 'sub_dash_cancel'))).statusCode).toBe(200);
    const live = await client.get('/dashboard/billing');
    expect(text(live.body)).toMatch(/Subscription active renews \d{4}-\d{2}-\d{2}/);
    expect(live.body).not.toContain('id="add-card"');

    const periodEnd = Math.floor(Date.now() / 1000) + 12 * DAY;
    subscription('sub_dash_cancel', customerId, accountId, { periodEnd, cancelAt: periodEnd });
    expect((await deliver(fake.delivery('customer.subscription.updated', fake.subscriptionObject(fake.subscriptions.get('sub_dash_cancel') as FakeSubscription)))).statusCode).toBe(200);
    const date = new Date(periodEnd * 1000).toISOString().slice(0, 10);
    for (const page of [await client.get('/dashboard/billing'), await client.get('/dashboard')]) {
      expect(text(page.body)).toContain(`Subscription active cancels at period end on ${date}`);
      expect(text(page.body)).toContain('Plan production');
      expect(page.body).toContain('id="add-card"');
    }
  });

  it('flags a failed invoice payment prominently on home and billing pages until a later payment succeeds', async () => {
    const { client, accountId, customerId } = await addCard('failed');
    const now = Math.floor(Date.now() / 1000);
    const invoice = { id: 'in_dash', object: 'invoice', customer: customerId };
    expect((await client.get('/dashboard')).body).not.toContain('id="payment-failed"');
    expect((await deliver(fake.delivery('invoice.payment_failed', invoice, { created: now }))).statusCode).toBe(200);
    const date = new Date(now * 1000).toISOString().slice(0, 10);
    for (const page of [await client.get('/dashboard'), await client.get('/dashboard/billing')]) {
      expect(page.body).toMatch(/<p class="notice error" role="alert" id="payment-failed"><strong>Payment failed\.<\/strong>/);
      expect(text(page.body)).toContain(`An invoice payment failed on ${date} (UTC)`);
    }
    expect((await deliver(fake.delivery('invoice.paid', invoice, { created: now + 60 }))).statusCode).toBe(200);
    expect((await client.get('/dashboard')).body).not.toContain('id="payment-failed"');
    expect(await plan(accountId)).toBe('sandbox');
  });

  it("usage shows this period's billable items and estimated cost; limits show the daily cap in money", async () => {
    const { client, accountId, customerId } = await addCard('usage');
    subscription('sub_dash_usage', customerId, accountId);
    expect((await deliver(checkoutCompleted(accountId, customerId, 'sub_dash_usage'))).statusCode).toBe(200);
    const shown = await client.post('/dashboard/billing/key');
    const key = /id="raw-key">([^<]+)</.exec(shown.body)?.[1] as string;
    const usage = (await enrich(key, ['NETFLIX.COM', 'BRIGHT FERN POTTERY STUDIO', 'OLD MILL LANTERN SUPPLY', '#####'])).json().usage;
    expect(usage).toMatchObject({ cache: 1, model: 2, billable: 2 });

    const page = await client.get('/dashboard/usage');
    expect(page.body).toContain('<strong id="billable-items">2</strong>');
    // 2 items × 1200 micros = 0.0024, printed exactly (integer micros, no float rounding).
    expect(page.body).toContain('<strong id="estimated-cost">0.0024 USD</strong>');
    expect(text(page.body)).toContain('at 0.0012 USD per item');

    await client.get('/dashboard/limits');
    const saved = await client.post('/dashboard/limits', { daily_cap: '2500' });
    expect(saved.statusCode).toBe(200);
    // 2,500 × 0.0012 = 3.00 a day at most.
    expect(text(saved.body)).toContain('at 0.0012 USD per item, this cap holds a day\'s bill to at most 3.00 USD (0.0024 USD used today)');
  });
});

describe.each(databaseKinds())('dashboard without Stripe, the self-hosting default (%s)', (kind) => {
  let t: TestApp;
  let mail: MailServer;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(kind, { env: { SMTP_URL: mail.url, TXENRICH_PUBLIC_URL: PUBLIC_URL, TXENRICH_SANDBOX_MONTHLY_ALLOWANCE: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  it('hides billing entirely: no Billing page or menu entry, no "Add a card", no subscription, form-action stays self', async () => {
    const client = await signIn(t, mail, uniqueEmail('selfhost'));
    const home = await client.get('/dashboard');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('/dashboard/billing');
    expect(home.body).not.toMatch(/Add a card|Subscription|id="billing"/);
    expect(String(home.headers['content-security-policy'])).toMatch(/form-action 'self'(;|$)/);
    expect((await client.get('/dashboard/billing')).statusCode).toBe(404);
    expect((await client.post('/dashboard/billing/checkout')).statusCode).toBe(404);
    expect((await client.post('/dashboard/billing/key')).statusCode).toBe(404);
    const limits = await client.get('/dashboard/limits');
    expect(limits.body).not.toContain('id="cap-in-money"'); // no price configured
  });

  it('an operator grants and revokes the production plan from the accounts page (CSRF-checked, operators only)', async () => {
    const operatorEmail = uniqueEmail('operator');
    const operator = await createAccount(t.app.database.db, { email: operatorEmail, plan: 'sandbox', dailyCap: 10_000 });
    await setRole(t.app.database.db, operator.id, 'operator');
    const { key, accountId } = await t.newKey({ plan: 'sandbox' });
    const enrich = (transactions: string[]) => t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': key } });
    await enrich(['HAZEL GROVE BIKES']);
    expect((await enrich(['HAZEL GROVE BOOKS'])).json().code).toBe('allowance_exhausted');

    // A non-operator cannot.
    const user = await signIn(t, mail, uniqueEmail('plain'));
    await user.get('/dashboard');
    expect((await user.post(`/dashboard/operator/accounts/${accountId}/production`)).statusCode).toBe(403);

    const client = await signIn(t, mail, operatorEmail);
    const page = await client.get('/dashboard/operator/accounts');
    expect(page.body).toMatch(new RegExp(`action="/dashboard/operator/accounts/${accountId}/production"><input type="hidden" name="_csrf" value="[^"]+"><button type="submit" class="secondary">Grant production</button>`));
    expect((await client.post(`/dashboard/operator/accounts/${accountId}/production`, {}, null)).statusCode).toBe(403);
    const granted = await client.post(`/dashboard/operator/accounts/${accountId}/production`);
    expect(granted.statusCode).toBe(200);
    expect(text(granted.body)).toContain('Production plan granted');
    expect((await t.app.database.db.selectFrom('accounts').select('plan').where('id', '=', accountId).executeTakeFirstOrThrow()).plan).toBe('production');
    const served = await enrich(['HAZEL GROVE BOOKS']);
    expect(served.statusCode).toBe(200);
    expect(served.json().usage.billable).toBe(1);
    expect(await t.app.database.db.selectFrom('meter_outbox').select('id').execute()).toEqual([]);

    const revoked = await client.post(`/dashboard/operator/accounts/${accountId}/sandbox`);
    expect(text(revoked.body)).toContain('Production plan revoked');
    expect((await enrich(['HAZEL GROVE CAFE'])).json().code).toBe('allowance_exhausted');
  });
});
