import type { FastifyError, FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { registerDashboardAssets } from './assets';
import { errorPage } from './pages/error-page';
import { pageContext, registerRequestState, sendPage } from './request-state';
import type { PageContext } from './layout';
import { accountRoutes } from './routes/account-routes';
import { billingRoutes } from './routes/billing-routes';
import { keysRoutes } from './routes/keys-routes';
import { loginRoutes } from './routes/login-routes';
import { operatorRoutes } from './routes/operator-routes';
import { reviewRoutes } from './routes/review-routes';
import type { DashboardServices } from './services';

/**
 * Strict: our origin only, no inline script or style, no framing. Set only when nothing else
 * (a global @fastify/helmet) has set one, so there is one policy per response.
 */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** A capability adding pages (billing): registered inside the dashboard, with its session and CSRF. */
export type DashboardExtension = (app: FastifyInstance, services: DashboardServices) => Promise<void>;

function fallbackContext(request: { dashboardState?: unknown; url: string }): PageContext {
  return { account: undefined, csrfToken: '', path: request.url, billingEnabled: false };
}

/** Everything under /dashboard: server-rendered pages over the same services as the API. */
export function dashboardPlugin(services: DashboardServices, extensions: readonly DashboardExtension[] = []) {
  return async (app: FastifyInstance) => {
    // HTML pages are not part of the API: keep them out of the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    await app.register(cookie);
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    await registerDashboardAssets(app);

    // Pages (not the assets) are per user: headers for all of them.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/dashboard/assets/')) return payload;
      if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', DASHBOARD_CSP);
      if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', 'no-referrer');
      if (!reply.hasHeader('x-frame-options')) reply.header('X-Frame-Options', 'DENY');
      if (!reply.hasHeader('x-content-type-options')) reply.header('X-Content-Type-Options', 'nosniff');
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const context = request.dashboardState ? pageContext(request) : fallbackContext(request);
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendPage(reply, errorPage(context, 'Bad request', 'The form could not be read. Go back and try again.'), 400);
      }
      // Logged without message: a message can quote the request.
      request.log.error({ err: { type: error.name, code: error.code } }, 'dashboard error');
      return sendPage(reply, errorPage(context, 'Something went wrong', 'The page could not be shown. Try again in a moment.'), 500);
    });
    app.setNotFoundHandler((request, reply) => sendPage(reply, errorPage(fallbackContext(request), 'Not found', 'There is no such dashboard page.'), 404));

    await app.register(async (pages) => {
      registerRequestState(pages, services);
      await pages.register(loginRoutes(services));
      await pages.register(accountRoutes(services));
      await pages.register(keysRoutes(services));
      await pages.register(operatorRoutes(services));
      await pages.register(reviewRoutes(services));
      // Without a payment provider there are no billing pages at all (404), not empty ones.
      if (services.billing.enabled) await pages.register(billingRoutes(services));
      for (const extension of extensions) await pages.register(async (scope) => extension(scope, services));
    });
  };
}
