import type { AnswerOrigin, ItemOutcome } from './vocabulary';

/**
 * What one item cost, by keyed hash only — never the string (SPEC §8). The meter's store decides
 * how it is kept; this is the pipeline's word for it, not a table row.
 */
export interface ItemUsage {
  accountId: string;
  keyId: string | null;
  jobId: string | null;
  inputHash: string;
  outcome: ItemOutcome;
  /** Where the answer came from; null when the item has none (rejected, retry). */
  origin: AnswerOrigin | null;
  billable: boolean;
  inputTokens: number;
  outputTokens: number;
  at: number;
}
