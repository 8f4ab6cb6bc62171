import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiServices } from './services';
import { ApiError } from './errors';

const healthSchema = z.object({ status: z.literal('ok') });

/** Unauthenticated operational endpoints (SPEC §4). */
export function systemRoutes(services: ApiServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { summary: 'The process is up', tags: ['operations'], response: { 200: healthSchema } } }, async () => ({ status: 'ok' as const }));

    app.get('/readyz', { schema: { summary: 'The database (and Redis, when configured) answer', tags: ['operations'], response: { 200: healthSchema } } }, async () => {
      try {
        await services.checkReady();
      } catch {
        throw new ApiError('unavailable', 'A dependency is not reachable.', undefined, { 'Retry-After': '5' });
      }
      return { status: 'ok' as const };
    });

    app.get('/metrics', { schema: { summary: 'Prometheus metrics', tags: ['operations'], hide: false } }, async (_request, reply) => {
      reply.type(services.metrics.registry.contentType);
      return services.metrics.registry.metrics();
    });
  };
}
