import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSession } from '../src/accounts';
import { SESSION_COOKIE } from '../src/dashboard';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { DashboardClient } from './dashboard-client';

/** The operator's review page over the same services as the CLI: list, approve, dismiss, CSRF. */
describe.each(databaseKinds())('dashboard review queue on %s', (kind) => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ key } = await t.newKey());
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(role: 'operator' | 'user'): Promise<DashboardClient> {
    const account = await createAccount(t.app.database.db, { email: `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`, plan: 'production', role, dailyCap: 100 });
    const { token } = await createSession(t.app.database.db, account.id, Date.now());
    const client = new DashboardClient(t.app.http);
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  }

  const report = async (body: Record<string, string>) =>
    (await t.app.http.inject({ method: 'POST', url: '/v1/feedback', payload: body, headers: { 'x-api-key': key } })).json().id as string;
  const enrich = async (text: string) =>
    (await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: [text] }, headers: { 'x-api-key': key } })).json().results[0];

  it('shows each report redacted with the returned answer, the correction and the account count; approve and dismiss need the form token', async () => {
    const approveId = await report({ raw_input: 'NETFLIX.COM 4111 1111 1111 1111', returned_name: 'Netflix', correct_name: 'Northwind Films', correct_category: 'entertainment' });
    const dismissId = await report({ raw_input: 'HULU 877-8244858 CA', correct_name: 'Hooloo' });
    expect((await (await signedIn('user')).get('/dashboard/review')).statusCode).toBe(403);

    const operator = await signedIn('operator');
    const page = await operator.get('/dashboard/review');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-feedback-id="${approveId}"`);
    expect(page.body).toContain('NETFLIX.COM');
    expect(page.body).toContain('Northwind Films');
    expect(page.body).not.toContain('4111');
    expect(page.body).toMatch(new RegExp(`action="/dashboard/review/${approveId}/approve"`));

    expect((await operator.post(`/dashboard/review/${approveId}/approve`, {}, null)).statusCode).toBe(403);
    expect((await enrich('NETFLIX.COM')).merchant).toBe('Netflix');

    const approved = await operator.post(`/dashboard/review/${approveId}/approve`, { name: 'Northwind Films', category: 'entertainment' });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('Approved');
    // Approved in this process: the very next request answers with the correction.
    expect(await enrich('NETFLIX.COM')).toMatchObject({ source: 'cache', merchant: 'Northwind Films', confidence: 1 });

    const dismissed = await operator.post(`/dashboard/review/${dismissId}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(await enrich('HULU 877-8244858 CA')).toMatchObject({ merchant: 'Hulu' });
    const history = await operator.get('/dashboard/review?status=dismissed');
    expect(history.body).toContain(`data-feedback-id="${dismissId}"`);
    expect((await operator.post(`/dashboard/review/${dismissId}/approve`)).statusCode).toBe(400);
  });
});
