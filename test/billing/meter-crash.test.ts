import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db';
import { createAccount } from '../../src/accounts';
import { createMeterReporter, loadStripeProvider, recordUsage } from '../../src/billing';
import { databaseKinds, eventually } from '../harness';
import { startFakeStripe, stripeEnv } from './fake-stripe';

const RUN_TS = path.resolve('bin/run-ts.js');
const REPORTER = path.resolve('test/billing/reporter-process.ts');
const ROWS = 100;

function startReporter(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [RUN_TS, REPORTER], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe.each(databaseKinds())('meter reporter crash on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('reports every billable item exactly once across a kill -9 of the reporter process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-meter-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const schema = kind === 'postgres' ? `meter_${randomBytes(5).toString('hex')}` : undefined;
    const hashSecret = 'meter-crash-secret-meter-crash-secret-0123';
    const database: Database = await openDatabase({ databaseUrl: schema ? process.env.TEST_DATABASE_URL : undefined, dataDir, ...(schema ? { schema, poolSize: 2 } : {}) });
    cleanups.push(async () => {
      if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    });
    let databaseEnv: Record<string, string> = {};
    if (schema) {
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.searchParams.set('options', `-c search_path=${schema}`);
      databaseEnv = { DATABASE_URL: url.toString() };
    }
    const fake = await startFakeStripe();
    cleanups.push(() => fake.close());

    // 100 recorded batches of 1–3 billable items: 100 outbox rows, written with their usage.
    const { db } = database;
    const account = await createAccount(db, { email: 'metered@example.com', plan: 'production', dailyCap: 10_000 });
    await db.insertInto('billing_customers').values({ account_id: account.id, customer_id: 'cus_crash', payment_failed_at: null, payment_state_at: null, suspended_at: null, created_at: Date.now() }).execute();
    let expected = 0;
    for (let batch = 0; batch < ROWS; batch += 1) {
      const items = (batch % 3) + 1;
      expected += items;
      await recordUsage(
        db,
        Array.from({ length: items }, (_, index) => ({
          accountId: account.id,
          keyId: null,
          jobId: null,
          inputHash: `${batch}-${index}`.padEnd(64, '0'),
          outcome: 'model' as const,
          origin: null,
          billable: true,
          inputTokens: 0,
          outputTokens: 0,
          at: Date.now(),
        })),
      );
    }
    expect(await db.selectFrom('meter_outbox').select('id').execute()).toHaveLength(ROWS);

    const env = { ...stripeEnv(fake), ...databaseEnv, TXENRICH_HASH_SECRET: hashSecret, TXENRICH_DATA_DIR: dataDir, TXENRICH_JOB_LEASE_MS: '1000', TXENRICH_LOG_LEVEL: 'warn' };
    // Slow answers keep the reporter mid-send; the 20th is recorded by "Stripe" and never answered.
    fake.meterDelayMs = 100;
    fake.hangMeterEventNumber(20);
    const first = startReporter(env);
    cleanups.push(() => void first.child.kill('SIGKILL'));
    await eventually(async () => {
      if (first.child.exitCode !== null) throw new Error(`reporter exited:\n${first.output()}`);
      return fake.meterRequests >= 30 ? true : undefined;
    }, 60_000, 10);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const sentBeforeCrash = (await db.selectFrom('meter_outbox').select('id').where('sent_at', 'is not', null).execute()).length;
    expect(sentBeforeCrash).toBeLessThan(ROWS);
    expect(fake.meterEvents.length).toBeGreaterThan(sentBeforeCrash); // at least the unanswered one

    // The restart: a reporter over the same database and outbox (in this process, to spare a
    // second start-up of a process on a loaded machine; it is the same code the worker runs).
    fake.meterDelayMs = 0;
    const provider = await loadStripeProvider({ secretKey: 'sk_test_txenrich', webhookSecret: fake.webhookSecret, priceId: 'price_metered_test', apiBase: fake.url, meterEventName: 'txenrich_model_items' });
    const restarted = createMeterReporter({ db, dialect: database.dialect, provider, logger: pino({ level: 'silent' }), leaseMs: 1000, intervalMs: 100 });
    restarted.start();
    await eventually(async () => {
      const pending = await db.selectFrom('meter_outbox').select('id').where('sent_at', 'is', null).execute();
      return pending.length === 0 ? true : undefined;
    }, 60_000);
    await restarted.stop();

    const identifiers = new Set(fake.meterEvents.map((event) => event.identifier));
    expect(identifiers.size).toBe(ROWS);
    expect(fake.meterEvents.reduce((sum, event) => sum + event.value, 0)).toBe(expected);
    expect(fake.meterEvents.every((event) => event.customer === 'cus_crash' && event.event_name === 'txenrich_model_items')).toBe(true);
    // The event Stripe recorded but the killed reporter never heard back about was sent again,
    // and counted once.
    expect(fake.duplicateMeterRequests).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
