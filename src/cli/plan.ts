import { Argument, Command } from 'commander';
import { openDatabase } from '../db';
import { setPlanByEmail } from '../billing';
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
        if (!result.ok) {
          process.stderr.write('no account with that e-mail (it is created by the first sign-in or by `txenrich keys create`)\n');
          process.exitCode = 1;
          return;
        }
        process.stdout.write(`${options.email}: ${result.previous} → ${result.plan}\n`);
      } finally {
        await database.close();
      }
    });
  return plan;
}
