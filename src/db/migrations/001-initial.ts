import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Numbered migrations are never edited after they land: add 002-… instead.
// Column types are the portable subset of SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('plan', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('daily_cap', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
    .addColumn('key_hash', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('replaced_by', 'text')
    .execute();
  await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();

  await db.schema
    .createTable('merchant_cache')
    .addColumn('cache_key', 'text', (column) => column.primaryKey())
    .addColumn('merchant', 'text', (column) => column.notNull())
    .addColumn('domain', 'text')
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('mcc_code', 'text')
    .addColumn('is_subscription', 'integer', (column) => column.notNull())
    .addColumn('confidence', 'real', (column) => column.notNull())
    .addColumn('origin', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();

  await db.schema
    .createTable('usage_records')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (column) =>
      dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'text', (column) => column.notNull())
    .addColumn('key_id', 'text')
    .addColumn('job_id', 'text')
    .addColumn('input_hash', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('billable', 'integer', (column) => column.notNull())
    .addColumn('input_tokens', 'integer', (column) => column.notNull())
    .addColumn('output_tokens', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('usage_records_account_time').on('usage_records').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('usage_counters')
    .addColumn('account_id', 'text', (column) => column.notNull())
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('model_items', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('usage_counters_pk', ['account_id', 'period'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull())
    .addColumn('key_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('done', 'integer', (column) => column.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('results_status', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('jobs_idempotency').on('jobs').columns(['account_id', 'idempotency_key']).unique().execute();

  await db.schema
    .createTable('job_items')
    .addColumn('job_id', 'text', (column) => column.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('input', 'text', (column) => column.notNull())
    .addColumn('result', 'text')
    .addPrimaryKeyConstraint('job_items_pk', ['job_id', 'position'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull())
    .addColumn('raw_input', 'text', (column) => column.notNull())
    .addColumn('returned_name', 'text')
    .addColumn('returned_category', 'text')
    .addColumn('correct_name', 'text')
    .addColumn('correct_category', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('feedback_status').on('feedback').columns(['status', 'created_at']).execute();
}
