import { Argument, Command } from 'commander';
import { openDatabase } from '../db';
import { setPlanByEmail } from '../billing';
import { CliError, EXIT } from './exit-codes';
import { configFromEnvironment } from './load-config';

export function planCommand(): Command {
  const plan = new Command('plan').description('Account plans (the operator grants production when no payment provider is configured)');
  plan
    .command('set')
    .description('Set the plan of an existing account')
    .requiredOption('--email <email>', 'account e-mail')
    .addArgument(new Argument('<plan>', 'the new plan').choices(['sandbox', 'production']))
    .action(async (newPlan: 'sandbox' | 'production', options: { email: string }) => {
      const config = configFromEnvironment();
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const result = await setPlanByEmail(database.db, options.email, newPlan);
        // One line, a hint and exit 65 (bad input data), like every other CLI failure.
        if (!result.ok) throw new CliError(`no account with the e-mail ${options.email}`, EXIT.dataError, 'an account is created by its first sign-in or by `txenrich keys create --email`');
        process.stdout.write(`${options.email}: ${result.previous} → ${result.plan}\n`);
      } finally {
        await database.close();
      }
    });
  return plan;
}
