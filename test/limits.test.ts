import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds())('limits and money on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TXENRICH_SANDBOX_MONTHLY_ALLOWANCE: '3', TXENRICH_RATE_LIMIT_BURST: '5', TXENRICH_RATE_LIMIT_PER_SECOND: '1' } });
  });
  afterAll(async () => t.close());

  const enrich = (key: string, transactions: string[]) => t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': key } });

  it('stops a sandbox at its monthly allowance: items past it retry, then 429, while cache hits still pass', async () => {
    const { key } = await t.newKey({ plan: 'sandbox' });
    const partial = (await enrich(key, ['MAPLE LEAF DINER A', 'MAPLE LEAF DINER B', 'MAPLE LEAF DINER C', 'MAPLE LEAF DINER D'])).json();
    expect(partial.results.map((item: { status: string }) => item.status)).toEqual(['complete', 'complete', 'complete', 'retry']);
    expect(partial.results[3]).toMatchObject({ reason: 'allowance_exhausted', confidence: 0 });
    expect(partial.status).toBe('partial');

    const refused = await enrich(key, ['MAPLE LEAF DINER E']);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('allowance_exhausted');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const cacheOnly = await enrich(key, ['NETFLIX.COM', '#####']);
    expect(cacheOnly.statusCode).toBe(200);
    expect(cacheOnly.json().usage).toMatchObject({ cache: 1, rejected: 1, model: 0 });
  });

  it('stops at the daily cap with daily_limit_reached and Retry-After until next UTC midnight', async () => {
    const { key } = await t.newKey({ plan: 'production', dailyCap: 1 });
    const first = (await enrich(key, ['QUIET PINE BOOKS', 'QUIET PINE TOYS'])).json();
    expect(first.results[1]).toMatchObject({ status: 'retry', reason: 'daily_limit_reached' });
    const refused = await enrich(key, ['QUIET PINE CAFE']);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('daily_limit_reached');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
  });

  it('meters only model items that completed, and stores hashes, never strings', async () => {
    const { key, accountId } = await t.newKey();
    await enrich(key, ['NETFLIX.COM', 'WILD ROSE PLANT NURSERY', '1234']);
    // Billable usage is written before the response; free usage within a second (flushed here).
    const billable = await t.app.database.db.selectFrom('usage_records').select(['outcome', 'billable']).where('account_id', '=', accountId).execute();
    expect(billable).toEqual([{ outcome: 'model', billable: 1 }]);
    await t.app.usage.flush();
    const rows = await t.app.database.db.selectFrom('usage_records').selectAll().where('account_id', '=', accountId).orderBy('outcome').execute();
    expect(rows.map((row) => [row.outcome, row.billable, row.items])).toEqual([
      ['cache', 0, 1],
      ['model', 1, 1],
      ['rejected', 0, 1],
    ]);
    for (const row of rows) expect(row.input_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toMatch(/NETFLIX|WILD ROSE/i);
  });

  it('rate-limits per key with 429 rate_limited, Retry-After and RateLimit headers', async () => {
    const { key } = await t.newKey();
    const statuses: number[] = [];
    let limited;
    for (let index = 0; index < 7; index += 1) {
      const response = await enrich(key, ['NETFLIX.COM']);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(limited?.json().code).toBe('rate_limited');
    expect(limited?.headers['retry-after']).toBeDefined();
    expect(limited?.headers['ratelimit-limit']).toBeDefined();
    const other = await t.newKey();
    expect((await enrich(other.key, ['NETFLIX.COM'])).statusCode).toBe(200);
  });
});
