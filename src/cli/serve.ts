import { Command } from 'commander';
import { configFromEnvironment } from './load-config';

export function serveCommand(): Command {
  return new Command('serve')
    .description('Serve the API (and, in embedded mode, process jobs)')
    .option('--worker', 'also process jobs when DATABASE_URL is set (embedded mode always does)', false)
    .action(async (options: { worker: boolean }) => {
      const { runServer } = await import('../server');
      await runServer(configFromEnvironment(), { worker: options.worker });
    });
}
