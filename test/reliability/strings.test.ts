import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, eventually, type TestApp } from '../harness';

// Strings no client should be able to turn into a 500 or get back altered.
const AWKWARD = ['ACME\u0000 STORE', '\ud800 LONE HIGH', 'LONE LOW \udc00', 'MIX \udc00\ud800 \u0000', '\u0000', 'EMOJI 🍕 \u2028 \ufeff', 'x'.repeat(600)];

describe.each(databaseKinds())('NUL and lone surrogates on %s', (kind) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { worker: true });
    ({ key } = await t.newKey());
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown) => t.app.http.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-api-key': key } });

  it('the sync path echoes every input exactly', async () => {
    const answer = await post('/v1/enrich', { transactions: AWKWARD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results.map((item: { input: string }) => item.input)).toEqual(AWKWARD);
  });

  it('the async path stores and echoes every input exactly (never U+FFFD, never a 500)', async () => {
    const accepted = await post('/v1/enrich/async', { transactions: AWKWARD });
    expect(accepted.statusCode).toBe(202);
    const job = await eventually(async () => {
      const body = (await t.app.http.inject({ method: 'GET', url: accepted.json().poll_url, headers: { 'x-api-key': key } })).json();
      return body.status === 'complete' ? body : undefined;
    });
    expect(job.results.map((item: { input: string }) => item.input)).toEqual(AWKWARD);
  });

  it.each(['raw_input', 'returned_name', 'correct_name', 'notes'])('feedback refuses NUL in %s with a 400 naming the field', async (field) => {
    const answer = await post('/v1/feedback', { raw_input: 'ACME STORE', [field]: 'ACME\u0000 STORE' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation_error' });
    expect(answer.json().details[field]?.[0]).toMatch(/NUL/);
  });

  it('feedback refuses a lone surrogate with a 400 naming the field', async () => {
    const answer = await post('/v1/feedback', { raw_input: 'ACME \ud800 STORE' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.raw_input?.[0]).toMatch(/surrogate/);
  });
});
