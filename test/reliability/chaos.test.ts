import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db';
import { createAccount } from '../../src/accounts';
import { issueKey } from '../../src/keys';
import { eventually } from '../harness';
import { openAIEnv, startOpenAIServer, titleCase } from '../model-server';
import { createChaosDatabase } from '../postgres-chaos';

const BIN = path.resolve('bin/txenrich.js');
const pgUrl = process.env.TEST_DATABASE_URL;

interface Child {
  child: ChildProcess;
  output: () => string;
}

function startProcess(command: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, [BIN, ...command], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

interface JobBody {
  status: string;
  progress: { total: number; done: number };
  results?: Array<{ input: string; status: string }>;
}

describe.skipIf(!pgUrl)('chaos on PostgreSQL: real serve and worker processes', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('terminated backends mid-load and mid-job, then a refused-connections outage: no exit, 503 meanwhile, full recovery, every job item exactly once', async () => {
    const chaos = await createChaosDatabase(pgUrl as string);
    cleanups.push(() => chaos.drop());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-chaos-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A slow model keeps jobs in flight while the database connections are cut.
    const model = await startOpenAIServer((text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.5 }), () => 60);
    cleanups.push(() => model.close());
    const env = {
      ...openAIEnv(model, { TXENRICH_MODEL_BATCH_SIZE: '5', TXENRICH_MODEL_CONCURRENCY: '2' }),
      DATABASE_URL: chaos.url,
      TXENRICH_HASH_SECRET: 'chaos-test-secret-chaos-test-secret-0123456789',
      TXENRICH_DATA_DIR: dataDir,
      PORT: '0',
      TXENRICH_JOB_LEASE_MS: '3000',
      TXENRICH_LOG_LEVEL: 'warn',
    };
    const serve = startProcess(['serve'], env);
    cleanups.push(() => void serve.child.kill('SIGKILL'));
    const url = await eventually(async () => {
      if (serve.child.exitCode !== null) throw new Error(`serve exited early:\n${serve.output()}`);
      return /listening on (http:\/\/\S+)/.exec(serve.output())?.[1];
    }, 150_000);
    const worker = startProcess(['worker'], env);
    cleanups.push(() => void worker.child.kill('SIGKILL'));

    const database = await openDatabase({ databaseUrl: chaos.url, dataDir, poolSize: 1 });
    const account = await createAccount(database.db, { email: 'chaos@example.com', plan: 'production', dailyCap: 100_000 });
    const { rawKey } = await issueKey(database.db, account.id);
    await database.close();
    const headers = { 'content-type': 'application/json', 'x-api-key': rawKey };
    const alive = () => serve.child.exitCode === null && worker.child.exitCode === null;

    // Sync load for the whole run; every answer must be 200 or 503, never a 500 or a dropped socket.
    const statuses: number[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        try {
          const answer = await fetch(`${url}/v1/enrich`, { method: 'POST', headers, body: JSON.stringify({ transactions: ['NETFLIX.COM', 'SQ *CORNER BAKERY'] }) });
          statuses.push(answer.status);
          if (answer.status === 503) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
          await answer.arrayBuffer();
        } catch {
          statuses.push(0);
        }
      }
    })();

    const jobs: Array<{ pollUrl: string; inputs: string[] }> = [];
    for (let index = 0; index < 3; index += 1) {
      const inputs = Array.from({ length: 40 }, (_, item) => `CHAOS SHOP ${index}-${item} BERLIN`);
      const answer = await fetch(`${url}/v1/enrich/async`, { method: 'POST', headers, body: JSON.stringify({ transactions: inputs }) });
      expect(answer.status).toBe(202);
      jobs.push({ pollUrl: ((await answer.json()) as { poll_url: string }).poll_url, inputs });
    }
    const poll = async (pollUrl: string): Promise<JobBody | undefined> => {
      const answer = await fetch(url + pollUrl, { headers });
      return answer.status === 200 ? ((await answer.json()) as JobBody) : undefined;
    };

    // Mid-job: wait for progress, then cut every connection of both processes, three times.
    await eventually(async () => ((await poll(jobs[0]?.pollUrl ?? ''))?.progress.done ?? 0) > 0 || undefined, 60_000);
    for (let round = 0; round < 3; round += 1) {
      expect(await chaos.terminateBackends()).toBeGreaterThan(0);
      await eventually(async () => ((await poll(jobs[0]?.pollUrl ?? '')) ? true : undefined), 30_000);
    }
    expect(alive()).toBe(true);

    // Outage: the database refuses new connections and the live ones are cut.
    await chaos.allowConnections(false);
    await chaos.terminateBackends();
    const during = await eventually(async () => {
      const answer = await fetch(`${url}/v1/enrich/async`, { method: 'POST', headers, body: JSON.stringify({ transactions: ['X SHOP'] }) });
      return answer.status === 503 ? answer : undefined;
    }, 30_000);
    expect(((await during.json()) as { code: string }).code).toBe('unavailable');
    expect(during.headers.get('retry-after')).toMatch(/^\d+$/);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(alive()).toBe(true);

    await chaos.allowConnections(true);
    const finished: JobBody[] = [];
    for (const job of jobs) {
      finished.push(await eventually(async () => {
        const body = await poll(job.pollUrl);
        return body?.status === 'complete' || body?.status === 'failed' ? body : undefined;
      }, 90_000));
    }
    loading = false;
    await load;
    expect(alive()).toBe(true);

    finished.forEach((body, index) => {
      expect(body.status).toBe('complete');
      expect(body.results?.map((item) => item.input)).toEqual(jobs[index]?.inputs);
      expect(body.results?.every((item) => item.status === 'complete')).toBe(true);
    });
    // Exactly once: one usage record per job item, whatever was cut while it was processed.
    const counts = await chaos.query<{ job_id: string; n: number }>('select job_id, count(*)::int as n from usage_records where job_id is not null group by job_id');
    expect(counts.map((row) => row.n).sort()).toEqual([40, 40, 40]);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(alive()).toBe(true);
    serve.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
  }, 360_000);
});
