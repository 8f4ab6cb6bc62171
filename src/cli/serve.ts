import { Command } from 'commander';
import { runServer } from '../server';
import { configFromEnvironment } from './load-config';

export function serveCommand(): Command {
  return new Command('serve')
    .description('Serve the API (and, in embedded mode, process jobs)')
    .option('--worker', 'also process jobs when DATABASE_URL is set (embedded mode always does)', false)
    .action(async (options: { worker: boolean }) => {
      await runServer(configFromEnvironment(), { worker: options.worker });
    });
}
