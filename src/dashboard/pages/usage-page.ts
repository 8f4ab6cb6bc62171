import type { DailyUsage, UsageTotals } from '../../accounts';
import { formatMicros, type BillingSummary } from '../../billing';
import { html } from '../html';
import { formatCount, formatDate, layout, type PageContext } from '../layout';

export interface UsagePageOptions {
  days: readonly DailyUsage[];
  month: UsageTotals;
  plan: 'sandbox' | 'production';
  sandboxAllowance: number;
  /** This billing period's billable items and their estimated cost (integer micros). */
  summary: BillingSummary;
}

export function usagePage(context: PageContext, options: UsagePageOptions): string {
  const { days, month } = options;
  const series = JSON.stringify({
    dates: days.map((day) => day.date),
    cache: days.map((day) => day.cache),
    model: days.map((day) => day.model),
    rejected: days.map((day) => day.rejected),
  });
  const againstPlan =
    options.plan === 'sandbox'
      ? html`<div class="stat"><span class="muted">Sandbox allowance used</span><strong>${formatCount(month.model)} / ${formatCount(options.sandboxAllowance)}</strong></div>`
      : html`<div class="stat"><span class="muted">Billable items this period</span><strong id="billable-items">${formatCount(options.summary.billableItems)}</strong><span class="muted">${formatDate(options.summary.periodStart)} to ${formatDate(options.summary.periodEnd)}</span></div>
<div class="stat"><span class="muted">Estimated cost this period</span><strong id="estimated-cost">${formatMicros(options.summary.estimatedCostMicros, options.summary.currency)}</strong><span class="muted">at ${formatMicros(options.summary.pricePerItemMicros, options.summary.currency)} per item</span></div>`;
  const rows = [...days].reverse().map(
    (day) =>
      html`<tr><td>${day.date}</td><td class="number">${formatCount(day.cache)}</td><td class="number">${formatCount(day.model)}</td><td class="number">${formatCount(day.rejected)}</td><td class="number">${formatCount(day.retry)}</td><td class="number">${formatCount(day.billable)}</td></tr>`,
  );
  return layout(context, {
    title: 'Usage',
    scripts: ['/dashboard/assets/uplot.js', '/dashboard/assets/usage-chart.js'],
    styles: ['/dashboard/assets/uplot.css'],
    body: html`<div class="stats">
<div class="stat"><span class="muted">Model items this month</span><strong>${formatCount(month.model)}</strong></div>
<div class="stat"><span class="muted">Cache hits this month</span><strong>${formatCount(month.cache)}</strong></div>
<div class="stat"><span class="muted">Rejected this month</span><strong>${formatCount(month.rejected)}</strong></div>
${againstPlan}
</div>
<h2>Items per day, last 30 days (UTC)</h2>
<div class="chart" id="usage-chart" data-usage="${series}"><p class="muted">The chart needs JavaScript; the same numbers are in the table below.</p></div>
<p><a class="button secondary" href="/dashboard/usage.csv" download>Download CSV</a></p>
<div class="table-wrap"><table>
<thead><tr><th>Date</th><th class="number">Cache</th><th class="number">Model</th><th class="number">Rejected</th><th class="number">Retry</th><th class="number">Billable</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`,
  });
}
