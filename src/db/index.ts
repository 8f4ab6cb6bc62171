import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery, type SqliteDatabase } from 'kysely';
import type { Database as Schema } from './schema';
import type { Dialect } from './dialect';
import { migrateToLatest } from './migrate';
import { isConnectionFault } from './connection-faults';

export type { Dialect } from './dialect';
export type * from './schema';
export { migrateToLatest } from './migrate';
export { isConnectionFault, RETRY_AFTER_SECONDS } from './connection-faults';
export { prefixedId } from './ids';

export type DB = Kysely<Schema>;

export interface Database {
  db: DB;
  dialect: Dialect;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /**
   * Embedded SQLite only: runs a compiled read at once on the one connection, without Kysely's
   * asynchronous connection handling (microseconds instead of tens of them, for reads on every
   * request). It sees what the connection sees: other processes' commits, and this process's
   * own transaction in progress, if any.
   */
  readNow?<Row>(query: CompiledQuery<Row>): Row[];
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; unset means the embedded SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each app its own). */
  schema?: string;
  poolSize?: number;
  /** How long opening a PostgreSQL connection may take before it counts as a fault. */
  connectTimeoutMs?: number;
  /**
   * Longest a statement may run (PostgreSQL statement_timeout) or wait for SQLite's write lock
   * (busy_timeout) before it fails as a connection-class fault (503), instead of hanging.
   */
  statementTimeoutMs?: number;
  /** How long to keep retrying an unreachable database at start (default 60 s). */
  startupWaitMs?: number;
  /** Told about errors on idle or checked-out connections (they are dropped and replaced). */
  onConnectionError?: (error: Error) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** How long a starting process waits for an unreachable database before giving up. */
export const DEFAULT_STARTUP_WAIT_MS = 60_000;

/**
 * A process that starts while the database restarts (or a compose stack whose database is
 * still booting) waits for it instead of exiting: connection-class faults are retried with
 * backoff; anything else (a bad password, a failed migration) fails at once.
 */
async function untilReachable<T>(attempt: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConnectionFault(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * The PostgreSQL driver, loaded by the first process that uses PostgreSQL: embedded SQLite does
 * not carry its 3 MB of code in memory.
 */
async function loadPostgresDriver(): Promise<typeof pg> {
  const { default: driver } = await import('pg');
  // int8 (count(*), bigint epoch ms) arrives as a string by default; our values fit in a double.
  driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  driver.types.setTypeParser(driver.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  return driver;
}

interface OpenedSqlite {
  db: Kysely<Schema>;
  statements: SqliteDatabase;
}

function openSqlite(dataDir: string, busyTimeoutMs: number): OpenedSqlite {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const filePath = path.join(dataDir, 'txenrich.db');
  // Created 0600 before SQLite opens it: SQLite gives the -wal and -shm files the database
  // file's mode, so none of them is readable by other users. Older installs are tightened.
  closeSync(openSync(filePath, 'a', 0o600));
  const file = new SQLite(filePath);
  // WAL lets CLI commands (keys create) write while `serve` runs; busy_timeout makes the
  // second writer wait instead of failing at once with SQLITE_BUSY (past it: 503).
  file.pragma('journal_mode = WAL');
  file.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(filePath + suffix)) chmodSync(filePath + suffix, 0o600);
  }
  const statements = withStatementCache(file);
  return { db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: statements }) }), statements };
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every statement on every execution; preparing costs more than
 * running a primary-key read. Statements are kept by SQL text (the parameters are bound per
 * run) for the most recent distinct texts. A statement still iterating (a streamed query) is
 * busy and not handed out twice: such a call gets a fresh one.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text) {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = file.prepare(text);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      file.close();
    },
  };
}

interface PostgresOptions {
  schema: string | undefined;
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  onConnectionError: (error: Error) => void;
}

async function openPostgres(url: string, options: PostgresOptions): Promise<Kysely<Schema>> {
  const pg = await loadPostgresDriver();
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    // A transaction left open by a stalled process must not hold locks for ever.
    idle_in_transaction_session_timeout: Math.max(options.statementTimeoutMs * 2, 60_000),
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Without these listeners a backend terminated by the server (restart, failover,
  // pg_terminate_backend, idle_session_timeout, a pooler) is an unhandled 'error' event, and
  // Node ends the process. The pool drops the broken client; the next query opens a new one.
  pool.on('error', options.onConnectionError);
  pool.on('connect', (client) => client.on('error', options.onConnectionError));
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the configured database and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  const { databaseUrl } = options;
  const sqlite = databaseUrl ? undefined : openSqlite(options.dataDir, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  const db = !databaseUrl
    ? (sqlite as OpenedSqlite).db
    : await openPostgres(databaseUrl, {
        schema: options.schema,
        poolSize: options.poolSize ?? 10,
        connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
        onConnectionError: options.onConnectionError ?? (() => undefined),
      });
  try {
    if (dialect === 'postgres' && options.schema) {
      await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
    }
    await untilReachable(() => migrateToLatest(db as Kysely<unknown>, dialect), options.startupWaitMs ?? DEFAULT_STARTUP_WAIT_MS);
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
    ...(sqlite ? { readNow: <Row>(query: CompiledQuery<Row>) => sqlite.statements.prepare(query.sql).all(query.parameters) as Row[] } : {}),
  };
}
