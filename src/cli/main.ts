import { Command, CommanderError } from 'commander';
import { VERSION } from '../version';
import { serveCommand } from './serve';
import { workerCommand } from './worker';
import { migrateCommand } from './migrate';
import { keysCommand } from './keys';
import { enrichCommand } from './enrich';
import { evalCommand } from './eval';
import { planCommand } from './plan';
import { feedbackCommand } from './feedback';
import { knowledgeCommand } from './knowledge';
import { describeFailure, EXIT, formatFailure } from './exit-codes';

// `txenrich … | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.ok);
    throw error;
  });
}

const program = new Command()
  .name('txenrich')
  .description('Turn raw bank transaction strings into clean merchant data.')
  .version(VERSION, '-V, --version', 'print the version')
  .addCommand(serveCommand())
  .addCommand(workerCommand())
  .addCommand(migrateCommand())
  .addCommand(keysCommand())
  .addCommand(planCommand())
  .addCommand(enrichCommand())
  .addCommand(evalCommand())
  .addCommand(feedbackCommand())
  .addCommand(knowledgeCommand());

/** Commander's own errors (unknown option, missing argument) as one line with a hint, exit 64. */
function configure(command: Command): void {
  command.exitOverride();
  command.configureOutput({
    outputError: (message, write) => write(`txenrich: ${message.replace(/^error: /, '').trim()} (hint: txenrich ${command.name() === 'txenrich' ? '' : `${command.name()} `}--help)\n`),
  });
  for (const sub of command.commands) configure(sub);
}
configure(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and --version also arrive here, with exit code 0.
    process.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage);
  }
  const failure = describeFailure(error);
  process.stderr.write(formatFailure(failure));
  process.exit(failure.exitCode);
}
