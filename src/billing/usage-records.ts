import type { DB, UsageRecordsTable } from '../db';
import type { Insertable } from 'kysely';
import { enqueueMeterEvent } from './meter-outbox';

export type UsageRecord = Omit<Insertable<UsageRecordsTable>, 'id'>;

/**
 * One row per item: the keyed hash of the normalized, redacted input and what it cost —
 * never the string (SPEC §8). Billable items also enter the meter outbox, in the same
 * transaction: either both the record and its meter event exist, or neither. Given a
 * transaction (a job chunk's), it writes inside it.
 */
export async function recordUsage(db: DB, records: readonly UsageRecord[]): Promise<void> {
  if (records.length === 0) return;
  const billable = new Map<string, { value: number; createdAt: number }>();
  for (const record of records) {
    if (record.billable !== 1) continue;
    const entry = billable.get(record.account_id) ?? { value: 0, createdAt: record.created_at };
    entry.value += 1;
    billable.set(record.account_id, entry);
  }
  const write = async (transaction: DB) => {
    await transaction.insertInto('usage_records').values([...records]).execute();
    for (const [accountId, { value, createdAt }] of billable) await enqueueMeterEvent(transaction, accountId, value, createdAt);
  };
  // Free items alone need no transaction (one statement); billable ones bring their outbox row.
  if (db.isTransaction || billable.size === 0) await write(db);
  else await db.transaction().execute(write);
}
