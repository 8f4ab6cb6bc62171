import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from './harness';
import { openAIEnv, startOpenAIServer, textsSent, titleCase } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';

const redisUrl = process.env.TEST_REDIS_URL;

/** Scale-out: two API processes (two apps) sharing one database and one Redis. */
describe.runIf(redisUrl)('Redis shared rate limits and hot cache', () => {
  let server: ProtocolServer;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl as string);
    server = await startOpenAIServer((text) => ({ name: titleCase(text), domain: null, cat: 'home', mcc: '5712', sub: false, conf: 0.97 }));
    const env = openAIEnv(server, { REDIS_URL: redisUrl as string, TXENRICH_RATE_LIMIT_BURST: '4', TXENRICH_RATE_LIMIT_PER_SECOND: '1' });
    first = await createTestApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', { env });
    second = await createTestApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', { env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await server.close();
    redis.disconnect();
  });

  it('counts one key across processes', async () => {
    const { key } = await first.newKey();
    const { db } = second.app.database;
    // The same account and key must exist in the second app's database too.
    const keyRow = await first.app.database.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
    const account = await first.app.database.db.selectFrom('accounts').selectAll().where('id', '=', keyRow.account_id).executeTakeFirstOrThrow();
    await db.insertInto('accounts').values(account).execute();
    await db.insertInto('api_keys').values(keyRow).execute();
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      const response = await app.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('keeps the hot copy of cached model answers in Redis, keyed by hash only', async () => {
    const { key } = await first.newKey();
    // Letters, not digits: the normalizer drops numbers, and Redis outlives one test run.
    const unique = Array.from({ length: 8 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    const text = `OAKWOOD ${unique} FURNITURE`;
    const enrich = () => first.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: [text] }, headers: { 'x-api-key': key } });
    expect((await enrich()).json().results[0].source).toBe('llm');
    expect((await enrich()).json().results[0].source).toBe('cache');
    const keys = await redis.keys('txenrich:merchant:*');
    expect(keys.length).toBeGreaterThan(0);
    for (const name of keys) expect(name).toMatch(/^txenrich:merchant:[0-9a-f]{64}$/);
    const values = await redis.mget(...keys);
    expect(values.join('')).not.toContain(unique);
    expect(textsSent(server).filter((sent) => sent.startsWith('OAKWOOD'))).toHaveLength(1);
  });
});
