import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KEY_NAME_MAX, createAccountKey, findAccountKey, listAccountKeys, revokeAccountKey, rotateAccountKey, type Account } from '../../accounts';
import { issueKey, revokeKey, rotateKey } from '../../keys';
import { confirmKeyActionPage, errorPage, keysPage, newKeyPage } from '../pages';
import { pageContext, requireSession, sendPage } from '../request-state';
import type { DashboardServices } from '../services';

const createForm = z.object({
  name: z
    .string()
    .max(KEY_NAME_MAX * 4)
    .optional()
    .transform((value) => {
      const trimmed = (value ?? '').replace(/\s+/g, ' ').trim();
      return trimmed.length === 0 ? null : trimmed;
    })
    .refine((value) => value === null || value.length <= KEY_NAME_MAX, `at most ${KEY_NAME_MAX} characters`),
});
const keyParams = z.object({ id: z.string().regex(/^key_[A-Za-z0-9_-]{1,40}$/) });
const actionParams = keyParams.extend({ action: z.enum(['rotate', 'revoke']) });

const FAILURE_MESSAGES = {
  not_found: 'No such key on this account.',
  not_active: 'This key is no longer active.',
  suspended: 'This account is suspended: no keys can be created or rotated.',
} as const;

export function keysRoutes(services: DashboardServices) {
  return async (app: FastifyInstance) => {
    const deps = { db: services.db, mailer: services.mailer, now: services.now, keys: { issueKey, rotateKey, revokeKey } };
    const showKeys = async (account: Account, extra: { notice?: string; error?: string } = {}) => ({
      keys: await listAccountKeys(services.db, account.id),
      plan: account.plan,
      ...extra,
    });

    app.get('/keys', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      return sendPage(reply, keysPage(pageContext(request), await showKeys(session.account)));
    });

    app.post('/keys', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const form = createForm.safeParse(request.body ?? {});
      if (!form.success) return sendPage(reply, keysPage(pageContext(request), await showKeys(session.account, { error: `Key name: at most ${KEY_NAME_MAX} characters.` })), 400);
      const issued = await createAccountKey(deps, session.account, form.data.name);
      if (!issued.ok) return sendPage(reply, keysPage(pageContext(request), await showKeys(session.account, { error: FAILURE_MESSAGES[issued.reason] })), 403);
      void reply.header('Cache-Control', 'no-store');
      return sendPage(reply, newKeyPage(pageContext(request), { rawKey: issued.key.rawKey, name: issued.name, mailed: issued.mailed, rotated: false }));
    });

    // The confirm pages: a GET that changes nothing, with the one form that does.
    app.get('/keys/:id/:action', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const params = actionParams.safeParse(request.params);
      const key = params.success ? await findAccountKey(services.db, session.account.id, params.data.id) : undefined;
      if (!params.success || !key) return sendPage(reply, errorPage(pageContext(request), 'Not found', FAILURE_MESSAGES.not_found), 404);
      if (key.status !== 'active') return sendPage(reply, errorPage(pageContext(request), 'Key not active', FAILURE_MESSAGES.not_active), 409);
      return sendPage(reply, confirmKeyActionPage(pageContext(request), key, params.data.action));
    });

    app.post('/keys/:id/rotate', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const params = keyParams.safeParse(request.params);
      if (!params.success) return sendPage(reply, errorPage(pageContext(request), 'Not found', FAILURE_MESSAGES.not_found), 404);
      const rotated = await rotateAccountKey(deps, session.account, params.data.id);
      if (!rotated.ok) {
        const status = rotated.reason === 'not_found' ? 404 : rotated.reason === 'suspended' ? 403 : 409;
        return sendPage(reply, errorPage(pageContext(request), 'Not rotated', FAILURE_MESSAGES[rotated.reason]), status);
      }
      void reply.header('Cache-Control', 'no-store');
      return sendPage(reply, newKeyPage(pageContext(request), { rawKey: rotated.key.rawKey, name: rotated.name, mailed: rotated.mailed, rotated: true }));
    });

    app.post('/keys/:id/revoke', async (request, reply) => {
      const session = requireSession(request, reply);
      if (!session) return reply;
      const params = keyParams.safeParse(request.params);
      if (!params.success) return sendPage(reply, errorPage(pageContext(request), 'Not found', FAILURE_MESSAGES.not_found), 404);
      const revoked = await revokeAccountKey(deps, session.account, params.data.id);
      if (!revoked.ok) return sendPage(reply, errorPage(pageContext(request), 'Not revoked', FAILURE_MESSAGES[revoked.reason]), revoked.reason === 'not_found' ? 404 : 409);
      return sendPage(reply, keysPage(pageContext(request), await showKeys(session.account, { notice: 'The key was revoked. Requests with it are refused from now on.' })));
    });
  };
}
