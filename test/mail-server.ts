import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** The raw RFC 5322 message as it arrived over SMTP. */
  raw: string;
  /** Bodies with quoted-printable undone, for reading links and keys out of them. */
  decoded: string;
}

export interface MailServer {
  url: string;
  mails: ReceivedMail[];
  /** Mails to one address, in arrival order. */
  to(address: string): ReceivedMail[];
  /** Resolves with the next mail to `address` (already received ones count from `after`). */
  next(address: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a loopback port (smtp-server), keeping every message it receives. */
export async function startMailServer(): Promise<MailServer> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()), raw, decoded: decodeQuotedPrintable(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async next(address, after = to(address).length) {
      for (;;) {
        const found = to(address)[after];
        if (found) return found;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no mail to ${address} within 15 s`)), 15_000);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/dashboard\/login\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.decoded);
  if (!match) throw new Error('no sign-in link in the mail');
  return match[0];
}

export function keyIn(mail: ReceivedMail): string {
  const match = /txe_live_[0-9A-Za-z]{38}/.exec(mail.decoded);
  if (!match) throw new Error('no key in the mail');
  return match[0];
}
