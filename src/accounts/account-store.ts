import type { DB, AccountsTable } from '../db';
import { prefixedId } from '../db';

export type Account = AccountsTable;
export type Plan = Account['plan'];

export interface NewAccount {
  email: string;
  plan: Plan;
  role?: Account['role'];
  dailyCap: number;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createAccount(db: DB, input: NewAccount, now = Date.now()): Promise<Account> {
  const account: Account = {
    id: prefixedId('acct'),
    email: normalizeEmail(input.email),
    plan: input.plan,
    role: input.role ?? 'user',
    daily_cap: input.dailyCap,
    created_at: now,
  };
  await db.insertInto('accounts').values(account).execute();
  return account;
}

export async function findAccountByEmail(db: DB, email: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function getAccount(db: DB, id: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAccounts(db: DB): Promise<number> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setAccountPlan(db: DB, id: string, plan: Plan): Promise<void> {
  await db.updateTable('accounts').set({ plan }).where('id', '=', id).execute();
}
