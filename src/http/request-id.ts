import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * An incoming X-Request-Id is kept when it is safe to log and echo: 1–128 characters of letters,
 * digits and `._:-` (UUIDs, ULIDs, trace ids, `req_…`). Anything else — too long, spaces, quotes,
 * control characters that could forge log lines — is replaced by a generated id.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return `req_${randomUUID().replaceAll('-', '')}`;
}
