import { html } from '../html';
import { csrfField, layout, type PageContext } from '../layout';

export function loginPage(context: PageContext, options: { email?: string; error?: string } = {}): string {
  return layout(context, {
    title: 'Sign in',
    body: html`<div class="card">
<p>Enter your e-mail address. We send you a link that signs you in; a new address gets a free sandbox account.</p>
${options.error ? html`<p class="notice error" role="alert">${options.error}</p>` : ''}
<form method="post" action="/dashboard/login">
${csrfField(context)}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${options.email ?? ''}">
<p><button type="submit">Send me a sign-in link</button></p>
</form>
</div>`,
  });
}

/** The same page whatever happened (sent, throttled, known or new address): SPEC §7. */
export function checkEmailPage(context: PageContext): string {
  return layout(context, {
    title: 'Check your e-mail',
    body: html`<div class="card"><p>If the address can receive mail, a sign-in link is on its way. It works once, for 15 minutes.</p>
<p class="muted">Nothing arrived? Check the spam folder, or <a href="/dashboard/login">ask for a new link</a> in a few minutes.</p></div>`,
  });
}

export function mailFailedPage(context: PageContext): string {
  return layout(context, {
    title: 'E-mail not sent',
    body: html`<p class="notice error" role="alert">We could not send the e-mail, try again.</p><p><a class="button" href="/dashboard/login">Try again</a></p>`,
  });
}

/** Opening the link changes nothing: mail scanners pre-open links, only this POST consumes it. */
export function confirmPage(context: PageContext, token: string): string {
  return layout(context, {
    title: 'Confirm sign-in',
    body: html`<div class="card"><p>Sign in to the txenrich dashboard in this browser.</p>
<form method="post" action="/dashboard/login/confirm">
${csrfField(context)}
<input type="hidden" name="token" value="${token}">
<button type="submit">Sign in</button>
</form></div>`,
  });
}

export function invalidLinkPage(context: PageContext): string {
  return layout(context, {
    title: 'Link not valid',
    body: html`<p class="notice error" role="alert">This sign-in link was already used, has expired, or was replaced by a newer one.</p><p><a class="button" href="/dashboard/login">Get a new link</a></p>`,
  });
}
