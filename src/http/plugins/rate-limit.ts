import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors';
import { appWide } from './app-wide';

export interface RateLimitOptions {
  burst: number;
  perSecond: number;
  /** Shared counters across processes (scale-out). */
  redis?: Redis;
}

/** Per-key request limits on every route of the scope that registers it (SPEC §6). */
export const rateLimitPlugin = appWide(async (app: FastifyInstance, { burst, perSecond, redis }: RateLimitOptions) => {
  await app.register(rateLimit, {
    max: burst,
    // burst requests per (burst / rate) seconds: 100 per 2 s is 50/s sustained.
    timeWindow: Math.max(1000, Math.round((burst / perSecond) * 1000)),
    // The limiter's hook is a route-level one, so it runs after the auth plugin's onRequest hook:
    // a request that reaches it was authenticated, and its counter is its key's id (never the key,
    // so a shared Redis holds no secret). Failed authentications are throttled per address by the
    // auth plugin before any lookup.
    keyGenerator: (request) => (request.caller ? `k:${request.caller.keyId}` : `ip:${request.ip}`),
    enableDraftSpec: true,
    // A Redis outage must not take the API down with it: requests pass uncounted meanwhile.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'txenrich-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError('rate_limited', 'Too many requests for this key.', undefined, { 'Retry-After': String(Math.ceil(context.ttl / 1000)) }),
  });
});
