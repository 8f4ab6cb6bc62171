import { sql } from 'kysely';
import type { DB } from '../db';

const DAY_MS = 86_400_000;

export interface DailyUsage {
  /** UTC date, `YYYY-MM-DD`. */
  date: string;
  cache: number;
  model: number;
  rejected: number;
  retry: number;
  billable: number;
}

export interface UsageTotals {
  cache: number;
  model: number;
  rejected: number;
  retry: number;
  billable: number;
}

function dateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Per UTC day over the last `days` days, today included, read from the usage records (the same
 * rows metering writes: no second bookkeeping). Days without traffic are zeros.
 */
export async function dailyUsage(db: DB, accountId: string, now: number, days = 30): Promise<DailyUsage[]> {
  const today = Math.floor(now / DAY_MS);
  const first = today - days + 1;
  // Integer division on both engines (bigint in PostgreSQL, integer in SQLite).
  const day = sql<number>`created_at / ${sql.lit(DAY_MS)}`;
  const rows = await db
    .selectFrom('usage_records')
    .select([day.as('day'), 'outcome', (eb) => eb.fn.countAll<number>().as('items'), (eb) => eb.fn.sum<number>('billable').as('billable')])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', first * DAY_MS)
    .groupBy([day, 'outcome'])
    .execute();
  const byDay = new Map<number, DailyUsage>();
  for (let number = first; number <= today; number += 1) byDay.set(number, { date: dateOf(number), cache: 0, model: 0, rejected: 0, retry: 0, billable: 0 });
  for (const row of rows) {
    const entry = byDay.get(Number(row.day));
    if (!entry) continue;
    entry[row.outcome] += Number(row.items);
    entry.billable += Number(row.billable ?? 0);
  }
  return [...byDay.values()];
}

/** This UTC calendar month's totals (the sandbox allowance and the bill both count months). */
export async function monthUsage(db: DB, accountId: string, now: number): Promise<UsageTotals> {
  const date = new Date(now);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const rows = await db
    .selectFrom('usage_records')
    .select(['outcome', (eb) => eb.fn.countAll<number>().as('items'), (eb) => eb.fn.sum<number>('billable').as('billable')])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', start)
    .groupBy('outcome')
    .execute();
  const totals: UsageTotals = { cache: 0, model: 0, rejected: 0, retry: 0, billable: 0 };
  for (const row of rows) {
    totals[row.outcome] += Number(row.items);
    totals.billable += Number(row.billable ?? 0);
  }
  return totals;
}

/** CSV of SPEC §7's columns, one line per day, oldest first. */
export function usageCsv(days: readonly DailyUsage[]): string {
  const lines = ['date,cache,model,rejected,retry,billable'];
  for (const day of days) lines.push([day.date, day.cache, day.model, day.rejected, day.retry, day.billable].join(','));
  return `${lines.join('\n')}\n`;
}
