import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../harness';
import { setPlanByEmail, startCheckout } from '../../src/billing';

describe.each(databaseKinds())('billing off, the self-hosting default (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TXENRICH_SANDBOX_MONTHLY_ALLOWANCE: '1' } });
  });
  afterAll(async () => t?.close());

  const enrich = (key: string, transactions: string[]) => t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': key } });

  it('asks for no card: the operator grants production, usage is recorded locally and nothing is metered out', async () => {
    expect(t.app.payments.enabled).toBe(false);
    expect(t.app.services.billing.enabled).toBe(false);
    const { key, accountId } = await t.newKey({ plan: 'sandbox' });
    const { email } = await t.app.database.db.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirstOrThrow();
    expect(await startCheckout({ db: t.app.database.db, provider: t.app.payments, publicUrl: t.config.publicUrl }, { id: accountId, email })).toEqual({ ok: false, reason: 'billing_disabled' });

    await enrich(key, ['HAZEL GROVE BIKES']);
    expect((await enrich(key, ['HAZEL GROVE BOOKS'])).json().code).toBe('allowance_exhausted');
    expect(await setPlanByEmail(t.app.database.db, email.toUpperCase(), 'production')).toMatchObject({ ok: true, previous: 'sandbox', plan: 'production' });
    const granted = await enrich(key, ['HAZEL GROVE BOOKS', 'HAZEL GROVE CAFE']);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().usage.billable).toBe(2);
    const billable = await t.app.database.db.selectFrom('usage_records').select('id').where('account_id', '=', accountId).where('billable', '=', 1).execute();
    expect(billable).toHaveLength(3);
    expect(await t.app.database.db.selectFrom('meter_outbox').select('id').execute()).toEqual([]);
    expect(await setPlanByEmail(t.app.database.db, 'nobody@example.com', 'production')).toEqual({ ok: false, reason: 'no_account' });
  });

  it('answers webhook deliveries with 400 and changes nothing', async () => {
    const response = await t.app.http.inject({ method: 'POST', url: '/webhooks/stripe', payload: '{"id":"evt_1","type":"checkout.session.completed"}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    expect(await t.app.database.db.selectFrom('billing_events').select('id').execute()).toEqual([]);
  });
});
