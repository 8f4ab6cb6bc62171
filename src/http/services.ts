import type { Config } from '../config';
import type { EnrichContext, EnrichOutcome } from '../enrich';
import type { CreateJobResult, JobView, NewJob } from '../jobs';
import type { FeedbackInput } from '../feedback';
import type { KeyVerification } from '../keys';
import type { Metrics } from './metrics';
import type { WebhookOutcome } from '../billing';

/** What routes and plugins may call: the domain's functions, never the database. Built by app.ts. */
export interface ApiServices {
  config: Config;
  verifyKey(rawKey: string | undefined): Promise<KeyVerification>;
  enrich(context: EnrichContext, inputs: readonly string[]): Promise<EnrichOutcome>;
  submitJob(job: NewJob): Promise<CreateJobResult>;
  /** Keyed digest of a submitted batch (the Idempotency-Key conflict check). */
  requestDigest(transactions: readonly string[]): string;
  getJob(accountId: string, jobId: string): Promise<JobView | undefined>;
  submitFeedback(accountId: string, feedback: FeedbackInput): Promise<{ id: string }>;
  /** Wakes the in-process job worker, when there is one. */
  notifyJobs(): void;
  /** Resolves when the database (and Redis, when configured) answer; /readyz. */
  checkReady(): Promise<void>;
  metrics: Metrics;
  billing: {
    /** A payment provider is configured (else the dashboard hides billing). */
    enabled: boolean;
    /** Where "Add a card" sends the browser (the CSP's form-action lists them); empty when off. */
    checkoutOrigins: readonly string[];
    /** Verifies and applies one payment-provider webhook delivery. */
    webhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;
  };
}
