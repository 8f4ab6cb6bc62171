import { randomUUID } from 'node:crypto';
import type { DB, Dialect, JobsTable } from '../db';
import type { EnrichResultItem } from '../enrich';
import type { ItemUsage } from '../domain';
import { recordUsage } from '../billing';

export type JobRow = JobsTable;

/** Idempotency keys answer with the same job for 24 hours (SPEC §4). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

export type CreateJobResult =
  | { ok: true; job: JobRow; created: boolean }
  | { ok: false; reason: 'idempotency_conflict' };

export interface NewJob {
  accountId: string;
  keyId: string;
  inputs: readonly string[];
  idempotencyKey: string | null;
  /** Digest of the submitted body, to refuse a reused Idempotency-Key with different content. */
  requestHash: string;
}

async function findByIdempotencyKey(db: DB, accountId: string, key: string, now: number): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .where('created_at', '>', now - IDEMPOTENCY_WINDOW_MS)
    .executeTakeFirst();
}

function sameRequest(job: JobRow, input: NewJob): CreateJobResult {
  return job.request_hash === input.requestHash ? { ok: true, job, created: false } : { ok: false, reason: 'idempotency_conflict' };
}

/**
 * Persists the job and every input before the 202 is sent, in one transaction: once the
 * client has a job id, nothing it submitted can be lost.
 */
export async function createJob(db: DB, input: NewJob, now = Date.now()): Promise<CreateJobResult> {
  if (input.idempotencyKey) {
    const existing = await findByIdempotencyKey(db, input.accountId, input.idempotencyKey, now);
    if (existing) return sameRequest(existing, input);
  }
  const job: JobRow = {
    id: randomUUID(),
    account_id: input.accountId,
    key_id: input.keyId,
    status: 'queued',
    total: input.inputs.length,
    done: 0,
    idempotency_key: input.idempotencyKey,
    request_hash: input.requestHash,
    results_status: null,
    error_code: null,
    error_message: null,
    attempts: 0,
    lease_until: null,
    created_at: now,
    updated_at: now,
    completed_at: null,
  };
  try {
    await db.transaction().execute(async (transaction) => {
      if (input.idempotencyKey) {
        // An expired key may be reused: release it from the old job first (unique index).
        await transaction
          .updateTable('jobs')
          .set({ idempotency_key: null })
          .where('account_id', '=', input.accountId)
          .where('idempotency_key', '=', input.idempotencyKey)
          .execute();
      }
      await transaction.insertInto('jobs').values(job).execute();
      await transaction
        .insertInto('job_items')
        .values(input.inputs.map((text, position) => ({ job_id: job.id, position, input: text, result: null })))
        .execute();
    });
  } catch (error) {
    // Two concurrent submissions with one key: the loser answers with the winner's job.
    if (input.idempotencyKey) {
      const winner = await findByIdempotencyKey(db, input.accountId, input.idempotencyKey, now);
      if (winner) return sameRequest(winner, input);
    }
    throw error;
  }
  return { ok: true, job, created: true };
}

export interface JobView {
  job: JobRow;
  results?: EnrichResultItem[];
}

/** A job of this account only: another account's job is indistinguishable from no job. */
export async function getJob(db: DB, accountId: string, jobId: string): Promise<JobView | undefined> {
  const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('account_id', '=', accountId).executeTakeFirst();
  if (!job) return undefined;
  if (job.status !== 'complete') return { job };
  const rows = await db.selectFrom('job_items').select(['result']).where('job_id', '=', jobId).orderBy('position').execute();
  return { job, results: rows.map((row) => JSON.parse(row.result ?? 'null') as EnrichResultItem) };
}

/**
 * Claims the oldest runnable job: queued, or processing with an expired lease (its worker
 * died). PostgreSQL skips rows other workers hold; SQLite has one writer, so the single
 * UPDATE … RETURNING is already atomic.
 */
export async function claimNextJob(db: DB, dialect: Dialect, leaseMs: number, now = Date.now()): Promise<JobRow | undefined> {
  const candidate = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'processing'), eb('lease_until', '<', now)])]))
    .orderBy('created_at')
    .limit(1)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('jobs')
    .set((eb) => ({ status: 'processing', lease_until: now + leaseMs, attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('id', '=', (eb) => eb.selectFrom(candidate.as('next')).select('next.id'))
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'processing'), eb('lease_until', '<', now)])]))
    .returningAll()
    .executeTakeFirst();
}

export async function pendingItems(db: DB, jobId: string, limit: number): Promise<Array<{ position: number; input: string }>> {
  return db
    .selectFrom('job_items')
    .select(['position', 'input'])
    .where('job_id', '=', jobId)
    .where('result', 'is', null)
    .orderBy('position')
    .limit(limit)
    .execute();
}

/**
 * Saves a chunk's results, their usage and the renewed lease in one transaction; progress is
 * what is saved. An item already saved (by a worker whose lease ran out meanwhile) keeps its
 * first result and is not metered again.
 */
export async function saveChunk(
  db: DB,
  jobId: string,
  results: ReadonlyArray<{ position: number; result: EnrichResultItem; usage?: ItemUsage | undefined }>,
  leaseUntil: number,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const metered: ItemUsage[] = [];
    for (const { position, result, usage } of results) {
      const saved = await transaction
        .updateTable('job_items')
        .set({ result: JSON.stringify(result) })
        .where('job_id', '=', jobId)
        .where('position', '=', position)
        .where('result', 'is', null)
        .executeTakeFirst();
      if (usage && Number(saved.numUpdatedRows) === 1) metered.push(usage);
    }
    await recordUsage(transaction, metered);
    const counted = await transaction
      .selectFrom('job_items')
      .select((eb) => eb.fn.countAll<number>().as('done'))
      .where('job_id', '=', jobId)
      .where('result', 'is not', null)
      .executeTakeFirstOrThrow();
    await transaction.updateTable('jobs').set({ done: Number(counted.done), lease_until: leaseUntil, updated_at: now }).where('id', '=', jobId).execute();
  });
}

export async function renewLease(db: DB, jobId: string, leaseUntil: number): Promise<void> {
  await db.updateTable('jobs').set({ lease_until: leaseUntil }).where('id', '=', jobId).where('status', '=', 'processing').execute();
}

export async function completeJob(db: DB, jobId: string, now = Date.now()): Promise<void> {
  // Results are stored as JSON.stringify output, so a retry item always contains this exact text.
  const partial = await db
    .selectFrom('job_items')
    .select('position')
    .where('job_id', '=', jobId)
    .where('result', 'like', '%"status":"retry"%')
    .limit(1)
    .executeTakeFirst();
  await db
    .updateTable('jobs')
    .set({ status: 'complete', results_status: partial ? 'partial' : 'complete', completed_at: now, updated_at: now, lease_until: null })
    .where('id', '=', jobId)
    .execute();
}

export async function failJob(db: DB, jobId: string, code: string, message: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'failed', error_code: code, error_message: message, completed_at: now, updated_at: now, lease_until: null })
    .where('id', '=', jobId)
    .execute();
}

/** Retention (SPEC §4): finished jobs and their inputs go after the configured time. */
export async function purgeFinishedJobs(db: DB, olderThan: number): Promise<number> {
  const old = db.selectFrom('jobs').select('id').where('status', 'in', ['complete', 'failed']).where('completed_at', '<', olderThan);
  await db.deleteFrom('job_items').where('job_id', 'in', old).execute();
  const result = await db.deleteFrom('jobs').where('status', 'in', ['complete', 'failed']).where('completed_at', '<', olderThan).executeTakeFirst();
  return Number(result.numDeletedRows);
}
