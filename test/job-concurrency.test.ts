import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestApp, databaseKinds, eventually, type TestApp } from './harness';
import { openAIEnv, startOpenAIServer, textsSent, titleCase } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';
import { createJobWorker, type ChunkProcessor, type JobWorker } from '../src/jobs';
import { getAccount } from '../src/accounts';
import { enrichBatch } from '../src/enrich';

/** A word per index: digits are dropped by normalization, so distinct inputs need letters. */
function word(index: number): string {
  let text = '';
  let rest = index;
  do {
    text = String.fromCharCode(65 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `Q${text}`;
}

const MODEL_MS = 400;

describe.each(databaseKinds())('job chunks at the model concurrency on %s', (kind) => {
  let server: ProtocolServer;
  let t: TestApp;
  let key: string;
  const workers: JobWorker[] = [];
  /** Calls in flight per job (the first word of each input names its job). */
  const activeByJob = new Map<string, number>();
  let jobsTogether = 0;

  beforeAll(async () => {
    server = await startOpenAIServer(
      (text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.5 }),
      (texts) => {
        const job = (texts[0] ?? '').split(' ')[0] ?? '';
        activeByJob.set(job, (activeByJob.get(job) ?? 0) + 1);
        jobsTogether = Math.max(jobsTogether, [...activeByJob.values()].filter((count) => count > 0).length);
        void server.requests.at(-1)?.settled.then(() => activeByJob.set(job, (activeByJob.get(job) ?? 1) - 1));
        return MODEL_MS;
      },
    );
    // The app's own worker is not started: each test runs the workers it counts.
    t = await createTestApp(kind, { env: openAIEnv(server, { TXENRICH_MODEL_CONCURRENCY: '4', TXENRICH_MODEL_BATCH_SIZE: '25', TXENRICH_RATE_LIMIT_PER_SECOND: '10000', TXENRICH_RATE_LIMIT_BURST: '10000' }) });
    ({ key } = await t.newKey());
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  /** A worker like the app's (src/app.ts), counting the chunks it processed. */
  function startWorker(counter: { chunks: number }): JobWorker {
    const process: ChunkProcessor = async (job, inputs) => {
      counter.chunks += 1;
      const account = await getAccount(t.app.database.db, job.account_id);
      if (!account) throw new Error('the job has no account');
      const outcome = await enrichBatch(t.app.enrich, { account, keyId: job.key_id, jobId: job.id, refuseWhenLimited: false }, inputs);
      if (!outcome.ok) throw new Error('jobs never refuse on limits');
      return { results: outcome.batch.results, usage: outcome.batch.records };
    };
    const worker = createJobWorker({
      db: t.app.database.db,
      dialect: t.app.database.dialect,
      cipher: t.app.cipher,
      logger: pino({ level: 'silent' }),
      leaseMs: 5_000,
      idlePollMs: 20,
      concurrency: 4,
      chunkSize: 25,
      process,
    });
    workers.push(worker);
    worker.start();
    return worker;
  }

  const headers = () => ({ 'x-api-key': key });
  async function submit(prefix: string, count: number) {
    const inputs = Array.from({ length: count }, (_, index) => `${prefix} ${word(index)} POTTERY WORKS`);
    const response = await t.app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: inputs }, headers: headers() });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    return { inputs, pollUrl: body.poll_url as string, jobId: body.job_id as string };
  }

  /** Polls to completion, recording every `done` seen. */
  async function finish(pollUrl: string, seen: number[]) {
    return eventually(
      async () => {
        const body = (await t.app.http.inject({ url: pollUrl, headers: headers() })).json();
        seen.push(body.progress.done);
        return body.status === 'complete' || body.status === 'failed' ? body : undefined;
      },
      60_000,
      20,
    );
  }

  async function usageRows(jobId: string): Promise<number> {
    const rows = await t.app.database.db.selectFrom('usage_records').select('input_hash').where('job_id', '=', jobId).execute();
    return rows.length;
  }

  function expectEveryItemOnce(job: { inputs: string[] }, body: { status: string; results: Array<{ input: string; status: string }> }, seen: number[]) {
    expect(body.status).toBe('complete');
    expect(body.results.map((item) => item.input)).toEqual(job.inputs);
    expect(body.results.every((item) => item.status === 'complete')).toBe(true);
    // Chunks finish out of order; `done` counts saved items and never goes backwards.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(job.inputs.length);
  }

  it('runs the chunks of one job side by side, up to the model concurrency, every item once', async () => {
    server.requests.length = 0;
    const counter = { chunks: 0 };
    startWorker(counter);
    // 8 chunks of 25 and 4 model slots.
    const job = await submit('CEDAR', 200);
    const seen: number[] = [];
    const body = await finish(job.pollUrl, seen);
    expectEveryItemOnce(job, body, seen);
    // One chunk at a time would never have more than one call at the model.
    expect(server.maxInFlight).toBeGreaterThanOrEqual(3);
    expect(server.maxInFlight).toBeLessThanOrEqual(4);
    expect(server.requests).toHaveLength(8);
    expect(counter.chunks).toBe(8);
    expect([...textsSent(server)].sort()).toEqual([...job.inputs].sort());
    expect(await usageRows(job.jobId)).toBe(200);
  });

  it('runs two jobs side by side when the first has handed out all its chunks', async () => {
    server.requests.length = 0;
    jobsTogether = 0;
    startWorker({ chunks: 0 });
    // 2 chunks each: the first job cannot fill the 4 slots, the second takes the rest.
    const jobs = [await submit('MAPLE', 50), await submit('BIRCH', 50)];
    const seen: number[][] = [[], []];
    const bodies = await Promise.all(jobs.map((job, index) => finish(job.pollUrl, seen[index] as number[])));
    bodies.forEach((body, index) => expectEveryItemOnce(jobs[index] as { inputs: string[] }, body, seen[index] as number[]));
    expect(jobsTogether).toBe(2);
    expect(server.requests).toHaveLength(4);
    for (const job of jobs) expect(await usageRows(job.jobId)).toBe(50);
  });

  it('gives every item to exactly one of two workers sharing the queue', async () => {
    server.requests.length = 0;
    const counters = [{ chunks: 0 }, { chunks: 0 }];
    for (const counter of counters) startWorker(counter);
    const jobs = await Promise.all(['ALDER', 'ELM', 'HAZEL', 'LARCH'].map((prefix) => submit(prefix, 60)));
    const seen: number[][] = jobs.map(() => []);
    const bodies = await Promise.all(jobs.map((job, index) => finish(job.pollUrl, seen[index] as number[])));
    bodies.forEach((body, index) => expectEveryItemOnce(jobs[index] as { inputs: string[] }, body, seen[index] as number[]));
    // 4 jobs of 3 chunks: each worker claimed work, and no chunk ran twice.
    expect(counters[0]?.chunks).toBeGreaterThan(0);
    expect(counters[1]?.chunks).toBeGreaterThan(0);
    expect((counters[0]?.chunks ?? 0) + (counters[1]?.chunks ?? 0)).toBe(12);
    expect([...textsSent(server)].sort()).toEqual(jobs.flatMap((job) => job.inputs).sort());
    for (const job of jobs) expect(await usageRows(job.jobId)).toBe(60);
  });
});
