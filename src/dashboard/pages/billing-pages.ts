import { formatMicros, type BillingSummary } from '../../billing';
import { html, type SafeHtml } from '../html';
import { csrfField, formatCount, formatDate, layout, type PageContext } from '../layout';

export interface BillingStatusOptions {
  summary: BillingSummary;
  /** A production key issued by the webhook waits to be shown once. */
  revealWaiting: boolean;
  /** TXENRICH_PAYMENT_FAILURE_POLICY=suspend: a failed payment also stops the keys. */
  suspendOnPaymentFailure: boolean;
  /** Back from Checkout, not yet confirmed: no second "Add a card" (it could start a second subscription). */
  awaitingConfirmation?: boolean;
}

function paymentFailedAlert(summary: BillingSummary, suspend: boolean): SafeHtml {
  if (summary.paymentFailedAt === null) return html``;
  const consequence = suspend
    ? "Until a payment succeeds, this account's keys are refused."
    : 'Stripe retries the payment; if every retry fails the subscription ends and the production key stops.';
  return html`<p class="notice error" role="alert" id="payment-failed"><strong>Payment failed.</strong> An invoice payment failed on ${formatDate(summary.paymentFailedAt)} (UTC). Pay the open invoice from Stripe's e-mail or update your card. ${consequence}</p>`;
}

function revealBanner(context: PageContext, waiting: boolean): SafeHtml {
  if (!waiting) return html``;
  return html`<div class="notice ok" role="status" id="key-waiting">
<p>Your production key is ready. It is shown once, on the next page, and e-mailed to you once.</p>
<form method="post" action="/dashboard/billing/key">${csrfField(context)}<button type="submit">Show my production key</button></form>
</div>`;
}

function subscriptionStat(summary: BillingSummary): SafeHtml {
  const { subscription } = summary;
  const stat = (state: string, detail: SafeHtml | string = '') =>
    html`<div class="stat"><span class="muted">Subscription</span><strong id="subscription-status">${state}</strong>${detail}</div>`;
  if (!subscription) return stat('none');
  if (subscription.status === 'canceled') return stat('ended');
  if (subscription.cancelAt !== null) {
    return stat(subscription.status, html`<span class="detail warn" id="cancels-at">cancels at period end on ${formatDate(subscription.cancelAt)}</span>`);
  }
  return stat(subscription.status, subscription.periodEnd !== null ? html`<span class="detail muted">renews ${formatDate(subscription.periodEnd)}</span>` : '');
}

function addCardForm(context: PageContext, summary: BillingSummary, awaitingConfirmation: boolean): SafeHtml {
  if (!summary.checkoutAvailable || awaitingConfirmation) return html``;
  const price =
    summary.pricePerItemMicros > 0
      ? html`${formatMicros(summary.pricePerItemMicros, summary.currency)} per model-processed item, billed monthly`
      : html`per model-processed item, billed monthly`;
  const resubscribe = summary.subscription !== null;
  return html`<form method="post" action="/dashboard/billing/checkout" id="add-card">
${csrfField(context)}
<button type="submit">Add a card</button>
<p class="muted">Opens Stripe Checkout for the production plan: ${price}; cache hits are free. Your plan changes when Stripe confirms the payment${resubscribe ? ', with a new production key' : ''}.</p>
</form>`;
}

/** Plan, subscription state, a failed payment, a key waiting and "Add a card": home and billing page. */
/** `showPlan: false` on the home page, which shows the plan already. */
export function billingStatus(context: PageContext, options: BillingStatusOptions & { heading?: boolean; showPlan?: boolean }): SafeHtml {
  const { summary } = options;
  return html`<section id="billing" aria-label="Billing">
${options.heading === false ? '' : html`<h2>Billing</h2>`}
${paymentFailedAlert(summary, options.suspendOnPaymentFailure)}
${revealBanner(context, options.revealWaiting)}
<div class="stats">
${options.showPlan === false ? '' : html`<div class="stat"><span class="muted">Plan</span><strong id="billing-plan">${summary.plan}</strong></div>`}
${subscriptionStat(summary)}
${
  summary.plan === 'production'
    ? html`<div class="stat"><span class="muted">Estimated cost this period</span><strong>${formatMicros(summary.estimatedCostMicros, summary.currency)}</strong><span class="detail muted">${formatCount(summary.billableItems)} billable items</span></div>`
    : ''
}
</div>
${addCardForm(context, summary, options.awaitingConfirmation === true)}
</section>`;
}

export type CheckoutReturn = 'returned' | 'cancelled';

export function billingPage(context: PageContext, options: BillingStatusOptions & { checkout?: CheckoutReturn; error?: string }): string {
  const { summary } = options;
  // The browser's return proves nothing: only the webhook makes the plan production.
  const confirmed = summary.plan === 'production' && !summary.checkoutAvailable;
  const waiting = options.checkout === 'returned' && !confirmed;
  let notice: SafeHtml = html``;
  if (options.checkout === 'returned') {
    notice = confirmed
      ? html`<p class="notice ok" role="status" id="checkout-notice">Stripe confirmed your subscription: your plan is production.</p>`
      : html`<p class="notice" role="status" id="checkout-notice">Waiting for Stripe to confirm your payment. Your plan stays ${summary.plan} until Stripe tells us the subscription is live, usually within seconds; this page reloads by itself.</p>`;
  } else if (options.checkout === 'cancelled') {
    notice = html`<p class="notice" role="status" id="checkout-notice">Checkout was cancelled: no card was added and nothing changed.</p>`;
  }
  return layout(context, {
    title: 'Billing',
    ...(waiting ? { refreshSeconds: 5 } : {}),
    body: html`${notice}
${options.error ? html`<p class="notice error" role="alert">${options.error}</p>` : ''}
${billingStatus(context, { ...options, heading: false, awaitingConfirmation: waiting })}
<div class="card">
<p>This period (${formatDate(summary.periodStart)} to ${formatDate(summary.periodEnd)}, UTC): <strong>${formatCount(summary.billableItems)}</strong> billable items, estimated <strong>${formatMicros(summary.estimatedCostMicros, summary.currency)}</strong>. Only model-processed items are billed; cache hits, rejected and retried items are free. Stripe's invoice is the final word.</p>
<p class="muted">A cancelled subscription (the operator cancels it in Stripe on request) keeps your key working until the end of the period it was cancelled in. Subscribing again issues a new key.</p>
</div>`,
  });
}

/** Shown once: the webhook-issued key is erased from the server as this page is made. */
export function revealedKeyPage(context: PageContext, rawKey: string): string {
  return layout(context, {
    title: 'Your production key',
    body: html`<div class="card">
<p>Your production key — copy it now, it will not be shown again:</p>
<code class="secret" id="raw-key">${rawKey}</code>
<p class="muted">It is also e-mailed to you once. We keep only its hash.</p>
</div>
<p><a class="button" href="/dashboard/keys">Done</a></p>`,
  });
}

export function noKeyWaitingPage(context: PageContext): string {
  return layout(context, {
    title: 'No key waiting',
    body: html`<p class="notice" role="status">There is no production key waiting to be shown: a key is shown here once, and this one was already shown (or not issued yet). The e-mail we sent has it.</p><p><a class="button" href="/dashboard/billing">Billing</a></p>`,
  });
}
