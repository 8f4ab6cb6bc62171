import type { Config } from './config';
import { createApp, type App } from './app';
import { ensureOperatorAccount } from './accounts';
import { issueKey } from './keys';

export interface ServeOptions {
  /** Run the job worker in this process (always in embedded mode). */
  worker: boolean;
}

/** Process only: start, print the first key, listen, shut down gracefully on signals. */
export async function runServer(config: Config, options: ServeOptions): Promise<App> {
  const app = await createApp({ config });
  const firstKey = await ensureOperatorAccount(app.database.db, config, issueKey);
  if (firstKey) {
    // Printed once, straight to the terminal, never through the logger.
    process.stdout.write(
      `\nFirst start: created operator account ${firstKey.email}.\nAPI key (shown once, store it now):\n\n  ${firstKey.rawKey}\n\n`,
    );
  }
  app.startBackground({ worker: options.worker || !config.databaseUrl });
  await app.http.listen({ port: config.port, host: config.host });
  const address = app.http.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`txenrich listening on http://${config.host}:${port} (docs: /docs, database: ${app.database.dialect}, model: ${config.model.provider})\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return app;
}
