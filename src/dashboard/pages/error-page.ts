import { html } from '../html';
import { layout, type PageContext } from '../layout';

export function errorPage(context: PageContext, title: string, message: string): string {
  return layout(context, {
    title,
    body: html`<p class="notice error" role="alert">${message}</p><p><a href="/dashboard">Back to the dashboard</a></p>`,
  });
}
