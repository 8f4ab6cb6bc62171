import type { AccountOverview } from '../../accounts';
import { html, type SafeHtml } from '../html';
import { csrfField, formatCount, formatTime, layout, type PageContext } from '../layout';

function actions(context: PageContext, row: AccountOverview): SafeHtml {
  const { account } = row;
  const self = context.account?.id === account.id;
  const button = (action: string, label: string, danger = false) =>
    html`<form class="inline" method="post" action="/dashboard/operator/accounts/${account.id}/${action}">${csrfField(context)}<button type="submit" class="${danger ? 'danger' : 'secondary'}">${label}</button></form> `;
  // The plan grant is how installations without a payment provider give production (also to oneself).
  const plan = account.plan === 'production' ? button('sandbox', 'Revoke production') : button('production', 'Grant production');
  if (self) return html`${plan}<span class="muted">you</span>`;
  return html`${plan}${account.suspendedAt === null ? button('suspend', 'Suspend', true) : button('resume', 'Resume')}${account.role === 'operator' ? '' : button('operator', 'Make operator')}`;
}

export function accountsPage(context: PageContext, options: { rows: readonly AccountOverview[]; notice?: string }): string {
  const rows = options.rows.map(
    (row) => html`<tr data-account-id="${row.account.id}">
<td>${row.account.email}</td>
<td>${row.account.plan}</td>
<td>${row.account.role}</td>
<td class="number">${formatCount(row.modelItemsThisMonth)}</td>
<td class="number">${row.activeKeys}</td>
<td class="${row.account.suspendedAt === null ? 'status-active' : 'status-suspended'}">${row.account.suspendedAt === null ? 'active' : `suspended ${formatTime(row.account.suspendedAt)} UTC`}</td>
<td>${actions(context, row)}</td>
</tr>`,
  );
  return layout(context, {
    title: 'Accounts',
    body: html`${options.notice ? html`<p class="notice ok" role="status">${options.notice}</p>` : ''}
<p class="muted">Suspending an account refuses its keys at once, on every process. Granting production lifts the sandbox allowance (the same as <code>txenrich plan set</code>)${context.billingEnabled ? '; with Stripe on, a later subscription event sets the plan again from the subscription' : ''}. <a href="/dashboard/review">Feedback review queue</a>.</p>
<div class="table-wrap"><table>
<thead><tr><th>E-mail</th><th>Plan</th><th>Role</th><th class="number">Model items this month</th><th class="number">Active keys</th><th>Status</th><th>Actions</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`,
  });
}
