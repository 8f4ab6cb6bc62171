import { randomUUID } from 'node:crypto';
import type { DB } from '../db';

export interface FeedbackInput {
  raw_input: string;
  returned_name?: string | undefined;
  returned_category?: string | undefined;
  correct_name?: string | undefined;
  correct_category?: string | undefined;
  notes?: string | undefined;
}

/**
 * Stores a report in the review queue (status pending). Raw input is kept here because the
 * seed requires it: a reviewer needs the string to judge the correction.
 */
export async function submitFeedback(db: DB, accountId: string, input: FeedbackInput, now = Date.now()): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('feedback')
    .values({
      id,
      account_id: accountId,
      raw_input: input.raw_input,
      returned_name: input.returned_name ?? null,
      returned_category: input.returned_category ?? null,
      correct_name: input.correct_name ?? null,
      correct_category: input.correct_category ?? null,
      notes: input.notes ?? null,
      status: 'pending',
      created_at: now,
    })
    .execute();
  return { id };
}
