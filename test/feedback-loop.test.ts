import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { createApp, type App } from '../src/app';
import { createAccount } from '../src/accounts';
import { issueKey } from '../src/keys';
import { approveFeedback, dismissFeedback, exportKnowledge, formatKnowledgeFile, importKnowledge, redactLegacyFeedback } from '../src/feedback';
import { createCapturedLogger, createTestDatabase, databaseKinds, eventually, type DatabaseKind, type TestDatabase } from './harness';
import { openAIEnv, startOpenAIServer, titleCase } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';
import { openaiHarness } from './providers/protocols';

const run = promisify(execFile);
const BIN = path.resolve('bin/txenrich.js');
const CARD = '4111111111111111';
const EMAIL = 'jane.doe@example.com';
/** One CLI start is ~2 s on an idle machine and far more on a loaded one. */
const CLI_TIMEOUT = 120_000;
const TABLES = ['feedback', 'feedback_legacy', 'corrections', 'merchant_cache', 'usage_records', 'job_items'] as const;

interface Instance {
  app: App;
  key: string;
  enrich(transactions: string[]): Promise<Array<Record<string, unknown>>>;
}

/** An app on an already open database (a second process in all but name: its own pools and caches). */
async function startInstance(database: Database, testDatabase: TestDatabase, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({
    TXENRICH_DATA_DIR: testDatabase.dataDir,
    TXENRICH_LOG_LEVEL: 'warn',
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...env,
  });
  const app = await createApp({ config, logger: createCapturedLogger().logger, database });
  const account = await createAccount(database.db, { email: `u-${Math.random().toString(36).slice(2)}@example.com`, plan: 'production', dailyCap: 10_000 });
  const { rawKey } = await issueKey(database.db, account.id);
  return {
    app,
    key: rawKey,
    async enrich(transactions) {
      const response = await app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': rawKey } });
      expect(response.statusCode).toBe(200);
      return response.json().results;
    },
  };
}

/** What the CLI needs to reach a test database: the data folder, the secret, and the schema for PostgreSQL. */
function cliEnv(testDatabase: TestDatabase, secret: string): Record<string, string> {
  const url = testDatabase.databaseUrl && testDatabase.schema ? `${testDatabase.databaseUrl}?options=${encodeURIComponent(`-c search_path=${testDatabase.schema}`)}` : undefined;
  return {
    PATH: process.env.PATH ?? '',
    TXENRICH_DATA_DIR: testDatabase.dataDir,
    TXENRICH_HASH_SECRET: secret,
    TXENRICH_LOG_LEVEL: 'warn',
    ...(url ? { DATABASE_URL: url } : {}),
  };
}

async function dump(database: Database): Promise<string> {
  let text = '';
  for (const table of TABLES) text += JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(database.db)).rows);
  return text;
}

