import type { DB } from '../db';
import type { ItemUsage } from '../domain';
import { enqueueMeterEvent } from './meter-outbox';

/**
 * One row per item: the keyed hash of the normalized, redacted input and what it cost —
 * never the string (SPEC §8). The row's shape stays here, behind the store. Billable items
 * also enter the meter outbox in the same transaction: either both the record and its meter
 * event exist, or neither. Given a transaction (a job chunk's), it writes inside it.
 */
export async function recordUsage(db: DB, usage: ReadonlyArray<ItemUsage & { items?: number }>): Promise<void> {
  if (usage.length === 0) return;
  const billable = new Map<string, { value: number; at: number }>();
  for (const item of usage) {
    if (!item.billable) continue;
    const entry = billable.get(item.accountId) ?? { value: 0, at: item.at };
    entry.value += item.items ?? 1;
    billable.set(item.accountId, entry);
  }
  const write = async (transaction: DB) => {
    await transaction
      .insertInto('usage_records')
      .values(
        usage.map((item) => ({
          account_id: item.accountId,
          key_id: item.keyId,
          job_id: item.jobId,
          input_hash: item.inputHash,
          outcome: item.outcome,
          origin: item.origin,
          billable: item.billable ? 1 : 0,
          input_tokens: item.inputTokens,
          output_tokens: item.outputTokens,
          created_at: item.at,
          // Aggregated free usage (usage-buffer.ts) stands for several items; readers sum `items`.
          items: item.items ?? 1,
        })),
      )
      .execute();
    for (const [accountId, { value, at }] of billable) await enqueueMeterEvent(transaction, accountId, value, at);
  };
  // Free items alone need no transaction (one statement); billable ones bring their outbox row.
  if (db.isTransaction || billable.size === 0) await write(db);
  else await db.transaction().execute(write);
}
