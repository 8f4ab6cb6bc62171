import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, databaseKinds, eventually, type TestApp } from './harness';
import { createJob, createJobWorker, getJob } from '../src/jobs';
import { createAccount } from '../src/accounts';
import pino from 'pino';
import { randomBytes } from 'node:crypto';
import { createFieldCipher } from '../src/encryption';

const cipher = createFieldCipher({ current: { id: 'test', key: randomBytes(32) }, previous: [] });

describe.each(databaseKinds())('failure modes on %s', (kind) => {
  it('marks a job failed after it failed every processing attempt, with an error and no results', async () => {
    const test = await createTestDatabase(kind);
    const { db, dialect } = test.database;
    const account = await createAccount(db, { email: 'fail@example.com', plan: 'production', dailyCap: 10 });
    const created = await createJob(db, cipher, { accountId: account.id, keyId: 'key_x', inputs: ['A', 'B'], idempotencyKey: null, requestHash: 'h' });
    if (!created.ok) throw new Error('job not created');
    let attempts = 0;
    const worker = createJobWorker({
      db,
      dialect,
      cipher,
      logger: pino({ level: 'silent' }),
      leaseMs: 200,
      idlePollMs: 50,
      maxAttempts: 3,
      process: async () => {
        attempts += 1;
        throw new Error('model exploded');
      },
    });
    worker.start();
    const view = await eventually(async () => {
      const found = await getJob(db, cipher, account.id, created.job.id);
      return found?.job.status === 'failed' ? found : undefined;
    });
    await worker.stop();
    expect(attempts).toBe(3);
    expect(view.job.errorCode).toBe('processing_failed');
    expect(view.results).toBeUndefined();
    await test.drop();
  });

  describe('when the database goes away', () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => {
      t = await createTestApp(kind);
      ({ key } = await t.newKey());
    });
    afterAll(async () => t.close().catch(() => undefined));

    it('answers 503 unavailable with Retry-After, from /readyz and the API', async () => {
      await t.app.database.close();
      const ready = await t.app.http.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('unavailable');
      const enrich = await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
      expect(enrich.statusCode).toBe(503);
      expect(enrich.headers['retry-after']).toBe('5');
      expect(enrich.json()).toMatchObject({ code: 'unavailable' });
      expect(enrich.body).not.toContain('NETFLIX');
    });
  });
});
