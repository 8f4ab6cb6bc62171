/**
 * The API's data, as the OpenAPI document at /openapi.json describes it. Written by hand and
 * checked against the served document by sdk/test/types-match-openapi.test.ts, which fails when
 * a field, a required flag or an enum value differs: the two cannot drift apart silently.
 */

/** The 15 stable category strings (SPEC §3). */
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
export type Category = (typeof CATEGORIES)[number];

/** Machine codes on items that are not `complete`. */
export const REASONS = [
  'too_short',
  'too_long',
  'all_digits',
  'no_merchant_signal',
  /** A real bank line with no counterparty: a fee, a check, interest, cash at an unnamed ATM. */
  'no_merchant',
  'empty_after_redaction',
  'model_timeout',
  'model_error',
  'daily_limit_reached',
  'allowance_exhausted',
] as const;
export type Reason = (typeof REASONS)[number];

/** Kinds of personal data removed before inference. */
export const PII_KINDS = ['card_number', 'account_number', 'iban', 'email', 'phone', 'person_name'] as const;
export type PiiKind = (typeof PII_KINDS)[number];

/** What kind of bank line an item is, when its words tell. */
export const TRANSACTION_KINDS = ['purchase', 'transfer', 'income', 'fee', 'atm', 'check', 'interest', 'refund', 'bill_payment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export type ItemStatus = 'complete' | 'rejected' | 'retry';
export type BatchStatus = 'complete' | 'partial';
export type JobStatus = 'queued' | 'processing' | 'complete' | 'failed';

/** One result, in the order the transactions were sent. Check `status` on every item. */
export interface EnrichResultItem {
  /** The submitted string, byte for byte. */
  input: string;
  status: ItemStatus;
  source?: 'cache' | 'llm';
  merchant?: string;
  domain?: string | null;
  category?: Category;
  mcc_code?: string | null;
  is_subscription?: boolean;
  confidence: number;
  reason?: Reason;
  redacted?: PiiKind[];
  kind?: TransactionKind;
}

export interface Usage {
  cache: number;
  model: number;
  rejected: number;
  retry: number;
  billable: number;
}

/** `POST /v1/enrich` answer. */
export interface EnrichResponse {
  results: EnrichResultItem[];
  job_id: null;
  status: BatchStatus;
  usage: Usage;
}

/** `POST /v1/enrich/async` answer. */
export interface JobAccepted {
  job_id: string;
  status: JobStatus;
  poll_url: string;
}

/** `GET /v1/enrich/jobs/{jobId}` answer. */
export interface Job {
  job_id: string;
  status: JobStatus;
  progress: { total: number; done: number };
  created_at: string;
  results?: EnrichResultItem[];
  results_status?: BatchStatus;
  completed_at?: string;
  usage?: Usage;
  error?: { code: string; message: string };
}

/** `POST /v1/feedback` body. */
export interface FeedbackRequest {
  raw_input: string;
  returned_name?: string;
  returned_category?: string;
  correct_name?: string;
  correct_category?: Category;
  notes?: string;
}

/** `POST /v1/feedback` answer. */
export interface FeedbackCreated {
  id: string;
  message: string;
}

/** Every non-2xx body. */
export interface ErrorBody {
  error: string;
  code: string;
  details?: Record<string, string[]>;
  request_id: string;
}
