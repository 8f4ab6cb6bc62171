export * from './account-store';
export * from './magic-links';
export * from './sessions';
export * from './account-keys';
export * from './usage-report';
export { signInMail, newKeyMail, type MailBody } from './mail-templates';
export { ensureOperatorAccount, OPERATOR_EMAIL, type IssueFirstKey } from './first-run';
