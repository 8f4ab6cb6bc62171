import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { randomBytes } from 'node:crypto';
import { createTestApp, createTestDatabase, databaseKinds, eventually, type TestApp } from './harness';
import { openAIEnv, startOpenAIServer, textsSent, titleCase } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';
import { createJob, createJobWorker, getJob, type ChunkProcessor, type JobWorker } from '../src/jobs';
import { createAccount, getAccount } from '../src/accounts';
import { enrichBatch, type EnrichResultItem } from '../src/enrich';
import { createFieldCipher } from '../src/encryption';
import type { ItemUsage } from '../src/domain';

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
      const account = await getAccount(t.app.database.db, job.accountId);
      if (!account) throw new Error('the job has no account');
      const outcome = await enrichBatch(t.app.enrich, { account, keyId: job.keyId, jobId: job.id, refuseWhenLimited: false }, inputs);
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

describe.each(databaseKinds())('a job taken over while its chunks are in flight on %s', (kind) => {
  it('saves nothing from the chunks of the lost claim, then finishes the job once, every item and usage record once', async () => {
    const test = await createTestDatabase(kind);
    const { db, dialect } = test.database;
    const cipher = createFieldCipher({ current: { id: 'test', key: randomBytes(32) }, previous: [] });
    const account = await createAccount(db, { email: 'lease@example.com', plan: 'production', dailyCap: 100 });
    const inputs = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX'];
    const created = await createJob(db, cipher, { accountId: account.id, keyId: 'key_x', inputs, idempotencyKey: null, requestHash: 'h' });
    if (!created.ok) throw new Error('job not created');
    const jobId = created.job.id;
    // The first claim's chunks wait at this gate until the job has been taken from under them.
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const calls: Array<{ owner: string | null; inputs: readonly string[] }> = [];
    const worker = createJobWorker({
      db,
      dialect,
      cipher,
      logger: pino({ level: 'silent' }),
      // Long enough that a loaded machine does not let this worker's own lease lapse; the
      // other claim below is short, and attempts are not what this test counts.
      leaseMs: 3_000,
      maxAttempts: 10,
      idlePollMs: 20,
      concurrency: 2,
      chunkSize: 2,
      process: async (job, chunk) => {
        calls.push({ owner: job.leaseOwner, inputs: chunk });
        if (calls.length <= 2) await gate;
        return {
          results: chunk.map((input) => ({ input, status: 'complete', round: calls.length <= 2 ? 'lost' : 'kept' }) as unknown as EnrichResultItem),
          usage: chunk.map((input): ItemUsage => ({ accountId: account.id, keyId: null, jobId, inputHash: input, outcome: 'cache', origin: null, billable: false, inputTokens: 0, outputTokens: 0, at: Date.now() })),
        };
      },
    });
    try {
      worker.start();
      await eventually(async () => (calls.length === 2 ? true : undefined));
      // Another worker's claim, as claimNextJob makes it once a lease has run out.
      await db.updateTable('jobs').set((eb) => ({ lease_owner: 'another-worker', lease_until: Date.now() + 300, attempts: eb('attempts', '+', 1) })).where('id', '=', jobId).execute();
      openGate();
      // That worker never finishes; once its lease runs out, this worker claims the job again.
      const view = await eventually(async () => {
        const found = await getJob(db, cipher, account.id, jobId);
        return found?.job.status === 'complete' ? found : undefined;
      });
      expect(view.job.done).toBe(inputs.length);
      expect(view.results?.map((item) => (item as unknown as { input: string; round: string }).input)).toEqual(inputs);
      expect(view.results?.every((item) => (item as unknown as { round: string }).round === 'kept')).toBe(true);
      const usage = await db.selectFrom('usage_records').select('input_hash').where('job_id', '=', jobId).execute();
      expect(usage.map((row) => row.input_hash).sort()).toEqual([...inputs].sort());
      // Two chunks of the lost claim, then the three chunks of the whole job under the new one.
      expect(calls).toHaveLength(5);
      expect(new Set(calls.slice(2).map((call) => call.owner)).size).toBe(1);
      expect(calls[2]?.owner).not.toBe(calls[0]?.owner);
    } finally {
      await worker.stop();
      await test.drop();
    }
  });
});
