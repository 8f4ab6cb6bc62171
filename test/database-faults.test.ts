import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createApp, type App } from '../src/app';
import { createAccount } from '../src/accounts';
import { issueKey } from '../src/keys';
import { isConnectionFault } from '../src/db';
import { createCapturedLogger, eventually } from './harness';
import { createChaosDatabase, startProxy, type ChaosDatabase, type SilentableProxy } from './postgres-chaos';

const pgUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'fault-test-secret-fault-test-secret-0123456789';

async function appOn(url: string, dataDir: string, env: Record<string, string> = {}): Promise<{ app: App; key: string; logs: string[] }> {
  const { logger, lines } = createCapturedLogger();
  const config = loadConfig({ TXENRICH_DATA_DIR: dataDir, DATABASE_URL: url, TXENRICH_HASH_SECRET: SECRET, TXENRICH_LOG_LEVEL: 'warn', ...env });
  const app = await createApp({ config, logger });
  const account = await createAccount(app.database.db, { email: `fault-${Date.now()}@example.com`, plan: 'production', dailyCap: 10_000 });
  const { rawKey } = await issueKey(app.database.db, account.id);
  return { app, key: rawKey, logs: lines };
}

function enrich(app: App, key: string) {
  return app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
}

describe('connection-class failures are recognised in one place', () => {
  it.each([
    ['57P01 admin shutdown', { code: '57P01' }],
    ['57P02 crash shutdown', { code: '57P02' }],
    ['57P03 cannot connect now', { code: '57P03' }],
    ['08006 connection failure', { code: '08006' }],
    ['53300 too many connections', { code: '53300' }],
    ['55000 database not accepting connections', { code: '55000', message: 'database "x" is not currently accepting connections' }],
    ['57014 statement timeout', { code: '57014', message: 'canceling statement due to statement timeout' }],
    ['ECONNREFUSED inside an AggregateError', Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'x'), {})],
    ['connection timeout', new Error('Connection terminated due to connection timeout')],
    ['SQLITE_BUSY', { code: 'SQLITE_BUSY', message: 'database is locked' }],
  ])('%s is a connection fault', (_name, error) => {
    expect(isConnectionFault(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['55000 for another reason', { code: '55000', message: 'cannot do this now' }],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not', (_name, error) => {
    expect(isConnectionFault(error)).toBe(false);
  });
});

describe.skipIf(!pgUrl)('PostgreSQL faults, in a database of the test’s own', () => {
  let chaos: ChaosDatabase;
  let dataDir: string;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    chaos = await createChaosDatabase(pgUrl as string);
    dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-faults-'));
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await chaos.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await chaos.allowConnections(true);
  });

  it('survives pg_terminate_backend of its connections under load, and serves again by itself', async () => {
    const { app, key } = await appOn(chaos.url, dataDir);
    try {
      const load = Array.from({ length: 30 }, () => enrich(app, key));
      await chaos.terminateBackends();
      const answers = await Promise.all(load);
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.statusCode);
        if (answer.statusCode === 503) {
          expect(answer.json()).toMatchObject({ code: 'unavailable' });
          expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        }
      }
      // Idle connections die too: the pool must drop them without an unhandled 'error' event.
      await chaos.terminateBackends();
      const after = await eventually(async () => {
        const answer = await enrich(app, key);
        return answer.statusCode === 200 ? answer : undefined;
      });
      expect(after.json().results[0].merchant).toBe('Netflix');
      expect(uncaught).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers 503 unavailable + Retry-After on every /v1 route while the database refuses connections, then recovers', async () => {
    const { app, key } = await appOn(chaos.url, dataDir);
    try {
      const accepted = await app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
      expect(accepted.statusCode).toBe(202);
      const jobId = accepted.json().job_id as string;

      await chaos.allowConnections(false);
      await chaos.terminateBackends();
      const requests = [
        { method: 'POST' as const, url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] } },
        { method: 'POST' as const, url: '/v1/enrich/async', payload: { transactions: ['NETFLIX.COM'] } },
        { method: 'GET' as const, url: `/v1/enrich/jobs/${jobId}` },
        { method: 'POST' as const, url: '/v1/feedback', payload: { raw_input: 'NETFLIX.COM', correct_name: 'Netflix' } },
      ];
      for (const request of requests) {
        const answer = await app.http.inject({ ...request, headers: { 'x-api-key': key } });
        expect({ url: request.url, status: answer.statusCode }).toEqual({ url: request.url, status: 503 });
        expect(answer.json()).toMatchObject({ code: 'unavailable', request_id: expect.any(String) });
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      }
      expect((await app.http.inject('/readyz')).statusCode).toBe(503);

      await chaos.allowConnections(true);
      const back = await eventually(async () => {
        const answer = await enrich(app, key);
        return answer.statusCode === 200 ? answer : undefined;
      });
      expect(back.statusCode).toBe(200);
      expect((await app.http.inject('/readyz')).statusCode).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      await app.close();
    }
  });

  describe('through a proxy that can go silent', () => {
    let proxy: SilentableProxy;
    beforeAll(async () => {
      const target = new URL(pgUrl as string);
      proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    });
    afterAll(async () => proxy.close());

    it('answers 503 within the connect timeout when the database host goes silent, and recovers', { timeout: 20_000 }, async () => {
      const { app, key } = await appOn(proxy.url(chaos.url), dataDir, { TXENRICH_DB_CONNECT_TIMEOUT_MS: '500' });
      try {
        expect((await enrich(app, key)).statusCode).toBe(200);
        proxy.goSilent();
        const started = Date.now();
        const answer = await enrich(app, key);
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(Date.now() - started).toBeLessThan(8_000);
        proxy.resume();
        await eventually(async () => ((await enrich(app, key)).statusCode === 200 ? true : undefined));
        expect(uncaught).toEqual([]);
      } finally {
        proxy.resume();
        await app.close();
      }
    });
  });

  it('answers 503 when a statement waits on a lock past the statement timeout', { timeout: 20_000 }, async () => {
    const { app, key } = await appOn(chaos.url, dataDir, { TXENRICH_DB_STATEMENT_TIMEOUT_MS: '500' });
    try {
      // An operator's long migration holds the accounts table; requests must not queue forever.
      const locker = await import('pg').then(({ default: pg }) => new pg.Client({ connectionString: chaos.url }));
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table jobs in access exclusive mode');
      const answer = await app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
      await locker.query('rollback');
      await locker.end();
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('unavailable');
    } finally {
      await app.close();
    }
  });
});

describe('SQLite busy past its timeout', () => {
  it('answers 503 unavailable with Retry-After while another process holds the write lock', { timeout: 20_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-busy-'));
    const { logger } = createCapturedLogger();
    const app = await createApp({ config: loadConfig({ TXENRICH_DATA_DIR: dataDir, TXENRICH_HASH_SECRET: SECRET, TXENRICH_DB_STATEMENT_TIMEOUT_MS: '300' }), logger });
    const account = await createAccount(app.database.db, { email: 'busy@example.com', plan: 'production', dailyCap: 10_000 });
    const { rawKey: key } = await issueKey(app.database.db, account.id);
    const other = new SQLite(path.join(dataDir, 'txenrich.db'));
    try {
      other.exec('begin exclusive');
      const started = Date.now();
      const answer = await app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(Date.now() - started).toBeLessThan(4_000);
      other.exec('rollback');
      const retried = await app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
      expect(retried.statusCode).toBe(202);
    } finally {
      other.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
