import type { DB, AccountsTable } from '../db';
import { prefixedId } from '../db';

export type Plan = AccountsTable['plan'];
export type Role = AccountsTable['role'];

/**
 * An account as every other folder sees it. The `accounts` row (AccountsTable) stays inside
 * this folder's stores; `accountFromRow` is the one translation, also for stores that join the
 * table (key verification reads the account with the key in one query).
 */
export interface Account {
  id: string;
  email: string;
  plan: Plan;
  role: Role;
  /** Model-processed items allowed per UTC day. */
  dailyCap: number;
  createdAt: number;
  /** Set while an operator has suspended the account: its keys are refused. */
  suspendedAt: number | null;
}

export function accountFromRow(row: AccountsTable): Account {
  return { id: row.id, email: row.email, plan: row.plan, role: row.role, dailyCap: row.daily_cap, createdAt: row.created_at, suspendedAt: row.suspended_at };
}

export interface NewAccount {
  email: string;
  plan: Plan;
  role?: Role;
  dailyCap: number;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createAccount(db: DB, input: NewAccount, now = Date.now()): Promise<Account> {
  const row: AccountsTable = {
    id: prefixedId('acct'),
    email: normalizeEmail(input.email),
    plan: input.plan,
    role: input.role ?? 'user',
    daily_cap: input.dailyCap,
    created_at: now,
    suspended_at: null,
  };
  await db.insertInto('accounts').values(row).execute();
  return accountFromRow(row);
}

export async function findAccountByEmail(db: DB, email: string): Promise<Account | undefined> {
  const row = await db.selectFrom('accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row && accountFromRow(row);
}

export async function getAccount(db: DB, id: string): Promise<Account | undefined> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && accountFromRow(row);
}

export async function countAccounts(db: DB): Promise<number> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setAccountPlan(db: DB, id: string, plan: Plan): Promise<void> {
  await db.updateTable('accounts').set({ plan }).where('id', '=', id).execute();
}

export async function setDailyCap(db: DB, id: string, dailyCap: number): Promise<void> {
  await db.updateTable('accounts').set({ daily_cap: dailyCap }).where('id', '=', id).execute();
}

/** Suspension is read by key verification on every call: keys stop at once, on every process. */
export async function setSuspended(db: DB, id: string, suspended: boolean, now = Date.now()): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ suspended_at: suspended ? now : null }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRole(db: DB, id: string, role: Role): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ role }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AccountOverview {
  account: Account;
  /** Model items this UTC month, from the usage records. */
  modelItemsThisMonth: number;
  activeKeys: number;
}

/** The operator's list: every account with its plan, this month's model items and live keys. */
export async function listAccountsWithUsage(db: DB, now: number, limit = 500): Promise<AccountOverview[]> {
  const date = new Date(now);
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const accounts = await db.selectFrom('accounts').selectAll().orderBy('created_at').orderBy('id').limit(limit).execute();
  const usage = await db
    .selectFrom('usage_records')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('items')])
    .where('outcome', '=', 'model')
    .where('created_at', '>=', monthStart)
    .groupBy('account_id')
    .execute();
  const keys = await db
    .selectFrom('api_keys')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('keys')])
    .where('status', '=', 'active')
    .groupBy('account_id')
    .execute();
  const usageBy = new Map(usage.map((row) => [row.account_id, Number(row.items)]));
  const keysBy = new Map(keys.map((row) => [row.account_id, Number(row.keys)]));
  return accounts.map((row) => ({ account: accountFromRow(row), modelItemsThisMonth: usageBy.get(row.id) ?? 0, activeKeys: keysBy.get(row.id) ?? 0 }));
}
