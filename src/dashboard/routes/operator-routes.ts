import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listAccountsWithUsage, setRole, setSuspended } from '../../accounts';
import { accountsPage, errorPage } from '../pages';
import { pageContext, requireOperator, sendPage } from '../request-state';
import type { DashboardServices } from '../services';

const params = z.object({ id: z.string().regex(/^acct_[A-Za-z0-9_-]{1,40}$/), action: z.enum(['suspend', 'resume', 'operator', 'production', 'sandbox']) });

const NOTICES = {
  suspend: 'Account suspended: its keys are refused from now on.',
  resume: 'Account resumed: its active keys work again.',
  operator: 'Account marked as operator.',
  production: 'Production plan granted: the sandbox allowance no longer applies to this account.',
  sandbox: 'Production plan revoked: the account is back on the sandbox plan and its allowance.',
} as const;

/** Operators: every account with plan and usage; suspend, resume, mark as operator, grant or revoke production. */
export function operatorRoutes(services: DashboardServices) {
  return async (app: FastifyInstance) => {
    app.get('/operator/accounts', async (request, reply) => {
      if (!requireOperator(request, reply)) return reply;
      return sendPage(reply, accountsPage(pageContext(request), { rows: await listAccountsWithUsage(services.db, services.now()) }));
    });

    app.post('/operator/accounts/:id/:action', async (request, reply) => {
      const session = requireOperator(request, reply);
      if (!session) return reply;
      const parsed = params.safeParse(request.params);
      const isPlan = parsed.success && (parsed.data.action === 'production' || parsed.data.action === 'sandbox');
      // One's own suspension or role is not changed here (no locking oneself out); one's plan may be.
      if (!parsed.success || (parsed.data.id === session.account.id && !isPlan)) {
        return sendPage(reply, errorPage(pageContext(request), 'Not changed', 'No such account, or it is your own.'), 404);
      }
      const { id, action } = parsed.data;
      const changed =
        action === 'production' || action === 'sandbox'
          ? (await services.billing.setPlan(id, action)).ok
          : action === 'operator'
            ? await setRole(services.db, id, 'operator')
            : await setSuspended(services.db, id, action === 'suspend', services.now());
      if (!changed) return sendPage(reply, errorPage(pageContext(request), 'Not changed', 'No such account, or it is your own.'), 404);
      return sendPage(reply, accountsPage(pageContext(request), { rows: await listAccountsWithUsage(services.db, services.now()), notice: NOTICES[action] }));
    });
  };
}
