export * from './account-store';
export { ensureOperatorAccount, OPERATOR_EMAIL } from './first-run';
