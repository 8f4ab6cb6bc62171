import type { DB, FeedbackTable } from '../db';

export type FeedbackStatus = FeedbackTable['status'];
export type FeedbackRow = FeedbackTable;

/** A queue entry as a reviewer sees it: the report and how many accounts reported that input. */
export interface FeedbackEntry extends FeedbackRow {
  /** Distinct accounts with a report on the same normalized descriptor (keyed hash). */
  reports: number;
}

async function withReportCounts(db: DB, rows: FeedbackRow[]): Promise<FeedbackEntry[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('feedback')
    .select(['input_hash', (eb) => eb.fn.count<number>('account_id').distinct().as('accounts')])
    .where('input_hash', 'in', [...new Set(rows.map((row) => row.input_hash))])
    .groupBy('input_hash')
    .execute();
  const byHash = new Map(counts.map((row) => [row.input_hash, Number(row.accounts)]));
  return rows.map((row) => ({ ...row, reports: byHash.get(row.input_hash) ?? 1 }));
}

export interface ListFeedbackOptions {
  status?: FeedbackStatus | undefined;
  limit?: number | undefined;
}

/** Oldest first: a queue is worked from its head. */
export async function listFeedback(db: DB, options: ListFeedbackOptions = {}): Promise<FeedbackEntry[]> {
  let query = db.selectFrom('feedback').selectAll();
  if (options.status) query = query.where('status', '=', options.status);
  const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(options.limit ?? 100).execute();
  return withReportCounts(db, rows);
}

export async function getFeedback(db: DB, id: string): Promise<FeedbackEntry | undefined> {
  const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withReportCounts(db, [row]))[0] : undefined;
}
