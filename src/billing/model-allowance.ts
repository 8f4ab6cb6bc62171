import type { DB, Dialect } from '../db';
import type { Account } from '../accounts';
import { dayPeriod, monthPeriod, secondsUntilNextUtcDay, secondsUntilNextUtcMonth } from './periods';

export type LimitReason = 'allowance_exhausted' | 'daily_limit_reached';

export interface LimitSettings {
  sandboxMonthlyAllowance: number;
}

export interface Reservation {
  granted: number;
  /** Set when fewer than requested were granted: which limit stopped the rest. */
  limit?: { reason: LimitReason; retryAfterSeconds: number };
}

async function lockCounter(transaction: DB, dialect: Dialect, accountId: string, period: string): Promise<number> {
  await transaction
    .insertInto('usage_counters')
    .values({ account_id: accountId, period, model_items: 0 })
    .onConflict((conflict) => conflict.columns(['account_id', 'period']).doNothing())
    .execute();
  // PostgreSQL: the row lock serializes concurrent reservations of one account across
  // processes. SQLite: the write above already holds the database's single write lock.
  const row = await transaction
    .selectFrom('usage_counters')
    .select('model_items')
    .where('account_id', '=', accountId)
    .where('period', '=', period)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  return Number(row.model_items);
}

/**
 * Reserves up to `requested` model-processed items against the account's daily cap and, on the
 * sandbox plan, its monthly allowance. Items that do not fit come back `retry` with the limit's
 * reason; a sync request that fits none gets a 429. Unused reservations are refunded.
 */
export async function reserveModelItems(
  db: DB,
  dialect: Dialect,
  account: Pick<Account, 'id' | 'plan' | 'dailyCap'>,
  requested: number,
  settings: LimitSettings,
  now = Date.now(),
): Promise<Reservation> {
  if (requested <= 0) return { granted: 0 };
  return db.transaction().execute(async (transaction) => {
    const day = dayPeriod(now);
    const month = monthPeriod(now);
    const usedToday = await lockCounter(transaction, dialect, account.id, day);
    const usedThisMonth = await lockCounter(transaction, dialect, account.id, month);
    const leftToday = Math.max(0, account.dailyCap - usedToday);
    const leftThisMonth = account.plan === 'sandbox' ? Math.max(0, settings.sandboxMonthlyAllowance - usedThisMonth) : Number.POSITIVE_INFINITY;
    const granted = Math.min(requested, leftToday, leftThisMonth);
    if (granted > 0) {
      for (const period of [day, month]) {
        await transaction
          .updateTable('usage_counters')
          .set((eb) => ({ model_items: eb('model_items', '+', granted) }))
          .where('account_id', '=', account.id)
          .where('period', '=', period)
          .execute();
      }
    }
    if (granted === requested) return { granted };
    const monthBinds = leftThisMonth <= leftToday;
    return {
      granted,
      limit: monthBinds
        ? { reason: 'allowance_exhausted', retryAfterSeconds: secondsUntilNextUtcMonth(now) }
        : { reason: 'daily_limit_reached', retryAfterSeconds: secondsUntilNextUtcDay(now) },
    };
  });
}

/** Gives back reservations whose items did not complete (timeouts, model errors). */
export async function refundModelItems(db: DB, accountId: string, count: number, reservedAt: number): Promise<void> {
  if (count <= 0) return;
  for (const period of [dayPeriod(reservedAt), monthPeriod(reservedAt)]) {
    await db
      .updateTable('usage_counters')
      .set((eb) => ({ model_items: eb('model_items', '-', count) }))
      .where('account_id', '=', accountId)
      .where('period', '=', period)
      .execute();
  }
}
