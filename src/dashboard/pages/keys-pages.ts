import type { KeyListing } from '../../accounts';
import { KEY_PREFIX } from '../../keys';
import { html, type SafeHtml } from '../html';
import { csrfField, formatTime, layout, type PageContext } from '../layout';

export function keyLabel(key: Pick<KeyListing, 'lastFour'>): string {
  return key.lastFour ? `${KEY_PREFIX}…${key.lastFour}` : `${KEY_PREFIX}…`;
}

function keyRow(key: KeyListing): SafeHtml {
  const actions =
    key.status === 'active'
      ? html`<a href="/dashboard/keys/${key.id}/rotate">Rotate…</a> · <a href="/dashboard/keys/${key.id}/revoke">Revoke…</a>`
      : html`<span class="muted">—</span>`;
  return html`<tr data-key-id="${key.id}">
<td>${key.name ?? html`<span class="muted">unnamed</span>`}</td>
<td><code>${keyLabel(key)}</code></td>
<td>${formatTime(key.createdAt)}</td>
<td>${formatTime(key.lastUsedAt)}</td>
<td class="status-${key.status}">${key.status === 'rotated' ? 'replaced' : key.status}</td>
<td>${actions}</td>
</tr>`;
}

export function keysPage(context: PageContext, options: { keys: readonly KeyListing[]; plan: string; notice?: string; error?: string }): string {
  const rows = options.keys.map(keyRow);
  return layout(context, {
    title: 'API keys',
    body: html`${options.notice ? html`<p class="notice ok" role="status">${options.notice}</p>` : ''}
${options.error ? html`<p class="notice error" role="alert">${options.error}</p>` : ''}
<div class="card">
<form method="post" action="/dashboard/keys">
${csrfField(context)}
<label for="name">New key name <span class="muted">(optional)</span></label>
<input id="name" name="name" type="text" maxlength="60" placeholder="e.g. production server">
<p><button type="submit">Create a ${options.plan} key</button></p>
<p class="muted">The key is shown once on the next page and e-mailed to you once. We keep only its hash.</p>
</form>
</div>
${
  rows.length === 0
    ? html`<p class="muted">No keys yet.</p>`
    : html`<div class="table-wrap"><table>
<thead><tr><th>Name</th><th>Key</th><th>Created (UTC)</th><th>Last used (UTC)</th><th>Status</th><th>Actions</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`
}`,
  });
}

/** Shown once: the raw key exists nowhere else after this response (and the one e-mail). */
export function newKeyPage(context: PageContext, options: { rawKey: string; name: string | null; mailed: boolean; rotated: boolean }): string {
  return layout(context, {
    title: options.rotated ? 'Key rotated' : 'Key created',
    body: html`${options.rotated ? html`<p class="notice ok" role="status">The old key stopped working the moment this one was made.</p>` : ''}
<div class="card">
<p>${options.name ? html`Key <strong>${options.name}</strong>` : 'Your new key'} — copy it now, it will not be shown again:</p>
<code class="secret" id="raw-key">${options.rawKey}</code>
${
  options.mailed
    ? html`<p class="muted">A copy was sent to your e-mail address.</p>`
    : html`<p class="notice error" role="alert">We could not send the e-mail, try again later if you need the copy: the key above works, and this page is the only place it is shown.</p>`
}
</div>
<p><a class="button" href="/dashboard/keys">Done</a></p>`,
  });
}

export function confirmKeyActionPage(context: PageContext, key: KeyListing, action: 'rotate' | 'revoke'): string {
  const what =
    action === 'rotate'
      ? 'Rotating makes a new key and stops this one at once. Plan, usage and limits carry over. Update your servers with the new key.'
      : 'Revoking stops this key at once, with no replacement. Requests with it are refused from then on.';
  return layout(context, {
    title: action === 'rotate' ? 'Rotate key?' : 'Revoke key?',
    body: html`<div class="card">
<p><code>${keyLabel(key)}</code>${key.name ? html` (${key.name})` : ''}</p>
<p>${what}</p>
<form method="post" action="/dashboard/keys/${key.id}/${action}">
${csrfField(context)}
<button type="submit"${action === 'revoke' ? html` class="danger"` : ''}>${action === 'rotate' ? 'Rotate key' : 'Revoke key'}</button>
<a class="button secondary" href="/dashboard/keys">Cancel</a>
</form>
</div>`,
  });
}
