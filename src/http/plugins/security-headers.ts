import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { appWide } from './app-wide';

export interface SecurityHeadersOptions {
  /**
   * Origins a form may submit to besides ours. "Add a card" posts to the dashboard, which
   * answers 303 to the payment provider's checkout page; browsers check `form-action` on that
   * redirect too, so with billing on the checkout origins are listed. Empty without billing.
   */
  formActionOrigins: readonly string[];
}

/**
 * The policy: no inline script anywhere (swagger-ui and the dashboard load their scripts from
 * this origin). Inline styles stay allowed because swagger-ui sets style attributes from its
 * (same-origin) script.
 */
function policy(options: SecurityHeadersOptions): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...options.formActionOrigins],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // The API is called cross-origin by design (browser extensions, other apps' servers).
    crossOriginResourcePolicy: false,
    // Served over plain HTTP in embedded mode: HSTS is the TLS-terminating proxy's decision.
    strictTransportSecurity: false,
  };
}

export interface HeaderWrites {
  set: [string, string][];
  removed: string[];
}

/** What helmet writes for the policy: it depends on nothing in the request, so it is read once. */
export function securityHeaderWrites(options: SecurityHeadersOptions): HeaderWrites {
  const writes: HeaderWrites = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: unknown) {
      writes.set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      writes.removed.push(name);
    },
  };
  helmet(policy(options))({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return writes;
}

/**
 * Security headers on every response (API, /docs, dashboard pages), registered once. Helmet's
 * headers for this policy are computed at start and written on the raw response as helmet
 * itself would (so a route may still replace one, as the dashboard does with its stricter CSP):
 * building helmet's middleware per request, as @fastify/helmet does, was a measurable share of a
 * cache-hit request.
 */
export const securityHeadersPlugin = appWide(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const { set, removed } = securityHeaderWrites(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
});
