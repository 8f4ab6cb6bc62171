export * from './account-store';
export { ensureOperatorAccount, OPERATOR_EMAIL } from './first-run';
export * from './magic-links';
export * from './sessions';
export * from './account-keys';
export * from './usage-report';
export { signInMail, newKeyMail, type MailBody } from './mail-templates';
