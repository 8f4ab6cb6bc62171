import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Self-service accounts (issue 9): magic links, dashboard sessions, key names and last use,
// account suspension. Never edited after it lands: add a later number instead.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('suspended_at', 'bigint').execute();

  // SQLite allows one added column per ALTER TABLE.
  await db.schema.alterTable('api_keys').addColumn('name', 'text').execute();
  await db.schema.alterTable('api_keys').addColumn('last_four', 'text').execute();
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'bigint').execute();

  await db.schema
    .createTable('magic_links')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('client_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('superseded_at', 'bigint')
    .execute();
  await db.schema.createIndex('magic_links_email').on('magic_links').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('magic_links_client').on('magic_links').columns(['client_hash', 'created_at']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
}
