import type { Logger } from 'pino';
import { isConnectionFault, type DB, type Dialect } from '../db';
import type { EnrichResultItem } from '../enrich';
import type { ItemUsage } from '../domain';
import type { FieldCipher } from '../encryption';
import { claimNextJob, completeJob, failJob, LeaseLostError, pendingItems, renewLease, saveChunk, type JobRow } from './job-store';

/** A chunk's results in input order, and the usage records to save with them (once). */
export interface ChunkOutcome {
  results: EnrichResultItem[];
  usage: ItemUsage[];
}

/** Enriches one chunk of a job's inputs. */
export type ChunkProcessor = (job: JobRow, inputs: readonly string[]) => Promise<ChunkOutcome>;

export interface JobWorkerOptions {
  db: DB;
  dialect: Dialect;
  cipher: FieldCipher;
  process: ChunkProcessor;
  logger: Logger;
  leaseMs: number;
  /** How long to wait for new jobs when the queue is empty (a notify() wakes it sooner). */
  idlePollMs?: number;
  chunkSize?: number;
  maxAttempts?: number;
  /** Longest wait between retries while the database is unreachable. */
  maxBackoffMs?: number;
}

export interface JobWorker {
  start(): void;
  /** Wakes the loop now (an API process in the same process just enqueued a job). */
  notify(): void;
  /** Stops claiming, lets the current chunk finish; an unfinished job is reclaimed later. */
  stop(): Promise<void>;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, cipher, logger, leaseMs } = options;
  const idlePollMs = options.idlePollMs ?? 500;
  const chunkSize = options.chunkSize ?? 25;
  const maxAttempts = options.maxAttempts ?? 3;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let backoffMs = 0;

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  /** A database outage is waited out, not counted as a failed attempt of the job. */
  async function backOff(error: unknown, jobId: string | undefined): Promise<void> {
    backoffMs = Math.min(maxBackoffMs, backoffMs === 0 ? 100 : backoffMs * 2);
    logger.warn({ code: (error as NodeJS.ErrnoException).code, jobId, retryInMs: backoffMs }, 'database unavailable; worker retrying');
    await pause(backoffMs);
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
      renewLease(db, job, Date.now() + leaseMs).catch((error: unknown) => logger.warn({ code: (error as NodeJS.ErrnoException).code, jobId: job.id }, 'lease renewal failed'));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    try {
      for (;;) {
        try {
          const chunk = await pendingItems(db, cipher, job.id, chunkSize);
          if (chunk.length === 0) {
            await completeJob(db, cipher, job);
            logger.info({ jobId: job.id, items: job.total }, 'job complete');
            return;
          }
          const outcome = await options.process(
            job,
            chunk.map((item) => item.input),
          );
          await saveChunk(
            db,
            cipher,
            job,
            chunk.map((item, index) => ({ position: item.position, result: outcome.results[index] as EnrichResultItem })),
            outcome.usage,
            Date.now() + leaseMs,
          );
          backoffMs = 0;
          if (!running) return;
        } catch (error) {
          // Keep the job through an outage: retry the same chunk once the database is back.
          // If the outage outlived the lease, the save above is refused (LeaseLostError).
          if (!isConnectionFault(error) || !running) throw error;
          await backOff(error, job.id);
        }
      }
    } catch (error) {
      if (error instanceof LeaseLostError) {
        logger.warn({ jobId: job.id }, 'job lease lost to another worker; leaving the job to it');
        return;
      }
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function run(): Promise<void> {
    while (running) {
      let job: JobRow | undefined;
      try {
        job = await claimNextJob(db, dialect, leaseMs);
        backoffMs = 0;
        if (job) await runJob(job);
      } catch (error) {
        if (isConnectionFault(error)) {
          if (running) await backOff(error, job?.id);
          continue;
        }
        // The job keeps its lease and is retried after it expires (up to maxAttempts).
        logger.error({ err: { type: (error as Error).name, code: (error as NodeJS.ErrnoException).code }, jobId: job?.id }, 'job processing error');
      }
      if (!job && running) await pause(idlePollMs);
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
