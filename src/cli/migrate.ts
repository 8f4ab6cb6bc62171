import { Command } from 'commander';
import { configFromEnvironment } from './load-config';

export function migrateCommand(): Command {
  return new Command('migrate').description('Bring the database schema up to date').action(async () => {
    const config = configFromEnvironment();
    // openDatabase applies pending migrations; it reports what the schema is now at.
    const { openDatabase } = await import('../db');
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.close();
    process.stdout.write(`schema up to date (${database.dialect})\n`);
  });
}
