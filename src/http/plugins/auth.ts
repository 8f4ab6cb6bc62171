import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account } from '../../accounts';
import type { KeyVerification } from '../../keys';
import { ApiError } from '../errors';
import { appWide } from './app-wide';
import type { AuthThrottle } from '../auth-throttle';

export interface Caller {
  account: Account;
  keyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** `X-API-Key` wins when both headers are present (SPEC §8). */
export function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header.trim();
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  return undefined;
}

// Malformed, unknown, revoked and rotated keys share one answer: telling a revoked key from
// an unknown one would confirm to whoever holds a leaked key that it once was real.
const INVALID = 'The API key is not valid.';
const MESSAGES = {
  missing: 'An API key is required (X-API-Key or Authorization: Bearer).',
  malformed: INVALID,
  unknown: INVALID,
  revoked: INVALID,
  expired: 'The API key has expired (its subscription ended).',
  suspended: 'The account of this API key is suspended.',
} as const;

export function caller(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError('unauthorized', MESSAGES.missing);
  return request.caller;
}

export interface AuthOptions {
  verifyKey(rawKey: string | undefined): Promise<KeyVerification>;
  /** Failed authentications per client address: checked before verifyKey touches anything. */
  throttle: AuthThrottle;
}

/** Key verification on every route of the scope that registers it (SPEC §8). */
export const authPlugin = appWide(async (app: FastifyInstance, { verifyKey, throttle }: AuthOptions) => {
  app.addHook('onRequest', async (request, reply) => {
    const wait = throttle.retryAfterSeconds(request.ip);
    if (wait > 0) {
      throw new ApiError('rate_limited', 'Too many failed authentication attempts from this address.', undefined, { 'Retry-After': String(wait) });
    }
    const result = await verifyKey(presentedKey(request));
    if (!result.ok) {
      throttle.recordFailure(request.ip);
      throw new ApiError('unauthorized', MESSAGES[result.reason], undefined, { 'WWW-Authenticate': 'Bearer realm="txenrich"' });
    }
    request.caller = { account: result.account, keyId: result.keyId };
    // Every later line of this request, "request completed" included (logged through reply.log),
    // names the key and the account: ids only, never the key itself.
    request.log = request.log.child({ keyId: result.keyId, accountId: result.account.id });
    reply.log = request.log;
  });
});
