/** An answer larger than this is not an answer to 25 descriptors; reading it would only cost memory. */
const MAX_RESPONSE_BYTES = 1024 * 1024;
/** 429 and 5xx are retried at most twice: more attempts mostly add load to an overloaded server. */
const MAX_ATTEMPTS = 3;
/** A retry is only worth starting when this much of the budget is left after waiting. */
const MIN_ATTEMPT_MS = 100;

export type FetchFunction = typeof fetch;

export interface HttpCall {
  fetch: FetchFunction;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Absolute time (Date.now()) at which the whole call, retries included, is abandoned. */
  deadline: number;
  /** The caller giving up aborts the request the same way the deadline does. */
  signal?: AbortSignal;
}

export type HttpOutcome =
  /** The server answered (any status that was not retried, or the last retryable one). */
  | { kind: 'response'; status: number; body: string; attempts: number }
  /** The deadline passed or the caller gave up; the request in flight was aborted. */
  | { kind: 'timeout'; attempts: number }
  /** Connection refused or reset, DNS failure, oversized answer: nothing usable came back. */
  | { kind: 'failed'; attempts: number };

/**
 * POSTs once, retrying 429 and 5xx only inside the deadline. One AbortController spans the
 * whole call, so the deadline cuts a slow connect, a slow first byte, a slow body and a retry
 * wait alike; the server sees the connection closed.
 */
export async function postWithinDeadline(call: HttpCall): Promise<HttpOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, call.deadline - Date.now()));
  const onCallerAbort = (): void => controller.abort();
  call.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (call.signal?.aborted) controller.abort();
  let attempts = 0;
  try {
    for (;;) {
      attempts += 1;
      const response = await call.fetch(call.url, {
        method: 'POST',
        headers: call.headers,
        body: call.body,
        signal: controller.signal,
      });
      if (isRetryable(response.status) && attempts < MAX_ATTEMPTS) {
        const wait = retryDelayMs(response.headers, attempts);
        if (Date.now() + wait + MIN_ATTEMPT_MS < call.deadline) {
          await response.body?.cancel().catch(() => undefined);
          await sleep(wait, controller.signal);
          continue;
        }
      }
      const body = await readBounded(response, MAX_RESPONSE_BYTES);
      if (body === null) return { kind: 'failed', attempts };
      return { kind: 'response', status: response.status, body, attempts };
    }
  } catch {
    // fetch and body reads reject with an AbortError once the controller fires; anything else
    // (ECONNREFUSED, socket hang-up, invalid URL) is a plain failure.
    return controller.signal.aborted ? { kind: 'timeout', attempts } : { kind: 'failed', attempts };
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Retry-After (seconds or an HTTP date) and Azure's retry-after-ms win; without them, 250 ms
 * doubling with jitter, so parallel calls that failed together do not retry together.
 */
export function retryDelayMs(headers: Headers, attempt: number): number {
  const milliseconds = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  return 250 * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
}

function sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
