import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { appWide } from './app-wide';

/**
 * Security headers on every response (API, /docs, dashboard pages), registered once. No inline
 * script anywhere: swagger-ui and the dashboard load their scripts from this origin. Inline
 * styles stay allowed because swagger-ui sets style attributes from its (same-origin) script.
 */
export interface SecurityHeadersOptions {
  /**
   * Origins a form may submit to besides ours. "Add a card" posts to the dashboard, which
   * answers 303 to the payment provider's checkout page; browsers check `form-action` on that
   * redirect too, so with billing on the checkout origins are listed. Empty without billing.
   */
  formActionOrigins: readonly string[];
}

export const securityHeadersPlugin = appWide(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  await app.register(helmet, {
    global: true,
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
  });
});
