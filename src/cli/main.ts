import { Command } from 'commander';
import { serveCommand } from './serve';
import { workerCommand } from './worker';
import { migrateCommand } from './migrate';
import { keysCommand } from './keys';
import { enrichCommand } from './enrich';
import { evalCommand } from './eval';
import { feedbackCommand } from './feedback';
import { knowledgeCommand } from './knowledge';

const program = new Command()
  .name('txenrich')
  .description('Turn raw bank transaction strings into clean merchant data.')
  .showHelpAfterError()
  .addCommand(serveCommand())
  .addCommand(workerCommand())
  .addCommand(migrateCommand())
  .addCommand(keysCommand())
  .addCommand(enrichCommand())
  .addCommand(evalCommand())
  .addCommand(feedbackCommand())
  .addCommand(knowledgeCommand());

await program.parseAsync(process.argv);
