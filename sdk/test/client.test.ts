import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TxenrichClient, TxenrichError, type EnrichManyProgress } from '../src/index';
import { devsetInputs, FAILING_MARKER, startServer, type RunningServer } from './server';
import { openAIEnv, startOpenAIServer, titleCase } from '../../test/model-server';
import type { ProtocolServer } from '../../test/providers/protocol-server';

describe('SDK against the real server', () => {
  let server: RunningServer;
  let client: TxenrichClient;

  beforeAll(async () => {
    server = await startServer('sqlite');
    client = new TxenrichClient({ baseUrl: server.url, apiKey: server.key });
  });
  afterAll(async () => server.close());

  it('enriches up to 10 strings synchronously', async () => {
    const response = await client.enrich(['NETFLIX.COM', '#####']);
    expect(response.job_id).toBeNull();
    expect(response.results[0]).toMatchObject({ input: 'NETFLIX.COM', status: 'complete', merchant: 'Netflix', source: 'cache' });
    expect(response.results[1]).toMatchObject({ input: '#####', status: 'rejected' });
    await expect(client.enrich(Array.from({ length: 11 }, () => 'NETFLIX.COM'))).rejects.toThrow(RangeError);
  });

  it('throws typed errors carrying code, status and request id', async () => {
    const stranger = new TxenrichClient({ baseUrl: server.url, apiKey: 'txe_live_notakey' });
    const error = await stranger.enrich(['NETFLIX.COM']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TxenrichError);
    expect(error).toMatchObject({ code: 'unauthorized', status: 401, requestId: expect.stringMatching(/^req_/) });
    const invalid = await client.feedback({ raw_input: '' }).catch((caught: unknown) => caught);
    expect(invalid).toMatchObject({ code: 'validation_error', status: 400, details: { raw_input: expect.any(Array) } });
    const notFound = await client.getJob('00000000-0000-4000-8000-000000000000').catch((caught: unknown) => caught);
    expect(notFound).toMatchObject({ code: 'not_found', status: 404 });
    const offline = new TxenrichClient({ baseUrl: 'http://127.0.0.1:9', apiKey: server.key, maxRetries: 0 });
    expect(await offline.enrich(['NETFLIX.COM']).catch((caught: unknown) => caught)).toMatchObject({ code: 'network_error', status: 0 });
  });

  it('sends feedback into the review queue', async () => {
    const created = await client.feedback({ raw_input: 'SQ *JOES PIZZA', correct_name: "Joe's Pizza", correct_category: 'food_and_drink' });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('enriches 10,000 strings through 500-item jobs, in input order, with progress', async () => {
    const base = devsetInputs();
    const inputs = Array.from({ length: 10_000 }, (_unused, index) => base[index % base.length] as string);
    const progress: EnrichManyProgress[] = [];
    const results = await client.enrichMany(inputs, { concurrency: 4, onProgress: (event) => progress.push(event) });
    expect(results).toHaveLength(10_000);
    expect(results.every((item, index) => item.input === inputs[index])).toBe(true);
    expect(results.filter((item) => item.status === 'complete').length).toBeGreaterThan(5_000);
    expect(progress.at(-1)).toMatchObject({ done: 10_000, total: 10_000 });
    expect(progress.every((event, index) => index === 0 || event.done >= (progress[index - 1] as EnrichManyProgress).done)).toBe(true);
    const jobs = await server.test.app.database.db.selectFrom('jobs').select(['total']).execute();
    expect(jobs.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...jobs.map((job) => job.total))).toBe(500);
  }, 240_000);

  it('rejects with the job error when a job fails, and stops the others', async () => {
    const inputs = ['NETFLIX.COM', 'SPOTIFY USA', `${FAILING_MARKER} 1`];
    const error = await client.enrichMany(inputs, { chunkSize: 1, concurrency: 3 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TxenrichError);
    expect(error).toMatchObject({ code: 'job_failed', jobId: expect.stringMatching(/^[0-9a-f-]{36}$/), details: { processing_failed: expect.any(Array) } });
  }, 60_000);

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const running = client.enrichMany(['NETFLIX.COM', 'SPOTIFY USA'], { signal: controller.signal, chunkSize: 1 });
    controller.abort(new Error('user cancelled'));
    await expect(running).rejects.toThrow('user cancelled');
  });
});

