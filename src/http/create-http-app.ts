import { requestIdFor } from './request-id';
import { requestChildLogger } from './request-logger';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './fast-validator';
import type { Redis } from 'ioredis';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { docsPlugin } from './plugins/docs';
import { rateLimitPlugin } from './plugins/rate-limit';
import { authPlugin } from './plugins/auth';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createAuthThrottle } from './auth-throttle';
import { clientErrorHandler, frameworkErrors } from './client-errors';
import { enrichRoutes } from './enrich-routes';
import { feedbackRoutes } from './feedback-routes';
import { systemRoutes } from './system-routes';
import { billingRoutes } from './billing-routes';
import type { ApiServices } from './services';
import { dashboardPlugin, type DashboardServices } from '../dashboard';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface HttpAppOptions {
  services: ApiServices;
  logger: FastifyBaseLogger;
  /** Shared rate-limit counters across processes (scale-out). */
  redis?: Redis;
  /** The dashboard's services; without them no /dashboard pages are served. */
  dashboard?: DashboardServices;
}

/** Builds the Fastify app: one plugin per capability, thin routes calling `services`. */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const typed = await buildApp(options);
  // The zod type provider only types route handlers; callers need the plain instance type,
  // which TypeScript will not convert to because the provider generic is invariant.
  return typed as unknown as FastifyInstance;
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
}

function requestLogFields(request: LoggedRequest) {
  return { method: request.method, url: request.url.split('?')[0], host: request.host, remoteAddress: request.ip };
}

async function buildApp({ services, logger, redis, dashboard }: HttpAppOptions) {
  const app = Fastify({
    // Request logs carry the path without its query string: the dashboard's sign-in link puts
    // a token there (SPEC §7), and tokens never reach a log (SPEC §8).
    loggerInstance: logger.child({}, { serializers: { req: requestLogFields } }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A valid incoming X-Request-Id is kept (request-id.ts), else one is generated.
    genReqId: requestIdFor,
    // Request loggers merge the request's bindings into each line instead of being pino children.
    childLoggerFactory: requestChildLogger,
    requestIdHeader: false,
    // One log line per request (the metrics plugin's onResponse), not Fastify's two with
    // serialized request objects: on the cache-hit path they were a measurable share of the work.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors raised below the routes (Node's parser, Fastify's router) get the SPEC §5 body too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  // Callback-style hooks on every request: an async one costs a promise per hook and request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  await app.register(securityHeadersPlugin, { formActionOrigins: services.billing.checkoutOrigins });
  await app.register(metricsPlugin, { metrics: services.metrics });
  await app.register(docsPlugin, { publicUrl: services.config.publicUrl });

  await app.register(systemRoutes(services));
  await app.register(billingRoutes(services));
  if (dashboard) await app.register(dashboardPlugin(dashboard), { prefix: '/dashboard' });

  await app.register(async (v1) => {
    await v1.register(rateLimitPlugin, { ...services.config.rateLimit, ...(redis ? { redis } : {}) });
    await v1.register(authPlugin, { verifyKey: services.verifyKey, throttle: createAuthThrottle({ failuresPerWindow: services.config.authFailuresPerMinute }) });
    await v1.register(enrichRoutes(services));
    await v1.register(feedbackRoutes(services));
  });

  return app;
}
