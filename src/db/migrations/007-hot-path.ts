import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Hot-path support.
 *
 * `auth_generation`: one row whose value grows on every change to a key or an account, bumped by
 * triggers in the same transaction as the change. Processes cache verified keys in memory and
 * read this one row (coalesced) before trusting the cache: a revocation or rotation committed
 * by any process — CLI, dashboard, billing, SQL by hand — is seen by the next request on every
 * process, with no message bus to miss. Triggers fire on any UPDATE or DELETE of these tables,
 * so a future column cannot be forgotten; a write per request there would only cost speed.
 *
 * `usage_records.items`: free usage (cache hits, rejections) is aggregated in memory and written
 * as one row per account, key, input hash and outcome per flush, carrying how many items it
 * stands for. Every existing row stands for one item. Readers sum `items`, never count rows.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('auth_generation')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('value', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into auth_generation (id, value) values (1, 0)`.execute(db);
  if (dialect === 'postgres') {
    await sql`create function txenrich_bump_auth_generation() returns trigger language plpgsql as $$
      begin
        update auth_generation set value = value + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of ['api_keys', 'accounts']) {
      await sql`create trigger ${sql.id(`${table}_auth_generation`)} after update or delete on ${sql.id(table)}
        for each statement execute function txenrich_bump_auth_generation()`.execute(db);
    }
  } else {
    for (const table of ['api_keys', 'accounts']) {
      for (const event of ['update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_${event}_auth_generation`)} after ${sql.raw(event)} on ${sql.id(table)}
          begin update auth_generation set value = value + 1 where id = 1; end`.execute(db);
      }
    }
  }
  await db.schema
    .alterTable('usage_records')
    .addColumn('items', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}
