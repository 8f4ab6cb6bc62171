import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB, Dialect, JobsTable } from '../db';
import type { EnrichResultItem } from '../enrich';
import { recordUsage } from '../billing';
import type { ItemUsage } from '../domain';
import type { FieldCipher } from '../encryption';

/** Field names bound into each ciphertext (a value moved to another column does not open). */
const INPUT_FIELD = 'job_items.input';
const RESULT_FIELD = 'job_items.result';

/** The worker no longer holds the job's lease (another worker reclaimed it): stop, save nothing. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`lease on job ${jobId} was lost`);
    this.name = 'LeaseLostError';
  }
}

/** The jobs table's row: it stays in this file; other files get a `Job`. */
type JobRow = JobsTable;

export type JobStatus = JobsTable['status'];

/** A job as the rest of the service sees it (SPEC §4). Times are epoch milliseconds. */
export interface Job {
  id: string;
  accountId: string;
  keyId: string;
  status: JobStatus;
  total: number;
  /** Items saved so far. */
  done: number;
  /** Set once complete: `partial` when some item is `retry`. */
  resultsStatus: 'complete' | 'partial' | null;
  errorCode: string | null;
  errorMessage: string | null;
  /** Claims so far (a claim whose worker died counts). */
  attempts: number;
  createdAt: number;
  completedAt: number | null;
}

/** A job a worker has claimed: the lease owner token is what its saves are checked against. */
export interface ClaimedJob extends Job {
  leaseOwner: string;
}

/** What a save needs to prove it still holds the job's lease. */
export type JobLease = Pick<ClaimedJob, 'id' | 'leaseOwner'>;

function jobFromRow(row: JobRow): Job {
  return {
    id: row.id,
    accountId: row.account_id,
    keyId: row.key_id,
    status: row.status,
    total: row.total,
    done: row.done,
    resultsStatus: row.results_status,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    attempts: row.attempts,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

/** Idempotency keys answer with the same job for 24 hours (SPEC §4). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

export type CreateJobResult =
  | { ok: true; job: Job; created: boolean }
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
  return job.request_hash === input.requestHash ? { ok: true, job: jobFromRow(job), created: false } : { ok: false, reason: 'idempotency_conflict' };
}

/**
 * Persists the job and every input before the 202 is sent, in one transaction: once the
 * client has a job id, nothing it submitted can be lost.
 */
export async function createJob(db: DB, cipher: FieldCipher, input: NewJob, now = Date.now()): Promise<CreateJobResult> {
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
    lease_owner: null,
    created_at: now,
    updated_at: now,
    completed_at: null,
  };
  try {
    await db.transaction().execute(async (transaction) => {
      if (input.idempotencyKey) {
        // An expired key may be reused: release it from the old job first. Only an expired
        // one: releasing a live key would let a concurrent duplicate take it over, and the
        // unique index (account_id, idempotency_key) is what makes duplicates get one job.
        await transaction
          .updateTable('jobs')
          .set({ idempotency_key: null })
          .where('account_id', '=', input.accountId)
          .where('idempotency_key', '=', input.idempotencyKey)
          .where('created_at', '<=', now - IDEMPOTENCY_WINDOW_MS)
          .execute();
      }
      await transaction.insertInto('jobs').values(job).execute();
      await transaction
        .insertInto('job_items')
        .values(input.inputs.map((text, position) => ({ job_id: job.id, position, input: cipher.seal(text, INPUT_FIELD), result: null })))
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
  return { ok: true, job: jobFromRow(job), created: true };
}

export interface JobView {
  job: Job;
  results?: EnrichResultItem[];
}

/** A job of this account only: another account's job is indistinguishable from no job. */
export async function getJob(db: DB, cipher: FieldCipher, accountId: string, jobId: string): Promise<JobView | undefined> {
  const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('account_id', '=', accountId).executeTakeFirst();
  if (!job) return undefined;
  if (job.status !== 'complete') return { job: jobFromRow(job) };
  const rows = await db.selectFrom('job_items').select(['result']).where('job_id', '=', jobId).orderBy('position').execute();
  return { job: jobFromRow(job), results: rows.map((row) => openResult(cipher, row.result)) };
}

function openResult(cipher: FieldCipher, stored: string | null): EnrichResultItem {
  return JSON.parse(stored === null ? 'null' : cipher.open(stored, RESULT_FIELD)) as EnrichResultItem;
}

/**
 * Claims the oldest runnable job: queued, or processing with an expired lease (its worker
 * died). PostgreSQL skips rows other workers hold; SQLite has one writer, so the single
 * UPDATE … RETURNING is already atomic.
 */
export async function claimNextJob(db: DB, dialect: Dialect, leaseMs: number, now = Date.now()): Promise<ClaimedJob | undefined> {
  const candidate = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'processing'), eb('lease_until', '<', now)])]))
    .orderBy('created_at')
    .limit(1)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  const leaseOwner = randomBytes(12).toString('base64url');
  const claimed = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'processing', lease_until: now + leaseMs, lease_owner: leaseOwner, attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('id', '=', (eb) => eb.selectFrom(candidate.as('next')).select('next.id'))
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'processing'), eb('lease_until', '<', now)])]))
    .returningAll()
    .executeTakeFirst();
  return claimed && { ...jobFromRow(claimed), leaseOwner };
}

