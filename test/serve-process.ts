import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eventually, type DatabaseKind } from './harness';

// The compiled bundle, as `npm start` runs it (test/global-setup.ts rebuilds it before the run).
const BIN = path.resolve('dist/txenrich.js');

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** The operator key printed on first start. */
  key: string;
}

/** Starts `txenrich serve` as a real child process and waits for its "listening" line. */
export async function startServeProcess(env: Record<string, string>, args: string[] = []): Promise<ServeProcess> {
  const child = spawn(process.execPath, [BIN, 'serve', ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`serve exited early:\n${output}`);
    return /listening on (http:\/\/\S+)/.exec(output)?.[1];
  }, 60_000);
  return { child, url, output: () => output, key: /(txe_live_[0-9A-Za-z]{38})/.exec(output)?.[1] ?? '' };
}

export async function killHard(serve: ServeProcess): Promise<void> {
  if (serve.child.exitCode !== null || serve.child.signalCode !== null) return;
  const exited = new Promise((resolve) => serve.child.once('exit', resolve));
  serve.child.kill('SIGKILL');
  await exited;
}

export interface ProcessDatabase {
  /** Environment for the child: data folder and, on PostgreSQL, DATABASE_URL with its own schema. */
  env: Record<string, string>;
  /** For openDatabase in the test process: the same database. */
  open: { dataDir: string; databaseUrl?: string; schema?: string };
  drop(): Promise<void>;
}

/** A data folder and, on PostgreSQL, a schema of the test's own. */
export async function processDatabase(kind: DatabaseKind): Promise<ProcessDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-proc-'));
  if (kind === 'sqlite') {
    return { env: { TXENRICH_DATA_DIR: dataDir }, open: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = `proc_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { TXENRICH_DATA_DIR: dataDir, DATABASE_URL: url.toString(), TXENRICH_HASH_SECRET: 'proc-test-secret-proc-test-secret-0123456' },
    open: { dataDir, databaseUrl: process.env.TEST_DATABASE_URL as string, schema },
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
