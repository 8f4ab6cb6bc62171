import type { Config } from '../config';
import type { Database } from '../db';
import type { EnrichContext } from '../enrich/ports';
import type { EnrichOutcome } from '../enrich/enrich-batch';
import type { Metrics } from './metrics';
import type { FieldCipher } from '../encryption';

/** What routes may call: services, never SQL. Built by app.ts. */
export interface ApiServices {
  config: Config;
  database: Database;
  enrich(context: EnrichContext, inputs: readonly string[]): Promise<EnrichOutcome>;
  /** Wakes the in-process job worker, when there is one. */
  notifyJobs(): void;
  metrics: Metrics;
  /** Encrypts job inputs and results at rest. */
  cipher: FieldCipher;
  /** Keyed digest of a submitted batch (Idempotency-Key conflict check). */
  requestDigest(transactions: readonly string[]): string;
  /** Redis or nothing: checked by /readyz when configured. */
  pingQueue?: () => Promise<void>;
}
