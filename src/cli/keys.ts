import { Command, Option } from 'commander';
import { openDatabase, type Database } from '../db';
import { createAccount, findAccountByEmail, setAccountPlan } from '../accounts';
import { findKeyId, issueKey, revokeKey, rotateKey } from '../keys';
import { configFromEnvironment } from './load-config';

async function withDatabase<T>(work: (database: Database, dailyCap: number) => Promise<T>): Promise<T> {
  const config = configFromEnvironment();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, connectTimeoutMs: config.databaseTimeouts.connectMs, statementTimeoutMs: config.databaseTimeouts.statementMs });
  try {
    return await work(database, config.limits.dailyCapDefault);
  } finally {
    await database.close();
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export function keysCommand(): Command {
  const keys = new Command('keys').description('Create, rotate and revoke API keys');
  keys
    .command('create')
    .description('Issue a key (creating the account if needed); prints the raw key alone on stdout')
    .requiredOption('--email <email>', 'account e-mail')
    .addOption(new Option('--plan <plan>', 'account plan').choices(['sandbox', 'production']))
    .action(async (options: { email: string; plan?: 'sandbox' | 'production' }) => {
      if (!/^[^\s@]+@[^\s@]+$/.test(options.email)) fail('invalid --email');
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
      const rawKey = await withDatabase(async ({ db }) => {
        const keyId = await findKeyId(db, key);
        if (!keyId) fail('no such key');
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
      await withDatabase(async ({ db }) => {
        const keyId = await findKeyId(db, key);
        if (!keyId) fail('no such key');
        const result = await revokeKey(db, keyId);
        if (!result.ok) fail(result.reason === 'not_active' ? 'the key is already revoked or rotated' : 'no such key');
      });
      process.stdout.write('revoked\n');
    });
  return keys;
}
