import type { DB } from '../db';
import type { ItemUsage } from '../domain';

/**
 * One row per item: the keyed hash of the normalized, redacted input and what it cost —
 * never the string (SPEC §8). The row's shape stays here, behind the store.
 */
export async function recordUsage(db: DB, usage: readonly ItemUsage[]): Promise<void> {
  if (usage.length === 0) return;
  await db
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
      })),
    )
    .execute();
}
