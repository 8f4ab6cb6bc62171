import type { FastifyReply, FastifyRequest } from 'fastify';

/** The closed set of error codes (SPEC §5), mapped to HTTP status in this one place. */
export const ERROR_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  not_found: 404,
  request_timeout: 408,
  payload_too_large: 413,
  uri_too_long: 414,
  header_too_large: 431,
  rate_limited: 429,
  allowance_exhausted: 429,
  daily_limit_reached: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: Record<string, string[]>;
  request_id: string;
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const body: ErrorBody = { error: error.message, code: error.code, request_id: request.id };
  if (error.details) body.details = error.details;
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).type('application/json').send(body);
}
