import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './dialect';
import * as initial from './migrations/001-initial';
import * as usageOrigin from './migrations/002-usage-origin';
import * as accounts from './migrations/003-accounts';
import * as billing from './migrations/004-billing';
import * as jobLeaseOwner from './migrations/005-job-lease-owner';
import * as feedbackReview from './migrations/006-feedback-review';
import * as hotPath from './migrations/007-hot-path';

interface NumberedMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** In order; names are what the kysely_migration table records, so they never change. */
const MIGRATIONS: Array<[string, NumberedMigration]> = [
  ['001-initial', initial],
  ['002-usage-origin', usageOrigin],
  ['003-accounts', accounts],
  ['004-billing', billing],
  ['005-job-lease-owner', jobLeaseOwner],
  ['006-feedback-review', feedbackReview],
  ['007-hot-path', hotPath],
];

function provider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const result: Record<string, Migration> = {};
      for (const [name, migration] of MIGRATIONS) {
        result[name] = { up: (db) => migration.up(db, dialect) };
      }
      return result;
    },
  };
}

export interface MigrationOutcome {
  applied: string[];
}

/** Brings the schema up to date; safe to run from several processes (Kysely takes a lock). */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<MigrationOutcome> {
  // Kysely looks its bookkeeping tables up across every schema unless told which one; with
  // several txenrich schemas in one database (tests, tenants) it would find another's tables.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  // Numbered migrations were written side by side (a database may have run 006 before 003
  // existed); each is independent of the others, so a pending lower number is applied, not refused.
  const migrator = new Migrator({ db, provider: provider(dialect), allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return { applied: (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName) };
    // Kysely's introspection reads the tables of every schema of the database; a schema
    // dropped by someone else during that read (another tenant, a parallel test) fails it with
    // 3F000 although ours is fine. That read changes nothing, so it is simply made again.
    if (!isOtherSchemaDropped(error, schema) || attempt >= 5) throw error instanceof Error ? error : new Error(String(error));
  }
}

function isOtherSchemaDropped(error: unknown, ours: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '3F000' && ours !== undefined && typeof message === 'string' && !message.includes(`"${ours}"`);
}
