/**
 * Outgoing e-mail. Implementations: SMTP (nodemailer over SMTP_URL) and an outbox folder of
 * .eml files (the embedded default, so a laptop install works with no mail server).
 * `send` rejects when the message could not be handed over; callers show the user an error
 * ("we could not send the e-mail, try again") and never treat the message as delivered.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A line the outbox mailer also logs at info level (SPEC §7: the sign-in link is printed so a
   * laptop install works with no mail server). The SMTP mailer never logs it.
   */
  outboxNotice?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
