import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { categorySchema } from '../../domain';
import type { FeedbackStatus } from '../../feedback';
import { reviewPage } from '../pages';
import { pageContext, requireOperator, sendPage } from '../request-state';
import type { DashboardServices } from '../services';

const query = z.object({ status: z.enum(['pending', 'approved', 'dismissed']).default('pending') });
const params = z.object({ id: z.uuid(), action: z.enum(['approve', 'dismiss']) });
const approveForm = z.object({ name: z.string().trim().min(1).max(200).optional(), category: z.union([categorySchema, z.literal('')]).optional() });

/** `GET /dashboard/review` and its approve/dismiss forms (operators). */
export function reviewRoutes(services: DashboardServices) {
  return async (app: FastifyInstance) => {
    const render = async (status: FeedbackStatus) => services.review.list({ status, limit: 200 });

    app.get('/review', async (request, reply) => {
      if (!requireOperator(request, reply)) return reply;
      const status = query.safeParse(request.query).data?.status ?? 'pending';
      return sendPage(reply, reviewPage(pageContext(request), { entries: await render(status), status }));
    });

    app.post('/review/:id/:action', async (request, reply) => {
      const session = requireOperator(request, reply);
      if (!session) return reply;
      const parsed = params.safeParse(request.params);
      const form = approveForm.safeParse(request.body ?? {});
      if (!parsed.success || !form.success) {
        return sendPage(reply, reviewPage(pageContext(request), { entries: await render('pending'), status: 'pending', notice: { ok: false, text: 'Not changed: the form could not be read.' } }), 400);
      }
      const { id, action } = parsed.data;
      const outcome =
        action === 'approve'
          ? await services.review.approve(id, { reviewer: session.account.email, name: form.data.name, category: form.data.category || undefined })
          : await services.review.dismiss(id, session.account.email);
      const status = outcome.ok ? 200 : outcome.reason === 'not_found' ? 404 : 400;
      const text = outcome.ok ? (action === 'approve' ? 'Approved: the correction now answers this descriptor.' : 'Dismissed: no answer changed.') : `Not changed: ${outcome.message}.`;
      return sendPage(reply, reviewPage(pageContext(request), { entries: await render('pending'), status: 'pending', notice: { ok: outcome.ok, text } }), status);
    });
  };
}
