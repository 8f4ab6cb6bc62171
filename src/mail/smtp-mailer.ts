import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './port';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…` (SMTP_URL). */
  url: string;
  from: string;
  /** Connection and greeting timeouts: a dead server must fail the request, not hang it. */
  timeoutMs?: number;
}

/** Real delivery over SMTP through nodemailer; `send` rejects when the server refuses. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const timeout = options.timeoutMs ?? 10_000;
  const url = new URL(options.url);
  const settings = {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  };
  // nodemailer (3 MB in memory) is loaded by the first message; most processes send none.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message: MailMessage) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings));
      await (await transport).sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
