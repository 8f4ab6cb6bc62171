import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db';
import { findKeyId, revokeKey, rotateKey } from '../src/keys';
import { databaseKinds } from './harness';
import { openAIEnv, startOpenAIServer, titleCase } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';
import { killHard, processDatabase, startServeProcess, type ProcessDatabase, type ServeProcess } from './serve-process';

describe.each(databaseKinds())('hot path across real processes on %s', (kind) => {
  let model: ProtocolServer;
  let storage: ProcessDatabase;
  let serve: ServeProcess;
  let database: Database;

  beforeAll(async () => {
    model = await startOpenAIServer((text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.9 }));
    storage = await processDatabase(kind);
    serve = await startServeProcess({ ...openAIEnv(model), ...storage.env, PORT: '0', TXENRICH_LOG_LEVEL: 'warn' }, kind === 'postgres' ? ['--worker'] : []);
    database = await openDatabase(storage.open);
  }, 120_000);
  afterAll(async () => {
    if (serve) await killHard(serve);
    await database?.close();
    await storage?.drop();
    await model?.close();
  });

  const enrich = (key: string, transactions: string[]) =>
    fetch(`${serve.url}/v1/enrich`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ transactions }) });

  it('refuses a rotated and a revoked key on the serving process as soon as another process says done (key cache on)', async () => {
    // Warm the serving process's key cache with the key about to be rotated.
    for (let index = 0; index < 3; index += 1) expect((await enrich(serve.key, ['NETFLIX.COM'])).status).toBe(200);
    const keyId = (await findKeyId(database.db, serve.key)) as string;
    const rotated = await rotateKey(database.db, keyId);
    if (!rotated.ok || !rotated.key) throw new Error('rotation failed');
    const afterRotation = Date.now();
    const refused = await enrich(serve.key, ['NETFLIX.COM']);
    expect(refused.status).toBe(401);
    expect(Date.now() - afterRotation).toBeLessThan(1000);
    const replacement = rotated.key.rawKey;
    for (let index = 0; index < 3; index += 1) expect((await enrich(replacement, ['NETFLIX.COM'])).status).toBe(200);

    expect((await revokeKey(database.db, rotated.key.keyId)).ok).toBe(true);
    const afterRevocation = Date.now();
    expect((await enrich(replacement, ['NETFLIX.COM'])).status).toBe(401);
    expect(Date.now() - afterRevocation).toBeLessThan(1000);
    // The refusal is not a one-off: the cache must not hold the key any more.
    expect((await enrich(replacement, ['SPOTIFY USA'])).status).toBe(401);
  });

  it('keeps billable usage that a response reported, across kill -9 right after it', async () => {
    const { rawKey } = await import('../src/keys').then(async ({ issueKey }) => {
      const owner = await database.db.selectFrom('api_keys').select('account_id').limit(1).executeTakeFirstOrThrow();
      return issueKey(database.db, owner.account_id);
    });
    const response = await enrich(rawKey, ['LANTERN HILL CIDERY', 'NETFLIX.COM']);
    const body = (await response.json()) as { usage: { billable: number; cache: number } };
    await killHard(serve);
    expect(body.usage).toMatchObject({ billable: 1, cache: 1 });
    const keyId = (await findKeyId(database.db, rawKey)) as string;
    const billable = await database.db.selectFrom('usage_records').select(['outcome', 'billable', 'items']).where('key_id', '=', keyId).where('billable', '=', 1).execute();
    expect(billable).toEqual([{ outcome: 'model', billable: 1, items: 1 }]);
  });
});
