import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiServices } from './services';
import { ApiError } from './errors';
import { errorSchema } from './schemas';

const receivedSchema = z
  .object({ received: z.literal(true), applied: z.boolean() })
  .meta({ examples: [{ received: true, applied: true }] });

/**
 * The payment provider's webhooks. The signature covers the exact bytes sent, so this plugin
 * keeps the body raw (its own content-type parser, encapsulated here). No key, no session:
 * the signature is the authentication.
 */
export function billingRoutes(services: ApiServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/webhooks/stripe',
      {
        schema: {
          summary: 'Stripe webhook events (signature-checked; no API key)',
          operationId: 'receiveStripeEvent',
          description:
            'Applies checkout.session.completed, customer.subscription.created/updated/deleted/paused/resumed, invoice.payment_failed and invoice.paid (or invoice.payment_succeeded); other event types are acknowledged and ignored. ' +
            'The Stripe-Signature header is verified over the raw body with STRIPE_WEBHOOK_SECRET; a bad or missing signature is 400 and changes nothing, and so is every delivery when Stripe is not configured. ' +
            'Each event id is applied once; redeliveries answer 200 with applied: false. A 500 (e.g. the key mail could not be sent) asks Stripe to deliver again.',
          tags: ['billing'],
          security: [],
          response: { 200: receivedSchema, 400: errorSchema, 413: errorSchema, 500: errorSchema, 503: errorSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const outcome = await services.billing.webhook(body, typeof signature === 'string' ? signature : undefined);
        if (!outcome.ok) throw new ApiError('validation_error', outcome.message, { 'stripe-signature': [outcome.message] });
        return { received: true as const, applied: outcome.applied };
      },
    );
  };
}
