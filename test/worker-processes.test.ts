import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds, eventually } from './harness';
import { openAIEnv, startOpenAIServer, textsSent, titleCase } from './model-server';
import { processDatabase, startServeProcess, type ServeProcess } from './serve-process';

/** `txenrich worker` as a real child process, once it says it is running. */
async function startWorkerProcess(env: Record<string, string>): Promise<Pick<ServeProcess, 'child' | 'output'>> {
  const child = spawn(process.execPath, [path.resolve('dist/txenrich.js'), 'worker'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`worker exited early:\n${output}`);
    return output.includes('txenrich worker metrics on') ? true : undefined;
  }, 60_000);
  return { child, output: () => output };
}

const completions = (output: string) => output.split('\n').filter((line) => line.includes('"msg":"job complete"')).length;

describe.each(databaseKinds())('two worker processes on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('share the queue, each job to one of them, every item enriched and metered once', async () => {
    const database = await processDatabase(kind);
    cleanups.push(() => database.drop());
    const server = await startOpenAIServer((text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.5 }), () => 500);
    cleanups.push(() => server.close());
    const env = {
      ...openAIEnv(server, { TXENRICH_MODEL_BATCH_SIZE: '25', TXENRICH_MODEL_CONCURRENCY: '4' }),
      ...database.env,
      PORT: '0',
      TXENRICH_METRICS_PORT: '0',
      TXENRICH_JOB_LEASE_MS: '3000',
      TXENRICH_LOG_LEVEL: 'info',
    };
    // The API process runs a worker too (embedded SQLite always; PostgreSQL with --worker).
    const api = await startServeProcess(env, kind === 'postgres' ? ['--worker'] : []);
    cleanups.push(() => void api.child.kill('SIGKILL'));
    const worker = await startWorkerProcess(env);
    cleanups.push(() => void worker.child.kill('SIGKILL'));

    const headers = { 'content-type': 'application/json', 'x-api-key': api.key };
    // Letters, not digits (normalization drops digits), after a Q (a lone "BV" reads as a company
        // form): distinct descriptors, 4 chunks per job.
    const jobs = await Promise.all(
      ['ALDER', 'BIRCH', 'CEDAR', 'DOGWOOD', 'ELM', 'FIR'].map(async (prefix) => {
        const inputs = Array.from({ length: 100 }, (_, index) => `${prefix} Q${String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))} POTTERY`);
        const response = await fetch(`${api.url}/v1/enrich/async`, { method: 'POST', headers, body: JSON.stringify({ transactions: inputs }) });
        expect(response.status).toBe(202);
        return { inputs, pollUrl: ((await response.json()) as { poll_url: string }).poll_url };
      }),
    );
    for (const job of jobs) {
      const body = await eventually(async () => {
        const polled = (await (await fetch(api.url + job.pollUrl, { headers })).json()) as { status: string; results?: Array<{ input: string; status: string }> };
        return polled.status === 'complete' || polled.status === 'failed' ? polled : undefined;
      }, 90_000);
      expect(body.status).toBe('complete');
      expect(body.results?.map((item) => item.input)).toEqual(job.inputs);
      expect(body.results?.every((item) => item.status === 'complete')).toBe(true);
    }
    // Both processes completed jobs, and no job twice. A job's log line follows its commit (and
    // is written at the end of that event-loop turn), so a poll can see the job complete before
    // its line has come through the pipe: wait for the lines, then count them exactly.
    await eventually(async () => (completions(api.output()) + completions(worker.output()) >= jobs.length ? true : undefined), 10_000);
    expect(completions(api.output())).toBeGreaterThan(0);
    expect(completions(worker.output())).toBeGreaterThan(0);
    expect(completions(api.output()) + completions(worker.output())).toBe(jobs.length);
    // No chunk went to the model twice, and every item has exactly one usage record.
    expect([...textsSent(server)].sort()).toEqual(jobs.flatMap((job) => job.inputs).sort());
    worker.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    await Promise.all([new Promise((resolve) => worker.child.once('exit', resolve)), new Promise((resolve) => api.child.once('exit', resolve))]);
    expect(await usageRows(database.open, kind)).toBe(jobs.length * 100);
  }, 180_000);
});

async function usageRows(open: { dataDir: string; databaseUrl?: string; schema?: string }, kind: string): Promise<number> {
  if (kind === 'postgres') {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: open.databaseUrl });
    await client.connect();
    try {
      return Number((await client.query(`select count(*) as count from ${open.schema}.usage_records where job_id is not null`)).rows[0].count);
    } finally {
      await client.end();
    }
  }
  const { default: SQLite } = await import('better-sqlite3');
  const file = new SQLite(path.join(open.dataDir, 'txenrich.db'), { readonly: true });
  try {
    return (file.prepare('select count(*) as count from usage_records where job_id is not null').get() as { count: number }).count;
  } finally {
    file.close();
  }
}
