import { isCategory, type Category } from '../domain';
import { nameKey } from '../knowledge';
import type { DB } from '../db';
import { loadCorrections, writeCorrections, type Correction } from './correction-store';
import { getFeedback } from './feedback-store';
import type { FeedbackDependencies } from './ports';

/** What the reviewer may set or override when approving; unset fields come from the report. */
export interface ApproveOptions {
  reviewer: string;
  name?: string | undefined;
  category?: Category | undefined;
  /** null: the merchant has no domain (or it is not known). */
  domain?: string | null | undefined;
  mcc?: string | null | undefined;
  isSubscription?: boolean | undefined;
}

export type ReviewFailure = 'not_found' | 'not_pending' | 'incomplete';

export type ReviewOutcome<T> = { ok: true; value: T } | { ok: false; reason: ReviewFailure; message: string };

/**
 * Approves a pending report: its correction becomes the answer for that normalized descriptor on
 * every process (see createCorrectionIndex). The merchant takes the one spelling already in use:
 * the shipped knowledge's canonical name, else an earlier correction's, else the reviewer's.
 */
export async function approveFeedback(deps: FeedbackDependencies, id: string, options: ApproveOptions, now = Date.now()): Promise<ReviewOutcome<Correction>> {
  const entry = await getFeedback(deps.db, id);
  if (!entry) return { ok: false, reason: 'not_found', message: 'no such feedback' };
  if (entry.status !== 'pending') return { ok: false, reason: 'not_pending', message: `the feedback is already ${entry.status}` };
  if (entry.modelText.length === 0) return { ok: false, reason: 'incomplete', message: 'nothing of this input is left after redaction; there is nothing to correct' };

  const requested = options.name ?? entry.correctName ?? entry.returnedName;
  if (!requested) return { ok: false, reason: 'incomplete', message: 'the report names no merchant: pass a name' };
  const shipped = deps.findShipped(requested);
  const earlier = (await loadCorrections(deps.db)).find((correction) => nameKey(correction.name) === nameKey(requested));
  const name = shipped?.name ?? earlier?.name ?? requested.trim();
  const category =
    options.category ??
    (isCategory(entry.correctCategory) ? entry.correctCategory : undefined) ??
    shipped?.category ??
    earlier?.category ??
    (isCategory(entry.returnedCategory) ? entry.returnedCategory : undefined);
  if (!category) return { ok: false, reason: 'incomplete', message: 'the report names no category: pass a category' };

  const correction: Correction = {
    inputHash: entry.inputHash,
    modelText: entry.modelText,
    name,
    category,
    domain: options.domain !== undefined ? options.domain : (shipped?.domain ?? earlier?.domain ?? null),
    mcc: options.mcc !== undefined ? options.mcc : (shipped?.mcc ?? earlier?.mcc ?? null),
    isSubscription: options.isSubscription ?? shipped?.isSubscription ?? earlier?.isSubscription ?? false,
    source: 'feedback',
    feedbackId: entry.id,
    verifiedAt: now,
  };
  // One transaction: a report is never approved without its correction, nor the reverse.
  const marked = await deps.db.transaction().execute(async (trx) => {
    if (!(await markReviewed(trx, id, 'approved', options.reviewer, now))) return false;
    await writeCorrections(trx, [correction], now);
    return true;
  });
  if (!marked) return { ok: false, reason: 'not_pending', message: 'the feedback was reviewed meanwhile' };
  return { ok: true, value: correction };
}

/** Dismisses a pending report: it stays on record and changes no answer. */
export async function dismissFeedback(deps: Pick<FeedbackDependencies, 'db'>, id: string, reviewer: string, now = Date.now()): Promise<ReviewOutcome<null>> {
  const entry = await getFeedback(deps.db, id);
  if (!entry) return { ok: false, reason: 'not_found', message: 'no such feedback' };
  if (entry.status !== 'pending') return { ok: false, reason: 'not_pending', message: `the feedback is already ${entry.status}` };
  const marked = await markReviewed(deps.db, id, 'dismissed', reviewer, now);
  return marked ? { ok: true, value: null } : { ok: false, reason: 'not_pending', message: 'the feedback was reviewed meanwhile' };
}

/** Only a pending report changes state: two reviewers acting at once cannot both win. */
async function markReviewed(db: DB, id: string, status: 'approved' | 'dismissed', reviewer: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set({ status, reviewed_by: reviewer, reviewed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
