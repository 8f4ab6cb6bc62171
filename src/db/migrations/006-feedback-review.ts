import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Feedback stored redacted, the review queue and approved corrections (issue 11).
 *
 * Until now `feedback.raw_input` held the submitted string as is, card numbers and e-mail
 * addresses included. SQL cannot redact, so the old table is renamed to `feedback_legacy` and a
 * new `feedback` table holds only redacted text and the keyed hash; `redactLegacyFeedback`
 * (src/feedback) moves each old row across, redacted, and deletes it, on the next start of
 * `serve`/`worker` or `txenrich migrate` (it needs the hash secret, which migrations do not have).
 * The index names differ from 001's because both engines keep an index's name through a rename.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('feedback').renameTo('feedback_legacy').execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull())
    /** The submitted string through redact(), cut to 512 characters: what a reviewer reads. */
    .addColumn('input_text', 'text', (column) => column.notNull())
    /** The string as the pipeline keys it (prepareForModel): normalized, redacted, ≤ 128. */
    .addColumn('model_text', 'text', (column) => column.notNull())
    /** Keyed hash of model_text: the cache key and the corrections key. */
    .addColumn('input_hash', 'text', (column) => column.notNull())
    .addColumn('returned_name', 'text')
    .addColumn('returned_category', 'text')
    .addColumn('correct_name', 'text')
    .addColumn('correct_category', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('feedback_queue').on('feedback').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('feedback_input').on('feedback').columns(['input_hash', 'account_id']).execute();

  await db.schema
    .createTable('corrections')
    .addColumn('input_hash', 'text', (column) => column.primaryKey())
    .addColumn('model_text', 'text', (column) => column.notNull())
    .addColumn('merchant', 'text', (column) => column.notNull())
    .addColumn('domain', 'text')
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('mcc_code', 'text')
    .addColumn('is_subscription', 'integer', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('feedback_id', 'text')
    .addColumn('verified_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('corrections_updated').on('corrections').column('updated_at').execute();
}
