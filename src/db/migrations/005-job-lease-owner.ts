import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Who holds a job's lease. A worker that lost its database connection for longer than the
 * lease may come back after another worker reclaimed the job: its saves are then refused (they
 * are conditioned on this column), so no chunk is saved twice. Idempotency keys are already
 * unique per account (index jobs_idempotency, migration 001).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('lease_owner', 'text').execute();
}
