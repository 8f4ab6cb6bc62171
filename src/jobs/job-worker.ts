import type { Logger } from 'pino';
import { isConnectionFault, type DB, type Dialect } from '../db';
import type { EnrichResultItem } from '../enrich';
import type { ItemUsage } from '../domain';
import type { FieldCipher } from '../encryption';
import { claimNextJob, completeJob, failJob, LeaseLostError, pendingItems, renewLease, saveChunk, type ClaimedJob } from './job-store';

/** A chunk's results in input order, and the usage record of each (same order), saved once. */
export interface ChunkOutcome {
  results: EnrichResultItem[];
  usage: ItemUsage[];
}

/** Enriches one chunk of a job's inputs. */
export type ChunkProcessor = (job: ClaimedJob, inputs: readonly string[]) => Promise<ChunkOutcome>;

export interface JobWorkerOptions {
  db: DB;
  dialect: Dialect;
  cipher: FieldCipher;
  process: ChunkProcessor;
  logger: Logger;
  leaseMs: number;
  /**
   * Chunks in flight at once, over every job this worker holds (default 1). The model
   * concurrency is the right value: a chunk's model budget starts when the chunk starts, so
   * more chunks than model slots would only spend their budgets waiting for a slot.
   */
  concurrency?: number;
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
  /** Stops claiming, lets the chunks in flight finish; an unfinished job is reclaimed later. */
  stop(): Promise<void>;
}

type Chunk = Array<{ position: number; input: string }>;

/** A job this worker holds the lease of. */
interface HeldJob {
  job: ClaimedJob;
  /** Last position handed to a chunk: the next chunk reads the pending items after it. */
  cursor: number;
  /** Chunks of this job in flight. */
  inFlight: number;
  /** Every pending item has been handed to a chunk. */
  dispatchedAll: boolean;
  /**
   * A chunk failed or the lease was lost: hand out no more chunks and let the job go once the
   * chunks in flight have settled; its lease then runs out and it is retried from what was saved.
   */
  stopped: boolean;
  heartbeat: NodeJS.Timeout;
}

