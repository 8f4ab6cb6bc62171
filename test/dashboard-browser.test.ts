import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findAccountByEmail, setRole } from '../src/accounts';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { keyIn, linkIn, startMailServer, type MailServer } from './mail-server';
import { startFakeStripe, stripeEnv, type FakeStripe, type FakeSubscription } from './billing/fake-stripe';

/**
 * The dashboard in a real browser (Debian's Chromium driven by playwright-core), against the
 * real HTTP server, a real SMTP server and a real database. Screenshots of every page go to
 * test-results/ (ignored by git).
 */
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((candidate) => existsSync(candidate));
if (!CHROMIUM && process.env.CI) throw new Error('Chromium is required in CI (apt-get install -y chromium); .ci/run installs it');
if (!CHROMIUM) console.warn('dashboard browser tests skipped: no Chromium found (apt-get install -y chromium)');

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RESULTS = path.resolve('test-results');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Pixels of the chart canvas close to a series colour: proof that data was drawn, not just axes. */
async function seriesPixels(page: Page, rgb: [number, number, number]): Promise<number> {
  // Runs in the page (a string, so the Node-side typecheck needs no DOM library).
  const count = await page.evaluate(`(() => {
    const canvas = document.querySelector('#usage-chart canvas');
    const context = canvas && canvas.getContext('2d');
    if (!context) return -1;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colour = ${JSON.stringify(rgb)};
    let count = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      const close = Math.abs(pixels[index] - colour[0]) < 40 && Math.abs(pixels[index + 1] - colour[1]) < 40 && Math.abs(pixels[index + 2] - colour[2]) < 40;
      if (close && pixels[index + 3] > 200) count += 1;
    }
    return count;
  })()`);
  return Number(count);
}

