import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSession, type Session } from '../accounts';
import { createCsrf, newCookieSecret } from './csrf';
import type { PageContext } from './layout';
import { errorPage } from './pages/error-page';
import type { DashboardServices } from './services';

export const SESSION_COOKIE = 'txe_session';
export const CSRF_COOKIE = 'txe_csrf';

interface DashboardState {
  session: Session | undefined;
  csrfToken: string;
  csrfBinding: string;
  billingEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    dashboardState?: DashboardState;
  }
}

export interface CookieSettings {
  path: string;
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
}

/** HttpOnly, SameSite=Lax, Secure when the public URL is https (SPEC §7). */
export function cookieSettings(services: DashboardServices): CookieSettings {
  return { path: '/dashboard', httpOnly: true, sameSite: 'lax', secure: services.config.publicUrl.startsWith('https:') };
}

function state(request: FastifyRequest): DashboardState {
  if (!request.dashboardState) throw new Error('dashboard state missing: route outside the dashboard plugin');
  return request.dashboardState;
}

export function pageContext(request: FastifyRequest): PageContext {
  const current = state(request);
  return { account: current.session?.account, csrfToken: current.csrfToken, path: request.routeOptions.url ?? request.url, billingEnabled: current.billingEnabled };
}

export function currentSession(request: FastifyRequest): Session | undefined {
  return state(request).session;
}

export function sendPage(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

/** The signed-in session, or a 303 to the sign-in page (and undefined: the handler returns). */
export function requireSession(request: FastifyRequest, reply: FastifyReply): Session | undefined {
  const session = currentSession(request);
  if (!session) void reply.redirect('/dashboard/login', 303);
  return session;
}

/** Operators only; anyone else gets a 403 page. */
export function requireOperator(request: FastifyRequest, reply: FastifyReply): Session | undefined {
  const session = requireSession(request, reply);
  if (!session) return undefined;
  if (session.account.role !== 'operator') {
    void sendPage(reply, errorPage(pageContext(request), 'Forbidden', 'This page is for operators.'), 403);
    return undefined;
  }
  return session;
}

export function hashClientAddress(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client:${address}`).digest('hex');
}

/**
 * Loads the session from its cookie and works out the CSRF token of this request; every POST
 * must carry it in `_csrf` or gets a 403 page and changes nothing.
 */
export function registerRequestState(app: FastifyInstance, services: DashboardServices): void {
  const csrf = createCsrf(services.secret);
  const cookies = cookieSettings(services);

  app.addHook('onRequest', async (request, reply) => {
    const session = await findSession(services.db, request.cookies[SESSION_COOKIE], services.now());
    let binding: string;
    if (session) {
      binding = `session:${session.id}`;
    } else {
      let secret = request.cookies[CSRF_COOKIE];
      if (!secret || !/^[A-Za-z0-9_-]{16,64}$/.test(secret)) {
        secret = newCookieSecret();
        // A POST without the cookie cannot pass anyway; set it for the forms of this page.
        void reply.setCookie(CSRF_COOKIE, secret, cookies);
      }
      binding = `anon:${secret}`;
    }
    request.dashboardState = { session, csrfToken: csrf.tokenFor(binding), csrfBinding: binding, billingEnabled: services.billing.enabled };
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const body = request.body as Record<string, unknown> | undefined;
    const current = state(request);
    if (!csrf.verify(current.csrfBinding, body?._csrf)) {
      return sendPage(reply, errorPage(pageContext(request), 'Forbidden', 'The form expired or did not come from this site. Go back, reload the page and try again.'), 403);
    }
  });
}
