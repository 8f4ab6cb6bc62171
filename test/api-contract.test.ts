import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { generateRawKey } from '../src/keys';

describe.each(databaseKinds())('API contract on %s', (kind) => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ key } = await t.newKey());
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.http.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-api-key': key, ...headers } });

  describe('POST /v1/enrich', () => {
    it('answers every item in request order, input echoed byte for byte', async () => {
      const inputs = ['NETFLIX.COM', '  SQ *JOES PIZZA BROOKLYN NY ', '#####', 'Café Ümlaut 🍕 Bäckerei Berlin'];
      const response = await post('/v1/enrich', { transactions: inputs });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.job_id).toBeNull();
      expect(body.results.map((item: { input: string }) => item.input)).toEqual(inputs);
      expect(body.status).toBe('complete');
      expect(body.usage).toEqual({ cache: 1, model: 2, rejected: 1, retry: 0, billable: 2 });
    });

    it('puts fields in the contract order and only the fields each status allows', async () => {
      const body = (await post('/v1/enrich', { transactions: ['NETFLIX.COM', '12345'] })).json();
      const [known, rejected] = body.results;
      expect(Object.keys(known)).toEqual(['input', 'status', 'source', 'merchant', 'domain', 'category', 'mcc_code', 'is_subscription', 'confidence']);
      expect(known).toMatchObject({ status: 'complete', source: 'cache', merchant: 'Netflix', domain: 'netflix.com', category: 'entertainment', is_subscription: true, confidence: 1 });
      expect(rejected).toEqual({ input: '12345', status: 'rejected', confidence: 0, reason: 'all_digits' });
    });

    it('gives the builtin model low confidence, no invented domain, a category from the taxonomy', async () => {
      const body = (await post('/v1/enrich', { transactions: ['SQ *HARBORVIEW NOODLE BAR SEATTLE WA'] })).json();
      const [item] = body.results;
      expect(item.status).toBe('complete');
      expect(item.source).toBe('llm');
      expect(item.domain).toBeNull();
      expect(item.confidence).toBeLessThan(0.8);
      expect(item.category).toBe('food_and_drink');
    });

    it('rejects items too long, too short, all digits, noise', async () => {
      const body = (await post('/v1/enrich', { transactions: ['A'.repeat(513), 'ab', '0412 5555 12', 'XJ7Q9ZK2LP4MW8'] })).json();
      expect(body.results.map((item: { reason: string }) => item.reason)).toEqual(['too_long', 'too_short', 'all_digits', 'no_merchant_signal']);
      for (const item of body.results) expect(item).toMatchObject({ status: 'rejected', confidence: 0 });
    });

    it('says what kind of line an item is, and rejects lines that name nobody with no_merchant', async () => {
      const inputs = [
        'MONTHLY SERVICE FEE',
        'CHECK 1043',
        'ATM WITHDRAWAL 0423 1234 MAIN ST SPRINGFIELD IL',
        'CHECKCARD 0312 STARBUCKS STORE 12345 SEATTLE WA 24492153071000123456789',
        'FASTER PAYMENT TO THAMES WATER FROM GB29NWBK60161331926819',
        'NETFLIX.COM',
      ];
      const body = (await post('/v1/enrich', { transactions: inputs })).json();
      const [fee, check, atm, purchase, transfer, plain] = body.results;
      expect(fee).toEqual({ input: inputs[0], status: 'rejected', confidence: 0, reason: 'no_merchant', kind: 'fee' });
      expect(check).toEqual({ input: inputs[1], status: 'rejected', confidence: 0, reason: 'no_merchant', kind: 'check' });
      expect(atm).toEqual({ input: inputs[2], status: 'rejected', confidence: 0, reason: 'no_merchant', kind: 'atm' });
      expect(purchase).toMatchObject({ status: 'complete', merchant: 'Starbucks', kind: 'purchase' });
      expect(Object.keys(purchase).at(-1)).toBe('kind');
      expect(transfer).toMatchObject({ status: 'complete', source: 'cache', merchant: 'Thames Water', kind: 'transfer' });
      expect(transfer.redacted).toContain('iban');
      expect(plain).not.toHaveProperty('kind');
    });

    it('refuses 11 items with details.transactions, and an empty list', async () => {
      for (const transactions of [Array.from({ length: 11 }, () => 'NETFLIX.COM'), []]) {
        const response = await post('/v1/enrich', { transactions });
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.code).toBe('validation_error');
        expect(body.details.transactions.length).toBeGreaterThan(0);
        expect(body.request_id).toMatch(/^req_/);
      }
    });

    it('refuses bodies that are not JSON, the wrong content type, non-string items, a missing field', async () => {
      const notJson = await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: '{"transactions": [', headers: { 'x-api-key': key, 'content-type': 'application/json' } });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().code).toBe('validation_error');
      const wrongType = await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: 'transactions=x', headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' } });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().code).toBe('validation_error');
      const numbers = await post('/v1/enrich', { transactions: [12] });
      expect(numbers.statusCode).toBe(400);
      expect(numbers.json().details.transactions).toBeDefined();
      const missing = await post('/v1/enrich', { items: ['x'] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details.transactions).toBeDefined();
    });

    it('answers 413 above 1 MiB', async () => {
      const response = await post('/v1/enrich', { transactions: ['x'.repeat(1024 * 1024 + 10)] });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('payload_too_large');
    });
  });

  describe('authentication', () => {
    const enrich = (headers: Record<string, string>) =>
      t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] }, headers });

    it('refuses a missing, malformed and unknown key with 401 and WWW-Authenticate', async () => {
      for (const headers of <Array<Record<string, string>>>[{}, { 'x-api-key': 'txe_live_nope' }, { 'x-api-key': key.slice(0, -1) + (key.endsWith('a') ? 'b' : 'a') }, { 'x-api-key': generateRawKey() }]) {
        const response = await enrich(headers);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toContain('Bearer');
        expect(response.json().code).toBe('unauthorized');
      }
    });

    it('accepts Bearer, and X-API-Key wins when both are present', async () => {
      expect((await enrich({ authorization: `Bearer ${key}` })).statusCode).toBe(200);
      expect((await enrich({ authorization: `Bearer ${key}`, 'x-api-key': generateRawKey() })).statusCode).toBe(401);
      expect((await enrich({ authorization: `Bearer ${generateRawKey()}`, 'x-api-key': key })).statusCode).toBe(200);
    });
  });

  describe('POST /v1/feedback', () => {
    it('stores a report and answers 201 with a UUID', async () => {
      const response = await post('/v1/feedback', { raw_input: 'SQ *JOES PIZZA', returned_name: 'Joes Pizza', correct_name: "Joe's Pizza", correct_category: 'food_and_drink', notes: 'x'.repeat(1000) });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      const stored = await t.app.database.db.selectFrom('feedback').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ input_text: 'SQ *JOES PIZZA', model_text: 'JOES PIZZA', correct_name: "Joe's Pizza", status: 'pending' });
    });

    it('refuses an empty raw_input with details.raw_input, and notes of 1,001 characters', async () => {
      const empty = await post('/v1/feedback', { raw_input: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().details.raw_input[0]).toMatch(/at least 1/);
      const notes = await post('/v1/feedback', { raw_input: 'x', notes: 'n'.repeat(1001) });
      expect(notes.statusCode).toBe(400);
      expect(notes.json().details.notes).toBeDefined();
      const category = await post('/v1/feedback', { raw_input: 'x', correct_category: 'snacks' });
      expect(category.statusCode).toBe(400);
      expect(category.json().details.correct_category).toBeDefined();
    });
  });

  describe('operations', () => {
    it('serves /healthz, /readyz, /metrics, /openapi.json and /docs without a key', async () => {
      expect((await t.app.http.inject('/healthz')).json()).toEqual({ status: 'ok' });
      expect((await t.app.http.inject('/readyz')).json()).toEqual({ status: 'ok' });
      const metrics = await t.app.http.inject('/metrics');
      expect(metrics.body).toContain('txenrich_items_total');
      const openapi = (await t.app.http.inject('/openapi.json')).json();
      expect(openapi.openapi).toBe('3.1.0');
      expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/v1/enrich', '/v1/enrich/async', '/v1/enrich/jobs/{jobId}', '/v1/feedback']));
      const docs = await t.app.http.inject('/docs/');
      expect(docs.statusCode).toBe(200);
      expect(docs.body).toContain('swagger');
    });

    it('documents an example for every success response, named schemas included', async () => {
      const openapi = (await t.app.http.inject('/openapi.json')).json();
      const missing: string[] = [];
      for (const [route, operations] of Object.entries<Record<string, { responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown>; example?: unknown }> }> }>>(openapi.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          for (const [status, response] of Object.entries(operation.responses).filter(([code]) => code.startsWith('2'))) {
            for (const media of Object.values(response.content ?? {})) {
              const ref = typeof media.schema?.$ref === 'string' ? media.schema.$ref.split('/').at(-1) : undefined;
              const schema = ref ? openapi.components.schemas[ref] : media.schema;
              if (media.example === undefined && !schema?.examples && schema?.example === undefined) missing.push(`${method} ${route} ${status}`);
            }
          }
        }
      }
      expect(missing).toEqual([]);
    });

    it('answers unknown paths with the error format', async () => {
      const response = await t.app.http.inject('/v1/nothing');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });
  });
});
