import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Billing (issue 10): the payment provider's customer and subscriptions per account, webhook
// event ids applied once, the meter outbox, key expiry at the end of a paid period and the
// one-time reveal of keys issued by a webhook. Never edited after it lands.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // null: never expires. Set at cancellation to the end of the paid period.
  await db.schema.alterTable('api_keys').addColumn('expires_at', 'bigint').execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('account_id', 'text', (column) => column.primaryKey().references('accounts.id'))
    .addColumn('customer_id', 'text', (column) => column.notNull().unique())
    // Last invoice payment failure still unresolved (null: none); `payment_state_at` orders
    // failure and success events that arrive out of order.
    .addColumn('payment_failed_at', 'bigint')
    .addColumn('payment_state_at', 'bigint')
    // When the payment-failure policy suspended the account (accounts.suspended_at), so that a
    // later payment lifts only billing's suspension, never an operator's.
    .addColumn('suspended_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('period_start', 'bigint')
    .addColumn('period_end', 'bigint')
    .addColumn('cancel_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('key_id', 'text')
    .addColumn('synced_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('billing_subscriptions_account').on('billing_subscriptions').columns(['account_id', 'started_at']).execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('meter_outbox')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (column) =>
      dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('identifier', 'text', (column) => column.notNull().unique())
    .addColumn('account_id', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('value', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('failed_at', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('meter_outbox_due').on('meter_outbox').columns(['sent_at', 'next_attempt_at']).execute();

  await db.schema
    .createTable('key_reveals')
    .addColumn('key_id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull())
    // AES-256-GCM of the raw key under a key derived from TXENRICH_HASH_SECRET; erased once
    // shown on the dashboard or a day after it was mailed.
    .addColumn('ciphertext', 'text')
    .addColumn('mailed_at', 'bigint')
    .addColumn('revealed_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('key_reveals_account').on('key_reveals').column('account_id').execute();
}