async function countCorrections(database: Database): Promise<number> {
  const row = await database.db.selectFrom('corrections').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(databaseKinds())('feedback review loop on %s', (kind: DatabaseKind) => {
  const secret = 'feedback-secret-feedback-secret-0123456789';
  let server: ProtocolServer;
  let testDatabase: TestDatabase;
  let second: Database;
  let a: Instance;
  let b: Instance;
  let cli: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
  const workDir = mkdtempSync(path.join(tmpdir(), 'txenrich-feedback-'));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // The model knows nothing special: it title-cases what it is sent, and spells Joe's the way
    // an uncorrected model does ("JOES PIZZA"), which a correction must override.
    server = await startOpenAIServer((text) =>
      text.includes('JOES PIZZA')
        ? { name: 'JOES PIZZA', domain: null, cat: 'shopping', mcc: null, sub: false, conf: 0.9 }
        : { name: titleCase(text), domain: null, cat: 'food_and_drink', mcc: null, sub: false, conf: 0.9 },
    );
    testDatabase = await createTestDatabase(kind);
    const env = { ...openAIEnv(server), TXENRICH_HASH_SECRET: secret };
    a = await startInstance(testDatabase.database, testDatabase, env);
    // The second instance opens its own connection to the same database, as another process would.
    second = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: testDatabase.dataDir, ...(testDatabase.schema ? { schema: testDatabase.schema, poolSize: 2 } : {}) });
    b = await startInstance(second, testDatabase, env);
    const environment = cliEnv(testDatabase, secret);
    cli = (...args) => run(process.execPath, [BIN, ...args], { env: environment, cwd: workDir });
  }, 60_000);

  afterAll(async () => {
    await b?.app.close();
    await second?.close();
    await a?.app.close();
    await testDatabase?.drop();
    await server?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const report = async (instance: Instance, body: Record<string, string>) => {
    const response = await instance.app.http.inject({ method: 'POST', url: '/v1/feedback', payload: body, headers: { 'x-api-key': instance.key } });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  it('stores a report redacted, under the same keyed hash as the usage log, never the card or the e-mail', async () => {
    const raw = `POS SPOTIFY USA ${CARD} ${EMAIL}`;
    ids.spotify = await report(a, { raw_input: raw, returned_name: 'Spotify', correct_name: 'Acme Audio Club', correct_category: 'shopping', notes: `card ${CARD} is ${EMAIL}'s` });
    // Another account reports a variant of the same descriptor: the queue counts two accounts.
    await report(b, { raw_input: 'SPOTIFY USA', correct_name: 'Acme Audio Club' });
    await a.enrich([raw]);

    const stored = await testDatabase.database.db.selectFrom('feedback').selectAll().where('id', '=', ids.spotify).executeTakeFirstOrThrow();
    expect(stored.input_text).toContain('SPOTIFY');
    expect(stored.model_text).toBe('SPOTIFY');
    const usage = await testDatabase.database.db.selectFrom('usage_records').select('input_hash').execute();
    expect(usage.map((row) => row.input_hash)).toContain(stored.input_hash);
    const everything = await dump(testDatabase.database);
    for (const secretPart of [CARD, '4111 1111', EMAIL, 'jane.doe']) expect(everything).not.toContain(secretPart);
  });

  it('lists the queue on the command line: redacted input, what was returned, the correction, how many accounts', async () => {
    // Each CLI start costs seconds: list and dismiss go through the CLI on SQLite only, approve
    // and import on both engines.
    if (kind !== 'sqlite') return;
    const entries = (await cli('feedback', 'list', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line));
    const entry = entries.find((candidate) => candidate.id === ids.spotify);
    expect(entry).toMatchObject({ status: 'pending', returned_name: 'Spotify', correct_name: 'Acme Audio Club', correct_category: 'shopping', reports: 2 });
    expect(entry.input).toContain('SPOTIFY');
    expect(JSON.stringify(entries)).not.toContain(CARD.slice(0, 8));
  }, CLI_TIMEOUT);

  it('approving on the command line beats the shipped knowledge on every instance within about a second', async () => {
    // Before: the shipped knowledge answers, and both instances have loaded their corrections.
    expect((await a.enrich(['SPOTIFY USA']))[0]).toMatchObject({ merchant: 'Spotify', source: 'cache' });
    expect((await b.enrich(['SPOTIFY USA']))[0]).toMatchObject({ merchant: 'Spotify', source: 'cache' });

    const approved = JSON.parse((await cli('feedback', 'approve', ids.spotify ?? '', '--by', 'reviewer@example.com')).stdout);
    expect(approved).toMatchObject({ merchant: 'Acme Audio Club', category: 'shopping' });
    const started = Date.now();
    const variant = `spotify usa ${'5555 5555 5555 4444'}`;
    for (const instance of [b, a]) {
      const seen = await eventually(async () => {
        const [item] = await instance.enrich([variant]);
        return item?.merchant === 'Acme Audio Club' ? item : undefined;
      }, 10_000, 25);
      expect(seen).toMatchObject({ status: 'complete', source: 'cache', merchant: 'Acme Audio Club', category: 'shopping', confidence: 1 });
    }
    // The refresh interval is 500 ms; the bound is loose because CI machines are loaded.
    expect(Date.now() - started).toBeLessThan(5_000);
    const stored = await testDatabase.database.db.selectFrom('feedback').selectAll().where('id', '=', ids.spotify ?? '').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'approved', reviewed_by: 'reviewer@example.com' });
  }, CLI_TIMEOUT);

  it('gives a corrected merchant one spelling and shows approved corrections to the model as examples', async () => {
    const joes = await report(a, { raw_input: 'SQ *JOES PIZZA BROOKLYN', returned_name: 'JOES PIZZA', correct_name: "Joe's Pizza", correct_category: 'food_and_drink' });
    const outcome = await approveFeedback(a.app.feedback, joes, { reviewer: 'reviewer@example.com' });
    expect(outcome.ok).toBe(true);
    await a.app.corrections.refresh();
    server.requests.length = 0;

    // A variant the correction does not cover goes to the model, which spells it its own way.
    const [item] = await a.enrich(['JOES PIZZA & GRILL QUEENS']);
    expect(item).toMatchObject({ source: 'llm', merchant: "Joe's Pizza", category: 'food_and_drink' });
    const prompt = JSON.parse(openaiHarness.userMessage(server.requests[0]!)) as { examples?: Array<{ text: string; name: string; cat: string }> };
    expect(prompt.examples).toContainEqual(expect.objectContaining({ text: 'JOES PIZZA', name: "Joe's Pizza", cat: 'food_and_drink' }));
    // Examples are chosen by similarity: the Spotify correction shares no word with this batch.
    expect(prompt.examples?.map((example) => example.name)).not.toContain('Acme Audio Club');
  });

  it('dismissing changes no answer', async () => {
    const before = (await a.enrich(['BLUE LANTERN CAFE']))[0];
    const id = await report(a, { raw_input: 'BLUE LANTERN CAFE', correct_name: 'Red Lantern', correct_category: 'shopping' });
    const corrections = await countCorrections(testDatabase.database);
    if (kind === 'sqlite') expect((await cli('feedback', 'dismiss', id)).stdout.trim()).toBe('dismissed');
    else expect(await dismissFeedback(a.app.feedback, id, 'reviewer@example.com')).toEqual({ ok: true, value: null });
    await b.app.corrections.refresh();
    const after = (await b.enrich(['BLUE LANTERN CAFE']))[0];
    expect(after).toMatchObject({ merchant: before?.merchant, category: before?.category });
    expect(after?.merchant).not.toBe('Red Lantern');
    expect(await countCorrections(testDatabase.database)).toBe(corrections);
    const stored = await testDatabase.database.db.selectFrom('feedback').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('dismissed');
  }, CLI_TIMEOUT);

  it('exports the corrections and imports them into a fresh database with another secret: same answers; a bad line writes nothing', async () => {
    // The CLI on SQLite, the same services it calls on PostgreSQL (each CLI start costs seconds).
    const viaCli = kind === 'sqlite';
    const file = path.join(workDir, 'knowledge.jsonl');
    if (viaCli) await cli('knowledge', 'export', '--out', file);
    else writeFileSync(file, formatKnowledgeFile(await exportKnowledge(a.app.feedback)));
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toContainEqual(expect.objectContaining({ name: 'Acme Audio Club', aliases: ['SPOTIFY'], source: 'feedback', countries: ['ZZ'] }));
    expect(lines).toContainEqual(expect.objectContaining({ name: "Joe's Pizza", aliases: ['JOES PIZZA'], category: 'food_and_drink' }));
    expect(lines[0].verified).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const fresh = await createTestDatabase(kind);
    const freshSecret = 'another-secret-another-secret-0123456789';
    try {
      const importer = (...args: string[]) => run(process.execPath, [BIN, ...args], { env: cliEnv(fresh, freshSecret), cwd: workDir });
      const bad = path.join(workDir, 'bad.jsonl');
      const badText = `${readFileSync(file, 'utf8')}{"name":"Broken","category":"snacks"}\n`;
      writeFileSync(bad, badText);
      const c = await startInstance(fresh.database, fresh, { TXENRICH_HASH_SECRET: freshSecret });
      try {
        if (viaCli) {
          const refused = await importer('knowledge', 'import', bad).then(
            () => ({ stderr: '', code: 0 }),
            (error: { stderr: string; code: number }) => error,
          );
          expect(refused.code).toBe(1);
          expect(refused.stderr).toContain(`bad.jsonl:${lines.length + 1}: `);
          expect(refused.stderr).toContain('category');
        } else {
          const refused = await importKnowledge(c.app.feedback, badText);
          expect(refused).toMatchObject({ ok: false, problems: [expect.objectContaining({ line: lines.length + 1, message: expect.stringContaining('category') })] });
        }
        expect(await countCorrections(fresh.database)).toBe(0);

        if (viaCli) expect((await importer('knowledge', 'import', file)).stdout).toContain(`imported ${lines.length} records`);
        else expect(await importKnowledge(c.app.feedback, readFileSync(file, 'utf8'))).toMatchObject({ ok: true, records: lines.length });
        // Importing the same file again writes nothing (service call: the same code the CLI runs).
        expect(await importKnowledge(c.app.feedback, readFileSync(file, 'utf8'))).toMatchObject({ ok: true, written: 0 });
        const results = await c.enrich(['SPOTIFY USA', 'SQ *JOES PIZZA BROOKLYN']);
        expect(results[0]).toMatchObject({ source: 'cache', merchant: 'Acme Audio Club', category: 'shopping', confidence: 1 });
        expect(results[1]).toMatchObject({ source: 'cache', merchant: "Joe's Pizza", category: 'food_and_drink', confidence: 1 });

        // A report stored raw before migration 006 is redacted and moved on start.
        await fresh.database.db
          .insertInto('feedback_legacy')
          .values({ id: '00000000-0000-4000-8000-000000000001', account_id: 'acct_old', raw_input: `AMZN MKTP ${CARD} ${EMAIL}`, returned_name: null, returned_category: null, correct_name: 'Amazon', correct_category: null, notes: EMAIL, status: 'pending', created_at: 1 })
          .execute();
        expect(await redactLegacyFeedback(c.app.feedback)).toBe(1);
        const moved = await fresh.database.db.selectFrom('feedback').selectAll().where('id', '=', '00000000-0000-4000-8000-000000000001').executeTakeFirstOrThrow();
        expect(moved.input_text).toContain('AMZN');
        const everything = await dump(fresh.database);
        for (const secretPart of [CARD, EMAIL]) expect(everything).not.toContain(secretPart);
      } finally {
        await c.app.close();
      }
    } finally {
      await fresh.drop();
    }
  }, 3 * CLI_TIMEOUT);
});
