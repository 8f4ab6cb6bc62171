import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, eventually, type TestApp } from './harness';
import { openAIEnv, startOpenAIServer, titleCase } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';

describe.each(databaseKinds())('job chunks at the model concurrency on %s', (kind) => {
  let server: ProtocolServer;
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    server = await startOpenAIServer((text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.5 }), () => 500);
    t = await createTestApp(kind, { env: openAIEnv(server, { TXENRICH_MODEL_CONCURRENCY: '4', TXENRICH_MODEL_BATCH_SIZE: '25' }), worker: true });
    ({ key } = await t.newKey());
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('runs the chunks of two jobs side by side, saves every item once and never moves progress back', async () => {
    const headers = { 'x-api-key': key };
    const submit = async (prefix: string) => {
      const inputs = Array.from({ length: 100 }, (_, index) => `${prefix} ${index} POTTERY WORKS`);
      const response = await t.app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: inputs }, headers });
      return { inputs, pollUrl: response.json().poll_url as string };
    };
    const jobs = await Promise.all([submit('CEDAR'), submit('MAPLE')]);
    const seen: number[][] = [[], []];
    const finished = await Promise.all(
      jobs.map((job, index) =>
        eventually(async () => {
          const body = (await t.app.http.inject({ url: job.pollUrl, headers })).json();
          seen[index]?.push(body.progress.done);
          return body.status === 'complete' ? body : undefined;
        }, 60_000, 20),
      ),
    );
    finished.forEach((body, index) => {
      expect(body.results.map((item: { input: string }) => item.input)).toEqual(jobs[index]?.inputs);
      expect(body.results.every((item: { status: string }) => item.status === 'complete')).toBe(true);
      const progress = seen[index] ?? [];
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    });
    // 8 chunks of 25 with 4 model slots: calls overlapped (one at a time before), never beyond 4.
    expect(server.maxInFlight).toBeGreaterThanOrEqual(2);
    expect(server.maxInFlight).toBeLessThanOrEqual(4);
    expect(server.requests).toHaveLength(8);
    const billed = await t.app.database.db.selectFrom('usage_records').select('input_hash').where('outcome', '=', 'model').execute();
    expect(billed).toHaveLength(200);
  });
});
