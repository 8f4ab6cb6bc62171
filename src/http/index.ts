/** The HTTP capability: the Fastify app, its plugins and routes, and the metrics it serves. */
export { createHttpApp } from './create-http-app';
export { createMetrics, type Metrics } from './metrics';
export type { ApiServices } from './services';
