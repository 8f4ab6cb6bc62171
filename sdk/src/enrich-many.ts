import { TxenrichError } from './errors.js';
import type { EnrichResultItem, Job, JobAccepted } from './types.js';
import { backoffMs, wait } from './wait.js';

export const ASYNC_LIMIT = 500;

export interface EnrichManyProgress {
  /** Items with a final answer so far (complete, rejected, or retry after the last round). */
  done: number;
  total: number;
  /** 0 for the first pass, then 1, 2… for each resubmission of `retry` items. */
  round: number;
}

export interface EnrichManyOptions {
  onProgress?: (progress: EnrichManyProgress) => void;
  signal?: AbortSignal;
  /** Jobs in flight at once (default 4). */
  concurrency?: number;
  /** Items per job, at most 500 (default 500). */
  chunkSize?: number;
  /** How many times `retry` items are resubmitted after the first pass (default 2). */
  retryRounds?: number;
  /** Longest pause between two polls of one job (default 5000 ms). */
  maxPollIntervalMs?: number;
}

export interface JobApi {
  submit(transactions: string[], signal: AbortSignal | undefined): Promise<JobAccepted>;
  get(jobId: string, signal: AbortSignal | undefined): Promise<Job>;
}

/** Reasons a later attempt can fix; a limit reached today stays reached, so it is not resubmitted. */
const TRANSIENT_REASONS = new Set(['model_timeout', 'model_error']);

function needsResubmission(item: EnrichResultItem): boolean {
  return item.status === 'retry' && (item.reason === undefined || TRANSIENT_REASONS.has(item.reason));
}

async function runJob(api: JobApi, transactions: string[], options: EnrichManyOptions, onDone: (done: number) => void): Promise<EnrichResultItem[]> {
  const accepted = await api.submit(transactions, options.signal);
  const maxInterval = options.maxPollIntervalMs ?? 5_000;
  for (let poll = 0; ; poll += 1) {
    await wait(backoffMs(poll, 100, maxInterval), options.signal);
    const job = await api.get(accepted.job_id, options.signal);
    onDone(job.progress.done);
    if (job.status === 'complete') {
      if (!job.results || job.results.length !== transactions.length) {
        throw new TxenrichError({ message: `Job ${job.job_id} completed without its ${transactions.length} results`, code: 'invalid_response', status: 200, jobId: job.job_id });
      }
      return job.results;
    }
    if (job.status === 'failed') {
      throw new TxenrichError({
        message: `Job ${job.job_id} failed: ${job.error?.message ?? 'no reason given'}`,
        code: 'job_failed',
        status: 200,
        jobId: job.job_id,
        details: job.error ? { [job.error.code]: [job.error.message] } : undefined,
      });
    }
  }
}

/** Runs `task` for 0…count-1 with at most `concurrency` at once; the first failure stops the rest. */
async function pool(count: number, concurrency: number, stop: () => void, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (!failed && next < count) {
      const index = next;
      next += 1;
      try {
        await task(index);
      } catch (error) {
        // Jobs still being polled would otherwise keep running after the caller got the error.
        failed = true;
        stop();
        throw error;
      }
    }
  });
  await Promise.all(workers);
}

/**
 * Enriches any number of strings through async jobs: 500-item chunks, a bounded number in
 * flight, polling with backoff, `retry` items resubmitted a bounded number of times. Results come
 * back in input order, one per input.
 */
export async function enrichMany(api: JobApi, inputs: readonly string[], options: EnrichManyOptions = {}): Promise<EnrichResultItem[]> {
  const chunkSize = Math.min(ASYNC_LIMIT, Math.max(1, options.chunkSize ?? ASYNC_LIMIT));
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const rounds = Math.max(0, options.retryRounds ?? 2);
  const results: (EnrichResultItem | undefined)[] = new Array(inputs.length);
  let pending = inputs.map((_input, index) => index);
  let finished = 0;
  let reported = 0;
  // One signal for everything this call starts: the caller's, or our own stop after a failure.
  const stopper = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stopper.signal]) : stopper.signal;
  const jobOptions = { ...options, signal };

  for (let round = 0; round <= rounds && pending.length > 0; round += 1) {
    options.signal?.throwIfAborted();
    if (round > 0) await wait(backoffMs(round, 1_000, 10_000), options.signal);
    const indexes = pending;
    const chunks: number[][] = [];
    for (let start = 0; start < indexes.length; start += chunkSize) chunks.push(indexes.slice(start, start + chunkSize));
    const inFlight = new Map<number, number>();
    const report = () => {
      let running = 0;
      for (const done of inFlight.values()) running += done;
      // Items sent back for another round leave `finished`: report the high-water mark instead.
      reported = Math.max(reported, finished + running);
      options.onProgress?.({ done: reported, total: inputs.length, round });
    };
    const stillPending: number[][] = chunks.map(() => []);
    const stop = () => stopper.abort(new Error('stopped after another job failed'));
    await pool(chunks.length, concurrency, stop, async (chunkIndex) => {
      const chunk = chunks[chunkIndex] ?? [];
      inFlight.set(chunkIndex, 0);
      const items = await runJob(api, chunk.map((index) => inputs[index] ?? ''), jobOptions, (done) => {
        inFlight.set(chunkIndex, done);
        report();
      });
      inFlight.delete(chunkIndex);
      items.forEach((item, position) => {
        const index = chunk[position] as number;
        results[index] = item;
        if (round < rounds && needsResubmission(item)) (stillPending[chunkIndex] as number[]).push(index);
        else finished += 1;
      });
      report();
    });
    pending = stillPending.flat();
  }
  return results.map((item, index) => item ?? { input: inputs[index] ?? '', status: 'retry', confidence: 0 });
}
