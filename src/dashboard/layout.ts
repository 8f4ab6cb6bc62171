import type { Account } from '../accounts';
import { html, type SafeHtml } from './html';

/** What every page needs to know about the request it answers. */
export interface PageContext {
  account: Account | undefined;
  /** The token hidden in every state-changing form of the page. */
  csrfToken: string;
  path: string;
  /** A payment provider is configured: billing pages, status and "Add a card" are shown. */
  billingEnabled: boolean;
}

export interface NavItem {
  href: string;
  label: string;
  operatorOnly?: boolean;
  /** Shown only when a payment provider is configured. */
  billingOnly?: boolean;
}

/**
 * The dashboard's navigation, in order. Other capabilities add their pages here (billing adds
 * its entry), so there is one layout and one menu.
 */
export const DASHBOARD_NAV: NavItem[] = [
  { href: '/dashboard', label: 'Home' },
  { href: '/dashboard/keys', label: 'Keys' },
  { href: '/dashboard/usage', label: 'Usage' },
  { href: '/dashboard/limits', label: 'Limits' },
  { href: '/dashboard/billing', label: 'Billing', billingOnly: true },
  { href: '/dashboard/operator/accounts', label: 'Accounts', operatorOnly: true },
  { href: '/dashboard/review', label: 'Review', operatorOnly: true },
];

export function csrfField(context: PageContext): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${context.csrfToken}">`;
}

function navigation(context: PageContext): SafeHtml {
  const { account } = context;
  if (!account) return html``;
  const items = DASHBOARD_NAV.filter((item) => (!item.operatorOnly || account.role === 'operator') && (!item.billingOnly || context.billingEnabled)).map(
    (item) => html`<a href="${item.href}"${item.href === context.path ? html` aria-current="page"` : ''}>${item.label}</a>`,
  );
  return html`<nav aria-label="Dashboard">${items}<form class="inline" method="post" action="/dashboard/logout">${csrfField(context)}<button type="submit" class="link">Sign out</button></form></nav>`;
}

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** Extra script files (our origin only; never inline: the CSP forbids it). */
  scripts?: readonly string[];
  styles?: readonly string[];
  /** Reload the page after this many seconds (a meta refresh: no script needed under the CSP). */
  refreshSeconds?: number;
}

/** The one page frame: header, navigation, main. Readable on a phone (viewport, fluid layout). */
export function layout(context: PageContext, options: PageOptions): string {
  const styles = ['/dashboard/assets/dashboard.css', ...(options.styles ?? [])].map((href) => html`<link rel="stylesheet" href="${href}">`);
  const scripts = (options.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`);
  const who = context.account ? html`<span class="muted">${context.account.email}</span>` : '';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">${options.refreshSeconds ? html`
<meta http-equiv="refresh" content="${options.refreshSeconds}">` : ''}
<title>${options.title} · txenrich</title>
${styles}${scripts}
</head>
<body>
<header><div class="bar"><a class="brand" href="/dashboard">txenrich</a>${who}${navigation(context)}</div></header>
<main>
<h1>${options.title}</h1>
${options.body}
</main>
</body>
</html>
`.value;
}

export function formatTime(epochMs: number | null): string {
  if (epochMs === null) return 'never';
  // Column headers say "(UTC)": a narrower table on a phone.
  return new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ');
}

/** A UTC day, "2026-11-25": dates of periods and cancellations. */
export function formatDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
