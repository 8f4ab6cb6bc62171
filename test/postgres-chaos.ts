import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/**
 * Chaos tools for PostgreSQL tests. Every test that terminates backends or refuses connections
 * does it in a database of its own (t_chaos_<random>), so no other test or helper is disturbed.
 */
export interface ChaosDatabase {
  name: string;
  url: string;
  /** pg_terminate_backend on every connection to this database but the admin's own. */
  terminateBackends(): Promise<number>;
  /** ALTER DATABASE … ALLOW_CONNECTIONS: refuse (false) or accept (true) new connections. */
  allowConnections(allow: boolean): Promise<void>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createChaosDatabase(baseUrl: string): Promise<ChaosDatabase> {
  const name = `t_chaos_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // A second admin connection inside the chaos database, to read its tables.
  const inside = new pg.Client({ connectionString: url.toString() });
  await inside.connect();
  inside.on('error', () => undefined);
  let insideAlive = true;
  return {
    name,
    url: url.toString(),
    async terminateBackends() {
      const result = await admin.query<{ pid: number }>(
        'select pg_terminate_backend(pid) as ok, pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> $2',
        [name, insideAlive ? ((inside as unknown as { processID: number }).processID ?? 0) : 0],
      );
      return result.rowCount ?? 0;
    },
    async allowConnections(allow) {
      await admin.query(`alter database ${name} allow_connections ${allow ? 'true' : 'false'}`);
    },
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return (await inside.query<T>(text, values)).rows;
    },
    async drop() {
      insideAlive = false;
      await inside.end().catch(() => undefined);
      await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/**
 * A TCP proxy in front of PostgreSQL that can go silent: it keeps accepting connections but
 * forwards nothing (what a dead host behind a load balancer, or a black-holed route, looks like).
 */
export interface SilentableProxy {
  port: number;
  url(databaseUrl: string): string;
  /** Cuts live connections and swallows new ones without a byte of answer. */
  goSilent(): void;
  /** Forwards again. */
  resume(): void;
  close(): Promise<void>;
}

export async function startProxy(target: { host: string; port: number }): Promise<SilentableProxy> {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (silent) return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(address.port);
      return url.toString();
    },
    goSilent() {
      silent = true;
      for (const socket of sockets) socket.destroy();
    },
    resume() {
      silent = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
