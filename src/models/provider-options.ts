import { z } from 'zod';
import type { ModelUsage } from './port';
import type { FetchFunction } from './http-call';

/** SPEC §2 and §11: one model call is capped at 10 s, and configuration may only lower it. */
export const MAX_TIMEOUT_MS = 10_000;
export const DEFAULT_BATCH_SIZE = 25;

/** Fields a log line may carry: counts, status codes, durations. Never texts, prompts or keys. */
export type ModelLogFields = Record<string, string | number | boolean | null>;

/** The subset of a pino logger the providers use; pass `app.log` or nothing. */
export interface ModelLogger {
  info(fields: ModelLogFields, message: string): void;
  warn(fields: ModelLogFields, message: string): void;
}

/** One provider call, as /metrics sees it (no prom-client here: the composition root maps it). */
export interface ModelCallEvent {
  /** `openai` or `anthropic`. */
  provider: string;
  model: string;
  items: number;
  /** `ok` when the server answered 2xx, even if some items then failed validation. */
  outcome: 'ok' | 'timeout' | 'error';
  failedItems: number;
  /** Status of the last response, null when none came (timeout, connection failure). */
  httpStatus: number | null;
  /** HTTP requests made, retries and format fallbacks included. */
  attempts: number;
  durationMs: number;
  usage: ModelUsage;
  /** False when usage is our characters/4 estimate because the server did not report it. */
  usageReported: boolean;
}

export interface HttpModelOptions {
  baseURL: string;
  apiKey?: string;
  /** Model name as the server knows it (`gpt-4o-mini`, `llama3.1:8b`, `claude-haiku-4-5`). */
  model: string;
  /** Cap on one call including retries; default and maximum 10000. */
  timeoutMs?: number;
  /** Injected in tests; defaults to the global fetch of Node 20. */
  fetch?: FetchFunction;
  /** Items per call; default 25. Small local models answer more reliably with fewer. */
  maxBatchSize?: number;
  logger?: ModelLogger;
  onCall?: (event: ModelCallEvent) => void;
}

const scalarOptionsSchema = z.object({
  baseURL: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().min(1).optional(),
  model: z.string().min(1).max(200),
  timeoutMs: z.number().int().min(1).max(MAX_TIMEOUT_MS).default(MAX_TIMEOUT_MS),
  maxBatchSize: z.number().int().min(1).max(100).default(DEFAULT_BATCH_SIZE),
});

export type ResolvedHttpModelOptions = z.infer<typeof scalarOptionsSchema> & {
  fetch: FetchFunction;
  logger?: ModelLogger;
  onCall?: (event: ModelCallEvent) => void;
};

/**
 * Configuration mistakes fail at boot, loudly, with the option named — unlike model-side
 * problems, which become per-item results. The API key never appears in the message.
 */
export function resolveHttpModelOptions(options: HttpModelOptions): ResolvedHttpModelOptions {
  const parsed = scalarOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? 'options';
    throw new RangeError(`invalid model option ${field}: ${field === 'apiKey' ? 'must not be empty' : issue?.message}`);
  }
  return { ...parsed.data, fetch: options.fetch ?? globalThis.fetch, logger: options.logger, onCall: options.onCall };
}

/** `{baseURL}/{path}`, keeping a query string such as Azure's `?api-version=…`. */
export function joinUrl(baseURL: string, path: string): string {
  const url = new URL(baseURL);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return url.toString();
}
