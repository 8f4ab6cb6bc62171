import { z } from 'zod';
import path from 'node:path';

/**
 * The whole operator interface of SPEC §11: one schema over the environment, parsed once at
 * boot. Nothing else reads process.env, so every knob is documented here and in the README.
 */
const verifyModeSchema = z.enum(['off', 'dns']);

// 32 bytes as 64 hex characters, or as base64/base64url (43 characters and optional padding).
const KEY_PATTERN = /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/;

const portSchema = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  TXENRICH_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  TXENRICH_MODEL: z.enum(['builtin', 'openai', 'anthropic']).default('builtin'),
  TXENRICH_MODEL_BASE_URL: z.url().optional(),
  TXENRICH_MODEL_API_KEY: z.string().min(1).optional(),
  TXENRICH_MODEL_NAME: z.string().min(1).optional(),
  TXENRICH_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000, 'must be at most 10000 (SPEC caps a model call at 10 s)').default(10_000),
  TXENRICH_MODEL_BATCH_SIZE: z.coerce.number().int().min(1).max(50).default(25),
  TXENRICH_MODEL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  TXENRICH_VERIFY_DOMAINS: verifyModeSchema.default('off'),
  TXENRICH_HASH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TXENRICH_ENCRYPTION_KEY: z.string().regex(KEY_PATTERN, 'must be 32 bytes: 64 hex characters or base64').optional(),
  TXENRICH_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .refine((text) => text.split(',').every((part) => KEY_PATTERN.test(part.trim())), 'must be a comma-separated list of 32-byte keys (64 hex characters or base64)')
    .optional(),
  TXENRICH_JOB_RETENTION_HOURS: positiveInt.default(168),
  TXENRICH_PUBLIC_URL: z.url().optional(),
  TXENRICH_RATE_LIMIT_PER_SECOND: positiveInt.default(50),
  TXENRICH_RATE_LIMIT_BURST: positiveInt.default(100),
  TXENRICH_AUTH_FAILURES_PER_MINUTE: positiveInt.default(30),
  TXENRICH_SANDBOX_MONTHLY_ALLOWANCE: z.coerce.number().int().min(0).default(5000),
  TXENRICH_DAILY_CAP_DEFAULT: z.coerce.number().int().min(0).default(10_000),
  TXENRICH_MAX_DAILY_CAP: z.coerce.number().int().min(0).default(1_000_000),
  TXENRICH_PRICE_PER_ITEM_MICROS: z.coerce.number().int().min(0).default(0),
  TXENRICH_CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD or EUR').default('USD'),
  TXENRICH_DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  TXENRICH_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  TXENRICH_JOB_LEASE_MS: z.coerce.number().int().min(200).default(30_000),
  TXENRICH_METRICS_PORT: portSchema.default(9464),
  TXENRICH_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  STRIPE_METER_EVENT_NAME: z.string().min(1).max(100).default('txenrich_model_items'),
  TXENRICH_PAYMENT_FAILURE_POLICY: z.enum(['flag', 'suspend']).default('flag'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  model: {
    provider: 'builtin' | 'openai' | 'anthropic';
    baseURL: string | undefined;
    apiKey: string | undefined;
    name: string | undefined;
    timeoutMs: number;
    batchSize: number;
    concurrency: number;
  };
  verifyDomains: 'off' | 'dns';
  hashSecret: string | undefined;
  /** Application key for job inputs and results at rest, and older keys still accepted for reading. */
  encryption: { key: string | undefined; previousKeys: string[] };
  jobRetentionMs: number;
  jobLeaseMs: number;
  /** Connect and statement timeouts: past them a database call fails as 503, never hangs. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  publicUrl: string;
  rateLimit: { perSecond: number; burst: number };
  /** Failed authentications per client address per minute before 429 (no database lookup). */
  authFailuresPerMinute: number;
  /** maxDailyCap: the operator's ceiling on what an account may set in the dashboard. */
  limits: { sandboxMonthlyAllowance: number; dailyCapDefault: number; maxDailyCap: number; pricePerItemMicros: number; currency: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `txenrich worker`'s /metrics and /healthz listener (on HOST). */
  metricsPort: number;
  mail: { smtpUrl: string | undefined; from: string };
  /** Unset secretKey: no card payments (the self-hosting default); the operator grants plans. */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceId: string | undefined;
    apiBase: string | undefined;
    meterEventName: string;
    /** After a failed invoice payment: `flag` shows it on the dashboard; `suspend` also stops the keys until paid. */
    paymentFailurePolicy: 'flag' | 'suspend';
  };
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Treats empty strings as unset, as shells and .env files commonly produce them. */
function withoutEmpty(environment: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(environment)) {
    if (value !== undefined && value !== '') result[name] = value;
  }
  return result;
}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(withoutEmpty(environment));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(lines);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.TXENRICH_MODEL === 'anthropic' && !env.TXENRICH_MODEL_API_KEY) {
    problems.push('invalid configuration: TXENRICH_MODEL_API_KEY: required when TXENRICH_MODEL=anthropic');
  }
  if (env.TXENRICH_MODEL === 'openai' && !env.TXENRICH_MODEL_BASE_URL && !env.TXENRICH_MODEL_API_KEY) {
    problems.push('invalid configuration: TXENRICH_MODEL_API_KEY: required for the default OpenAI endpoint (or set TXENRICH_MODEL_BASE_URL to a local server)');
  }
  if (env.DATABASE_URL && !env.TXENRICH_HASH_SECRET) {
    problems.push('invalid configuration: TXENRICH_HASH_SECRET: required with DATABASE_URL, so every process keys hashes the same way');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('invalid configuration: STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (webhooks are how plans change)');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PRICE_ID) {
    problems.push('invalid configuration: STRIPE_PRICE_ID: required with STRIPE_SECRET_KEY (the metered price customers subscribe to)');
  }
  if (env.TXENRICH_DAILY_CAP_DEFAULT > env.TXENRICH_MAX_DAILY_CAP) {
    problems.push('invalid configuration: TXENRICH_DAILY_CAP_DEFAULT: must not exceed TXENRICH_MAX_DAILY_CAP');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.TXENRICH_DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    model: {
      provider: env.TXENRICH_MODEL,
      baseURL: env.TXENRICH_MODEL_BASE_URL,
      apiKey: env.TXENRICH_MODEL_API_KEY,
      name: env.TXENRICH_MODEL_NAME,
      timeoutMs: env.TXENRICH_MODEL_TIMEOUT_MS,
      batchSize: env.TXENRICH_MODEL_BATCH_SIZE,
      concurrency: env.TXENRICH_MODEL_CONCURRENCY,
    },
    verifyDomains: env.TXENRICH_VERIFY_DOMAINS,
    hashSecret: env.TXENRICH_HASH_SECRET,
    encryption: {
      key: env.TXENRICH_ENCRYPTION_KEY,
      previousKeys: (env.TXENRICH_ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').map((part) => part.trim()).filter(Boolean),
    },
    jobRetentionMs: env.TXENRICH_JOB_RETENTION_HOURS * 3_600_000,
    jobLeaseMs: env.TXENRICH_JOB_LEASE_MS,
    databaseTimeouts: { connectMs: env.TXENRICH_DB_CONNECT_TIMEOUT_MS, statementMs: env.TXENRICH_DB_STATEMENT_TIMEOUT_MS },
    publicUrl: env.TXENRICH_PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`,
    rateLimit: { perSecond: env.TXENRICH_RATE_LIMIT_PER_SECOND, burst: env.TXENRICH_RATE_LIMIT_BURST },
    authFailuresPerMinute: env.TXENRICH_AUTH_FAILURES_PER_MINUTE,
    limits: {
      sandboxMonthlyAllowance: env.TXENRICH_SANDBOX_MONTHLY_ALLOWANCE,
      dailyCapDefault: env.TXENRICH_DAILY_CAP_DEFAULT,
      maxDailyCap: env.TXENRICH_MAX_DAILY_CAP,
      pricePerItemMicros: env.TXENRICH_PRICE_PER_ITEM_MICROS,
      currency: env.TXENRICH_CURRENCY,
    },
    logLevel: env.TXENRICH_LOG_LEVEL,
    metricsPort: env.TXENRICH_METRICS_PORT,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? 'txenrich <no-reply@localhost>' },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      priceId: env.STRIPE_PRICE_ID,
      apiBase: env.STRIPE_API_BASE,
      meterEventName: env.STRIPE_METER_EVENT_NAME,
      paymentFailurePolicy: env.TXENRICH_PAYMENT_FAILURE_POLICY,
    },
  };
}

/**
 * What the command line needs to talk to a running server (`enrich --url`): read here, like
 * every other variable, and apart from loadConfig so a client machine needs no server settings.
 */
const clientEnvSchema = z.object({
  TXENRICH_URL: z.url('must be a URL such as http://127.0.0.1:8080').optional(),
  TXENRICH_API_KEY: z.string().min(1).optional(),
});

export interface ClientConfig {
  url: string | undefined;
  apiKey: string | undefined;
}

export function loadClientConfig(environment: Record<string, string | undefined>): ClientConfig {
  const parsed = clientEnvSchema.safeParse(withoutEmpty(environment));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `invalid configuration: ${issue.path.join('.')}: ${issue.message}`));
  }
  return { url: parsed.data.TXENRICH_URL, apiKey: parsed.data.TXENRICH_API_KEY };
}
