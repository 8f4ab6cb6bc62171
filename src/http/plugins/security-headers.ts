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
 * What an API answer (JSON under /v1/, read by programs, never rendered) needs of helmet's set,
 * as OWASP's REST Security Cheat Sheet lists it: no framing, no sniffing, no referrer, a CSP that
 * forbids everything a document could load, and no caching of per-account data. The rest of
 * helmet's headers (DNS prefetch, IE download options, Flash policies, origin-agent clusters,
 * the XSS auditor, opener policy) only mean something to a browser rendering a page.
 */
const API_HEADER_NAMES = new Set(['x-content-type-options', 'x-frame-options', 'referrer-policy']);
/** The CSP of a document that may load nothing and be framed nowhere (OWASP's REST advice, stricter). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response, registered once: helmet's full set on pages (/docs, the
 * dashboard, the OpenAPI document, health), the API subset on /v1/. Helmet's headers for this
 * policy are computed at start and given to Fastify's reply as one object (a route may still
 * replace one, as the dashboard does with its stricter CSP). Building helmet's middleware per
 * request, as @fastify/helmet does, was a measurable share of a cache-hit request; so was writing
 * them on the raw response, which sends Node's writeHead down its slow path that validates every
 * header twice.
 */
export const securityHeadersPlugin = appWide(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const { set, removed } = securityHeaderWrites(options);
  const pageHeaders = Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value]));
  const apiHeaders = {
    'content-security-policy': API_CSP,
    ...Object.fromEntries(Object.entries(pageHeaders).filter(([name]) => API_HEADER_NAMES.has(name))),
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/v1/') ? apiHeaders : pageHeaders);
    // Helmet's removal (X-Powered-By) is of a header Fastify never sets: remove only what is there.
    for (const name of removed) if (reply.hasHeader(name)) reply.removeHeader(name);
    done();
  });
});
