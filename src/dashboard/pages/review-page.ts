import { CATEGORIES } from '../../domain';
import type { FeedbackReport, FeedbackStatus } from '../../feedback';
import { html, type SafeHtml } from '../html';
import { csrfField, formatTime, layout, type PageContext } from '../layout';

export interface ReviewPageOptions {
  entries: readonly FeedbackReport[];
  status: FeedbackStatus;
  notice?: { ok: boolean; text: string };
}

function pair(name: string | null, category: string | null): SafeHtml {
  if (!name && !category) return html`<span class="muted">–</span>`;
  return html`${name ?? ''}${name && category ? html`<br>` : ''}${category ? html`<span class="muted">${category}</span>` : ''}`;
}

function actions(context: PageContext, entry: FeedbackReport): SafeHtml {
  if (entry.status !== 'pending') return html`<span class="muted">${entry.status}${entry.reviewedBy ? ` by ${entry.reviewedBy}` : ''} ${formatTime(entry.reviewedAt)}</span>`;
  const options = CATEGORIES.map((category) => html`<option value="${category}"${category === entry.correctCategory ? html` selected` : ''}>${category}</option>`);
  return html`<form class="stack" method="post" action="/dashboard/review/${entry.id}/approve">${csrfField(context)}
<label>Merchant <input name="name" value="${entry.correctName ?? entry.returnedName ?? ''}" maxlength="200" required></label>
<label>Category <select name="category"><option value="">from the report</option>${options}</select></label>
<button type="submit">Approve</button></form>
<form class="inline" method="post" action="/dashboard/review/${entry.id}/dismiss">${csrfField(context)}<button type="submit" class="secondary">Dismiss</button></form>`;
}

const STATUSES: readonly FeedbackStatus[] = ['pending', 'approved', 'dismissed'];

/**
 * The feedback review queue (operators): each report's input (redacted when it was stored),
 * what the service returned, the proposed correction and how many accounts reported the same
 * descriptor; approve (the correction answers that descriptor everywhere within a second) or dismiss.
 */
export function reviewPage(context: PageContext, options: ReviewPageOptions): string {
  const tabs = STATUSES.map((status) => html`<a href="/dashboard/review?status=${status}"${status === options.status ? html` aria-current="page"` : ''}>${status}</a> `);
  const rows = options.entries.map(
    (entry) => html`<tr data-feedback-id="${entry.id}">
<td>${formatTime(entry.createdAt)}</td>
<td><code>${entry.inputText}</code>${entry.notes ? html`<br><span class="muted">${entry.notes}</span>` : ''}</td>
<td>${pair(entry.returnedName, entry.returnedCategory)}</td>
<td>${pair(entry.correctName, entry.correctCategory)}</td>
<td class="number">${entry.reports}</td>
<td>${actions(context, entry)}</td>
</tr>`,
  );
  const notice = options.notice ? html`<p class="notice ${options.notice.ok ? 'ok' : 'error'}" role="status">${options.notice.text}</p>` : '';
  const body =
    options.entries.length === 0
      ? html`${notice}<p>${tabs}</p><div class="card"><p>No ${options.status} reports.</p><p class="muted">Reports sent to <code>POST /v1/feedback</code> are listed here for approval or dismissal.</p></div>`
      : html`${notice}<p>${tabs}</p>
<p class="muted">Inputs are shown as stored: with card numbers, e-mail addresses and names removed. An approved correction answers that descriptor (as normalized) on every process within about a second.</p>
<div class="table-wrap"><table>
<thead><tr><th>Reported</th><th>Input</th><th>Returned</th><th>Correction</th><th class="number">Accounts</th><th>Review</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
  return layout(context, { title: 'Feedback review', body });
}
