import type { Config } from '../config';
import type { Database } from '../db';
import type { EnrichContext } from '../enrich/ports';
import type { EnrichOutcome } from '../enrich/enrich-batch';
import type { Metrics } from './metrics';
import type { KeyVerification } from '../keys';

/** What routes may call: services, never SQL. Built by app.ts. */
export interface ApiServices {
  config: Config;
  database: Database;
  /** Key verification (cached in memory, revocations seen at once: src/keys/key-cache.ts). */
  verifyKey(rawKey: string | undefined): Promise<KeyVerification>;
  enrich(context: EnrichContext, inputs: readonly string[]): Promise<EnrichOutcome>;
  /** Wakes the in-process job worker, when there is one. */
  notifyJobs(): void;
  metrics: Metrics;
  /** Redis or nothing: checked by /readyz when configured. */
  pingQueue?: () => Promise<void>;
}
