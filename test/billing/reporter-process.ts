// A process running only the meter reporter, as `serve` and `worker` do in the background, from
// the same configuration. The crash test kills it with SIGKILL mid-send; it loads only what the
// reporter needs so that a restart on a loaded CI machine takes seconds, not the ~20 s of a full
// `txenrich worker` (knowledge base, models).
import pino from 'pino';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db';
import { createMeterReporter, loadStripeProvider } from '../../src/billing';

const config = loadConfig(process.env);
const { secretKey, webhookSecret, priceId, apiBase, meterEventName } = config.stripe;
if (!secretKey || !webhookSecret || !priceId) throw new Error('STRIPE_* must be set');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const reporter = createMeterReporter({
  db: database.db,
  dialect: database.dialect,
  provider: await loadStripeProvider({ secretKey, webhookSecret, priceId, apiBase, meterEventName }),
  logger: pino({ level: config.logLevel }),
  leaseMs: config.jobLeaseMs,
  intervalMs: 200,
});
reporter.start();
process.stdout.write('reporter started\n');
process.once('SIGTERM', () => {
  void reporter.stop().then(() => database.close()).then(() => process.exit(0));
});
