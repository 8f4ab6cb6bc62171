import { Command } from 'commander';
import { serveCommand } from './serve';
import { workerCommand } from './worker';
import { migrateCommand } from './migrate';
import { keysCommand } from './keys';
import { enrichCommand } from './enrich';
import { evalCommand } from './eval';
import { planCommand } from './plan';

const program = new Command()
  .name('txenrich')
  .description('Turn raw bank transaction strings into clean merchant data.')
  .showHelpAfterError()
  .addCommand(serveCommand())
  .addCommand(workerCommand())
  .addCommand(migrateCommand())
  .addCommand(keysCommand())
  .addCommand(planCommand())
  .addCommand(enrichCommand())
  .addCommand(evalCommand());

await program.parseAsync(process.argv);
