import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, eventually, type TestApp } from '../harness';

/**
 * Hostile clients, generated: fast-check drives the real HTTP app (app.inject) on each
 * database. 1,000 cases per database (2,000 per CI run with PostgreSQL). Invariants: never a
 * 5xx, every error is the SPEC §5 body, every input comes back exactly (sync and async), and
 * the server is healthy afterwards.
 */
const RUNS_PER_DATABASE = 1_000;

const awkward = fc.constantFrom('ACME\u0000 STORE', '\ud800', '\udc00 X', '__proto__', 'constructor', "'; drop table jobs; --", '%00', '\u202e gnp.exe', '🍕'.repeat(200), 'x'.repeat(513), '   ', '');
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), awkward, fc.string({ maxLength: 600 }));
const transactions = fc.array(text, { minLength: 1, maxLength: 12 });

type Case =
  | { kind: 'sync'; body: unknown }
  | { kind: 'async'; body: unknown; idempotencyKey: string | undefined }
  | { kind: 'feedback'; body: unknown }
  | { kind: 'job'; id: string }
  | { kind: 'raw'; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload: string; contentType: string }
  | { kind: 'auth'; key: string; remote: string };

const anyBody = fc.oneof(
  transactions.map((items) => ({ transactions: items })),
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ transactions: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"transactions":["A SHOP"]}') as unknown),
  fc.constant({ transactions: Array.from({ length: 501 }, () => 'A SHOP') }),
);

const cases: fc.Arbitrary<Case> = fc.oneof(
  { weight: 5, arbitrary: anyBody.map((body) => ({ kind: 'sync' as const, body })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('async' as const), body: anyBody, idempotencyKey: fc.option(fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.:'.split('')), minLength: 1, maxLength: 300 }), { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.oneof(fc.record({ raw_input: text, notes: fc.option(text, { nil: undefined }), correct_name: fc.option(text, { nil: undefined }), correct_category: fc.option(fc.string(), { nil: undefined }) }), fc.jsonValue({ maxDepth: 3 })).map((body) => ({ kind: 'feedback' as const, body })) },
  { weight: 1, arbitrary: fc.oneof(fc.uuid(), fc.string({ maxLength: 150 }), fc.string({ unit: 'binary', maxLength: 30 })).map((id) => ({ kind: 'job' as const, id })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      method: fc.constantFrom('GET' as const, 'POST' as const, 'PUT' as const, 'DELETE' as const),
      url: fc.oneof(fc.constantFrom('/v1/enrich', '/v1/enrich/async', '/v1/feedback', '/v1/enrich/jobs/', '/docs', '/openapi.json', '/v1/../etc/passwd', '/v1/enrich?x=%zz'), fc.webPath().map((path) => path || '/')),
      payload: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"transactions":', 'null', '[]', '{"transactions":[1,2]}', '\u0000')),
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', ''),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('auth' as const), key: fc.oneof(fc.string({ unit: fc.constantFrom(...'txe_liv0123456789ABCabc'.split('')), maxLength: 60 }), fc.constant('')), remote: fc.ipV4() }) },
);

describe.each(databaseKinds())('fuzzing the HTTP API on %s', (kind) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { worker: true, env: { TXENRICH_RATE_LIMIT_BURST: '1000000', TXENRICH_RATE_LIMIT_PER_SECOND: '1000000' } });
    ({ key } = await t.newKey({ dailyCap: 100_000_000 }));
  });
  afterAll(async () => t.close());

  it(`${RUNS_PER_DATABASE} generated requests: no 5xx, SPEC error bodies, inputs echoed exactly, healthy after`, { timeout: 120_000 }, async () => {
    const accepted: Array<{ pollUrl: string; inputs: string[] }> = [];
    await fc.assert(
      fc.asyncProperty(cases, async (testCase) => {
        const headers: Record<string, string> = { 'x-api-key': key };
        let request: InjectOptions;
        switch (testCase.kind) {
          case 'sync':
            request = { method: 'POST', url: '/v1/enrich', payload: JSON.stringify(testCase.body), headers: { ...headers, 'content-type': 'application/json' } };
            break;
          case 'async':
            request = { method: 'POST', url: '/v1/enrich/async', payload: JSON.stringify(testCase.body), headers: { ...headers, 'content-type': 'application/json', ...(testCase.idempotencyKey ? { 'idempotency-key': testCase.idempotencyKey } : {}) } };
            break;
          case 'feedback':
            request = { method: 'POST', url: '/v1/feedback', payload: JSON.stringify(testCase.body), headers: { ...headers, 'content-type': 'application/json' } };
            break;
          case 'job':
            request = { method: 'GET', url: `/v1/enrich/jobs/${encodeURIComponent(testCase.id)}`, headers };
            break;
          case 'raw':
            request = { method: testCase.method, url: testCase.url, payload: testCase.method === 'GET' ? undefined : testCase.payload, headers: { ...headers, ...(testCase.contentType ? { 'content-type': testCase.contentType } : {}) } };
            break;
          case 'auth':
            request = { method: 'POST', url: '/v1/enrich', payload: { transactions: ['A SHOP'] }, headers: testCase.key ? { 'x-api-key': testCase.key } : {}, remoteAddress: testCase.remote };
            break;
        }
        const answer = await t.app.http.inject(request);
        expect(answer.statusCode).toBeLessThan(500);
        if (answer.statusCode >= 400) {
          const body = answer.json() as Record<string, unknown>;
          expect(typeof body.error).toBe('string');
          expect(typeof body.code).toBe('string');
          expect(body.request_id).toBe(answer.headers['x-request-id']);
          expect(Object.keys(body).filter((name) => !['error', 'code', 'details', 'request_id'].includes(name))).toEqual([]);
        }
        const sent = (testCase.kind === 'sync' || testCase.kind === 'async') && typeof testCase.body === 'object' && testCase.body !== null ? (testCase.body as { transactions?: unknown }).transactions : undefined;
        if (testCase.kind === 'sync' && answer.statusCode === 200) {
          expect(answer.json().results.map((item: { input: string }) => item.input)).toEqual(sent);
        }
        if (testCase.kind === 'async' && answer.statusCode === 202 && answer.headers['idempotent-replayed'] !== 'true') {
          accepted.push({ pollUrl: answer.json().poll_url, inputs: sent as string[] });
        }
      }),
      { numRuns: RUNS_PER_DATABASE },
    );

    // Async inputs come back exactly, like the sync ones.
    for (const job of accepted.slice(0, 40)) {
      const body = await eventually(async () => {
        const polled = (await t.app.http.inject({ method: 'GET', url: job.pollUrl, headers: { 'x-api-key': key } })).json();
        return polled.status === 'complete' || polled.status === 'failed' ? polled : undefined;
      }, 60_000);
      expect(body.status).toBe('complete');
      expect(body.results.map((item: { input: string }) => item.input)).toEqual(job.inputs);
    }
    expect((await t.app.http.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.http.inject('/readyz')).statusCode).toBe(200);
    const normal = await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
    expect(normal.json().results[0].merchant).toBe('Netflix');
  });
});
