import type { DB } from '../db';
import type { Config } from '../config';
import { countAccounts, createAccount } from './account-store';

export const OPERATOR_EMAIL = 'operator@localhost';

/** Issues an account's first key; passed in so that accounts need not know the keys folder. */
export type IssueFirstKey = (db: DB, accountId: string) => Promise<{ rawKey: string }>;

/** On an empty database: an operator account and its first key (SPEC §11 `serve`). */
export async function ensureOperatorAccount(db: DB, config: Config, issueKey: IssueFirstKey): Promise<{ email: string; rawKey: string } | undefined> {
  if ((await countAccounts(db)) > 0) return undefined;
  const account = await createAccount(db, { email: OPERATOR_EMAIL, plan: 'production', role: 'operator', dailyCap: config.limits.dailyCapDefault });
  const key = await issueKey(db, account.id);
  return { email: account.email, rawKey: key.rawKey };
}
