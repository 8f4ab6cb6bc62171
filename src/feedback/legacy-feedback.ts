import type { FeedbackDependencies } from './ports';
import { redactNotes, redactReport } from './submit-feedback';

/**
 * Moves reports stored before migration 006 (raw strings in `feedback_legacy`) into `feedback`,
 * redacted and hashed, and deletes the raw rows. Runs at every start of serve/worker and in
 * `txenrich migrate`; after the first run it finds nothing. Each row moves in its own
 * transaction, so two processes starting together cannot both move one row (the insert ignores
 * an id already moved) and a crash loses nothing.
 */
export async function redactLegacyFeedback(deps: Pick<FeedbackDependencies, 'db' | 'redact' | 'prepare' | 'hasher'>): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await deps.db.selectFrom('feedback_legacy').selectAll().orderBy('created_at').limit(100).execute();
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const report = redactReport(deps, row.raw_input);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('feedback')
          .values({
            id: row.id,
            account_id: row.account_id,
            input_text: report.inputText,
            model_text: report.modelText,
            input_hash: report.inputHash,
            returned_name: row.returned_name,
            returned_category: row.returned_category,
            correct_name: row.correct_name,
            correct_category: row.correct_category,
            notes: redactNotes(deps, row.notes ?? undefined),
            status: row.status,
            created_at: Number(row.created_at),
            reviewed_by: null,
            reviewed_at: null,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        await trx.deleteFrom('feedback_legacy').where('id', '=', row.id).execute();
      });
      moved += 1;
    }
  }
}