describe('SDK under a low rate limit', () => {
  let server: RunningServer;
  const statuses: number[] = [];
  const retryAfters: string[] = [];

  beforeAll(async () => {
    server = await startServer('sqlite', { TXENRICH_RATE_LIMIT_PER_SECOND: '5', TXENRICH_RATE_LIMIT_BURST: '5' });
  });
  afterAll(async () => server.close());

  // The real fetch, observed: every status the server answered and every Retry-After it sent.
  const observingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    const retryAfter = response.headers.get('retry-after');
    if (response.status === 429 && retryAfter) retryAfters.push(retryAfter);
    return response;
  };

  it('waits out 429s (Retry-After) and still returns every result in order', async () => {
    const client = new TxenrichClient({ baseUrl: server.url, apiKey: server.key, fetch: observingFetch, maxRetries: 20 });
    const inputs = Array.from({ length: 40 }, (_unused, index) => (index % 2 === 0 ? 'NETFLIX.COM' : 'SPOTIFY USA'));
    const results = await client.enrichMany(inputs, { chunkSize: 2, concurrency: 6 });
    expect(results.map((item) => item.input)).toEqual(inputs);
    expect(results.every((item) => item.status === 'complete')).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(retryAfters.length).toBeGreaterThan(0);
    expect(retryAfters.every((value) => Number(value) >= 1)).toBe(true);
  }, 120_000);

  it('surfaces a 429 as rate_limited when retries are used up', async () => {
    const client = new TxenrichClient({ baseUrl: server.url, apiKey: server.key, maxRetries: 0 });
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => client.enrich(['NETFLIX.COM'])));
    const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: expect.any(Number) });
  });
});

describe('SDK resubmitting retry items', () => {
  let model: ProtocolServer;
  let server: RunningServer;
  const seen = new Map<string, number>();

  beforeAll(async () => {
    // A real OpenAI-compatible model server that is too slow the first time it sees a text:
    // those items come back `retry` (model_timeout), and answer at once the second time.
    model = await startOpenAIServer(
      (text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.9 }),
      (texts) => {
        const first = texts.some((text) => !seen.has(text));
        for (const text of texts) seen.set(text, (seen.get(text) ?? 0) + 1);
        return first ? 2_000 : 0;
      },
    );
    server = await startServer('sqlite', openAIEnv(model, { TXENRICH_MODEL_TIMEOUT_MS: '300' }));
  });
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  it('resubmits retry items and returns their second answers in place', async () => {
    const client = new TxenrichClient({ baseUrl: server.url, apiKey: server.key });
    const inputs = ['NETFLIX.COM', 'QUIET MEADOW FLORIST DULUTH', 'SPOTIFY USA'];
    const results = await client.enrichMany(inputs, { retryRounds: 2 });
    expect(results.map((item) => item.input)).toEqual(inputs);
    expect(results[1]).toMatchObject({ status: 'complete', source: 'llm', merchant: expect.stringMatching(/quiet meadow florist/i) });
    expect(results.every((item) => item.status === 'complete')).toBe(true);
  }, 60_000);

  it('gives up after the bounded number of rounds, leaving the item retry', async () => {
    const client = new TxenrichClient({ baseUrl: server.url, apiKey: server.key });
    const [item] = await client.enrichMany(['VELVET ANCHOR BOOKSHOP'], { retryRounds: 0 });
    expect(item).toMatchObject({ status: 'retry', reason: 'model_timeout' });
  }, 60_000);
});
