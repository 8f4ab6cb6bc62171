import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, eventually, type TestApp } from '../harness';
import { getAccount } from '../../src/accounts';
import { billingSummary, createKeySealer, handleWebhook, startCheckout } from '../../src/billing';
import type { MailMessage, Mailer } from '../../src/mail';
import { startFakeStripe, stripeEnv, type FakeStripe, type FakeSubscription } from './fake-stripe';

const DAY = 86_400;

describe.each(databaseKinds())('billing on Stripe (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  const mails: MailMessage[] = [];
  let mailDown = false;
  const mailer: Mailer = {
    async send(message) {
      if (mailDown) throw new Error('smtp unreachable');
      mails.push(message);
    },
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(kind, { env: { ...stripeEnv(fake), TXENRICH_PRICE_PER_ITEM_MICROS: '1200' }, mailer });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const db = () => t.app.database.db;
  const deliver = (delivery: { body: string; signature: string }, signature: string | null = delivery.signature) =>
    t.app.http.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: delivery.body,
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    });
  const enrich = (key: string, transactions: string[]) => t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': key } });
  const keyOf = (mail: MailMessage | undefined) => /(txe_live_[0-9A-Za-z]{38})/.exec(mail?.text ?? '')?.[1] as string;
  const plan = async (accountId: string) => (await db().selectFrom('accounts').select('plan').where('id', '=', accountId).executeTakeFirstOrThrow()).plan;

  /** A sandbox account that went through "Add a card": its customer exists at the fake. */
  async function checkedOutAccount(): Promise<{ accountId: string; email: string; customerId: string; sandboxKey: string }> {
    const { accountId, key } = await t.newKey({ plan: 'sandbox' });
    const { email } = await db().selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirstOrThrow();
    const started = await startCheckout({ db: db(), provider: t.app.payments, publicUrl: t.config.publicUrl }, { id: accountId, email });
    expect(started).toMatchObject({ ok: true, url: `${fake.url}/checkout/${fake.checkoutSessions.at(-1)?.id}` });
    const customer = await db().selectFrom('billing_customers').select('customer_id').where('account_id', '=', accountId).executeTakeFirstOrThrow();
    return { accountId, email, customerId: customer.customer_id, sandboxKey: key };
  }

  function subscription(id: string, customer: string, accountId: string, changes: Partial<FakeSubscription> = {}): FakeSubscription {
    const now = Math.floor(Date.now() / 1000);
    const value: FakeSubscription = { id, customer, accountId, status: 'active', created: now - 60, periodStart: now - 60, periodEnd: now + 30 * DAY, cancelAt: null, endedAt: null, ...changes };
    fake.subscriptions.set(id, value);
    return value;
  }
  const checkoutCompleted = (accountId: string, customer: string, subscriptionId: string, options?: { id?: string; created?: number }) =>
    fake.delivery('checkout.session.completed', { id: `cs_${subscriptionId}`, object: 'checkout.session', mode: 'subscription', client_reference_id: accountId, customer, subscription: subscriptionId, metadata: {} }, options);
  const subscriptionEvent = (type: string, id: string, options?: { id?: string; created?: number }) =>
    fake.delivery(type, fake.subscriptionObject(fake.subscriptions.get(id) as FakeSubscription), options);

  it('refuses a missing or wrong signature with the SPEC error body and changes nothing', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    subscription('sub_sig', customerId, accountId);
    const delivery = checkoutCompleted(accountId, customerId, 'sub_sig');
    const missing = await deliver(delivery, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error', details: { 'stripe-signature': [expect.any(String)] }, request_id: expect.any(String) });
    const forged = await deliver({ body: delivery.body.replace('"mode":"subscription"', '"mode":"subscription" '), signature: delivery.signature });
    expect(forged.statusCode).toBe(400);
    const wrongSecret = await deliver(delivery, delivery.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`));
    expect(wrongSecret.statusCode).toBe(400);
    expect(await db().selectFrom('billing_events').select('id').where('id', '=', delivery.id).executeTakeFirst()).toBeUndefined();
    expect(await plan(accountId)).toBe('sandbox');
    expect(await db().selectFrom('billing_subscriptions').select('id').where('id', '=', 'sub_sig').executeTakeFirst()).toBeUndefined();
  });

  it('checkout → production plan and one new key, mailed once; a redelivered event changes nothing', async () => {
    const { accountId, email, customerId } = await checkedOutAccount();
    const session = fake.checkoutSessions.at(-1);
    expect(session).toMatchObject({ mode: 'subscription', customer: customerId, client_reference_id: accountId, 'line_items[0][price]': 'price_metered_test' });
    expect(session?.['line_items[0][quantity]']).toBeUndefined();
    expect(await plan(accountId)).toBe('sandbox');

    subscription('sub_checkout', customerId, accountId);
    const delivery = checkoutCompleted(accountId, customerId, 'sub_checkout');
    const before = mails.length;
    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: true });
    expect(await plan(accountId)).toBe('production');
    const sent = mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(email);
    const productionKey = keyOf(sent[0]);
    expect((await enrich(productionKey, ['NETFLIX.COM'])).statusCode).toBe(200);

    const again = await deliver(delivery);
    expect(again.json()).toEqual({ received: true, applied: false });
    expect(mails.length).toBe(before + 1);
    const keys = await db().selectFrom('api_keys').select('id').where('account_id', '=', accountId).execute();
    expect(keys).toHaveLength(2); // the sandbox key and one production key
    const events = await db().selectFrom('billing_events').select('id').where('id', '=', delivery.id).execute();
    expect(events).toHaveLength(1);
  });

  it('mails the key on the redelivery when the mailer was down the first time', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    subscription('sub_mail', customerId, accountId);
    const delivery = checkoutCompleted(accountId, customerId, 'sub_mail');
    mailDown = true;
    const failed = await deliver(delivery);
    mailDown = false;
    expect(failed.statusCode).toBe(500);
    const before = mails.length;
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect(mails.length).toBe(before + 1);
    expect((await enrich(keyOf(mails.at(-1)), ['NETFLIX.COM'])).statusCode).toBe(200);
  });

  it('tolerates out-of-order delivery: a later cancellation seen before the checkout still wins', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 10 * DAY;
    subscription('sub_order', customerId, accountId, { periodEnd, cancelAt: periodEnd });
    const completed = checkoutCompleted(accountId, customerId, 'sub_order', { created: now - 30 });
    const updated = subscriptionEvent('customer.subscription.updated', 'sub_order', { created: now });
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await plan(accountId)).toBe('production');
    const keys = await db().selectFrom('api_keys').select(['id', 'expires_at']).where('account_id', '=', accountId).execute();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.expires_at).toBe(periodEnd * 1000);
    const issued = await db().selectFrom('billing_subscriptions').select('key_id').where('id', '=', 'sub_order').executeTakeFirstOrThrow();
    expect(issued.key_id).not.toBeNull();
  });

  it('cancel at period end: the key works until the period ends, then 401; re-subscribing issues a new key and the old stays dead', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    subscription('sub_old', customerId, accountId);
    await deliver(checkoutCompleted(accountId, customerId, 'sub_old'));
    const oldKey = keyOf(mails.at(-1));
    expect((await enrich(oldKey, ['NETFLIX.COM'])).statusCode).toBe(200);

    // Cancelled with the period ending in ~1.5 s: still working now, refused once it has passed.
    const periodEndMs = Date.now() + 1_500;
    const periodEnd = Math.ceil(periodEndMs / 1000);
    subscription('sub_old', customerId, accountId, { periodEnd, cancelAt: periodEnd });
    expect((await deliver(subscriptionEvent('customer.subscription.updated', 'sub_old'))).statusCode).toBe(200);
    const stillWorks = await enrich(oldKey, ['NETFLIX.COM']);
    if (Date.now() < periodEnd * 1000) expect(stillWorks.statusCode).toBe(200);
    const refused = await eventually(async () => {
      const response = await enrich(oldKey, ['NETFLIX.COM']);
      return response.statusCode === 401 ? { response, at: Date.now() } : undefined;
    }, 15_000);
    expect(refused.at).toBeGreaterThanOrEqual(periodEnd * 1000);
    // The key cache holds the expiry: the 401 comes at the period end, not a cache lifetime later
    // (the poll is every 50 ms; the margin is for a loaded machine).
    expect(refused.at - periodEnd * 1000).toBeLessThan(1_000);
    expect(refused.response.json()).toMatchObject({ code: 'unauthorized' });
    expect(refused.response.headers['www-authenticate']).toBeDefined();

    subscription('sub_old', customerId, accountId, { status: 'canceled', periodEnd, cancelAt: periodEnd, endedAt: periodEnd });
    const deleted = subscriptionEvent('customer.subscription.deleted', 'sub_old');
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await plan(accountId)).toBe('sandbox');

    const later = Math.floor(Date.now() / 1000) + 5;
    subscription('sub_new', customerId, accountId, { created: later, periodStart: later });
    const mailsBefore = mails.length;
    expect((await deliver(checkoutCompleted(accountId, customerId, 'sub_new'))).statusCode).toBe(200);
    expect(mails.length).toBe(mailsBefore + 1);
    const newKey = keyOf(mails.at(-1));
    expect(newKey).not.toBe(oldKey);
    expect(await plan(accountId)).toBe('production');
    expect((await enrich(newKey, ['NETFLIX.COM'])).statusCode).toBe(200);
    expect((await enrich(oldKey, ['NETFLIX.COM'])).statusCode).toBe(401);

    // A late event about the old subscription (a fresh id, so not a duplicate) leaves the new key alone.
    expect((await deliver(subscriptionEvent('customer.subscription.updated', 'sub_old'))).statusCode).toBe(200);
    expect((await enrich(newKey, ['NETFLIX.COM'])).statusCode).toBe(200);
    expect(await plan(accountId)).toBe('production');
  });

  it('flags a failed invoice payment; an older success does not clear it, a newer one does', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    const now = Math.floor(Date.now() / 1000);
    const flag = async () => (await db().selectFrom('billing_customers').select('payment_failed_at').where('account_id', '=', accountId).executeTakeFirstOrThrow()).payment_failed_at;
    const invoice = { id: 'in_1', object: 'invoice', customer: customerId };
    expect((await deliver(fake.delivery('invoice.payment_failed', invoice, { created: now }))).statusCode).toBe(200);
    expect(await flag()).toBe(now * 1000);
    await deliver(fake.delivery('invoice.paid', invoice, { created: now - 100 }));
    expect(await flag()).toBe(now * 1000);
    await deliver(fake.delivery('invoice.paid', invoice, { created: now + 100 }));
    expect(await flag()).toBeNull();
  });

  it('with TXENRICH_PAYMENT_FAILURE_POLICY=suspend, a failed payment stops the keys (401) until a later payment', async () => {
    const { customerId, sandboxKey } = await checkedOutAccount();
    const now = Math.floor(Date.now() / 1000);
    const deps = { db: db(), provider: t.app.payments, sealer: createKeySealer('suspend-test-secret'), mailer, publicUrl: t.config.publicUrl, paymentFailurePolicy: 'suspend' as const, logger: t.app.logger };
    const apply = (delivery: { body: string; signature: string }) => handleWebhook(deps, Buffer.from(delivery.body), delivery.signature);
    const invoice = { id: 'in_2', object: 'invoice', customer: customerId };
    expect((await enrich(sandboxKey, ['NETFLIX.COM'])).statusCode).toBe(200);
    expect(await apply(fake.delivery('invoice.payment_failed', invoice, { created: now }))).toMatchObject({ ok: true, applied: true });
    expect((await enrich(sandboxKey, ['NETFLIX.COM'])).statusCode).toBe(401);
    await apply(fake.delivery('invoice.paid', invoice, { created: now + 100 }));
    expect((await enrich(sandboxKey, ['NETFLIX.COM'])).statusCode).toBe(200);
  });

  it('meters completed model items exactly once through the outbox; cache hits and rejected items are free', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    subscription('sub_meter', customerId, accountId);
    await deliver(checkoutCompleted(accountId, customerId, 'sub_meter'));
    const key = keyOf(mails.at(-1));
    const before = fake.meterEvents.filter((event) => event.customer === customerId).length;
    const response = (await enrich(key, ['NETFLIX.COM', 'BRIGHT FERN POTTERY STUDIO', 'OLD MILL LANTERN SUPPLY', '#####'])).json();
    expect(response.usage).toMatchObject({ cache: 1, model: 2, rejected: 1, billable: 2 });
    const cacheOnly = (await enrich(key, ['NETFLIX.COM', '#####'])).json();
    expect(cacheOnly.usage.billable).toBe(0);

    const outbox = await db().selectFrom('meter_outbox').selectAll().where('account_id', '=', accountId).execute();
    expect(outbox.map((row) => row.value)).toEqual([2]);
    await t.app.meterReporter.runOnce();
    const events = fake.meterEvents.filter((event) => event.customer === customerId);
    expect(events.length - before).toBe(1);
    expect(events.at(-1)).toMatchObject({ event_name: 'txenrich_model_items', value: 2, identifier: outbox[0]?.identifier });
    expect(events.at(-1)?.timestamp).toBe(Math.floor((outbox[0]?.created_at ?? 0) / 1000));
    expect((await db().selectFrom('meter_outbox').select('sent_at').where('account_id', '=', accountId).executeTakeFirstOrThrow()).sent_at).not.toBeNull();
    await t.app.meterReporter.runOnce();
    expect(fake.meterEvents.filter((event) => event.customer === customerId).length - before).toBe(1);

    // The dashboard's figures: this period's billable items and their estimated cost, in micros.
    const account = await getAccount(db(), accountId);
    if (!account) throw new Error('no account');
    const summary = await billingSummary(db(), account, { billingEnabled: true, pricePerItemMicros: 1200, currency: 'USD' });
    expect(summary).toMatchObject({ billableItems: 2, estimatedCostMicros: 2400, dailyCapMicros: account.dailyCap * 1200, plan: 'production', subscription: { status: 'active' } });

    // Sandbox usage is recorded locally only.
    const sandbox = await t.newKey({ plan: 'sandbox' });
    await enrich(sandbox.key, ['COPPER KETTLE TEA ROOM']);
    expect(await db().selectFrom('meter_outbox').select('id').where('account_id', '=', sandbox.accountId).execute()).toEqual([]);
  });

  it('rides out a burst of Stripe 500s with backoff: every item reported, none twice', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    subscription('sub_burst', customerId, accountId);
    await deliver(checkoutCompleted(accountId, customerId, 'sub_burst'));
    const key = keyOf(mails.at(-1));
    let billable = 0;
    for (let index = 0; index < 6; index += 1) {
      billable += (await enrich(key, [`AMBER HOLLOW CRAFTS ${index}`, `AMBER HOLLOW BAKERY ${index}`])).json().usage.billable;
    }
    expect(billable).toBe(12);
    const requestsBefore = fake.meterRequests;
    fake.failNextMeterEvents(9);
    const { createMeterReporter } = await import('../../src/billing');
    const reporter = createMeterReporter({ db: db(), dialect: t.app.database.dialect, provider: t.app.payments, logger: t.app.logger, baseBackoffMs: 20, maxBackoffMs: 200, intervalMs: 25, concurrency: 3 });
    reporter.start();
    await eventually(async () => {
      const pending = await db().selectFrom('meter_outbox').select('id').where('account_id', '=', accountId).where('sent_at', 'is', null).execute();
      return pending.length === 0 ? true : undefined;
    }, 20_000);
    await reporter.stop();
    const events = fake.meterEvents.filter((event) => event.customer === customerId);
    expect(events.reduce((sum, event) => sum + event.value, 0)).toBe(12);
    expect(new Set(events.map((event) => event.identifier)).size).toBe(events.length);
    expect(fake.meterRequests - requestsBefore).toBeGreaterThanOrEqual(6 + 9);
    const rows = await db().selectFrom('meter_outbox').select(['attempts', 'failed_at']).where('account_id', '=', accountId).execute();
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    expect(rows.every((row) => row.failed_at === null)).toBe(true);
  });

  it('usage recorded by another process reaches Stripe within 10 s through the reporter\'s poll (no nudge)', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    subscription('sub_poll', customerId, accountId);
    await deliver(checkoutCompleted(accountId, customerId, 'sub_poll'));
    // A reporter with the intervals serve and worker use, whose first round has passed: the
    // usage below is written as an API process on another machine writes it, with no notify().
    const { createMeterReporter, recordUsage } = await import('../../src/billing');
    const reporter = createMeterReporter({ db: db(), dialect: t.app.database.dialect, provider: t.app.payments, logger: t.app.logger });
    reporter.start();
    try {
      await reporter.runOnce();
      const recordedAt = Date.now();
      await recordUsage(db(), [{ accountId, keyId: null, jobId: null, inputHash: 'f'.repeat(64), outcome: 'model', origin: 'model', billable: true, inputTokens: 0, outputTokens: 0, at: recordedAt }]);
      const reachedAt = await eventually(async () => (fake.meterEvents.some((event) => event.customer === customerId) ? Date.now() : undefined), 20_000, 20);
      console.info(`meter event (poll) reached Stripe ${reachedAt - recordedAt} ms after the usage was recorded`);
      // The default poll is 2 s; the SPEC's bound is 10 s "under normal conditions".
      expect(reachedAt - recordedAt).toBeLessThan(10_000);
    } finally {
      await reporter.stop();
    }
  });

  it('the background reporter (started with serve/worker) reports a billable batch within 10 s of the response', async () => {
    const { accountId, customerId } = await checkedOutAccount();
    subscription('sub_background', customerId, accountId);
    await deliver(checkoutCompleted(accountId, customerId, 'sub_background'));
    const key = keyOf(mails.at(-1));
    t.app.startBackground({ worker: false, retention: false, meter: true });
    expect((await enrich(key, ['SILVER BIRCH FRAMING CO'])).json().usage.billable).toBe(1);
    const answeredAt = Date.now();
    const reachedAt = await eventually(async () => (fake.meterEvents.some((event) => event.customer === customerId) ? Date.now() : undefined), 20_000, 20);
    // In process the reporter is nudged 250 ms after the batch: normally well under a second.
    console.info(`meter event reached Stripe ${reachedAt - answeredAt} ms after the response`);
    expect(reachedAt - answeredAt).toBeLessThan(10_000);
  });
});
