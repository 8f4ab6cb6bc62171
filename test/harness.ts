import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { createApp, type App } from '../src/app';
import { createAccount, type Plan } from '../src/accounts';
import { issueKey } from '../src/keys';
import type { EnrichmentModel } from '../src/models';
import type { Mailer } from '../src/mail';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  schema: string | undefined;
  drop(): Promise<void>;
}

/** A fresh database per test app: a temp folder for SQLite, a new schema in PostgreSQL. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-test-'));
  const databaseUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, dataDir, ...(schema ? { schema, poolSize: 4 } : {}) });
  return {
    database,
    dataDir,
    databaseUrl,
    schema,
    async drop() {
      if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Captures every log line the app writes, to assert what never appears in them. */
export function createCapturedLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  model?: EnrichmentModel;
  worker?: boolean;
  mailer?: Mailer;
  /** Clock for the dashboard's links and sessions. */
  now?: () => number;
}

export interface TestApp {
  app: App;
  config: Config;
  logs: string[];
  kind: DatabaseKind;
  /** A new account with an active key. */
  newKey(options?: { plan?: Plan; dailyCap?: number; email?: string }): Promise<{ key: string; accountId: string; keyId: string }>;
  close(): Promise<void>;
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(kind);
  const config = loadConfig({
    TXENRICH_DATA_DIR: testDatabase.dataDir,
    TXENRICH_HASH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    TXENRICH_LOG_LEVEL: 'trace',
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...options.env,
  });
  const { logger, lines } = createCapturedLogger();
  const app = await createApp({
    config,
    logger,
    database: testDatabase.database,
    ...(options.model ? { model: options.model } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  if (options.worker) app.startBackground({ worker: true, retention: false });
  let counter = 0;
  return {
    app,
    config,
    logs: lines,
    kind,
    async newKey(keyOptions = {}) {
      counter += 1;
      const account = await createAccount(app.database.db, {
        email: keyOptions.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
        plan: keyOptions.plan ?? 'production',
        dailyCap: keyOptions.dailyCap ?? 10_000,
      });
      const issued = await issueKey(app.database.db, account.id);
      return { key: issued.rawKey, accountId: account.id, keyId: issued.keyId };
    },
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}

/** Polls until `check` returns a value; fails after `timeoutMs`. Work is awaited, not slept on. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
