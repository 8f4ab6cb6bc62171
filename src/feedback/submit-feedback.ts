import { randomUUID } from 'node:crypto';
import type { FeedbackDependencies } from './ports';

export interface FeedbackInput {
  raw_input: string;
  returned_name?: string | undefined;
  returned_category?: string | undefined;
  correct_name?: string | undefined;
  correct_category?: string | undefined;
  notes?: string | undefined;
}

/** A reviewer reads this much of a report; the enrichment contract refuses longer items anyway. */
export const STORED_INPUT_MAX_CHARS = 512;

export interface RedactedReport {
  inputText: string;
  modelText: string;
  inputHash: string;
}

/**
 * The stored form of a reported string: redact first, cut after, so a cut can never leave part
 * of a card number that no detector recognises any more.
 */
export function redactReport(deps: Pick<FeedbackDependencies, 'redact' | 'prepare' | 'hasher'>, raw: string): RedactedReport {
  const shown = deps.redact(raw).text;
  const prepared = deps.prepare(raw).text;
  return {
    inputText: Array.from(shown).slice(0, STORED_INPUT_MAX_CHARS).join(''),
    modelText: prepared,
    inputHash: deps.hasher(prepared),
  };
}

/** Free text a reporter wrote may name people or carry an address: redacted like the input. */
export function redactNotes(deps: Pick<FeedbackDependencies, 'redact'>, notes: string | undefined): string | null {
  return notes === undefined ? null : deps.redact(notes).text;
}

/**
 * Stores a report in the review queue (status pending). The seed asks for the request fields to
 * be stored; the string is stored redacted (SPEC §8) because a reviewer judges the merchant, and
 * the merchant survives redaction while card numbers, e-mail addresses and names do not.
 */
export async function submitFeedback(
  deps: Pick<FeedbackDependencies, 'db' | 'redact' | 'prepare' | 'hasher'>,
  accountId: string,
  input: FeedbackInput,
  now = Date.now(),
): Promise<{ id: string }> {
  const id = randomUUID();
  const report = redactReport(deps, input.raw_input);
  await deps.db
    .insertInto('feedback')
    .values({
      id,
      account_id: accountId,
      input_text: report.inputText,
      model_text: report.modelText,
      input_hash: report.inputHash,
      returned_name: input.returned_name ?? null,
      returned_category: input.returned_category ?? null,
      correct_name: input.correct_name ?? null,
      correct_category: input.correct_category ?? null,
      notes: redactNotes(deps, input.notes),
      status: 'pending',
      created_at: now,
      reviewed_by: null,
      reviewed_at: null,
    })
    .execute();
  return { id };
}