/**
 * Unfinished items after position `after`, in order. A worker running several chunks of a job
 * at once passes the last position it handed out, so no item is in two chunks in flight.
 */
export async function pendingItems(db: DB, cipher: FieldCipher, jobId: string, limit: number, after = -1): Promise<Array<{ position: number; input: string }>> {
  const rows = await db
    .selectFrom('job_items')
    .select(['position', 'input'])
    .where('job_id', '=', jobId)
    .where('position', '>', after)
    .where('result', 'is', null)
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ position: row.position, input: cipher.open(row.input, INPUT_FIELD) }));
}

/** The job row as `owner` holds it; throws LeaseLostError when another claim took it over. */
async function holdLease(db: DB, job: JobLease, changes: { lease_until?: number; updated_at: number } | { lease_until: number; updated_at?: number }): Promise<void> {
  const updated = await db
    .updateTable('jobs')
    .set(changes)
    .where('id', '=', job.id)
    .where('status', '=', 'processing')
    .where('lease_owner', '=', job.leaseOwner)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new LeaseLostError(job.id);
}

/** One item of a saved chunk: its result and the usage record that goes with it. */
export interface SavedItem {
  position: number;
  result: EnrichResultItem;
  /** Absent when the processor recorded no usage for the item. */
  usage: ItemUsage | undefined;
}

/**
 * Saves a chunk's results, their usage records and the renewed lease in one transaction, and
 * only while this worker still holds the lease: progress is what is saved, and a worker that
 * lost its lease (its database went away for longer than the lease) saves nothing.
 *
 * Each item's result and usage are written once: an item whose result is already saved (a save
 * retried after a connection fault hid that its COMMIT went through) is skipped with its usage.
 * The lease check locks the job row first, so saves of chunks of one job that finish together
 * take turns, and `done` grows by the items this save filled: chunks finish out of order, so
 * `done` counts saved items (not a prefix of the input), and it never goes backwards.
 */
export async function saveChunk(
  db: DB,
  cipher: FieldCipher,
  job: JobLease,
  items: readonly SavedItem[],
  leaseUntil: number,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    await holdLease(transaction, job, { lease_until: leaseUntil, updated_at: now });
    // The job row is locked (PostgreSQL) or the database is (SQLite) from here to the commit, and
    // only the lease holder saves: the items still empty now are the ones this save fills.
    const empty = await transaction
      .selectFrom('job_items')
      .select('position')
      .where('job_id', '=', job.id)
      .where('position', 'in', items.map((item) => item.position))
      .where('result', 'is', null)
      .execute();
    const open = new Set(empty.map((row) => row.position));
    const filling = items.filter((item) => open.has(item.position));
    if (filling.length === 0) return;
    // One statement for the chunk, not one per item: the transaction stays short.
    const whens = filling.map(({ position, result }) => sql`when ${position} then ${cipher.seal(JSON.stringify(result), RESULT_FIELD)}`);
    await transaction
      .updateTable('job_items')
      .set({ result: sql<string>`case position ${sql.join(whens, sql` `)} end` })
      .where('job_id', '=', job.id)
      .where('position', 'in', filling.map((item) => item.position))
      .where('result', 'is', null)
      .execute();
    const done = filling.length;
    const filled = filling.flatMap((item) => (item.usage ? [item.usage] : []));
    await recordUsage(transaction, filled);
    await transaction
      .updateTable('jobs')
      .set((eb) => ({ done: eb('done', '+', done) }))
      .where('id', '=', job.id)
      .execute();
  });
}

/** False when the lease was lost (the heartbeat then stops; the next save says so too). */
export async function renewLease(db: DB, job: JobLease, leaseUntil: number): Promise<boolean> {
  try {
    await holdLease(db, job, { lease_until: leaseUntil });
    return true;
  } catch (error) {
    if (error instanceof LeaseLostError) return false;
    throw error;
  }
}

export async function completeJob(db: DB, cipher: FieldCipher, job: JobLease, now = Date.now()): Promise<void> {
  // Results are encrypted, so whether any item is `retry` is read here, not in SQL.
  const rows = await db.selectFrom('job_items').select('result').where('job_id', '=', job.id).execute();
  const partial = rows.some((row) => openResult(cipher, row.result)?.status === 'retry');
  await db.transaction().execute(async (transaction) => {
    await holdLease(transaction, job, { updated_at: now });
    await transaction
      .updateTable('jobs')
      .set({ status: 'complete', results_status: partial ? 'partial' : 'complete', completed_at: now, updated_at: now, lease_until: null, lease_owner: null })
      .where('id', '=', job.id)
      .execute();
  });
}

export async function failJob(db: DB, jobId: string, code: string, message: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'failed', error_code: code, error_message: message, completed_at: now, updated_at: now, lease_until: null, lease_owner: null })
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
