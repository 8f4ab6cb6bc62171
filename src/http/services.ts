import type { Config } from '../config';
import type { Database } from '../db';
import type { EnrichContext } from '../enrich/ports';
import type { EnrichOutcome } from '../enrich/enrich-batch';
import type { Metrics } from './metrics';
import type { WebhookOutcome } from '../billing';

/** What routes may call: services, never SQL. Built by app.ts. */
export interface ApiServices {
  config: Config;
  database: Database;
  enrich(context: EnrichContext, inputs: readonly string[]): Promise<EnrichOutcome>;
  /** Wakes the in-process job worker, when there is one. */
  notifyJobs(): void;
  metrics: Metrics;
  billing: {
    /** A payment provider is configured (else the dashboard hides billing). */
    enabled: boolean;
    /** Verifies and applies one payment-provider webhook delivery. */
    webhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;
  };
  /** Redis or nothing: checked by /readyz when configured. */
  pingQueue?: () => Promise<void>;
}
