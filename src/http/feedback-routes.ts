import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from './plugins/auth';
import type { ApiServices } from './services';
import { commonErrorResponses, feedbackCreatedSchema, feedbackRequestSchema } from './schemas';

export function feedbackRoutes(services: ApiServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/feedback',
      {
        schema: {
          summary: 'Report a wrong enrichment result',
          operationId: 'submitFeedback',
          tags: ['feedback'],
          body: feedbackRequestSchema,
          response: { 201: feedbackCreatedSchema, ...commonErrorResponses },
        },
      },
      async (request, reply) => {
        const { account } = caller(request);
        const { id } = await services.submitFeedback(account.id, request.body);
        reply.status(201);
        return { id, message: 'Thank you. The report is queued for review.' };
      },
    );
  };
}
