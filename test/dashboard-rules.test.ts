import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAccount, createSession, findAccountByEmail, MAGIC_LINK_TTL_MS } from '../src/accounts';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { DashboardClient } from './dashboard-client';
import { keyIn, linkIn, startMailServer, type MailServer } from './mail-server';

let addressCounter = 0;
/** Each test its own client address, so the per-client throttle of one never touches another. */
const newClient = (t: TestApp) => new DashboardClient(t.app.http, `10.9.${Math.floor(addressCounter / 200)}.${(addressCounter++ % 200) + 1}`);
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(databaseKinds())('dashboard rules on %s', (kind) => {
  let t: TestApp;
  let mail: MailServer;
  // The API stamps usage with the real clock; the dashboard's starts there and is moved by tests.
  let clockOffset = 0;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(kind, { env: { SMTP_URL: mail.url, TXENRICH_PUBLIC_URL: 'http://dashboard.test:8080', TXENRICH_MAX_DAILY_CAP: '50000' }, now: () => Date.now() + clockOffset });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const enrich = (key: string, transactions: string[]) => t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions }, headers: { 'x-api-key': key } });

  /** Asks for a link and returns its token, read out of the mail the SMTP server received. */
  async function requestLink(client: DashboardClient, email: string): Promise<string> {
    await client.get('/dashboard/login');
    const before = mail.to(email).length;
    const answer = await client.post('/dashboard/login', { email });
    expect(answer.statusCode).toBe(200);
    const link = new URL(linkIn(await mail.next(email, before)));
    expect(link.origin).toBe('http://dashboard.test:8080');
    return link.searchParams.get('token') ?? '';
  }

  async function confirm(client: DashboardClient, token: string) {
    await client.get(`/dashboard/login/confirm?token=${token}`);
    return client.post('/dashboard/login/confirm', { token });
  }

  async function signIn(email = uniqueEmail('user')): Promise<DashboardClient> {
    const client = newClient(t);
    const answer = await confirm(client, await requestLink(client, email));
    expect(answer.statusCode).toBe(303);
    return client;
  }

  it('signed out, /dashboard sends you to the sign-in form (303), which carries email and _csrf', async () => {
    const client = newClient(t);
    const home = await client.get('/dashboard');
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/dashboard/login');
    const form = await client.get('/dashboard/login');
    expect(form.body).toMatch(/<form method="post" action="\/dashboard\/login">/);
    expect(form.body).toMatch(/name="email"/);
    expect(form.body).toMatch(/name="_csrf" value="[^"]+"/);
    expect(form.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(form.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)/);
    // HTML pages are not API: the OpenAPI document lists none of them.
    const document = (await t.app.http.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((route) => route.startsWith('/dashboard'))).toEqual([]);
  });

  it('a link signs up a new address: opening it consumes nothing, the POST does, the cookie is HttpOnly and SameSite=Lax', async () => {
    const email = uniqueEmail('new');
    const client = newClient(t);
    const token = await requestLink(client, email);
    // Mail scanners pre-open links: two GETs leave the token usable.
    expect((await client.get(`/dashboard/login/confirm?token=${token}`)).body).toContain('name="token"');
    expect((await client.get(`/dashboard/login/confirm?token=${token}`)).statusCode).toBe(200);
    expect(await findAccountByEmail(t.app.database.db, email)).toBeUndefined();
    const answer = await client.post('/dashboard/login/confirm', { token });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/dashboard');
    const setCookie = [answer.headers['set-cookie']].flat().find((line) => String(line).startsWith('txe_session='));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/dashboard/);
    expect(setCookie).not.toMatch(/Secure/); // the public URL is http here; https below
    expect((await findAccountByEmail(t.app.database.db, email))?.plan).toBe('sandbox');
    const home = await client.get('/dashboard');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(email);
  });

  it('a link works once: the second POST of the same token is a 400 page', async () => {
    const client = newClient(t);
    const token = await requestLink(client, uniqueEmail('once'));
    expect((await confirm(client, token)).statusCode).toBe(303);
    const again = await confirm(newClient(t), token);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('already used, has expired, or was replaced');
  });

  it('a link expires after 15 minutes (injected clock)', async () => {
    const client = newClient(t);
    const late = await requestLink(client, uniqueEmail('late'));
    const onTime = await requestLink(newClient(t), uniqueEmail('ontime'));
    clockOffset += MAGIC_LINK_TTL_MS - 1000;
    expect((await confirm(newClient(t), onTime)).statusCode).toBe(303);
    clockOffset += 2000;
    expect((await confirm(client, late)).statusCode).toBe(400);
  });

  it('a newer link supersedes the older one', async () => {
    const email = uniqueEmail('twice');
    const client = newClient(t);
    const first = await requestLink(client, email);
    const second = await requestLink(client, email);
    expect((await confirm(client, first)).statusCode).toBe(400);
    expect((await confirm(client, second)).statusCode).toBe(303);
  });

  it('throttles per address and per client silently: same page, no mail', async () => {
    const email = uniqueEmail('flood');
    const client = newClient(t);
    await client.get('/dashboard/login');
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await client.post('/dashboard/login', { email }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await mail.next(email, 2);
    expect(mail.to(email)).toHaveLength(3);

    const spreader = newClient(t);
    await spreader.get('/dashboard/login');
    const targets = Array.from({ length: 11 }, (_, index) => uniqueEmail(`spread${index}`));
    const bodies = new Set<string>();
    for (const target of targets) {
      const answer = await spreader.post('/dashboard/login', { email: target });
      expect(answer.statusCode).toBe(200);
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
    await mail.next(targets[9] as string, 0);
    expect(mail.to(targets[10] as string)).toHaveLength(0);
  });

  it('answers a known and an unknown address identically', async () => {
    const known = uniqueEmail('known');
    await signIn(known);
    const client = newClient(t);
    await client.get('/dashboard/login');
    const forKnown = await client.post('/dashboard/login', { email: known });
    const forUnknown = await client.post('/dashboard/login', { email: uniqueEmail('unknown') });
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.headers['content-type']).toBe(forKnown.headers['content-type']);
    expect(forUnknown.body).toBe(forKnown.body);
    const invalid = await client.post('/dashboard/login', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a state-changing POST without a valid _csrf (403) and changes nothing', async () => {
    const client = await signIn();
    await client.get('/dashboard/keys');
    const missing = await client.post('/dashboard/keys', { name: 'x' }, null);
    expect(missing.statusCode).toBe(403);
    const other = await signIn();
    await other.get('/dashboard/keys');
    const foreign = await client.post('/dashboard/keys', { name: 'x' }, other.csrf());
    expect(foreign.statusCode).toBe(403);
    expect((await client.get('/dashboard/keys')).body).not.toContain('data-key-id');

    const anonymous = newClient(t);
    await anonymous.get('/dashboard/login');
    const email = uniqueEmail('csrf');
    expect((await anonymous.post('/dashboard/login', { email }, null)).statusCode).toBe(403);
    expect((await anonymous.post('/dashboard/login', { email }, 'forged')).statusCode).toBe(403);
    expect((await client.post('/dashboard/logout', {}, null)).statusCode).toBe(403);
    expect((await client.get('/dashboard')).statusCode).toBe(200);
    expect(mail.to(email)).toHaveLength(0);
  });

  it('sign-out ends the session on the server: the old cookie no longer opens anything', async () => {
    const client = await signIn();
    const stolen = client.cookies.get('txe_session') as string;
    await client.get('/dashboard');
    const out = await client.post('/dashboard/logout');
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/dashboard/login');
    expect(client.cookies.has('txe_session')).toBe(false);
    const replay = await t.app.http.inject({ method: 'GET', url: '/dashboard/keys', headers: { cookie: `txe_session=${stolen}` } });
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe('/dashboard/login');
  });

  it('keys page: create (shown once and mailed once, name escaped), rotate (old 401, new 200), revoke (401)', async () => {
    const email = uniqueEmail('keys');
    const client = await signIn(email);
    await client.get('/dashboard/keys');
    const before = mail.to(email).length;
    const created = await client.post('/dashboard/keys', { name: '<script>alert(1)</script>' });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const rawKey = /id="raw-key">([^<]+)</.exec(created.body)?.[1] as string;
    expect(keyIn(await mail.next(email, before))).toBe(rawKey);
    expect(created.body).not.toContain('<script>alert(1)</script>');
    expect(created.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await enrich(rawKey, ['NETFLIX.COM'])).statusCode).toBe(200);

    const list = await client.get('/dashboard/keys');
    expect(list.body).not.toContain(rawKey);
    expect(list.body).toContain(`txe_live_…${rawKey.slice(-4)}`);
    const keyId = /data-key-id="(key_[^"]+)"/.exec(list.body)?.[1] as string;
    expect(list.body).toMatch(/<td>20\d\d-\d\d-\d\d \d\d:\d\d<\/td>\s*<td>20\d\d-/); // created, then last used

    const confirmPage = await client.get(`/dashboard/keys/${keyId}/rotate`);
    expect(confirmPage.body).toContain(`action="/dashboard/keys/${keyId}/rotate"`);
    const rotated = await client.post(`/dashboard/keys/${keyId}/rotate`);
    expect(rotated.statusCode).toBe(200);
    const newKey = /id="raw-key">([^<]+)</.exec(rotated.body)?.[1] as string;
    expect(keyIn(await mail.next(email, before + 1))).toBe(newKey);
    expect((await enrich(rawKey, ['NETFLIX.COM'])).statusCode).toBe(401);
    expect((await enrich(newKey, ['NETFLIX.COM'])).statusCode).toBe(200);

    const newId = /data-key-id="(key_[^"]+)"/.exec((await client.get('/dashboard/keys')).body)?.[1] as string;
    await client.get(`/dashboard/keys/${newId}/revoke`);
    expect((await client.post(`/dashboard/keys/${newId}/revoke`)).statusCode).toBe(200);
    expect((await enrich(newKey, ['NETFLIX.COM'])).statusCode).toBe(401);

    // Another account's key id is not found, even with a valid session and token.
    const stranger = await signIn();
    await stranger.get('/dashboard/keys');
    expect((await stranger.post(`/dashboard/keys/${keyId}/revoke`)).statusCode).toBe(404);
  });

  it('limits: the daily cap is bounded by the operator maximum and applies to the very next request', async () => {
    const client = await signIn();
    await client.get('/dashboard/keys');
    const rawKey = /id="raw-key">([^<]+)</.exec((await client.post('/dashboard/keys', {})).body)?.[1] as string;
    await client.get('/dashboard/limits');
    expect((await client.post('/dashboard/limits', { daily_cap: '50001' })).statusCode).toBe(400);
    expect((await client.post('/dashboard/limits', { daily_cap: 'lots' })).statusCode).toBe(400);
    const saved = await client.post('/dashboard/limits', { daily_cap: '0' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('value="0"');
    const refused = await enrich(rawKey, ['QUIET HARBOUR ROASTERS']);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('daily_limit_reached');
    expect((await enrich(rawKey, ['NETFLIX.COM'])).statusCode).toBe(200);
  });

  it('usage: numbers from the usage records, CSV with the documented columns', async () => {
    const client = await signIn();
    await client.get('/dashboard/keys');
    const rawKey = /id="raw-key">([^<]+)</.exec((await client.post('/dashboard/keys', {})).body)?.[1] as string;
    await enrich(rawKey, ['NETFLIX.COM', 'SPOTIFY USA', '#####', 'BRIGHT OTTER CERAMICS']);
    const csv = await client.get('/dashboard/usage.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('date,cache,model,rejected,retry,billable');
    expect(lines).toHaveLength(31);
    // Records are stamped by the real clock (the API's), so today is the real today.
    const today = lines.find((line) => line.startsWith(new Date().toISOString().slice(0, 10)));
    expect(today).toBe(`${new Date().toISOString().slice(0, 10)},2,1,1,0,1`);
    const page = await client.get('/dashboard/usage');
    expect(page.body).toContain('id="usage-chart"');
    expect(page.body).toContain('src="/dashboard/assets/uplot.js"');
    const script = await t.app.http.inject({ method: 'GET', url: '/dashboard/assets/uplot.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(10_000);
  });

  it('operator pages: others get 403; suspending an account refuses its keys at once, resuming restores them', async () => {
    const userEmail = uniqueEmail('suspended');
    const user = await signIn(userEmail);
    await user.get('/dashboard/keys');
    const rawKey = /id="raw-key">([^<]+)</.exec((await user.post('/dashboard/keys', {})).body)?.[1] as string;
    expect((await enrich(rawKey, ['NETFLIX.COM'])).statusCode).toBe(200);
    expect((await user.get('/dashboard/operator/accounts')).statusCode).toBe(403);
    expect((await user.get('/dashboard/review')).statusCode).toBe(403);

    const operatorEmail = uniqueEmail('operator');
    await createAccount(t.app.database.db, { email: operatorEmail, plan: 'production', role: 'operator', dailyCap: 100 });
    const operator = await signIn(operatorEmail);
    const list = await operator.get('/dashboard/operator/accounts');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(userEmail);
    expect(list.body).toContain('href="/dashboard/review"');
    expect((await operator.get('/dashboard/review')).statusCode).toBe(200);
    const accountId = (await findAccountByEmail(t.app.database.db, userEmail))?.id as string;
    expect((await operator.post(`/dashboard/operator/accounts/${accountId}/suspend`)).statusCode).toBe(200);
    const refused = await enrich(rawKey, ['NETFLIX.COM']);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthorized');
    await operator.post(`/dashboard/operator/accounts/${accountId}/resume`);
    expect((await enrich(rawKey, ['NETFLIX.COM'])).statusCode).toBe(200);
    await operator.post(`/dashboard/operator/accounts/${accountId}/operator`);
    expect((await user.get('/dashboard/operator/accounts')).statusCode).toBe(200);
  });

  it('never logs a sign-in token or a raw key when mail goes over SMTP', () => {
    const logs = t.logs.join('');
    const tokens = mail.mails.filter((received) => received.decoded.includes('/dashboard/login/confirm')).map((received) => new URL(linkIn(received)).searchParams.get('token') as string);
    expect(tokens.length).toBeGreaterThan(10);
    for (const token of tokens) expect(logs).not.toContain(token);
    expect(mail.mails.some((received) => /txe_live_[0-9A-Za-z]{38}/.test(received.decoded))).toBe(true);
    expect(logs).not.toMatch(/txe_live_[0-9A-Za-z]{38}/);
  });
});

describe('dashboard without a working mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, TXENRICH_PUBLIC_URL: 'https://dash.example' } });
  });
  afterAll(async () => t?.close());

  it('says the e-mail could not be sent (never a 500), and a new key is still shown once', async () => {
    const client = new DashboardClient(t.app.http);
    await client.get('/dashboard/login');
    const answer = await client.post('/dashboard/login', { email: 'nobody@example.com' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('We could not send the e-mail, try again.');
    expect(await t.app.database.db.selectFrom('magic_links').selectAll().execute()).toHaveLength(0);

    const account = await createAccount(t.app.database.db, { email: 'keyholder@example.com', plan: 'sandbox', dailyCap: 10 });
    const session = await createSession(t.app.database.db, account.id, Date.now());
    client.cookies.set('txe_session', session.token);
    await client.get('/dashboard/keys');
    const created = await client.post('/dashboard/keys', { name: 'ci' });
    expect(created.statusCode).toBe(200);
    expect(created.body).toMatch(/id="raw-key">txe_live_/);
    expect(created.body).toContain('We could not send the e-mail');
  });

  it('marks cookies Secure when the public URL is https', async () => {
    const response = await t.app.http.inject({ method: 'GET', url: '/dashboard/login' });
    expect(String(response.headers['set-cookie'])).toMatch(/txe_csrf=[^;]+;.*Secure/);
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('writes an .eml file to <data dir>/outbox and logs the sign-in link at info level', async () => {
    const client = new DashboardClient(t.app.http);
    await client.get('/dashboard/login');
    expect((await client.post('/dashboard/login', { email: 'laptop@example.com' })).statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files[0] as string), 'utf8');
    expect(eml).toMatch(/^To: laptop@example.com$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    const line = t.logs.find((entry) => entry.includes('/dashboard/login/confirm?token='));
    expect(JSON.parse(line as string).level).toBe(30);
  });
});
