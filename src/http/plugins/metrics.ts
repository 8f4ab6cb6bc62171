import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics';
import { appWide } from './app-wide';

/**
 * Request durations and the request log line, by route template (never the URL: it could carry an id). Registered before
 * any route, so that every route is measured; `/metrics` itself is served with the other
 * operational endpoints.
 */
export const metricsPlugin = appWide(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  // The histogram's series for a method, route and status, looked up once: observing through a
  // label object hashes the labels on every request. Routes are templates and statuses few, so
  // the map stays small.
  const series = new Map<string, { observe(value: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let observer = series.get(key);
    if (!observer) {
      observer = metrics.httpDuration.labels({ method: request.method, route, status: String(reply.statusCode) });
      series.set(key, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    // The request's one log line (Fastify's own request logging is off): method, route template
    // and status, never bodies, headers or the URL, so no transaction text or key reaches a log.
    request.log.info({ method: request.method, route, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
    done();
  });
});
