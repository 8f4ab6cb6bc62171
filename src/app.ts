import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { stdoutLogDestination } from './log-destination';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { createDatabaseCache, createInputHasher, enrichBatch, loadOrCreateHashSecret, withRedisHotCache, type EnrichDependencies } from './enrich';
import type { EnrichmentModel } from './models';
import { createConfiguredModel, createEnrichDependencies, prepareModelText, storedModelText } from './pipeline';
import {
  billingSummary,
  createKeySealer,
  hasKeyReveal,
  setPlanForAccount,
  startCheckout,
  takeKeyReveal,
  createMeterReporter,
  createUsageRecorder,
  createNoPaymentProvider,
  loadStripeProvider,
  handleWebhook,
  purgeKeyReveals,
  refundModelItems,
  reserveModelItems,
  type MeterReporter,
  type PaymentProvider,
  type UsageRecorder,
} from './billing';
import { loadKnowledgeBase } from './knowledge';
import { redact } from './redact';
import { createCorrectionIndex, createReviewServices, redactLegacyFeedback, submitFeedback, type CorrectionIndex, type FeedbackDependencies } from './feedback';
import { createJob, createJobWorker, getJob, purgeFinishedJobs, queueStats, type JobWorker } from './jobs';
import { createCachedKeyVerifier } from './keys';
import { createHttpApp, createMetrics, type ApiServices, type Metrics } from './http';
import { createFieldCipher, loadKeyring, type FieldCipher } from './encryption';
import { createMailer, type Mailer } from './mail';
import { DEFAULT_LINK_THROTTLE, getAccount, purgeExpiredSessions } from './accounts';
import type { DashboardServices } from './dashboard';

export interface AppOptions {
  config: Config;
  logger?: Logger;
  /** An already opened database (tests give each app its own schema). */
  database?: Database;
  /** A model instead of the configured one (benchmarks). */
  model?: EnrichmentModel;
  /** Outgoing mail (tests give an in-process one). */
  mailer?: Mailer;
  /** A clock for the dashboard's links and sessions (tests of expiry). */
  now?: () => number;
}

export interface App {
  config: Config;
  logger: Logger;
  database: Database;
  http: FastifyInstance;
  services: ApiServices;
  enrich: EnrichDependencies;
  metrics: Metrics;
  /** Usage recording; free usage is buffered up to 1 s (flush() writes it now). */
  usage: UsageRecorder;
  /** Approved corrections as this process sees them. */
  corrections: CorrectionIndex;
  feedback: FeedbackDependencies;
  /** SMTP or the outbox folder (SPEC §7); the dashboard's and billing's mail goes through it. */
  mailer: Mailer;
  dashboard: DashboardServices;
  /** Job worker; started by startBackground (embedded serve, `txenrich worker`, tests). */
  worker: JobWorker;
  /** Seals job inputs and results at rest (a second worker, e.g. in tests, needs it too). */
  cipher: FieldCipher;
  payments: PaymentProvider;
  /** Reports the meter outbox to the payment provider; started by startBackground when billing is on. */
  meterReporter: MeterReporter;
  startBackground(options?: { worker?: boolean; retention?: boolean; meter?: boolean }): void;
  close(): Promise<void>;
}

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  // Keys and tokens never reach a log line even if a future change logs headers. The paths are
  // named, not wildcards: a wildcard path makes pino run its redaction on every value of every
  // line, which was a tenth of a cache-hit request's CPU for lines that never hold a key.
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'headers.authorization', 'headers["x-api-key"]', 'apiKey', 'rawKey', 'key', 'token'],
        censor: '[redacted]',
      },
    },
    stdoutLogDestination(),
  );
}

