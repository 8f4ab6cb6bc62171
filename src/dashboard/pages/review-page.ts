import { html } from '../html';
import { layout, type PageContext } from '../layout';

/**
 * Placeholder for the feedback review queue (operators only). The feedback capability replaces
 * this file with the real queue (approve / dismiss); the route and its guard stay.
 */
export function reviewPage(context: PageContext): string {
  return layout(context, {
    title: 'Feedback review',
    body: html`<div class="card"><p>The review queue is empty.</p><p class="muted">Reports sent to <code>POST /v1/feedback</code> will be listed here for approval or dismissal.</p></div>`,
  });
}
