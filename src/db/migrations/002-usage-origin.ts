import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Where each completed item's answer came from (knowledge, correction, model_cache, model), so
 * accuracy and cost can be reported per origin. Null for rejected and retry items, and for rows
 * written before this migration.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('usage_records').addColumn('origin', 'text').execute();
}