describe.skipIf(!CHROMIUM)('dashboard in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => browser?.close());

  describe.each(databaseKinds())('on %s', (kind) => {
    let t: TestApp;
    let mail: MailServer;
    let base: string;

    beforeAll(async () => {
      mail = await startMailServer();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      t = await createTestApp(kind, { env: { SMTP_URL: mail.url, PORT: String(port), HOST: '127.0.0.1', TXENRICH_PUBLIC_URL: base, TXENRICH_PRICE_PER_ITEM_MICROS: '2000' } });
      await t.app.http.listen({ port, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await t?.close();
      await mail?.close();
    });

    const enrich = (key: string, transactions: string[]) =>
      fetch(`${base}/v1/enrich`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ transactions }) });

    it('signs up through the mailed link, creates, uses, rotates and revokes a key, and draws usage', { timeout: 180_000 }, async () => {
      const email = `browser-${kind}@example.com`;
      const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
      const page = await context.newPage();
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') cspViolations.push(message.text());
      });
      const shot = (name: string) => page.screenshot({ path: path.join(RESULTS, `dashboard-${kind}-${name}.png`), fullPage: true });

      await page.goto(`${base}/dashboard`);
      expect(page.url()).toBe(`${base}/dashboard/login`);
      await shot('01-login');
      await page.fill('#email', email);
      await page.click('button[type="submit"]');
      await page.waitForSelector('h1:has-text("Check your e-mail")');
      await shot('02-check-email');

      // The link from the mail the SMTP server received; opening it alone signs nobody in.
      const link = linkIn(await mail.next(email, 0));
      expect(link.startsWith(`${base}/dashboard/login/confirm?token=`)).toBe(true);
      await page.goto(link);
      await shot('03-confirm');
      await page.click('button:has-text("Sign in")');
      await page.waitForURL(`${base}/dashboard`);
      await shot('04-home');

      await page.click('nav >> text=Keys');
      await page.fill('#name', 'production server');
      await page.click('button:has-text("Create a sandbox key")');
      const rawKey = ((await page.textContent('#raw-key')) ?? '').trim();
      expect(rawKey).toMatch(/^txe_live_[0-9A-Za-z]{38}$/);
      expect(keyIn(await mail.next(email, 1))).toBe(rawKey);
      await shot('05-key-created');
      expect((await enrich(rawKey, ['NETFLIX.COM'])).status).toBe(200);

      await page.click('text=Done');
      expect(await page.textContent('tbody')).toContain(`txe_live_…${rawKey.slice(-4)}`);
      await shot('06-keys');

      await page.click('text=Rotate…');
      await shot('07-rotate-confirm');
      await page.click('button:has-text("Rotate key")');
      const rotatedKey = ((await page.textContent('#raw-key')) ?? '').trim();
      expect(rotatedKey).not.toBe(rawKey);
      expect(keyIn(await mail.next(email, 2))).toBe(rotatedKey);
      await shot('08-rotated');
      expect((await enrich(rawKey, ['NETFLIX.COM'])).status).toBe(401);
      expect((await enrich(rotatedKey, ['NETFLIX.COM'])).status).toBe(200);

      // Traffic: cache hits, model items (the builtin model) and rejected strings.
      for (const batch of [['SPOTIFY USA', 'AMAZON MKTP US*2K4', '#####'], ['MAPLE CREEK BAKERY', 'UBER *TRIP', 'X1'], ['HARBOUR LIGHT FLORIST', 'STARBUCKS STORE 1234', 'QUIET PINE BOOKS', 'BLUE HERON TACKLE']]) {
        expect((await enrich(rotatedKey, batch)).status).toBe(200);
      }
      // Free items (cache hits, rejections) reach the records through the 1 s usage buffer.
      await t.app.usage.flush();
      await page.goto(`${base}/dashboard/usage`);
      await page.waitForSelector('#usage-chart[data-drawn="true"] canvas');
      await shot('09-usage');
      // Each series' stroke colour is on the canvas: cache 6, model 4, rejected 2 on today's point.
      expect(await page.textContent('.table-wrap tbody tr')).toMatch(/6\s*4\s*2\s*0\s*4/);
      expect(await seriesPixels(page, [30, 122, 60])).toBeGreaterThan(20);
      expect(await seriesPixels(page, [31, 95, 191])).toBeGreaterThan(20);
      expect(await seriesPixels(page, [163, 51, 15])).toBeGreaterThan(20);

      await page.click('nav >> text=Limits');
      await page.fill('#daily_cap', '2500');
      await page.click('button:has-text("Save")');
      await page.waitForSelector('text=Saved.');
      await shot('10-limits');

      await page.click('nav >> text=Keys');
      await page.click('text=Revoke…');
      await shot('11-revoke-confirm');
      await page.click('button:has-text("Revoke key")');
      await page.waitForSelector('text=The key was revoked.');
      await shot('12-keys-after-revoke');
      expect((await enrich(rotatedKey, ['NETFLIX.COM'])).status).toBe(401);

      // A phone: the layout fits the width (tables scroll inside their box).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/dashboard/keys`);
      expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
      await shot('13-keys-phone');
      await page.setViewportSize({ width: 1100, height: 760 });

      const account = await findAccountByEmail(t.app.database.db, email);
      await setRole(t.app.database.db, account?.id as string, 'operator');
      await page.goto(`${base}/dashboard/operator/accounts`);
      expect(await page.textContent('tbody')).toContain(email);
      await shot('14-operator-accounts');
      await page.click('text=Feedback review queue');
      await page.waitForURL(`${base}/dashboard/review`);
      await shot('15-review');

      await page.click('button:has-text("Sign out")');
      await page.waitForURL(`${base}/dashboard/login`);
      await page.goto(`${base}/dashboard/keys`);
      expect(page.url()).toBe(`${base}/dashboard/login`);

      // No page needed inline script or tripped the strict CSP.
      expect(cspViolations.join('\n')).toBe('');
      await context.close();
    });
  });
  describe.each(databaseKinds())('billing on %s', (kind) => {
    let t: TestApp;
    let mail: MailServer;
    let fake: FakeStripe;
    let base: string;

    beforeAll(async () => {
      mail = await startMailServer();
      fake = await startFakeStripe();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      t = await createTestApp(kind, {
        env: { ...stripeEnv(fake), SMTP_URL: mail.url, PORT: String(port), HOST: '127.0.0.1', TXENRICH_PUBLIC_URL: base, TXENRICH_PRICE_PER_ITEM_MICROS: '1200' },
      });
      await t.app.http.listen({ port, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await t?.close();
      await mail?.close();
      await fake?.close();
    });

    it('renders the billing section; "Add a card" posts and lands on the checkout page under the real CSP; the webhook-issued key is shown once', { timeout: 120_000 }, async () => {
      const email = `billing-${kind}@example.com`;
      const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      // The browser's own report of a blocked form or redirect, independent of console wording.
      await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));`);
      const shot = (name: string) => page.screenshot({ path: path.join(RESULTS, `dashboard-billing-${kind}-${name}.png`), fullPage: true });

      await page.goto(`${base}/dashboard/login`);
      await page.fill('#email', email);
      await page.click('button[type="submit"]');
      await page.goto(linkIn(await mail.next(email, 0)));
      await page.click('button:has-text("Sign in")');
      await page.waitForURL(`${base}/dashboard`);

      expect(await page.isVisible('#billing')).toBe(true);
      expect((await page.textContent('#subscription-status'))?.trim()).toBe('none');
      expect(await page.isVisible('#add-card button')).toBe(true);
      expect(await page.isVisible('nav >> text=Billing')).toBe(true);
      await shot('01-home');

      // The form posts to us; we answer 303 to the checkout origin, which form-action must allow.
      await page.click('#add-card button');
      await page.waitForURL(`${fake.url}/checkout/**`);
      const sessionId = fake.checkoutSessions.at(-1)?.id as string;
      expect(page.url()).toBe(`${fake.url}/checkout/${sessionId}`);
      expect(await page.textContent('#fake-checkout')).toContain(sessionId);
      expect(fake.checkoutVisits).toEqual([sessionId]);

      // Back from Checkout before Stripe's webhook: waiting, still sandbox.
      await page.goto(`${base}/dashboard/billing?checkout=returned`);
      expect(await page.textContent('#checkout-notice')).toContain('Waiting for Stripe to confirm');
      expect((await page.textContent('#billing-plan'))?.trim()).toBe('sandbox');
      await shot('02-waiting');

      const account = await findAccountByEmail(t.app.database.db, email);
      const customerId = fake.checkoutSessions.at(-1)?.customer as string;
      const now = Math.floor(Date.now() / 1000);
      fake.subscriptions.set('sub_browser', { id: 'sub_browser', customer: customerId, accountId: account?.id ?? null, status: 'active', created: now, periodStart: now, periodEnd: now + 30 * 86_400, cancelAt: null, endedAt: null });
      const delivery = fake.delivery('checkout.session.completed', { id: sessionId, object: 'checkout.session', mode: 'subscription', client_reference_id: account?.id, customer: customerId, subscription: 'sub_browser', metadata: {} });
      const delivered = await fetch(`${base}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature }, body: delivery.body });
      expect(delivered.status).toBe(200);
      const mailed = keyIn(await mail.next(email, 1));

      await page.goto(`${base}/dashboard/billing?checkout=returned`);
      expect(await page.textContent('#checkout-notice')).toContain('Stripe confirmed your subscription');
      expect((await page.textContent('#billing-plan'))?.trim()).toBe('production');
      await shot('03-confirmed');
      await page.click('button:has-text("Show my production key")');
      expect(((await page.textContent('#raw-key')) ?? '').trim()).toBe(mailed);
      await shot('04-key');
      await page.goto(`${base}/dashboard/billing`);
      expect(await page.isVisible('#key-waiting')).toBe(false);

      // Cancelled at period end and an invoice payment failed: both in plain sight.
      const subscription = fake.subscriptions.get('sub_browser');
      if (subscription) subscription.cancelAt = subscription.periodEnd;
      for (const event of [
        fake.delivery('customer.subscription.updated', fake.subscriptionObject(subscription as FakeSubscription)),
        fake.delivery('invoice.payment_failed', { id: 'in_browser', object: 'invoice', customer: customerId }),
      ]) {
        const answer = await fetch(`${base}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.body });
        expect(answer.status).toBe(200);
      }
      await page.goto(`${base}/dashboard`);
      expect(await page.textContent('#cancels-at')).toContain(`cancels at period end on ${new Date((subscription?.periodEnd ?? 0) * 1000).toISOString().slice(0, 10)}`);
      expect(await page.isVisible('#payment-failed')).toBe(true);
      await shot('05-home-cancelled-payment-failed');

      expect(consoleErrors.join('\n')).toBe('');
      await context.close();
    });
  });
});
