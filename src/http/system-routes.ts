import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiServices } from './services';
import { ApiError } from './errors';
import { errorSchema } from './schemas';

const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health', examples: [{ status: 'ok' }] });

/**
 * Unauthenticated operational endpoints (SPEC §4): `security: []` says so in the document. Their
 * 400 is real: a request Node or Fastify cannot read is answered with the SPEC error body.
 */
export function systemRoutes(services: ApiServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { summary: 'The process is up', operationId: 'getHealth', tags: ['operations'], security: [], response: { 200: healthSchema.describe('The process answers.'), 400: errorSchema } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          summary: 'The database (and Redis, when configured) answer',
          operationId: 'getReadiness',
          tags: ['operations'],
          security: [],
          response: { 200: healthSchema.describe('Ready to serve.'), 400: errorSchema, 503: errorSchema },
        },
      },
      async () => {
        try {
          await services.checkReady();
        } catch {
          throw new ApiError('unavailable', 'A dependency is not reachable.', undefined, { 'Retry-After': '5' });
        }
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/metrics',
      {
        schema: {
          summary: 'Prometheus metrics (text exposition format)',
          operationId: 'getMetrics',
          tags: ['operations'],
          security: [],
          // No 200 schema: the zod serializer would JSON-encode the text. The document describes
          // the text/plain body instead (openapi-document.ts).
          response: { 400: errorSchema },
        },
      },
      async (_request, reply) => {
        reply.type(services.metrics.registry.contentType);
        // Sent as text, not through the zod serializer (no 200 schema on this route), so the
        // reply is used untyped: the type provider only knows the route's JSON bodies.
        const text = await services.metrics.registry.metrics();
        return (reply as unknown as FastifyReply).send(text);
      },
    );
  };
}
