import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, databaseKinds, eventually, type TestApp } from './harness';

describe.each(databaseKinds())('privacy on %s', (kind) => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { worker: true });
    ({ key } = await t.newKey());
  });
  afterAll(async () => t.close());

  it('never writes a transaction string or a key to the logs, even at trace level', async () => {
    const planted = 'PLANTED SECRET BAKERY 4111111111111111 XYZZY';
    await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: [planted, 'NETFLIX.COM'] }, headers: { 'x-api-key': key } });
    const submitted = await t.app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: [planted] }, headers: { authorization: `Bearer ${key}` } });
    await eventually(async () => {
      const job = (await t.app.http.inject({ method: 'GET', url: submitted.json().poll_url, headers: { 'x-api-key': key } })).json();
      return job.status === 'complete' ? job : undefined;
    });
    await t.app.http.inject({ method: 'POST', url: '/v1/feedback', payload: { raw_input: planted }, headers: { 'x-api-key': key } });
    await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: `{"transactions": ["${planted}"`, headers: { 'x-api-key': key, 'content-type': 'application/json' } });
    const logs = t.logs.join('');
    expect(t.logs.length).toBeGreaterThan(3);
    expect(logs).not.toContain('XYZZY');
    expect(logs).not.toContain('4111111111111111');
    expect(logs).not.toContain(key);
    expect(logs).not.toContain(key.slice(9, 30));
    const metrics = (await t.app.http.inject('/metrics')).body;
    expect(metrics).not.toContain('XYZZY');
  });

  it('stores no raw API key anywhere in the database', async () => {
    const tables = ['accounts', 'api_keys', 'usage_records', 'usage_counters', 'jobs', 'job_items', 'feedback', 'merchant_cache'] as const;
    let dump = '';
    for (const table of tables) dump += JSON.stringify(await sql`select * from ${sql.table(table)}`.execute(t.app.database.db));
    expect(dump).not.toContain(key);
    expect(dump).not.toContain('txe_live_');
  });
});
