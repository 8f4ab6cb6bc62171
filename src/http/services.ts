import type { Config } from '../config';
import type { Database } from '../db';
import type { EnrichContext } from '../enrich/ports';
import type { EnrichOutcome } from '../enrich/enrich-batch';
import type { FeedbackInput } from '../feedback';
import type { Metrics } from './metrics';

/** What routes may call: services, never SQL. Built by app.ts. */
export interface ApiServices {
  config: Config;
  database: Database;
  enrich(context: EnrichContext, inputs: readonly string[]): Promise<EnrichOutcome>;
  /** Stores a report, redacted, in the review queue. */
  submitFeedback(accountId: string, input: FeedbackInput): Promise<{ id: string }>;
  /** Wakes the in-process job worker, when there is one. */
  notifyJobs(): void;
  metrics: Metrics;
  /** Redis or nothing: checked by /readyz when configured. */
  pingQueue?: () => Promise<void>;
}
