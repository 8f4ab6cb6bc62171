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
  /**
   * Chunks in flight at once, over all jobs this worker holds. The model concurrency is the
   * right value: a chunk's model budget starts when the chunk starts, so starting more chunks
   * than there are model slots would only spend their budgets waiting in the queue.
   */
  concurrency?: number;
  /** How long to wait for new jobs when the queue is empty (a notify() wakes it sooner). */
  idlePollMs?: number;
  chunkSize?: number;
  maxAttempts?: number;
}

export interface JobWorker {
  start(): void;
  /** Wakes the loop now (an API process in the same process just enqueued a job). */
  notify(): void;
  /** Stops claiming, lets the chunks in flight finish; an unfinished job is reclaimed later. */
  stop(): Promise<void>;
}

/** A job this worker holds the lease of. */
interface HeldJob {
  job: JobRow;
  /** Highest position handed to a chunk so far; the next chunk starts after it. */
  cursor: number;
  inFlight: number;
  /** No pending item is left beyond the cursor. */
  dispatchedAll: boolean;
  /** A chunk failed: dispatch no more, let the lease lapse so the job is retried from what was saved. */
  failed: boolean;
  heartbeat: NodeJS.Timeout;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, logger, leaseMs } = options;
  const idlePollMs = options.idlePollMs ?? 500;
  const chunkSize = options.chunkSize ?? 25;
  const maxAttempts = options.maxAttempts ?? 3;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const held = new Map<string, HeldJob>();
  const chunksInFlight = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  /** Waits for a notify(), a finished chunk, or the idle poll, whichever comes first. */
  function pause(): Promise<void> {
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

  function release(entry: HeldJob): void {
    clearInterval(entry.heartbeat);
    held.delete(entry.job.id);
  }

  async function hold(job: JobRow): Promise<void> {
    if (job.attempts > maxAttempts) {
      await failJob(db, job.id, 'processing_failed', `the job could not be processed after ${maxAttempts} attempts`);
      logger.warn({ jobId: job.id, attempts: job.attempts }, 'job failed');
      return;
    }
    // The lease is renewed while chunks are in flight, so a slow model call never makes a live
    // job look abandoned; if this process dies, the lease runs out and another worker resumes.
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, Date.now() + leaseMs).catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'lease renewal failed'));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    held.set(job.id, { job, cursor: -1, inFlight: 0, dispatchedAll: false, failed: false, heartbeat });
  }

  /** Completes a job once every chunk is saved; drops a failed one once its chunks settled. */
  async function settle(entry: HeldJob): Promise<void> {
    if (held.get(entry.job.id) !== entry || entry.inFlight > 0) return;
    if (entry.failed || !running) return release(entry);
    if (!entry.dispatchedAll) return;
    release(entry);
    // Every chunk reported saved; the check below is what makes it so even if one was not.
    if ((await pendingItems(db, entry.job.id, 1)).length > 0) return void (await hold({ ...entry.job }));
    await completeJob(db, entry.job.id);
    logger.info({ jobId: entry.job.id, items: entry.job.total }, 'job complete');
  }

  /** The next chunk of a held job, or of a newly claimed one; undefined when there is no work. */
  async function nextChunk(): Promise<{ entry: HeldJob; chunk: Array<{ position: number; input: string }> } | undefined> {
    for (;;) {
      for (const entry of held.values()) {
        if (entry.failed || entry.dispatchedAll) continue;
        const chunk = await pendingItems(db, entry.job.id, chunkSize, entry.cursor);
        if (chunk.length > 0) {
          entry.cursor = (chunk[chunk.length - 1] as { position: number }).position;
          return { entry, chunk };
        }
        entry.dispatchedAll = true;
        await settle(entry);
      }
      const job = await claimNextJob(db, dialect, leaseMs);
      if (!job) return undefined;
      await hold(job);
    }
  }

  function dispatch(entry: HeldJob, chunk: Array<{ position: number; input: string }>): void {
    entry.inFlight += 1;
    const work = (async () => {
      try {
        const { results, usage } = await options.process(
          entry.job,
          chunk.map((item) => item.input),
        );
        await saveChunk(
          db,
          entry.job.id,
          chunk.map((item, index) => ({ position: item.position, result: results[index] as EnrichResultItem, usage: usage[index] })),
          Date.now() + leaseMs,
        );
      } catch (error) {
        // The job keeps its lease and is retried after it expires (up to maxAttempts).
        entry.failed = true;
        logger.error({ err: error, jobId: entry.job.id }, 'job processing error');
      } finally {
        entry.inFlight -= 1;
      }
      await settle(entry).catch((error: unknown) => logger.error({ err: error, jobId: entry.job.id }, 'job completion error'));
    })();
    chunksInFlight.add(work);
    void work.finally(() => {
      chunksInFlight.delete(work);
      wake?.();
    });
  }

  async function run(): Promise<void> {
    while (running) {
      if (chunksInFlight.size >= concurrency) {
        await pause();
        continue;
      }
      let next: Awaited<ReturnType<typeof nextChunk>>;
      try {
        next = await nextChunk();
      } catch (error) {
        logger.error({ err: error }, 'job queue error');
        next = undefined;
      }
      if (next) dispatch(next.entry, next.chunk);
      else if (running) await pause();
    }
    await Promise.all([...chunksInFlight]);
    for (const entry of [...held.values()]) release(entry);
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
