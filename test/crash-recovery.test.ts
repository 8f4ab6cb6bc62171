import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds, eventually } from './harness';
import { openAIEnv, startOpenAIServer, titleCase } from './model-server';
import { startServeProcess } from './serve-process';

describe.each(databaseKinds())('crash recovery on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('finishes every item of a job after kill -9 and a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseEnv: Record<string, string> = {};
    let usageRows: (jobId: string) => Promise<number> = async (jobId) => {
      const file = new SQLite(path.join(dataDir, 'txenrich.db'), { readonly: true });
      try {
        return (file.prepare('select count(*) as count from usage_records where job_id = ?').get(jobId) as { count: number }).count;
      } finally {
        file.close();
      }
    };
    if (kind === 'postgres') {
      const schema = `crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      usageRows = async (jobId) => Number((await admin.query(`select count(*) as count from ${schema}.usage_records where job_id = $1`, [jobId])).rows[0].count);
      cleanups.push(async () => {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      });
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.searchParams.set('options', `-c search_path=${schema}`);
      databaseEnv = { DATABASE_URL: url.toString(), TXENRICH_HASH_SECRET: 'crash-test-secret-crash-test-secret-0123' };
    }
    // Slow model answers keep the job in flight long enough to kill the process mid-way.
    let delayMs = 400;
    const server = await startOpenAIServer((text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.5 }), () => delayMs);
    cleanups.push(() => server.close());
    const env = {
      // Two chunks of a job in flight at once: the kill lands while one of them is mid-way.
      ...openAIEnv(server, { TXENRICH_MODEL_BATCH_SIZE: '5', TXENRICH_MODEL_CONCURRENCY: '2' }),
      ...databaseEnv,
      TXENRICH_DATA_DIR: dataDir,
      PORT: '0',
      TXENRICH_JOB_LEASE_MS: '1000',
      TXENRICH_LOG_LEVEL: 'warn',
    };
    // Embedded serve always runs the job worker; with DATABASE_URL it takes --worker.
    const args = kind === 'postgres' ? ['--worker'] : [];
    const first = await startServeProcess(env, args);
    cleanups.push(() => void first.child.kill('SIGKILL'));
    const key = /(txe_live_[0-9A-Za-z]{38})/.exec(first.output())?.[1];
    expect(key).toBeDefined();
    const headers = { 'content-type': 'application/json', 'x-api-key': key as string };
    // Letters, not digits (normalization drops digits; a lone "BV" reads as a company form):
    // 100 distinct descriptors, 4 chunks of 25.
    const inputs = Array.from({ length: 100 }, (_, index) => `ACORN Q${String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))} HARDWARE`);
    const submitted = await fetch(`${first.url}/v1/enrich/async`, { method: 'POST', headers, body: JSON.stringify({ transactions: inputs }) });
    expect(submitted.status).toBe(202);
    const { poll_url: pollUrl } = (await submitted.json()) as { poll_url: string };

    const poll = async (base: string) => (await (await fetch(base + pollUrl, { headers })).json()) as { status: string; progress: { done: number }; results?: Array<{ input: string; status: string }> };
    await eventually(async () => ((await poll(first.url)).progress.done >= 25 ? true : undefined), 60_000);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const before = server.requests.length;

    delayMs = 0;
    const second = await startServeProcess(env, args);
    cleanups.push(() => void second.child.kill('SIGKILL'));
    const job = await eventually(async () => {
      const body = await poll(second.url);
      return body.status === 'complete' ? body : undefined;
    }, 60_000);
    expect(job.results?.map((item) => item.input)).toEqual(inputs);
    expect(job.results?.every((item) => item.status === 'complete')).toBe(true);
    expect(server.requests.length).toBeGreaterThan(before);
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    // Usage commits with the chunk's results: a chunk cut short by the kill is metered once, on its re-run.
    expect(await usageRows(pollUrl.split('/').pop() as string)).toBe(inputs.length);
  }, 180_000);
});
