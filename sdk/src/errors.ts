/**
 * Every failure the client reports. `code` is the server's stable code (`rate_limited`,
 * `unauthorized`, `validation_error`, …) or one of the client's own: `network_error` (the server
 * could not be reached), `job_failed` (an async job ended `failed`), `invalid_response` (the
 * answer was not the API's JSON).
 */
export class TxenrichError extends Error {
  readonly code: string;
  /** HTTP status; 0 when no HTTP answer was received. */
  readonly status: number;
  /** The server's request id (X-Request-Id), to quote when reporting a problem. */
  readonly requestId: string | undefined;
  readonly details: Record<string, string[]> | undefined;
  /** Seconds the server asked to wait (Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  /** The async job concerned, for `job_failed`. */
  readonly jobId: string | undefined;

  constructor(init: {
    message: string;
    code: string;
    status: number;
    requestId?: string | undefined;
    details?: Record<string, string[]> | undefined;
    retryAfterSeconds?: number | undefined;
    jobId?: string | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'TxenrichError';
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.jobId = init.jobId;
  }
}

export function isTxenrichError(error: unknown): error is TxenrichError {
  return error instanceof TxenrichError;
}
