import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { errorSchema } from '../schemas';
import { appWide } from './app-wide';
import { openApiOptions } from './openapi-document';

const openApiDocumentSchema = z
  .record(z.string(), z.unknown())
  .describe('This OpenAPI 3.1 document.')
  .meta({ examples: [{ openapi: '3.1.0', info: { title: 'txenrich', version: '0.1.0' }, paths: { '/v1/enrich': { post: { operationId: 'enrichSync' } } } }] });

/** The OpenAPI document, built from the routes' zod schemas, at /openapi.json and /docs. */
export const docsPlugin = appWide(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  await app.register(swagger, openApiOptions(publicUrl));
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This OpenAPI document',
        operationId: 'getOpenApiDocument',
        tags: ['operations'],
        security: [],
        response: { 200: openApiDocumentSchema, 400: errorSchema },
      },
    },
    async () => app.swagger(),
  );
});
