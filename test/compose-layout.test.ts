import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TxenrichClient } from '../sdk/src/index';
import { eventually } from './harness';

const run = promisify(execFile);
// The compiled bundle, as the image runs it (`npm install`'s prepare step builds it).
const BIN = path.resolve('dist/txenrich.js');
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

function metricValue(text: string, pattern: RegExp): number {
  return text
    .split('\n')
    .filter((line) => pattern.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/**
 * compose.yaml without containers: the same commands (migrate, 2 × serve, 2 × worker) on
 * PostgreSQL and Redis, in a database of this test's own, with jobs pushed through both APIs.
 */
describe.skipIf(!databaseUrl || !redisUrl)('the compose layout (migrate, 2 × serve, 2 × worker)', () => {
  const database = `txe_compose_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-compose-'));
  const processes: Running[] = [];
  let env: Record<string, string>;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${database}`;
    env = {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl as string,
      TXENRICH_HASH_SECRET: randomBytes(32).toString('hex'),
      TXENRICH_DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      TXENRICH_METRICS_PORT: '0',
      TXENRICH_LOG_LEVEL: 'warn',
    };
  }, 60_000);

  afterAll(async () => {
    for (const running of processes) running.child.kill('SIGKILL');
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('processes jobs submitted to either API on either worker, and every process stops cleanly on SIGTERM', async () => {
    expect((await run(process.execPath, [BIN, 'migrate'], { env })).stdout).toContain('schema up to date (postgres)');
    const key = (await run(process.execPath, [BIN, 'keys', 'create', '--email', 'compose@example.com', '--plan', 'production'], { env })).stdout.trim();

    const apis = [start(['serve'], env), start(['serve'], env)];
    const workers = [start(['worker'], env), start(['worker'], env)];
    processes.push(...apis, ...workers);
    const apiUrls = await Promise.all(apis.map((api) => eventually(async () => /listening on (http:\/\/\S+)/.exec(api.output())?.[1], 240_000)));
    const workerUrls = await Promise.all(workers.map((worker) => eventually(async () => /metrics on (http:\/\/\S+)\/metrics/.exec(worker.output())?.[1], 240_000)));

    const inputs = Array.from({ length: 1_000 }, (_unused, index) => (index % 3 === 0 ? 'NETFLIX.COM' : index % 3 === 1 ? 'SPOTIFY USA' : `#####${index}`));
    const results = await Promise.all(
      apiUrls.map((baseUrl) => new TxenrichClient({ baseUrl, apiKey: key }).enrichMany(inputs, { chunkSize: 100, concurrency: 5 })),
    );
    for (const list of results) {
      expect(list.map((item) => item.input)).toEqual(inputs);
      expect(list.every((item) => item.status === (item.input.startsWith('#') ? 'rejected' : 'complete'))).toBe(true);
    }

    // The workers did the work (the APIs run no worker on PostgreSQL), and the queue is empty.
    const workerMetrics = await Promise.all(workerUrls.map(async (url) => (await fetch(`${url}/metrics`)).text()));
    const processed = workerMetrics.map((text) => metricValue(text, /^txenrich_items_total\{/));
    expect(processed.reduce((sum, count) => sum + count, 0)).toBe(2_000);
    expect(workerMetrics.every((text) => /^process_cpu_seconds_total /m.test(text))).toBe(true);
    const apiMetrics = await (await fetch(`${apiUrls[0]}/metrics`)).text();
    expect(metricValue(apiMetrics, /^txenrich_jobs_queued /)).toBe(0);
    expect(metricValue(apiMetrics, /^txenrich_items_total\{/)).toBe(0);

    for (const running of processes) running.child.kill('SIGTERM');
    expect(await Promise.all(processes.map((running) => running.exited))).toEqual([0, 0, 0, 0]);
  }, 480_000);
});
