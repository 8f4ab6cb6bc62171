import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors';
import { presentedKey } from './auth';
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
    keyGenerator: (request) => {
      const key = presentedKey(request);
      // Counters are keyed by a digest, so a shared Redis never holds raw keys.
      return key ? `k:${hash('sha256', key, 'base64url').slice(0, 22)}` : `ip:${request.ip}`;
    },
    enableDraftSpec: true,
    // A Redis outage must not take the API down with it: requests pass uncounted meanwhile.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'txenrich-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError('rate_limited', 'Too many requests for this key.', undefined, { 'Retry-After': String(Math.ceil(context.ttl / 1000)) }),
  });
});
