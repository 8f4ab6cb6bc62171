import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics';
import { appWide } from './app-wide';

/**
 * Request durations by route template (never the URL: it could carry an id). Registered before
 * any route, so that every route is measured; `/metrics` itself is served with the other
 * operational endpoints.
 */
export const metricsPlugin = appWide(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
});
