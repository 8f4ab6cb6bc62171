import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Account } from '../../accounts';
import { billingPage, noKeyWaitingPage, revealedKeyPage, type CheckoutReturn } from '../pages';
import { pageContext, requireSession, sendPage } from '../request-state';
import type { DashboardServices } from '../services';

const billingQuery = z.object({ checkout: z.enum(['returned', 'cancelled']).optional() });

/**
 * Billing with a payment provider (registered only then): the status page, "Add a card" (a 303
 * to the provider's checkout) and the one-time reveal of the key the webhook issued.
 */
export function billingRoutes(services: DashboardServices) {
  const { billing } = services;
  const suspendOnPaymentFailure = services.config.stripe.paymentFailurePolicy === 'suspend';

  return async (app: FastifyInstance) => {
    const show = async (account: Account, extra: { checkout?: CheckoutReturn; error?: string } = {}) => ({
      summary: await billing.summary(account, services.now()),
      revealWaiting: await billing.hasKeyReveal(account.id),
      suspendOnPaymentFailure,
      ...extra,
    });

    app.get('/billing', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const checkout = billingQuery.safeParse(request.query).data?.checkout;
      return sendPage(reply, billingPage(pageContext(request), await show(session.account, checkout ? { checkout } : {})));
    });

    app.post('/billing/checkout', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      let started;
      try {
        started = await billing.startCheckout(session.account, services.now());
      } catch (error) {
        // Logged without message: a provider message can quote the request.
        request.log.warn({ err: { type: (error as Error).name, code: (error as { code?: string }).code } }, 'checkout could not be started');
        return sendPage(reply, billingPage(pageContext(request), await show(session.account, { error: 'Stripe could not be reached. Nothing was charged; try again in a moment.' })), 503);
      }
      if (!started.ok) {
        const error = started.reason === 'already_subscribed' ? 'This account already has a live subscription.' : 'Card payments are not enabled on this installation.';
        return sendPage(reply, billingPage(pageContext(request), await show(session.account, { error })), 409);
      }
      // The CSP's form-action lists the provider's checkout origin, so the browser follows this.
      return reply.redirect(started.url, 303);
    });

    // A POST, not a GET: showing the key erases it, and link prefetchers must not do that.
    app.post('/billing/key', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const reveal = await billing.takeKeyReveal(session.account.id, services.now());
      if (!reveal) return sendPage(reply, noKeyWaitingPage(pageContext(request)), 404);
      void reply.header('Cache-Control', 'no-store');
      return sendPage(reply, revealedKeyPage(pageContext(request), reveal.rawKey));
    });
  };
}