/**
 * Claims jobs (one lease per job: with several worker processes, PostgreSQL's SKIP LOCKED gives
 * each job to one of them) and runs the chunks of the jobs it holds concurrently, up to
 * `concurrency` in flight. Within the process, a chunk takes the pending items after the last
 * one handed out, so no item is in two chunks at once; across processes, the lease is checked
 * in each chunk's save transaction, so a worker that lost its job saves nothing. Jobs are
 * served oldest first: the next job is claimed when a slot is free and every held job has
 * handed out all its chunks, so a job's tail runs side by side with the next job's head.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, cipher, logger, leaseMs } = options;
  const idlePollMs = options.idlePollMs ?? 500;
  const chunkSize = options.chunkSize ?? 25;
  const maxAttempts = options.maxAttempts ?? 3;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  const held = new Map<string, HeldJob>();
  const chunksInFlight = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  /** Sleepers woken early: by notify() and finished chunks (`idle`), or by stop() (all). */
  const sleepers = new Set<{ wake: () => void; idle: boolean }>();

  function pause(ms: number, idle: boolean): Promise<void> {
    return new Promise((resolve) => {
      const sleeper = { wake: done, idle };
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(sleeper);
        resolve();
      }
      sleepers.add(sleeper);
    });
  }

  /** Set by a wake-up that came while the loop was busy, so that it does not go to sleep after. */
  let woken = false;

  function wake(all: boolean): void {
    woken = true;
    for (const sleeper of [...sleepers]) if (all || sleeper.idle) sleeper.wake();
  }

  /** A database outage is waited out, not counted as a failed attempt of the job. */
  async function backOff(error: unknown, jobId: string | undefined, previousMs: number): Promise<number> {
    const backoffMs = Math.min(maxBackoffMs, previousMs === 0 ? 100 : previousMs * 2);
    logger.warn({ code: (error as NodeJS.ErrnoException).code, jobId, retryInMs: backoffMs }, 'database unavailable; worker retrying');
    await pause(backoffMs, false);
    return backoffMs;
  }

  async function hold(job: ClaimedJob): Promise<void> {
    if (job.attempts > maxAttempts) {
      await failJob(db, job.id, 'processing_failed', `the job could not be processed after ${maxAttempts} attempts`);
      logger.warn({ jobId: job.id, attempts: job.attempts }, 'job failed');
      return;
    }
    // The lease is renewed while chunks are in flight, so a slow model call never makes a live
    // job look abandoned; if this process dies, the lease runs out and another worker resumes.
    const heartbeat = setInterval(() => {
      renewLease(db, job, Date.now() + leaseMs)
        .then((held) => {
          if (!held) stopJob(job.id);
        })
        .catch((error: unknown) => logger.warn({ code: (error as NodeJS.ErrnoException).code, jobId: job.id }, 'lease renewal failed'));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    // Reclaimed by this worker after its own lease ran out (renewals failed): the old claim's
    // chunks still in flight save nothing (the owner changed), so it is only let go of here.
    const previous = held.get(job.id);
    if (previous) {
      previous.stopped = true;
      clearInterval(previous.heartbeat);
    }
    held.set(job.id, { job, cursor: -1, inFlight: 0, dispatchedAll: false, stopped: false, heartbeat });
  }

  function stopJob(jobId: string): void {
    const entry = held.get(jobId);
    if (entry) entry.stopped = true;
  }

  function release(entry: HeldJob): void {
    clearInterval(entry.heartbeat);
    if (held.get(entry.job.id) === entry) held.delete(entry.job.id);
  }

  /** Enriches a chunk and saves it; a database outage is waited out without enriching it twice. */
  async function runChunk(entry: HeldJob, chunk: Chunk): Promise<void> {
    let outcome: ChunkOutcome | undefined;
    let backoffMs = 0;
    for (;;) {
      try {
        outcome ??= await options.process(
          entry.job,
          chunk.map((item) => item.input),
        );
        const { results, usage } = outcome;
        await saveChunk(
          db,
          cipher,
          entry.job,
          chunk.map((item, index) => ({ position: item.position, result: results[index] as EnrichResultItem, usage: usage[index] })),
          Date.now() + leaseMs,
        );
        return;
      } catch (error) {
        // Keep the job through an outage: retry once the database is back. If the outage
        // outlived the lease, the save is refused (LeaseLostError) and the job is let go.
        if (isConnectionFault(error) && running && !entry.stopped) {
          backoffMs = await backOff(error, entry.job.id, backoffMs);
          continue;
        }
        entry.stopped = true;
        if (error instanceof LeaseLostError) {
          logger.warn({ jobId: entry.job.id }, 'job lease lost to another worker; leaving the job to it');
        } else if (!isConnectionFault(error)) {
          // The job keeps its lease until it runs out, then is retried (up to maxAttempts).
          logger.error({ err: { type: (error as Error).name, code: (error as NodeJS.ErrnoException).code }, jobId: entry.job.id }, 'job processing error');
        }
        return;
      }
    }
  }

  function dispatch(entry: HeldJob, chunk: Chunk): void {
    entry.cursor = (chunk[chunk.length - 1] as { position: number }).position;
    entry.inFlight += 1;
    const work = runChunk(entry, chunk).finally(() => {
      entry.inFlight -= 1;
      chunksInFlight.delete(work);
      wake(false);
    });
    chunksInFlight.add(work);
  }

  /**
   * One move: hand out a chunk, complete or let go of a settled job, or claim a new job. False
   * when there is nothing to do until a chunk finishes, a job arrives or the poll comes round.
   */
  async function step(): Promise<boolean> {
    for (const entry of held.values()) {
      if (entry.stopped) {
        if (entry.inFlight > 0) continue;
        release(entry);
        return true;
      }
      if (!entry.dispatchedAll && chunksInFlight.size >= concurrency) continue;
      try {
        if (await advance(entry)) return true;
      } catch (error) {
        if (isConnectionFault(error)) throw error;
        // As a failed chunk: let the lease run out, the job is retried (up to maxAttempts).
        entry.stopped = true;
        if (error instanceof LeaseLostError) logger.warn({ jobId: entry.job.id }, 'job lease lost to another worker; leaving the job to it');
        else logger.error({ err: { type: (error as Error).name, code: (error as NodeJS.ErrnoException).code }, jobId: entry.job.id }, 'job processing error');
        return true;
      }
    }
    if (chunksInFlight.size >= concurrency || !running) return false;
    const job = await claimNextJob(db, dialect, leaseMs);
    if (!job) return false;
    await hold(job);
    return true;
  }

  /** Hands out the job's next chunk, or completes the job once every chunk is saved. */
  async function advance(entry: HeldJob): Promise<boolean> {
    if (!entry.dispatchedAll) {
      const chunk = await pendingItems(db, cipher, entry.job.id, chunkSize, entry.cursor);
      if (chunk.length > 0) {
        dispatch(entry, chunk);
        return true;
      }
      entry.dispatchedAll = true;
    }
    if (entry.inFlight > 0) return false;
    // Every chunk handed out was saved. Anything still pending (not expected) goes round again.
    if ((await pendingItems(db, cipher, entry.job.id, 1)).length > 0) {
      entry.cursor = -1;
      entry.dispatchedAll = false;
      return true;
    }
    await completeJob(db, cipher, entry.job);
    logger.info({ jobId: entry.job.id, items: entry.job.total }, 'job complete');
    release(entry);
    return true;
  }

  async function run(): Promise<void> {
    let backoffMs = 0;
    while (running) {
      let moved = false;
      woken = false;
      try {
        moved = await step();
        backoffMs = 0;
      } catch (error) {
        if (isConnectionFault(error)) {
          if (running) backoffMs = await backOff(error, undefined, backoffMs);
          continue;
        }
        logger.error({ err: { type: (error as Error).name, code: (error as NodeJS.ErrnoException).code } }, 'job queue error');
      }
      // A chunk that finished (or a job enqueued) during the step is looked at now, not a poll later.
      if (!moved && running && !woken) await pause(idlePollMs, true);
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
      wake(false);
    },
    async stop() {
      running = false;
      wake(true);
      await loop;
    },
  };
}
