import type { FastifyInstance } from 'fastify';
import { reviewPage } from '../pages';
import { pageContext, requireOperator, sendPage } from '../request-state';
import type { DashboardServices } from '../services';

/** `GET /dashboard/review` (operators). The feedback capability replaces this file's page. */
export function reviewRoutes(_services: DashboardServices) {
  return async (app: FastifyInstance) => {
    app.get('/review', async (request, reply) => {
      if (!requireOperator(request, reply)) return reply;
      return sendPage(reply, reviewPage(pageContext(request)));
    });
  };
}
