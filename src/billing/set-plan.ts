import type { DB } from '../db';
import { findAccountByEmail, getAccount, setAccountPlan, type Plan } from '../accounts';

export type PlanChange = { ok: true; accountId: string; previous: Plan; plan: Plan } | { ok: false; reason: 'no_account' };

/**
 * The operator's grant (CLI `txenrich plan set`, operator pages): how self-hosters without a
 * payment provider give an account the production plan. Usage is still recorded locally; with
 * no provider customer nothing is metered out. With Stripe on, a webhook may later set the plan
 * again from the subscription's state.
 */
export async function setPlanByEmail(db: DB, email: string, plan: Plan): Promise<PlanChange> {
  const account = await findAccountByEmail(db, email);
  if (!account) return { ok: false, reason: 'no_account' };
  if (account.plan !== plan) await setAccountPlan(db, account.id, plan);
  return { ok: true, accountId: account.id, previous: account.plan, plan };
}

/** The same grant by account id (the operator pages' buttons). */
export async function setPlanForAccount(db: DB, accountId: string, plan: Plan): Promise<PlanChange> {
  const account = await getAccount(db, accountId);
  if (!account) return { ok: false, reason: 'no_account' };
  if (account.plan !== plan) await setAccountPlan(db, account.id, plan);
  return { ok: true, accountId: account.id, previous: account.plan, plan };
}
