import { z } from 'zod';

/** The 15 stable category strings of SPEC §3. Adding one is a /v1/ change (CHANGELOG). */
export const CATEGORIES = [
  'food_and_drink',
  'groceries',
  'shopping',
  'transportation',
  'travel',
  'entertainment',
  'software_and_technology',
  'utilities',
  'health_and_fitness',
  'personal_care',
  'home',
  'financial_services',
  'education',
  'business_services',
  'government_and_nonprofit',
] as const;

export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

/** ISO 18245 merchant category code: exactly four digits. */
export const mccSchema = z.string().regex(/^\d{4}$/);

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Stable machine codes on non-complete items (SPEC §2). */
export const REASONS = [
  'too_short',
  'too_long',
  'all_digits',
  'no_merchant_signal',
  /** A real bank line that names no counterparty: a fee, a check, interest, cash at an unnamed ATM. */
  'no_merchant',
  'empty_after_redaction',
  'model_timeout',
  'model_error',
  'daily_limit_reached',
  'allowance_exhausted',
] as const;
export type Reason = (typeof REASONS)[number];

/** What kind of bank line an item is (the optional `kind` of SPEC §2), when its words tell. */
export const TRANSACTION_KINDS = ['purchase', 'transfer', 'income', 'fee', 'atm', 'check', 'interest', 'refund', 'bill_payment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** What became of one item, as counted in `usage` (SPEC §2) and recorded per item. */
export const ITEM_OUTCOMES = ['cache', 'model', 'rejected', 'retry'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

/**
 * Where a complete item's answer came from, inside txenrich only: the public `source` stays
 * `cache` (knowledge, correction, model_cache) or `llm` (model), as SPEC §2 defines it.
 */
export const ANSWER_ORIGINS = ['knowledge', 'correction', 'model_cache', 'model'] as const;
export type AnswerOrigin = (typeof ANSWER_ORIGINS)[number];
