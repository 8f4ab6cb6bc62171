import type { Account, UsageTotals } from '../../accounts';
import { html } from '../html';
import { formatCount, layout, type PageContext } from '../layout';
import { billingStatus, type BillingStatusOptions } from './billing-pages';

export function homePage(
  context: PageContext,
  options: { account: Account; month: UsageTotals; activeKeys: number; allowance: number | null; billing?: BillingStatusOptions },
): string {
  const { account, month } = options;
  return layout(context, {
    title: 'Dashboard',
    body: html`${account.suspendedAt !== null ? html`<p class="notice error" role="alert">This account is suspended: its keys are refused. Contact the operator.</p>` : ''}
<div class="stats">
<div class="stat"><span class="muted">Plan</span><strong>${account.plan}</strong></div>
<div class="stat"><span class="muted">Active keys</span><strong>${options.activeKeys}</strong></div>
<div class="stat"><span class="muted">Model items this month</span><strong>${formatCount(month.model)}${options.allowance !== null ? html` <span class="muted">/ ${formatCount(options.allowance)}</span>` : ''}</strong></div>
<div class="stat"><span class="muted">Cache hits this month</span><strong>${formatCount(month.cache)}</strong></div>
</div>
${options.billing ? billingStatus(context, { ...options.billing, showPlan: false }) : ''}
<div class="card">
<p><a href="/dashboard/keys">Keys</a>: create, rotate and revoke API keys.</p>
<p><a href="/dashboard/usage">Usage</a>: items per day and this month's total, as a chart and CSV.</p>
<p><a href="/dashboard/limits">Limits</a>: your daily cap on model-processed items.</p>
<p class="muted">API reference: <a href="/docs">/docs</a>.</p>
</div>`,
  });
}
