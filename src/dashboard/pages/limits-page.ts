import { costMicros, formatMicros } from '../../billing';
import { html } from '../html';
import { csrfField, formatCount, layout, type PageContext } from '../layout';

export interface LimitsPageOptions {
  dailyCap: number;
  maxDailyCap: number;
  usedToday: number;
  /** TXENRICH_PRICE_PER_ITEM_MICROS: with a price, the cap is also shown in money. */
  pricePerItemMicros: number;
  /** ISO 4217 code of the price. */
  currency: string;
  notice?: string;
  error?: string;
}

export function limitsPage(context: PageContext, options: LimitsPageOptions): string {
  const price = options.pricePerItemMicros;
  const inMoney =
    price > 0
      ? html`<p id="cap-in-money">On the production plan, at ${formatMicros(price, options.currency)} per item, this cap holds a day's bill to at most <strong>${formatMicros(costMicros(options.dailyCap, price), options.currency)}</strong> (${formatMicros(costMicros(options.usedToday, price), options.currency)} used today).</p>`
      : '';
  return layout(context, {
    title: 'Limits',
    body: html`${options.notice ? html`<p class="notice ok" role="status">${options.notice}</p>` : ''}
${options.error ? html`<p class="notice error" role="alert">${options.error}</p>` : ''}
<div class="card">
<p>The daily cap protects you from a runaway bill: once this many items have gone to the model in a UTC day, requests that need the model get <code>429 daily_limit_reached</code> until midnight UTC. Cache hits stay free and keep working.</p>
<p>Used today: <strong>${formatCount(options.usedToday)}</strong> model items.</p>
${inMoney}
<form method="post" action="/dashboard/limits">
${csrfField(context)}
<label for="daily_cap">Daily cap on model-processed items</label>
<input id="daily_cap" name="daily_cap" type="number" min="0" max="${options.maxDailyCap}" step="1" required value="${options.dailyCap}">
<p class="muted">Between 0 and ${formatCount(options.maxDailyCap)} (the operator's maximum). Takes effect at once.</p>
<p><button type="submit">Save</button></p>
</form>
</div>`,
  });
}
