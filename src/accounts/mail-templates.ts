import { escapeHtml } from '../mail';

/** Plain-text and HTML bodies of the mails accounts send. Text first: it is what scanners read. */
export interface MailBody {
  subject: string;
  text: string;
  html: string;
}

export function signInMail(link: string): MailBody {
  return {
    subject: 'Your txenrich sign-in link',
    text: `Sign in to the txenrich dashboard:\n\n${link}\n\nThe link works once, for 15 minutes. If you did not ask for it, ignore this e-mail.\n`,
    html: `<p>Sign in to the txenrich dashboard:</p><p><a href="${escapeHtml(link)}">Sign in</a></p><p>Or paste this address into your browser:<br>${escapeHtml(link)}</p><p>The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail.</p>`,
  };
}

export function newKeyMail(input: { rawKey: string; keyName: string | null; reason: 'created' | 'rotated' }): MailBody {
  const what = input.reason === 'rotated' ? 'replaces your previous key, which no longer works' : 'is ready';
  const label = input.keyName ? ` "${input.keyName}"` : '';
  return {
    subject: input.reason === 'rotated' ? 'Your rotated txenrich API key' : 'Your new txenrich API key',
    text: `Your txenrich API key${label} ${what}:\n\n${input.rawKey}\n\nWe send it this once and store only a hash of it. Keep it secret; if it leaks, rotate it in the dashboard.\n`,
    html: `<p>Your txenrich API key${escapeHtml(label)} ${what}:</p><p><code>${escapeHtml(input.rawKey)}</code></p><p>We send it this once and store only a hash of it. Keep it secret; if it leaks, rotate it in the dashboard.</p>`,
  };
}
