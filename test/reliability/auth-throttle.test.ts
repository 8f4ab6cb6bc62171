import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRawKey } from '../../src/keys';
import { revokeKey } from '../../src/keys';
import { createTestApp, databaseKinds, type TestApp } from '../harness';

describe.each(databaseKinds())('failed authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TXENRICH_AUTH_FAILURES_PER_MINUTE: '20' } });
  });
  afterAll(async () => t.close());

  const enrich = (headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
    t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] }, headers, remoteAddress });

  it('500 requests with unknown well-formed keys, or none, are throttled to 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let throttled: Awaited<ReturnType<typeof enrich>> | undefined;
    for (let index = 0; index < 500; index += 1) {
      const answer = await enrich(index % 2 === 0 ? { 'x-api-key': generateRawKey() } : {}, '203.0.113.7');
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) throttled ??= answer;
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(25);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(475);
    expect(throttled?.json()).toMatchObject({ code: 'rate_limited', request_id: expect.any(String) });
    expect(Number(throttled?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles only the offending address, and before any database lookup', async () => {
    const { key } = await t.newKey();
    for (let index = 0; index < 25; index += 1) await enrich({ 'x-api-key': generateRawKey() }, '198.51.100.9');
    expect((await enrich({ 'x-api-key': key }, '198.51.100.10')).statusCode).toBe(200);
    const own = await createTestApp(kind, { env: { TXENRICH_AUTH_FAILURES_PER_MINUTE: '5' } });
    try {
      for (let index = 0; index < 6; index += 1) {
        await own.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['X'] }, headers: { 'x-api-key': generateRawKey() }, remoteAddress: '198.51.100.20' });
      }
      // With the database gone a lookup would answer 503: the throttled address gets 429.
      await own.app.database.close();
      const blocked = await own.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['X'] }, headers: { 'x-api-key': generateRawKey() }, remoteAddress: '198.51.100.20' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('rate_limited');
    } finally {
      await own.close().catch(() => undefined);
    }
  });

  it('a revoked key and an unknown key get the same 401 body (but for the request id)', async () => {
    const { key, keyId } = await t.newKey();
    await revokeKey(t.app.database.db, keyId);
    const revoked = await enrich({ 'x-api-key': key }, '192.0.2.1');
    const unknown = await enrich({ 'x-api-key': generateRawKey() }, '192.0.2.2');
    expect(revoked.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const { request_id: _a, ...revokedBody } = revoked.json();
    const { request_id: _b, ...unknownBody } = unknown.json();
    expect(revokedBody).toEqual(unknownBody);
    expect(revoked.headers['www-authenticate']).toBe(unknown.headers['www-authenticate']);
  });
});
