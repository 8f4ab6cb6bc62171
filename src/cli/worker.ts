import { Command } from 'commander';
import { configFromEnvironment } from './load-config';

export function workerCommand(): Command {
  return new Command('worker').description('Process async jobs only (scale-out); /metrics and /healthz on TXENRICH_METRICS_PORT').action(async () => {
    const config = configFromEnvironment();
    const [{ createApp }, { startMetricsServer }] = await Promise.all([import('../app'), import('../http/metrics-server')]);
    const app = await createApp({ config });
    const metrics = await startMetricsServer(app.metrics.registry, { host: config.host, port: config.metricsPort });
    app.startBackground({ worker: true, retention: true });
    app.logger.info({ database: app.database.dialect, metrics: metrics.url }, 'worker started');
    // Tests and operators read the address here (TXENRICH_METRICS_PORT=0 picks a free port).
    process.stdout.write(`txenrich worker metrics on ${metrics.url}/metrics\n`);
    let closing = false;
    const stop = () => {
      if (closing) return;
      closing = true;
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      Promise.all([app.close(), metrics.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
