import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './port';

export interface OutboxMailerOptions {
  /** `<data dir>/outbox`. */
  directory: string;
  from: string;
  logger: Pick<Logger, 'info'>;
  now?: () => number;
}

/**
 * The embedded default: each message becomes an RFC 5322 `.eml` file (built by nodemailer, so it
 * opens in any mail client) in the outbox folder. Mode 0600: the file holds sign-in links and keys.
 */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  // nodemailer (3 MB in memory) is loaded by the first message, not by every process that might send one.
  let builder: Promise<Transporter> | undefined;
  const now = options.now ?? Date.now;
  return {
    async send(message: MailMessage) {
      builder ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
      const built = await (await builder).sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(options.directory, { recursive: true, mode: 0o700 });
      const stamp = new Date(now()).toISOString().replaceAll(':', '-');
      const file = path.join(options.directory, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, built.message as Buffer, { mode: 0o600 });
      // The address is not logged: the file is the record. The notice (a sign-in link) is the
      // one exception SPEC §7 makes for installs without a mail server.
      options.logger.info({ file }, message.outboxNotice ? `mail written to the outbox: ${message.outboxNotice}` : 'mail written to the outbox');
    },
  };
}
