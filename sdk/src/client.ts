import { enrichMany, type EnrichManyOptions, type JobApi } from './enrich-many.js';
import { requestJson, type TransportOptions } from './transport.js';
import type { EnrichResponse, EnrichResultItem, FeedbackCreated, FeedbackRequest, Job, JobAccepted } from './types.js';
import { VERSION } from './version.js';

export const SYNC_LIMIT = 10;

export interface TxenrichClientOptions {
  /** Where the API runs, e.g. `http://127.0.0.1:8080` (no `/v1`). */
  baseUrl: string;
  /** `txe_live_…`, sent as X-API-Key. */
  apiKey: string;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Retries of one request on 429 `rate_limited`, 503 and network errors (default 5). */
  maxRetries?: number;
  /** A Retry-After longer than this many seconds is not waited for (default 60). */
  maxRetryAfterSeconds?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface SubmitOptions extends CallOptions {
  /** Makes a retried submission return the same job (kept 24 h by the server). */
  idempotencyKey?: string;
}

/** A typed client for the txenrich API. Needs nothing but a global `fetch` (Node 20+, browsers). */
export class TxenrichClient {
  private readonly transport: TransportOptions;

  constructor(options: TxenrichClientOptions) {
    if (!options.baseUrl) throw new TypeError('baseUrl is required');
    if (!options.apiKey) throw new TypeError('apiKey is required');
    const fetchImplementation = options.fetch ?? globalThis.fetch;
    if (typeof fetchImplementation !== 'function') throw new TypeError('no fetch available: pass options.fetch');
    this.transport = {
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      fetch: fetchImplementation,
      maxRetries: options.maxRetries ?? 5,
      maxRetryAfterSeconds: options.maxRetryAfterSeconds ?? 60,
      userAgent: `txenrich-client/${VERSION}`,
    };
  }

  /** Enriches up to 10 strings synchronously (`POST /v1/enrich`). */
  async enrich(transactions: readonly string[], options: CallOptions = {}): Promise<EnrichResponse> {
    if (transactions.length < 1 || transactions.length > SYNC_LIMIT) {
      throw new RangeError(`enrich() takes 1 to ${SYNC_LIMIT} strings; use enrichMany() for more`);
    }
    return requestJson<EnrichResponse>(this.transport, 'POST', 'v1/enrich', { body: { transactions }, signal: options.signal });
  }

  /** Submits up to 500 strings as one async job (`POST /v1/enrich/async`). */
  async submitJob(transactions: readonly string[], options: SubmitOptions = {}): Promise<JobAccepted> {
    // A submission retried after a network error must not become a second job.
    const idempotencyKey = options.idempotencyKey ?? globalThis.crypto.randomUUID();
    return requestJson<JobAccepted>(this.transport, 'POST', 'v1/enrich/async', {
      body: { transactions },
      headers: { 'idempotency-key': idempotencyKey },
      signal: options.signal,
    });
  }

  /** One poll of a job (`GET /v1/enrich/jobs/{jobId}`). */
  async getJob(jobId: string, options: CallOptions = {}): Promise<Job> {
    return requestJson<Job>(this.transport, 'GET', `v1/enrich/jobs/${encodeURIComponent(jobId)}`, { signal: options.signal });
  }

  /**
   * Enriches any number of strings through async jobs (500 per job, `concurrency` in flight),
   * resubmitting `retry` items up to `retryRounds` times. One result per input, in input order.
   * Throws TxenrichError (`job_failed`, `unauthorized`, …) or the signal's reason when aborted.
   */
  async enrichMany(transactions: readonly string[], options: EnrichManyOptions = {}): Promise<EnrichResultItem[]> {
    const api: JobApi = {
      submit: (chunk, signal) => this.submitJob(chunk, signal ? { signal } : {}),
      get: (jobId, signal) => this.getJob(jobId, signal ? { signal } : {}),
    };
    return enrichMany(api, transactions, options);
  }

  /** Reports a wrong result (`POST /v1/feedback`); it enters the review queue. */
  async feedback(report: FeedbackRequest, options: CallOptions = {}): Promise<FeedbackCreated> {
    return requestJson<FeedbackCreated>(this.transport, 'POST', 'v1/feedback', { body: report, signal: options.signal });
  }
}

export function createClient(options: TxenrichClientOptions): TxenrichClient {
  return new TxenrichClient(options);
}
