import type { EnrichResultItem } from '../enrich';

export interface EnrichCall {
  signal?: AbortSignal;
  /** Resubmissions of `retry` items within this call (remote only; the CLI retries at the end). */
  retryRounds?: number;
}

/**
 * What `txenrich enrich` calls: in process (createLocalEnricher) or against a server
 * (createRemoteEnricher), the same shape. (`txenrich eval` runs enrichBatch itself.)
 */
export interface Enricher {
  /** Rows handed to one enrich() call by the CSV pipeline. */
  batchSize: number;
  /** enrich() calls the CSV pipeline keeps running at once. */
  parallelBatches: number;
  enrich(inputs: readonly string[], call?: EnrichCall): Promise<EnrichResultItem[]>;
  close(): Promise<void>;
}
