export type { Mailer, MailMessage } from './port';
