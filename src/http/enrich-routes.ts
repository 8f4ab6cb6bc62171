import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from './plugins/auth';
import { ApiError } from './errors';
import type { ApiServices } from './services';
import { asyncRequestSchema, commonErrorResponses, envelopeSchema, errorSchema, idempotencyHeaderSchema, jobAcceptedSchema, jobParamsSchema, jobSchema, syncRequestSchema } from './schemas';
import { jobBody } from './job-body';
import { envelopeSerializerCompiler, fastSerializerCompiler } from './fast-serializer';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function enrichRoutes(services: ApiServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/enrich',
      {
        schema: {
          summary: 'Enrich up to 10 transactions synchronously',
          operationId: 'enrichSync',
          tags: ['enrich'],
          body: syncRequestSchema,
          response: { 200: envelopeSchema, ...commonErrorResponses },
        },
        serializerCompiler: (route) => ((route.schema as unknown) === envelopeSchema ? envelopeSerializerCompiler(route) : fastSerializerCompiler(route)),
      },
      async (request) => {
        const { account, keyId } = caller(request);
        const outcome = await services.enrich({ account, keyId, jobId: null, refuseWhenLimited: true }, request.body.transactions);
        if (!outcome.ok) {
          const message = outcome.limit.reason === 'allowance_exhausted' ? 'The monthly sandbox allowance is used up.' : 'The daily limit of model-processed transactions is reached.';
          throw new ApiError(outcome.limit.reason, message, undefined, { 'Retry-After': String(outcome.limit.retryAfterSeconds) });
        }
        return { results: outcome.batch.results, job_id: null, status: outcome.batch.status, usage: outcome.batch.usage };
      },
    );

    app.post(
      '/v1/enrich/async',
      {
        schema: {
          summary: 'Submit up to 500 transactions as a background job',
          operationId: 'enrichAsync',
          tags: ['enrich'],
          body: asyncRequestSchema,
          headers: idempotencyHeaderSchema,
          response: { 202: jobAcceptedSchema, ...commonErrorResponses },
        },
      },
      async (request, reply) => {
        const { account, keyId } = caller(request);
        const idempotencyKey = request.headers['idempotency-key'] ?? null;
        const requestHash = services.requestDigest(request.body.transactions);
        const created = await services.submitJob({ accountId: account.id, keyId, inputs: request.body.transactions, idempotencyKey, requestHash });
        if (!created.ok) {
          throw new ApiError('validation_error', 'This Idempotency-Key was used with a different body.', {
            'Idempotency-Key': ['was already used with different transactions in the last 24 hours'],
          });
        }
        if (created.created) services.notifyJobs();
        const pollUrl = `/v1/enrich/jobs/${created.job.id}`;
        if (!created.created) reply.header('Idempotent-Replayed', 'true');
        reply.header('Location', pollUrl).status(202);
        return { job_id: created.job.id, status: created.job.status, poll_url: pollUrl };
      },
    );

    app.get(
      '/v1/enrich/jobs/:jobId',
      {
        schema: {
          summary: 'Poll a job until it is complete or failed',
          operationId: 'getJob',
          tags: ['enrich'],
          params: jobParamsSchema,
          response: { 200: jobSchema, ...commonErrorResponses, 404: errorSchema },
        },
        serializerCompiler: fastSerializerCompiler,
      },
      async (request) => {
        const { account } = caller(request);
        const { jobId } = request.params;
        const view = UUID_V4.test(jobId) ? await services.getJob(account.id, jobId.toLowerCase()) : undefined;
        if (!view) throw new ApiError('not_found', 'No such job.');
        return jobBody(view);
      },
    );
  };
}
