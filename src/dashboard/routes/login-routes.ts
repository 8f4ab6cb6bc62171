import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { confirmMagicLink, deleteSession, requestMagicLink } from '../../accounts';
import { checkEmailPage, confirmPage, invalidLinkPage, loginPage, mailFailedPage } from '../pages';
import { SESSION_COOKIE, cookieSettings, hashClientAddress, pageContext, sendPage } from '../request-state';
import type { DashboardServices } from '../services';

const loginForm = z.object({ email: z.email().max(254) });
const confirmForm = z.object({ token: z.string().min(1).max(200) });
const confirmQuery = z.object({ token: z.string().min(1).max(200) });

/** Sign-up = sign-in (SPEC §7): request a link, open it, confirm with a POST. */
export function loginRoutes(services: DashboardServices) {
  return async (app: FastifyInstance) => {
    const signIn = {
      db: services.db,
      mailer: services.mailer,
      publicUrl: services.config.publicUrl,
      now: services.now,
      hashClient: (address: string) => hashClientAddress(services.secret, address),
      throttle: services.linkThrottle,
      newAccount: { dailyCap: services.config.limits.dailyCapDefault },
    };

    app.get('/login', async (request, reply) => sendPage(reply, loginPage(pageContext(request))));

    app.post('/login', async (request, reply) => {
      const form = loginForm.safeParse(request.body);
      if (!form.success) {
        const email = typeof (request.body as { email?: unknown } | undefined)?.email === 'string' ? String((request.body as { email: string }).email).slice(0, 254) : '';
        return sendPage(reply, loginPage(pageContext(request), { email, error: 'Enter a valid e-mail address.' }), 400);
      }
      const outcome = await requestMagicLink(signIn, { email: form.data.email, clientAddress: request.ip });
      // Sent or silently throttled: one answer, so it reveals neither the throttle nor the account.
      if (outcome === 'mail_failed') return sendPage(reply, mailFailedPage(pageContext(request)), 503);
      return sendPage(reply, checkEmailPage(pageContext(request)));
    });

    app.get('/login/confirm', async (request, reply) => {
      const query = confirmQuery.safeParse(request.query);
      if (!query.success) return sendPage(reply, invalidLinkPage(pageContext(request)), 400);
      return sendPage(reply, confirmPage(pageContext(request), query.data.token));
    });

    app.post('/login/confirm', async (request, reply) => {
      const form = confirmForm.safeParse(request.body);
      const confirmed = form.success ? await confirmMagicLink(signIn, form.data.token) : undefined;
      if (!confirmed?.ok) return sendPage(reply, invalidLinkPage(pageContext(request)), 400);
      // A session already open in this browser (maybe another account's) ends here.
      await deleteSession(services.db, request.cookies[SESSION_COOKIE]);
      void reply.setCookie(SESSION_COOKIE, confirmed.sessionToken, cookieSettings(services));
      return reply.redirect('/dashboard', 303);
    });

    app.post('/logout', async (request, reply) => {
      await deleteSession(services.db, request.cookies[SESSION_COOKIE]);
      void reply.clearCookie(SESSION_COOKIE, cookieSettings(services));
      return reply.redirect('/dashboard/login', 303);
    });
  };
}
