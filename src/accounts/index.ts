export * from './account-store';
export { ensureOperatorAccount, OPERATOR_EMAIL, type IssueFirstKey } from './first-run';
