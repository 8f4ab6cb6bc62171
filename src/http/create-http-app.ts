import { randomUUID, createHash } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { registerErrorHandling } from './error-handler';
import { requireApiKey, presentedKey } from './auth';
import { enrichRoutes } from './enrich-routes';
import { feedbackRoutes } from './feedback-routes';
import { systemRoutes } from './system-routes';
import { billingRoutes } from './billing-routes';
import type { ApiServices } from './services';
import { ApiError } from './errors';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface HttpAppOptions {
  services: ApiServices;
  logger: FastifyBaseLogger;
  /** Shared rate-limit counters across processes (scale-out). */
  redis?: Redis;
}

/** Builds the Fastify app: routes are thin, everything else comes in through `services`. */
export async function createHttpApp({ services, logger, redis }: HttpAppOptions): Promise<FastifyInstance> {
  const typed = await buildApp({ services, logger, redis });
  // The zod type provider only types route handlers; callers need the plain instance type,
  // which TypeScript will not convert to because the provider generic is invariant.
  return typed as unknown as FastifyInstance;
}

async function buildApp({ services, logger, redis }: HttpAppOptions) {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => `req_${randomUUID().replaceAll('-', '')}`,
    requestIdHeader: false,
    // Fastify's request logs carry method, URL and status: never bodies or headers. No route
    // takes input in its URL or query string, so nothing of a transaction reaches them.
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app as unknown as FastifyInstance);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    services.metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'txenrich',
        version: '1.0.0',
        description: 'Turns raw bank transaction descriptors into merchant name, domain, category, MCC and subscription flag.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(systemRoutes(services));
  await app.register(billingRoutes(services));

  await app.register(async (v1) => {
    await v1.register(rateLimit, {
      max: services.config.rateLimit.burst,
      // burst requests per (burst / rate) seconds: 100 per 2 s is 50/s sustained.
      timeWindow: Math.max(1000, Math.round((services.config.rateLimit.burst / services.config.rateLimit.perSecond) * 1000)),
      keyGenerator: (request) => {
        const key = presentedKey(request);
        // Counters are keyed by a digest, so a shared Redis never holds raw keys.
        return key ? `k:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}` : `ip:${request.ip}`;
      },
      enableDraftSpec: true,
      // A Redis outage must not take the API down with it: requests pass uncounted meanwhile.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'txenrich-rl:' } : {}),
      errorResponseBuilder: (_request, context) =>
        new ApiError('rate_limited', 'Too many requests for this key.', undefined, { 'Retry-After': String(Math.ceil(context.ttl / 1000)) }),
    });
    requireApiKey(v1, services.database.db);
    await v1.register(enrichRoutes(services));
    await v1.register(feedbackRoutes(services));
  });

  return app;
}
