import { TxenrichError } from './errors.js';
import type { ErrorBody } from './types.js';
import { backoffMs, parseRetryAfter, wait } from './wait.js';

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  /** Attempts after the first on 429 `rate_limited`, 503 and network errors. */
  maxRetries: number;
  /** A Retry-After longer than this is not waited for: the error is thrown instead. */
  maxRetryAfterSeconds: number;
  userAgent: string;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** Statuses worth retrying: the request was not processed and may succeed later. */
function retryable(status: number, code: string | undefined): boolean {
  // 429 allowance_exhausted / daily_limit_reached wait until next month or midnight: not a retry.
  return status === 503 || (status === 429 && code === 'rate_limited');
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).code === 'string' && typeof (value as ErrorBody).error === 'string';
}

/** One JSON request with bounded retries that honour Retry-After. */
export async function requestJson<T>(options: TransportOptions, method: 'GET' | 'POST', path: string, request: RequestOptions = {}): Promise<T> {
  const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`).toString();
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await options.fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          'x-api-key': options.apiKey,
          'user-agent': options.userAgent,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      // A refused connection rarely heals within seconds: a couple of quick retries, then report.
      if (attempt < Math.min(options.maxRetries, 2)) {
        await wait(backoffMs(attempt, 250, 1_000), request.signal);
        continue;
      }
      throw new TxenrichError({ message: `Could not reach ${new URL(url).origin}: ${(error as Error).message}`, code: 'network_error', status: 0, cause: error });
    }
    const requestId = response.headers.get('x-request-id') ?? undefined;
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (response.ok) {
      if (body === undefined) throw new TxenrichError({ message: `Expected JSON from ${method} ${path}`, code: 'invalid_response', status: response.status, requestId });
      return body as T;
    }
    const errorBody = isErrorBody(body) ? body : undefined;
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    if (retryable(response.status, errorBody?.code) && attempt < options.maxRetries && (retryAfterSeconds ?? 0) <= options.maxRetryAfterSeconds) {
      await wait(retryAfterSeconds !== undefined ? Math.max(50, retryAfterSeconds * 1000) : backoffMs(attempt, 500, 10_000), request.signal);
      continue;
    }
    throw new TxenrichError({
      message: errorBody?.error ?? `${method} ${path} answered HTTP ${response.status}`,
      code: errorBody?.code ?? (response.status >= 500 ? 'internal_error' : 'invalid_response'),
      status: response.status,
      requestId: errorBody?.request_id ?? requestId,
      details: errorBody?.details,
      retryAfterSeconds,
    });
  }
}
