import type { DB, UsageRecordsTable } from '../db';
import type { Insertable } from 'kysely';

export type UsageRecord = Omit<Insertable<UsageRecordsTable>, 'id'>;

/**
 * One row per item: the keyed hash of the normalized, redacted input and what it cost —
 * never the string (SPEC §8).
 */
export async function recordUsage(db: DB, records: readonly UsageRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insertInto('usage_records').values([...records]).execute();
}
