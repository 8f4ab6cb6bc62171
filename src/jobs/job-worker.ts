import type { Logger } from 'pino';
import type { DB, Dialect } from '../db';
import type { EnrichResultItem } from '../enrich';
import type { ItemUsage } from '../domain';
import { claimNextJob, completeJob, failJob, pendingItems, renewLease, saveChunk, type JobRow } from './job-store';

/**
 * Enriches one chunk of a job's inputs: results and usage, both in input order. The usage is
 * stored with the results, in one transaction, so a chunk re-run after a crash meters once.
 */
export type ChunkProcessor = (job: JobRow, inputs: readonly string[]) => Promise<{ results: EnrichResultItem[]; usage: ItemUsage[] }>;

export interface JobWorkerOptions {
  db: DB;
  dialect: Dialect;
  process: ChunkProcessor;
  logger: Logger;
  leaseMs: number;
  /** How long to wait for new jobs when the queue is empty (a notify() wakes it sooner). */
  idlePollMs?: number;
  chunkSize?: number;
  maxAttempts?: number;
}

export interface JobWorker {
  start(): void;
  /** Wakes the loop now (an API process in the same process just enqueued a job). */
  notify(): void;
  /** Stops claiming, lets the current chunk finish; an unfinished job is reclaimed later. */
  stop(): Promise<void>;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, logger, leaseMs } = options;
  const idlePollMs = options.idlePollMs ?? 500;
  const chunkSize = options.chunkSize ?? 25;
  const maxAttempts = options.maxAttempts ?? 3;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  function idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, idlePollMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function runJob(job: JobRow): Promise<void> {
    if (job.attempts > maxAttempts) {
      await failJob(db, job.id, 'processing_failed', `the job could not be processed after ${maxAttempts} attempts`);
      logger.warn({ jobId: job.id, attempts: job.attempts }, 'job failed');
      return;
    }
    // The lease is renewed while a chunk is in flight, so a slow model call never makes a live
    // job look abandoned; if this process dies, the lease runs out and another worker resumes.
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, Date.now() + leaseMs).catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'lease renewal failed'));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    try {
      for (;;) {
        const chunk = await pendingItems(db, job.id, chunkSize);
        if (chunk.length === 0) break;
        const { results, usage } = await options.process(
          job,
          chunk.map((item) => item.input),
        );
        await saveChunk(
          db,
          job.id,
          chunk.map((item, index) => ({ position: item.position, result: results[index] as EnrichResultItem, usage: usage[index] })),
          Date.now() + leaseMs,
        );
        if (!running) return;
      }
      await completeJob(db, job.id);
      logger.info({ jobId: job.id, items: job.total }, 'job complete');
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function run(): Promise<void> {
    while (running) {
      let job: JobRow | undefined;
      try {
        job = await claimNextJob(db, dialect, leaseMs);
        if (job) await runJob(job);
      } catch (error) {
        // The job keeps its lease and is retried after it expires (up to maxAttempts).
        logger.error({ err: error, jobId: job?.id }, 'job processing error');
      }
      if (!job && running) await idle();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    notify() {
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
