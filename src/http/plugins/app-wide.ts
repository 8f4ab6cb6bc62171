import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Lets a plugin's hooks, handlers and decorators apply to the scope that registers it instead of
 * a child scope of their own (what fastify-plugin does, by Fastify's documented skip-override
 * marker). Without it an error handler or auth hook would cover only the plugin's own routes.
 */
export function appWide<Options extends object>(plugin: (app: FastifyInstance, options: Options) => Promise<void>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
