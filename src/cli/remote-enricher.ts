import { TxenrichClient } from '../../sdk/src/index';
import type { EnrichResultItem } from '../enrich';
import type { Enricher } from './enricher';

/**
 * Enrichment against a running server through the SDK: async jobs of 500, `concurrency` in
 * flight, 429/503 waited out as Retry-After says, `retry` items resubmitted.
 */
export function createRemoteEnricher(baseUrl: string, apiKey: string, options: { concurrency?: number } = {}): Enricher {
  const client = new TxenrichClient({ baseUrl, apiKey, maxRetries: 8 });
  return {
    // One async job per batch, `concurrency` batches in flight: no batch waits for the slowest
    // job of another.
    batchSize: 500,
    parallelBatches: options.concurrency ?? 4,
    async enrich(inputs, call = {}) {
      // Up to 10 strings go through the sync endpoint: one request, no polling.
      if (inputs.length <= 10) return (await client.enrich(inputs, call.signal ? { signal: call.signal } : {})).results as EnrichResultItem[];
      return (await client.enrichMany(inputs, {
        concurrency: 1,
        // A job of 500 takes seconds: poll often enough that finished work is not left waiting.
        maxPollIntervalMs: 1_000,
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.retryRounds !== undefined ? { retryRounds: call.retryRounds } : {}),
      })) as EnrichResultItem[];
    },
    close: async () => undefined,
  };
}
