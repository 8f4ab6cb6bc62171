import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enrichWithModel } from './batch';
import { createModelLimiter } from './model-limiter';
import type { EnrichmentModel } from './port';
import { REALISTIC_BATCH, inputs } from '../../test/providers/fixtures';
import { startProtocolServer, type ProtocolServer } from '../../test/providers/protocol-server';
import { itemsSent, openaiHarness as harness, realisticDocument } from '../../test/providers/protocols';

const TEXTS = REALISTIC_BATCH.map((entry) => entry.text);

describe('enrichWithModel', () => {
  let server: ProtocolServer;
  beforeEach(async () => {
    server = await startProtocolServer(harness.realistic);
  });
  afterEach(async () => {
    await server.close();
  });

  it('sends each distinct text once and fans the answer out to every duplicate', async () => {
    const model = harness.create(server.url);
    const batch = inputs('NETFLIX.COM', 'FEDEX 78912345678', 'NETFLIX.COM', 'NETFLIX.COM');
    const result = await enrichWithModel(model, batch);

    expect(server.requests).toHaveLength(1);
    expect(itemsSent(harness, server.requests[0] as never).map((item) => item.text)).toEqual(['NETFLIX.COM', 'FEDEX 78912345678']);
    expect(result.items).toHaveLength(4);
    expect(result.items[0]).toEqual(result.items[2]);
    expect(result.items[0]).toEqual(result.items[3]);
    expect(result.items[1]?.ok && result.items[1].answer.name).toBe('FedEx');
  });

  it('chunks by the smaller of batchSize and the model maximum, and sums usage exactly', async () => {
    const model = harness.create(server.url, { maxBatchSize: 10 });
    const result = await enrichWithModel(model, inputs(...TEXTS), { batchSize: 25 });

    expect(server.requests.map((request) => itemsSent(harness, request).length).sort()).toEqual([10, 10, 5]);
    expect(result.calls).toBe(3);
    expect(result.items.every((item) => item.ok)).toBe(true);
    // The harness reports 812/701 tokens per call.
    expect(result.usage).toEqual({ inputTokens: 3 * 812, outputTokens: 3 * 701 });
    expect(result.itemUsage.reduce((sum, usage) => sum + usage.inputTokens, 0)).toBe(3 * 812);
    expect(result.itemUsage.reduce((sum, usage) => sum + usage.outputTokens, 0)).toBe(3 * 701);
    expect(result.itemUsage.every((usage) => Number.isInteger(usage.inputTokens))).toBe(true);
  });

  it('never has more calls in flight than the process-wide limiter allows', async () => {
    const limiter = createModelLimiter(2);
    const model = harness.create(server.url);
    server.enqueue(...Array.from({ length: 12 }, () => async (request: Parameters<typeof harness.realistic>[0]) => ({
      ...harness.answer(realisticDocument(harness, request)),
      delayMs: 40,
    })));
    // Two concurrent batches share the limiter: together 12 calls of 2 items.
    const [first, second] = await Promise.all([
      enrichWithModel(model, inputs(...TEXTS.slice(0, 12)), { limiter, batchSize: 2 }),
      enrichWithModel(model, inputs(...TEXTS.slice(12, 24)), { limiter, batchSize: 2 }),
    ]);
    expect(server.requests).toHaveLength(12);
    expect(server.maxInFlight).toBe(2);
    expect([...first.items, ...second.items].every((item) => item.ok)).toBe(true);
    expect(limiter.active).toBe(0);
  });

  it('fails only the chunk whose call failed', async () => {
    const model = harness.create(server.url);
    server.enqueue(harness.realistic, harness.error(400, 'context length exceeded'), harness.realistic);
    const result = await enrichWithModel(model, inputs(...TEXTS.slice(0, 6)), { batchSize: 2, concurrency: 1 });
    expect(result.items.map((item) => (item.ok ? 'ok' : item.reason))).toEqual(['ok', 'ok', 'model_error', 'model_error', 'ok', 'ok']);
    expect(result.itemUsage[2]).toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it('contains a provider that throws or answers the wrong number of items', async () => {
    let calls = 0;
    const broken: EnrichmentModel = {
      name: 'broken',
      maxBatchSize: 2,
      async enrich(batch) {
        calls += 1;
        if (calls === 1) throw new Error('bug');
        return { items: batch.slice(1).map(() => ({ ok: false, reason: 'model_timeout' as const })), usage: { inputTokens: 1, outputTokens: 1 } };
      },
    };
    const result = await enrichWithModel(broken, inputs('A1', 'A2', 'A3', 'A4'), { concurrency: 1 });
    expect(result.items).toEqual([
      { ok: false, reason: 'model_error' },
      { ok: false, reason: 'model_error' },
      { ok: false, reason: 'model_timeout' },
      { ok: false, reason: 'model_error' },
    ]);
  });

  it('answers model_timeout for chunks still waiting when the caller gives up', async () => {
    const limiter = createModelLimiter(1);
    const controller = new AbortController();
    server.enqueue(() => {
      controller.abort();
      return { delayMs: 5_000 };
    });
    const model = harness.create(server.url);
    const result = await enrichWithModel(model, inputs('A1', 'A2', 'A3'), { limiter, batchSize: 1, signal: controller.signal });
    expect(result.items.map((item) => !item.ok && item.reason)).toEqual(['model_timeout', 'model_timeout', 'model_timeout']);
    expect(server.requests).toHaveLength(1);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });
});

describe('createModelLimiter', () => {
  it('rejects a bound that is not a positive integer', () => {
    expect(() => createModelLimiter(0)).toThrow(RangeError);
    expect(() => createModelLimiter(1.5)).toThrow(RangeError);
  });

  it('frees the slot of a task that throws synchronously', async () => {
    const limiter = createModelLimiter(1);
    await expect(limiter.run(() => {
      throw new Error('sync');
    })).rejects.toThrow('sync');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});