/** The composition root: config → db → stores → services → providers → routes. */
export async function createApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.databaseTimeouts.connectMs,
      statementTimeoutMs: config.databaseTimeouts.statementMs,
      // Logged by code only: a driver message can quote a statement's parameters.
      onConnectionError: (error) => logger.warn({ code: (error as NodeJS.ErrnoException).code }, 'database connection lost; reconnecting on next use'),
    }));
  const { db, dialect } = database;
  // No offline queue: with Redis down a request must not wait for it (rate limits fail open,
  // the cache falls back to the database, /readyz says 503).
  // The client library is loaded only when Redis is configured (embedded mode does without its 2 MB).
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : undefined;
  redis?.on('error', (error: Error) => logger.warn({ code: (error as NodeJS.ErrnoException).code }, 'redis error'));
  await redis?.connect().catch(() => logger.warn('redis unreachable at start; retrying in the background'));

  const metrics = createMetrics({ queue: () => queueStats(db) });
  const model = options.model ?? createConfiguredModel(config, { logger, onCall: (event) => metrics.modelCall(event) });
  const databaseCache = createDatabaseCache(db);
  const cache = redis ? withRedisHotCache(databaseCache, redis, () => logger.warn('redis cache unavailable; using the database')) : databaseCache;
  const hashSecret = config.hashSecret ?? loadOrCreateHashSecret(config.dataDir);
  const cipher = createFieldCipher(
    loadKeyring({ key: config.encryption.key, previousKeys: config.encryption.previousKeys, hashSecret, embedded: dialect === 'sqlite', dataDir: config.dataDir }),
  );
  const hasher = createInputHasher(hashSecret);
  const feedback: FeedbackDependencies = { db, redact, prepare: (raw) => prepareModelText(raw), hasher, findShipped: (name) => loadKnowledgeBase().findByName(name) };
  // Reports stored raw before migration 006 are redacted before anything is served.
  const legacy = await redactLegacyFeedback(feedback);
  if (legacy > 0) logger.info({ reports: legacy }, 'redacted feedback stored by an earlier version');
  const corrections = createCorrectionIndex({ db, readModelText: storedModelText, onError: () => logger.warn('corrections could not be refreshed; using the last loaded set') });

  const { stripe } = config;
  const payments: PaymentProvider =
    stripe.secretKey && stripe.webhookSecret && stripe.priceId
      ? await loadStripeProvider({
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          priceId: stripe.priceId,
          meterEventName: stripe.meterEventName,
          apiBase: stripe.apiBase,
        })
      : createNoPaymentProvider();
  // The lease is the job lease: the time after which a crashed process's claim is taken over.
  const meterReporter = createMeterReporter({ db, dialect, provider: payments, logger, leaseMs: config.jobLeaseMs });
  let meterRunning = false;
  const sealer = createKeySealer(hashSecret);
  const given = options.mailer;
  const mailer: Mailer & { close(): void } = given
    ? { send: (message) => given.send(message), close: () => undefined }
    : createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir }, logger);

  const enrich = createEnrichDependencies({
    config,
    model,
    cache,
    hasher,
    corrections: () => corrections.current(),
    meter: {
      reserve: (account, count, now) => reserveModelItems(db, dialect, account, count, { sandboxMonthlyAllowance: config.limits.sandboxMonthlyAllowance }, now),
      refund: (account, count, reservedAt) => refundModelItems(db, account.id, count, reservedAt),
    },
    observer: metrics.observer,
  });

  let worker: JobWorker | undefined;
  const keys = createCachedKeyVerifier(db, database.readNow ? { readNow: database.readNow } : {});
  const usage = createUsageRecorder(db, { onError: (error: unknown) => logger.warn({ code: (error as NodeJS.ErrnoException).code }, 'free usage flush failed; retrying') });
  const services: ApiServices = {
    config,
    metrics,
    verifyKey: (rawKey) => keys.verify(rawKey),
    async enrich(context, inputs) {
      const outcome = await enrichBatch(enrich, context, inputs);
      if (outcome.ok) {
        await usage.record(outcome.batch.records);
        if (meterRunning && outcome.batch.records.some((record) => record.billable)) meterReporter.notify();
      }
      return outcome;
    },
    submitJob: (job) => createJob(db, cipher, job),
    getJob: (accountId, jobId) => getJob(db, cipher, accountId, jobId),
    submitFeedback: (accountId, input) => submitFeedback(feedback, accountId, input),
    notifyJobs: () => worker?.notify(),
    // Keyed like every other hash of client text: a stored digest of a body cannot be
    // confirmed by hashing guessed bodies (a card number in a one-item batch, say).
    requestDigest: (transactions) => hasher(JSON.stringify(transactions)),
    billing: {
      enabled: payments.enabled,
      checkoutOrigins: payments.checkoutOrigins,
      webhook: (rawBody, signature) =>
        handleWebhook({ db, provider: payments, sealer, mailer, publicUrl: config.publicUrl, paymentFailurePolicy: stripe.paymentFailurePolicy, logger }, rawBody, signature),
    },
    async checkReady() {
      await database.ping();
      await redis?.ping();
    },
  };

  const jobWorker = createJobWorker({
    db,
    dialect,
    cipher,
    logger,
    leaseMs: config.jobLeaseMs,
    // A job's chunks run side by side up to the model's concurrency (several jobs when one runs out).
    concurrency: config.model.concurrency,
    process: async (job, inputs) => {
      const account = await getAccount(db, job.accountId);
      if (!account) throw new Error('the job has no account');
      const outcome = await enrichBatch(enrich, { account, keyId: job.keyId, jobId: job.id, refuseWhenLimited: false }, inputs);
      if (!outcome.ok) throw new Error('unreachable: jobs never refuse on limits');
      // Usage is committed by the worker in the chunk's transaction, with the results.
      return { results: outcome.batch.results, usage: outcome.batch.records };
    },
  });

  const dashboard: DashboardServices = {
    config,
    db,
    mailer,
    now: options.now ?? Date.now,
    secret: hashSecret,
    linkThrottle: DEFAULT_LINK_THROTTLE,
    review: createReviewServices(feedback, corrections),
    billing: {
      enabled: payments.enabled,
      summary: (account, now) => billingSummary(db, account, { billingEnabled: payments.enabled, pricePerItemMicros: config.limits.pricePerItemMicros, currency: config.limits.currency }, now),
      startCheckout: (account, now) => startCheckout({ db, provider: payments, publicUrl: config.publicUrl }, account, now),
      hasKeyReveal: (accountId) => hasKeyReveal(db, accountId),
      takeKeyReveal: (accountId, now) => takeKeyReveal(db, sealer, accountId, now),
      setPlan: (accountId, plan) => setPlanForAccount(db, accountId, plan),
    },
  };

  const http = await createHttpApp({ services, logger, dashboard, ...(redis ? { redis } : {}) });
  let retentionTimer: NodeJS.Timeout | undefined;

  async function sweep(): Promise<void> {
    try {
      const jobs = await purgeFinishedJobs(db, Date.now() - config.jobRetentionMs);
      const cached = await databaseCache.purgeExpired();
      await purgeKeyReveals(db);
      const sessions = await purgeExpiredSessions(db, Date.now());
      if (jobs + cached + sessions > 0) logger.info({ jobs, cacheEntries: cached, sessions }, 'retention sweep');
    } catch (error) {
      logger.warn({ code: (error as NodeJS.ErrnoException).code }, 'retention sweep failed');
    }
  }

  return {
    config,
    logger,
    database,
    http,
    services,
    enrich,
    corrections,
    feedback,
    metrics,
    usage,
    mailer,
    dashboard,
    worker: jobWorker,
    cipher,
    payments,
    meterReporter,
    startBackground(background = {}) {
      if ((background.meter ?? true) && payments.enabled) {
        meterRunning = true;
        meterReporter.start();
      }
      if (background.worker ?? true) {
        worker = jobWorker;
        jobWorker.start();
      }
      if (background.retention ?? true) {
        void sweep();
        retentionTimer = setInterval(() => void sweep(), 15 * 60_000);
        retentionTimer.unref();
      }
    },
    async close() {
      if (retentionTimer) clearInterval(retentionTimer);
      await jobWorker.stop();
      await meterReporter.stop();
      await http.close();
      await usage.close();
      await model.close?.();
      mailer.close();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}

