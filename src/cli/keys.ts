import { Command, Option } from 'commander';
import type { Database } from '../db';
import { CliError, EXIT } from './exit-codes';
import { configFromEnvironment } from './load-config';

/** Loaded when a keys command runs, not when `txenrich` starts (other commands never need them). */
async function services() {
  const [db, accounts, keys] = await Promise.all([import('../db'), import('../accounts'), import('../keys')]);
  return { ...db, ...accounts, ...keys };
}

async function withDatabase<T>(work: (database: Database, dailyCap: number) => Promise<T>): Promise<T> {
  const config = configFromEnvironment();
  const { openDatabase } = await services();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, connectTimeoutMs: config.databaseTimeouts.connectMs, statementTimeoutMs: config.databaseTimeouts.statementMs });
  try {
    return await work(database, config.limits.dailyCapDefault);
  } finally {
    await database.close();
  }
}

function fail(message: string, hint?: string): never {
  throw new CliError(message, EXIT.dataError, hint);
}

export function keysCommand(): Command {
  const keys = new Command('keys').description('Create, rotate and revoke API keys');
  keys
    .command('create')
    .description('Issue a key (creating the account if needed); prints the raw key alone on stdout')
    .requiredOption('--email <email>', 'account e-mail')
    .addOption(new Option('--plan <plan>', 'account plan').choices(['sandbox', 'production']))
    .action(async (options: { email: string; plan?: 'sandbox' | 'production' }) => {
      if (!/^[^\s@]+@[^\s@]+$/.test(options.email)) throw new CliError('invalid --email', EXIT.usage, 'give an address such as you@example.com');
      const { createAccount, findAccountByEmail, issueKey, setAccountPlan } = await services();
      const rawKey = await withDatabase(async ({ db }, dailyCap) => {
        let account = await findAccountByEmail(db, options.email);
        if (!account) account = await createAccount(db, { email: options.email, plan: options.plan ?? 'sandbox', dailyCap });
        else if (options.plan && options.plan !== account.plan) await setAccountPlan(db, account.id, options.plan);
        return (await issueKey(db, account.id)).rawKey;
      });
      process.stdout.write(`${rawKey}\n`);
    });
  keys
    .command('rotate')
    .description('Revoke a key and issue its replacement atomically; prints the new raw key')
    .argument('<key>', 'key id (key_…) or the raw key')
    .action(async (key: string) => {
      const { findKeyId, rotateKey } = await services();
      const rawKey = await withDatabase(async ({ db }) => {
        const keyId = await findKeyId(db, key);
        if (!keyId) fail('no such key', 'list the keys with `txenrich keys list`');
        const result = await rotateKey(db, keyId);
        if (!result.ok) fail(result.reason === 'not_active' ? 'the key is already revoked or rotated' : 'no such key');
        return result.key?.rawKey;
      });
      process.stdout.write(`${rawKey}\n`);
    });
  keys
    .command('revoke')
    .description('Deactivate a key with no replacement')
    .argument('<key>', 'key id (key_…) or the raw key')
    .action(async (key: string) => {
      const { findKeyId, revokeKey } = await services();
      await withDatabase(async ({ db }) => {
        const keyId = await findKeyId(db, key);
        if (!keyId) fail('no such key', 'list the keys with `txenrich keys list`');
        const result = await revokeKey(db, keyId);
        if (!result.ok) fail(result.reason === 'not_active' ? 'the key is already revoked or rotated' : 'no such key');
      });
      process.stdout.write('revoked\n');
    });
  keys
    .command('list')
    .description('List keys (id, account, plan, status, created), newest first; raw keys are never stored')
    .option('--email <email>', 'only this account')
    .option('--active', 'only active keys', false)
    .option('--json', 'JSON lines instead of a table', false)
    .action(async (options: { email?: string; active: boolean; json: boolean }) => {
      const { listKeys } = await services();
      const listed = await withDatabase(({ db }) => listKeys(db, { ...(options.email ? { email: options.email } : {}), activeOnly: options.active }));
      if (options.json) {
        process.stdout.write(listed.map((key) => `${JSON.stringify({ id: key.id, email: key.email, plan: key.plan, status: key.status, created_at: new Date(key.createdAt).toISOString() })}\n`).join(''));
        return;
      }
      const rows = [['ID', 'EMAIL', 'PLAN', 'STATUS', 'CREATED'], ...listed.map((key) => [key.id, key.email, key.plan, key.status, new Date(key.createdAt).toISOString()])];
      const widths = rows[0]?.map((_cell, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
      process.stdout.write(rows.map((row) => `${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()}\n`).join(''));
    });
  return keys;
}
