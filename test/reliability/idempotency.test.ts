import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../harness';

describe.each(databaseKinds())('Idempotency-Key under concurrency on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('20 identical concurrent submissions with one key create exactly one job (5 rounds)', async () => {
    const { key, accountId } = await t.newKey();
    for (let round = 0; round < 5; round += 1) {
      const idempotencyKey = `order-${round}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.http.inject({
            method: 'POST',
            url: '/v1/enrich/async',
            payload: { transactions: ['NETFLIX.COM', 'SQ *CORNER BAKERY'] },
            headers: { 'x-api-key': key, 'idempotency-key': idempotencyKey },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(202));
      expect(new Set(answers.map((answer) => answer.json().job_id)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    }
    const jobs = await t.app.database.db.selectFrom('jobs').select('id').where('account_id', '=', accountId).execute();
    expect(jobs).toHaveLength(5);
  });

  it('the same key on two accounts is two jobs; a different body with a used key is a 400', async () => {
    const first = await t.newKey();
    const second = await t.newKey();
    const submit = (key: string, transactions: string[]) =>
      t.app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions }, headers: { 'x-api-key': key, 'idempotency-key': 'shared' } });
    const a = await submit(first.key, ['NETFLIX.COM']);
    const b = await submit(second.key, ['NETFLIX.COM']);
    expect(a.json().job_id).not.toBe(b.json().job_id);
    const conflict = await submit(first.key, ['SPOTIFY']);
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().details).toHaveProperty('Idempotency-Key');
  });

  it('a key older than 24 hours may be reused for a new job', async () => {
    const { key, accountId } = await t.newKey();
    const submit = () =>
      t.app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key, 'idempotency-key': 'daily' } });
    const first = (await submit()).json().job_id as string;
    await t.app.database.db.updateTable('jobs').set({ created_at: Date.now() - 25 * 3_600_000 }).where('id', '=', first).execute();
    const second = await submit();
    expect(second.statusCode).toBe(202);
    expect(second.json().job_id).not.toBe(first);
    const jobs = await t.app.database.db.selectFrom('jobs').select('id').where('account_id', '=', accountId).execute();
    expect(jobs).toHaveLength(2);
  });
});
