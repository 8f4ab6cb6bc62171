import type { DB, FeedbackTable } from '../db';

export type FeedbackStatus = FeedbackTable['status'];
/** The feedback table's row: it stays in this file; other files get a `FeedbackReport`. */
type FeedbackRow = FeedbackTable;

/** A queue entry as a reviewer sees it: the report and how many accounts reported that input. */
export interface FeedbackReport {
  id: string;
  accountId: string;
  /** The submitted string through redact(), at most 512 characters: what a reviewer reads. */
  inputText: string;
  /** The string as the pipeline keys it (prepareForModel): normalized, redacted. */
  modelText: string;
  /** Keyed hash of modelText, as in usage records and the cache. */
  inputHash: string;
  returnedName: string | null;
  returnedCategory: string | null;
  correctName: string | null;
  correctCategory: string | null;
  /** Redacted too. */
  notes: string | null;
  status: FeedbackStatus;
  /** Epoch milliseconds. */
  createdAt: number;
  reviewedBy: string | null;
  reviewedAt: number | null;
  /** Distinct accounts with a report on the same normalized descriptor (keyed hash). */
  reports: number;
}

function reportFromRow(row: FeedbackRow, reports: number): FeedbackReport {
  return {
    id: row.id,
    accountId: row.account_id,
    inputText: row.input_text,
    modelText: row.model_text,
    inputHash: row.input_hash,
    returnedName: row.returned_name,
    returnedCategory: row.returned_category,
    correctName: row.correct_name,
    correctCategory: row.correct_category,
    notes: row.notes,
    status: row.status,
    createdAt: row.created_at,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    reports,
  };
}

async function withReportCounts(db: DB, rows: FeedbackRow[]): Promise<FeedbackReport[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('feedback')
    .select(['input_hash', (eb) => eb.fn.count<number>('account_id').distinct().as('accounts')])
    .where('input_hash', 'in', [...new Set(rows.map((row) => row.input_hash))])
    .groupBy('input_hash')
    .execute();
  const byHash = new Map(counts.map((row) => [row.input_hash, Number(row.accounts)]));
  return rows.map((row) => reportFromRow(row, byHash.get(row.input_hash) ?? 1));
}

export interface ListFeedbackOptions {
  status?: FeedbackStatus | undefined;
  limit?: number | undefined;
}

/** Oldest first: a queue is worked from its head. */
export async function listFeedback(db: DB, options: ListFeedbackOptions = {}): Promise<FeedbackReport[]> {
  let query = db.selectFrom('feedback').selectAll();
  if (options.status) query = query.where('status', '=', options.status);
  const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(options.limit ?? 100).execute();
  return withReportCounts(db, rows);
}

export async function getFeedback(db: DB, id: string): Promise<FeedbackReport | undefined> {
  const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withReportCounts(db, [row]))[0] : undefined;
}
