import { Command } from 'commander';
import { redactLegacyFeedback } from '../feedback';
import { withFeedback } from './feedback-context';
import { configFromEnvironment } from './load-config';

export function migrateCommand(): Command {
  return new Command('migrate').description('Bring the database schema up to date').action(async () => {
    const config = configFromEnvironment();
    // openDatabase applies pending migrations; it reports what the schema is now at.
    const { openDatabase } = await import('../db');
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, connectTimeoutMs: config.databaseTimeouts.connectMs, statementTimeoutMs: config.databaseTimeouts.statementMs });
    await database.close();
    // Reports stored raw before migration 006 are redacted now, not at the next serve.
    const redacted = await withFeedback((deps) => redactLegacyFeedback(deps));
    process.stdout.write(`schema up to date (${database.dialect})${redacted > 0 ? `; ${redacted} feedback reports redacted` : ''}\n`);
  });
}
