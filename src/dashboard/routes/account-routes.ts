import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dailyUsage, listAccountKeys, monthUsage, setDailyCap, usageCsv } from '../../accounts';
import { homePage, limitsPage, usagePage } from '../pages';
import { pageContext, requireSession, sendPage } from '../request-state';
import type { DashboardServices } from '../services';

/** Home, usage and limits: the signed-in account's own numbers. */
export function accountRoutes(services: DashboardServices) {
  const { config, db } = services;
  const limitsForm = z.object({ daily_cap: z.coerce.number().int().min(0).max(config.limits.maxDailyCap) });

  return async (app: FastifyInstance) => {
    app.get('/', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const { account } = session;
      const month = await monthUsage(db, account.id, services.now());
      const activeKeys = (await listAccountKeys(db, account.id)).filter((key) => key.status === 'active').length;
      const allowance = account.plan === 'sandbox' ? config.limits.sandboxMonthlyAllowance : null;
      // Without a payment provider the home page says nothing about billing.
      const billing = services.billing.enabled
        ? {
            summary: await services.billing.summary(account, services.now()),
            revealWaiting: await services.billing.hasKeyReveal(account.id),
            suspendOnPaymentFailure: config.stripe.paymentFailurePolicy === 'suspend',
          }
        : undefined;
      return sendPage(reply, homePage(pageContext(request), { account, month, activeKeys, allowance, ...(billing ? { billing } : {}) }));
    });

    app.get('/usage', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const now = services.now();
      const [days, month, summary] = await Promise.all([
        dailyUsage(db, session.account.id, now),
        monthUsage(db, session.account.id, now),
        services.billing.summary(session.account, now),
      ]);
      return sendPage(reply, usagePage(pageContext(request), { days, month, plan: session.account.plan, sandboxAllowance: config.limits.sandboxMonthlyAllowance, summary }));
    });

    app.get('/usage.csv', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const days = await dailyUsage(db, session.account.id, services.now());
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="txenrich-usage.csv"').send(usageCsv(days));
    });

    const showLimits = async (accountId: string, dailyCap: number, extra: { notice?: string; error?: string } = {}) => ({
      dailyCap,
      maxDailyCap: config.limits.maxDailyCap,
      usedToday: (await dailyUsage(db, accountId, services.now(), 1))[0]?.model ?? 0,
      pricePerItemMicros: config.limits.pricePerItemMicros,
      currency: config.limits.currency,
      ...extra,
    });

    app.get('/limits', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      return sendPage(reply, limitsPage(pageContext(request), await showLimits(session.account.id, session.account.dailyCap)));
    });

    app.post('/limits', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const form = limitsForm.safeParse(request.body);
      if (!form.success) {
        const error = `The daily cap must be a whole number from 0 to ${config.limits.maxDailyCap}.`;
        return sendPage(reply, limitsPage(pageContext(request), await showLimits(session.account.id, session.account.dailyCap, { error })), 400);
      }
      // Stored on the account row, which every process reads on each request: no local copy.
      await setDailyCap(db, session.account.id, form.data.daily_cap);
      return sendPage(reply, limitsPage(pageContext(request), await showLimits(session.account.id, form.data.daily_cap, { notice: 'Saved. The new cap applies from the next request.' })));
    });
  };
}
