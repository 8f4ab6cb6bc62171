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
          description:
            'Enters the operator review queue. Stored redacted: card and account numbers, IBANs, e-mail addresses, phone numbers and personal names are removed from raw_input and notes before anything is written. An approved correction becomes the answer (source cache, confidence 1.0) for every descriptor that normalizes like raw_input, and an example in the model prompt.',
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
