import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { openAIEnv, startOpenAIServer } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';

// The budget is lowered from 10 s to 2 s so the test is short; the arithmetic is the same.
const BUDGET_MS = 2000;

describe('model budget is a deadline from acceptance', () => {
  let server: ProtocolServer;
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    // A model that never answers (the wait ends when the client gives up).
    server = await startOpenAIServer(
      () => ({ name: 'x', domain: null, cat: 'shopping', mcc: null, sub: false, conf: 0.9 }),
      () => 600_000,
    );
    t = await createTestApp('sqlite', { env: openAIEnv(server, { TXENRICH_MODEL_TIMEOUT_MS: String(BUDGET_MS), TXENRICH_MODEL_CONCURRENCY: '4' }) });
    ({ key } = await t.newKey());
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('answers 12 concurrent requests to a hung model within one budget, time queued for a slot included', async () => {
    const started = Date.now();
    // Three times the model concurrency: 8 requests wait for a slot that frees only at the deadline.
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.app.http
          .inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: [`QUIET MEADOW STUDIO ${index} AVENUE`] }, headers: { 'x-api-key': key } })
          .then((response) => ({ response, elapsed: Date.now() - started })),
      ),
    );
    for (const { response } of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json().results[0]).toMatchObject({ status: 'retry', reason: 'model_timeout' });
    }
    // Queued time not counted would answer the last ones at 2 and 3 budgets (4 s, 6 s).
    const slowest = Math.max(...responses.map((answer) => answer.elapsed));
    expect(slowest).toBeGreaterThanOrEqual(BUDGET_MS - 50);
    expect(slowest).toBeLessThan(2.5 * BUDGET_MS);
    // A queued chunk that gets its slot with under 100 ms left is not sent at all.
    expect(server.requests.length).toBeLessThan(12);
  });
});
