import type { DB } from '../db';
import type { Config } from '../config';
import { issueKey } from '../keys';
import { countAccounts, createAccount } from './account-store';

export const OPERATOR_EMAIL = 'operator@localhost';

/** On an empty database: an operator account and its first key (SPEC §11 `serve`). */
export async function ensureOperatorAccount(db: DB, config: Config): Promise<{ email: string; rawKey: string } | undefined> {
  if ((await countAccounts(db)) > 0) return undefined;
  const account = await createAccount(db, { email: OPERATOR_EMAIL, plan: 'production', role: 'operator', dailyCap: config.limits.dailyCapDefault });
  const key = await issueKey(db, account.id);
  return { email: account.email, rawKey: key.rawKey };
}
