import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { openAIEnv, startOpenAIServer, textsSent, titleCase, type FakeAnswer } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';

describe.each(databaseKinds())('pipeline with a real model server on %s', (kind) => {
  let server: ProtocolServer;
  let t: TestApp;
  let key: string;
  const answers = new Map<string, FakeAnswer>();

  beforeAll(async () => {
    server = await startOpenAIServer(
      (text) => answers.get(text) ?? { name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.5 },
      (texts) => (texts.some((text) => text.includes('SLOW')) ? 3000 : 0),
    );
    t = await createTestApp(kind, { env: openAIEnv(server, { TXENRICH_MODEL_TIMEOUT_MS: '1500' }) });
    ({ key } = await t.newKey());
  });
  afterEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const enrich = async (transactions: string[], apiKey = key) =>
    t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': apiKey } });

  it('turns a timed-out call into retry items while known merchants complete (10 s cap, lowered here)', async () => {
    const response = await enrich(['NETFLIX.COM', 'SLOW LANE BAKERY PORTLAND', 'SPOTIFY USA']);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('partial');
    expect(body.results[0]).toMatchObject({ status: 'complete', merchant: 'Netflix' });
    expect(body.results[1]).toEqual({ input: 'SLOW LANE BAKERY PORTLAND', status: 'retry', confidence: 0, reason: 'model_timeout' });
    expect(body.results[2]).toMatchObject({ status: 'complete', source: 'cache' });
    expect(body.usage).toMatchObject({ retry: 1, billable: 0 });
    const settled = await Promise.all(server.requests.map((request) => request.settled));
    expect(settled).toContain('aborted');
    const metrics = (await t.app.http.inject('/metrics')).body;
    expect(metrics).toMatch(/txenrich_model_calls_total\{provider="openai",outcome="timeout"\} 1/);
    expect(metrics).toMatch(/txenrich_items_total\{outcome="retry"\} 1/);
  });

  it('caches a confident model answer for the next request, and never a low-confidence one', async () => {
    answers.set('BLUE HERON TEA HOUSE', { name: 'Blue Heron Tea House', domain: 'blueherontea.com', cat: 'food_and_drink', mcc: '5814', sub: false, conf: 0.99 });
    const first = (await enrich(['BLUE HERON TEA HOUSE'])).json().results[0];
    expect(first).toMatchObject({ status: 'complete', source: 'llm', merchant: 'Blue Heron Tea House', domain: 'blueherontea.com', category: 'food_and_drink' });
    expect(first.confidence).toBeGreaterThanOrEqual(0.8);
    const second = (await enrich(['BLUE HERON TEA HOUSE'])).json();
    expect(second.results[0]).toMatchObject({ source: 'cache', merchant: 'Blue Heron Tea House', confidence: first.confidence });
    expect(second.usage).toMatchObject({ cache: 1, model: 0, billable: 0 });
    expect(textsSent(server)).toEqual(['BLUE HERON TEA HOUSE']);
    const usage = await t.app.database.db.selectFrom('usage_records').select(['outcome', 'input_tokens', 'output_tokens']).where('outcome', '=', 'model').execute();
    expect(usage.length).toBeGreaterThan(0);
    expect(usage.every((row) => row.input_tokens > 0 && row.output_tokens > 0)).toBe(true);
    expect((await t.app.http.inject('/metrics')).body).toMatch(/txenrich_model_tokens_total\{direction="input"\} [1-9]/);

    answers.set('GRAY OWL GIFTS', { name: 'Gray Owl Gifts', domain: null, cat: 'shopping', mcc: '5947', sub: false, conf: 0.6 });
    await enrich(['GRAY OWL GIFTS']);
    const again = (await enrich(['GRAY OWL GIFTS'])).json();
    expect(again.results[0].source).toBe('llm');
    expect(textsSent(server).filter((text) => text === 'GRAY OWL GIFTS')).toHaveLength(2);
  });

  it('gives a verified merchant its verified spelling and drops a domain with a path', async () => {
    answers.set('MICKEY D DRIVE THRU', { name: 'MCDONALDS', domain: 'mcdonalds.com/us', cat: 'food_and_drink', mcc: '5814', sub: false, conf: 0.95 });
    answers.set('PAPER LANTERN PRINTS', { name: 'Paper Lantern Prints', domain: 'https://paperlantern.example/shop', cat: 'business_services', mcc: '7338', sub: false, conf: 0.95 });
    const body = (await enrich(['MICKEY D DRIVE THRU 44', 'PAPER LANTERN PRINTS'])).json();
    expect(body.results[0]).toMatchObject({ merchant: "McDonald's", domain: 'mcdonalds.com', source: 'llm' });
    expect(body.results[1]).toMatchObject({ merchant: 'Paper Lantern Prints', domain: null });
  });

  it('never sends personal data to the model, but does send the merchant words', async () => {
    const planted = [
      { input: 'GREEN FERN FLORIST 4111 1111 1111 1111', pii: ['4111111111111111'], words: ['GREEN FERN FLORIST'], kinds: ['card_number'] },
      { input: 'HARBOR LIGHT CANDLES jane.doe@example.com 415-555-0134', pii: ['JANE.DOE', 'EXAMPLE.COM', '4155550134'], words: ['HARBOR LIGHT CANDLES'], kinds: ['email', 'phone'] },
      { input: 'SILVER BIRCH YOGA GB82WEST12345698765432', pii: ['GB82WEST12345698765432', '12345698765432'], words: ['SILVER BIRCH YOGA'], kinds: ['iban'] },
      { input: 'COPPER KETTLE DINER ACCT 000123456789', pii: ['000123456789'], words: ['COPPER KETTLE DINER'], kinds: ['account_number'] },
      { input: 'BILL PAYMENT TO S JONES OAK LODGE RENT', pii: ['JONES'], words: ['OAK LODGE RENT'], kinds: ['person_name'] },
      { input: 'TRANSFER TO MARGARET OKONKWO TUTORING', pii: ['MARGARET', 'OKONKWO'], words: ['TUTORING'], kinds: ['person_name'] },
      { input: 'MISS MARGARET OKONKWO PIANO LESSONS', pii: ['MARGARET', 'OKONKWO'], words: ['PIANO LESSONS'], kinds: ['person_name'] },
    ];
    const body = (await enrich(planted.map((item) => item.input))).json();
    const sent = server.requests.map((request) => request.rawBody.toUpperCase()).join('\n');
    expect(textsSent(server)).toHaveLength(planted.length);
    for (const [index, item] of planted.entries()) {
      for (const pii of item.pii) expect(sent.replace(/[\s-]/g, '')).not.toContain(pii);
      for (const words of item.words) expect(sent).toContain(words);
      expect(body.results[index].redacted).toEqual(item.kinds);
    }
  });
});
