import path from 'node:path';
import type { Logger } from 'pino';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './port';

export type { Mailer, MailMessage } from './port';
export { createOutboxMailer } from './outbox-mailer';
export { createSmtpMailer } from './smtp-mailer';
export { escapeHtml } from './escape-html';

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** SMTP when SMTP_URL is set; otherwise the outbox folder (SPEC §7). */
export function createMailer(settings: MailSettings, logger: Pick<Logger, 'info'>): Mailer & { kind: 'smtp' | 'outbox'; close(): void } {
  if (settings.smtpUrl) return { kind: 'smtp', ...createSmtpMailer({ url: settings.smtpUrl, from: settings.from }) };
  return { kind: 'outbox', close: () => undefined, ...createOutboxMailer({ directory: path.join(settings.dataDir, 'outbox'), from: settings.from, logger }) };
}
