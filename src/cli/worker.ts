import { Command } from 'commander';
import { configFromEnvironment } from './load-config';

export function workerCommand(): Command {
  return new Command('worker').description('Process async jobs only (scale-out)').action(async () => {
    const { createApp } = await import('../app');
    const app = await createApp({ config: configFromEnvironment() });
    app.startBackground({ worker: true, retention: true });
    app.logger.info({ database: app.database.dialect }, 'worker started');
    const stop = () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
