import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createApp, type App } from '../../src/app';
import { createAccount } from '../../src/accounts';
import { issueKey } from '../../src/keys';
import { createCapturedLogger, createTestApp, databaseKinds, eventually, type DatabaseKind } from '../harness';

// Planted personal data: a Luhn-valid card number, an IBAN and an e-mail address.
const CARD = '4111 1111 1111 1111';
const IBAN = 'DE89370400440532013000';
const EMAIL = 'jane.planted@example.org';
const NEEDLES = [CARD, CARD.replaceAll(' ', ''), IBAN, EMAIL, 'jane.planted'];

const TRANSACTIONS = [`AMAZON MKTPLACE CARD ${CARD}`, `SEPA TRANSFER ${IBAN} RENT`, `PAYPAL *${EMAIL}`, 'NETFLIX.COM'];

interface Running {
  app: App;
  key: string;
  dataDir: string | undefined;
  close(): Promise<void>;
}

/** SQLite: the app opens its own files (to check their modes); PostgreSQL: a schema of its own. */
async function start(kind: DatabaseKind): Promise<Running> {
  if (kind === 'postgres') {
    const test = await createTestApp('postgres', { worker: true });
    const { key } = await test.newKey();
    return { app: test.app, key, dataDir: undefined, close: () => test.close() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-at-rest-'));
  const { logger } = createCapturedLogger();
  const app = await createApp({ config: loadConfig({ TXENRICH_DATA_DIR: dataDir, TXENRICH_LOG_LEVEL: 'warn' }), logger });
  app.startBackground({ worker: true, retention: false });
  const account = await createAccount(app.database.db, { email: 'owner@example.com', plan: 'production', dailyCap: 10_000 });
  const { rawKey } = await issueKey(app.database.db, account.id);
  return {
    app,
    key: rawKey,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function tableNames(app: App): Promise<string[]> {
  if (app.database.dialect === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(app.database.db);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(app.database.db);
  return rows.rows.map((row) => row.name);
}

/** Every row of every table, as text, with the table it came from. */
async function everyRow(app: App): Promise<Array<{ table: string; text: string }>> {
  const found: Array<{ table: string; text: string }> = [];
  for (const table of await tableNames(app)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.database.db);
    for (const row of rows.rows) found.push({ table, text: JSON.stringify(row) });
  }
  return found;
}

function leaks(rows: Array<{ table: string; text: string }>, needles: string[]): string[] {
  return rows.flatMap(({ table, text }) => needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase())).map((needle) => `${table}: ${needle}`));
}

describe.each(databaseKinds())('nothing readable at rest on %s', (kind) => {
  let running: Running;
  beforeAll(async () => {
    running = await start(kind);
  });
  afterAll(async () => running.close());

  const post = (url: string, payload: object) => running.app.http.inject({ method: 'POST', url, payload, headers: { 'x-api-key': running.key } });

  it('after sync and async traffic with a planted card number, IBAN and e-mail, no table holds them', async () => {
    expect((await post('/v1/enrich', { transactions: TRANSACTIONS })).statusCode).toBe(200);
    const accepted = await post('/v1/enrich/async', { transactions: TRANSACTIONS });
    expect(accepted.statusCode).toBe(202);
    const job = await eventually(async () => {
      const body = (await running.app.http.inject({ method: 'GET', url: accepted.json().poll_url, headers: { 'x-api-key': running.key } })).json();
      return body.status === 'complete' ? body : undefined;
    });
    // The client still gets its strings back exactly: they are encrypted, not dropped.
    expect(job.results.map((item: { input: string }) => item.input)).toEqual(TRANSACTIONS);
    const rows = await everyRow(running.app);
    expect(rows.some((row) => row.table === 'job_items')).toBe(true);
    expect(leaks(rows.filter((row) => row.table !== 'feedback'), NEEDLES)).toEqual([]);
  });

  it.runIf(kind === 'sqlite')('the SQLite files hold none of it in their bytes, and every file is 0600', async () => {
    const dataDir = running.dataDir as string;
    const files = ['txenrich.db', 'txenrich.db-wal', 'txenrich.db-shm', 'hash-secret', 'encryption-key'].map((name) => path.join(dataDir, name)).filter((file) => existsSync(file));
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['txenrich.db', 'txenrich.db-wal', 'hash-secret', 'encryption-key']));
    for (const file of files) {
      expect({ file: path.basename(file), mode: (statSync(file).mode & 0o777).toString(8) }).toEqual({ file: path.basename(file), mode: '600' });
      const bytes = readFileSync(file);
      for (const needle of NEEDLES) {
        for (const encoding of ['utf8', 'utf16le'] as const) {
          expect({ file: path.basename(file), needle, encoding, found: bytes.includes(Buffer.from(needle, encoding)) }).toMatchObject({ found: false });
        }
      }
    }
  });

  // Feedback is stored as redacted text and a keyed hash (migration 006): held to the same
  // at-rest rule as jobs.
  it('after feedback with the planted data, no table and no SQLite file byte holds it', async () => {
    const answer = await post('/v1/feedback', { raw_input: TRANSACTIONS[0] as string, correct_name: 'Amazon', notes: `customer ${EMAIL} iban ${IBAN}` });
    expect(answer.statusCode).toBe(201);
    expect(leaks(await everyRow(running.app), NEEDLES)).toEqual([]);
    if (running.dataDir) {
      for (const name of ['txenrich.db', 'txenrich.db-wal']) {
        const bytes = readFileSync(path.join(running.dataDir, name));
        for (const needle of NEEDLES) expect({ name, needle, found: bytes.includes(Buffer.from(needle, 'utf8')) }).toMatchObject({ found: false });
      }
    }
  });
});
