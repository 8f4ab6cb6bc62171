import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemUsage } from '../src/domain';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds())('free usage buffer (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes one row per account, key, input hash and outcome, summing items across requests', async () => {
    const first = await t.newKey();
    const second = await t.newKey();
    const free = (caller: { accountId: string; keyId: string | null }, inputHash: string, outcome: 'cache' | 'rejected'): ItemUsage => ({
      accountId: caller.accountId,
      keyId: caller.keyId,
      jobId: null,
      inputHash,
      outcome,
      origin: outcome === 'cache' ? 'knowledge' : null,
      billable: false,
      inputTokens: 0,
      outputTokens: 0,
      at: Date.now(),
    });
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    // Interleaved callers, the same input under two outcomes, a key-less record of the same account.
    await t.app.usage.record([free(first, a, 'cache'), free(first, a, 'cache'), free(first, b, 'rejected')]);
    await t.app.usage.record([free(second, a, 'cache')]);
    await t.app.usage.record([free(first, a, 'cache'), free(first, a, 'rejected'), free({ accountId: first.accountId, keyId: null }, a, 'cache')]);
    await t.app.usage.flush();
    const rows = await t.app.database.db
      .selectFrom('usage_records')
      .select(['account_id', 'key_id', 'input_hash', 'outcome', 'items'])
      .where('account_id', 'in', [first.accountId, second.accountId])
      .execute();
    const summary = rows.map((row) => `${row.account_id === first.accountId ? 'first' : 'second'} ${row.key_id ?? 'none'} ${row.input_hash[0]} ${row.outcome} ${row.items}`).sort();
    expect(summary).toEqual(
      [
        `first ${first.keyId} a cache 3`,
        `first ${first.keyId} a rejected 1`,
        `first ${first.keyId} b rejected 1`,
        'first none a cache 1',
        `second ${second.keyId} a cache 1`,
      ].sort(),
    );
  });
});
