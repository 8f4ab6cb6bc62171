import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database as Schema } from './schema';
import type { Dialect } from './dialect';
import { migrateToLatest } from './migrate';

export type { Dialect } from './dialect';
export type * from './schema';
export { migrateToLatest } from './migrate';
export { prefixedId } from './ids';

export type DB = Kysely<Schema>;

export interface Database {
  db: DB;
  dialect: Dialect;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; unset means the embedded SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each app its own). */
  schema?: string;
  poolSize?: number;
}

// int8 (count(*), bigint epoch ms) arrives as a string by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

function openSqlite(dataDir: string): Kysely<Schema> {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'txenrich.db'));
  // WAL lets CLI commands (keys create) write while `serve` runs; busy_timeout makes the
  // second writer wait instead of failing with SQLITE_BUSY.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: file }) });
}

function openPostgres(url: string, schema: string | undefined, poolSize: number): Kysely<Schema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the configured database and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema, options.poolSize ?? 10)
    : openSqlite(options.dataDir);
  try {
    if (dialect === 'postgres' && options.schema) {
      await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
    }
    await migrateToLatest(db as Kysely<unknown>, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
