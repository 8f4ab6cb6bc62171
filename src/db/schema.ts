import type { Generated } from 'kysely';

/**
 * Table shapes shared by SQLite and PostgreSQL. Times are epoch milliseconds (bigint in
 * PostgreSQL, parsed back to numbers by the pg driver setup); flags are 0/1 integers so both
 * engines return the same JavaScript values.
 */
export interface AccountsTable {
  id: string;
  email: string;
  plan: 'sandbox' | 'production';
  role: 'operator' | 'user';
  daily_cap: number;
  created_at: number;
  /** Set while an operator has suspended the account: its keys are refused. */
  suspended_at: number | null;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  /** SHA-256 of the raw key, hex. The raw key is never stored. */
  key_hash: string;
  status: 'active' | 'revoked' | 'rotated';
  created_at: number;
  revoked_at: number | null;
  replaced_by: string | null;
  /** The key stops working at this instant (end of a cancelled subscription's period); null: never. */
  expires_at: number | null;
  /** Optional label the owner gave it (dashboard). */
  name: string | null;
  /** Last four characters of the raw key, to tell keys apart; null for keys made before 003. */
  last_four: string | null;
  /** Updated at most once a minute per key, so verification stays a read. */
  last_used_at: number | null;
}

export interface MerchantCacheTable {
  /** HMAC-SHA-256 of the normalized, redacted input. */
  cache_key: string;
  merchant: string;
  domain: string | null;
  category: string;
  mcc_code: string | null;
  is_subscription: number;
  confidence: number;
  origin: 'llm' | 'feedback';
  created_at: number;
  /** null: verified correction, never expires. */
  expires_at: number | null;
}

export interface UsageRecordsTable {
  id: Generated<number>;
  account_id: string;
  key_id: string | null;
  job_id: string | null;
  input_hash: string;
  outcome: 'cache' | 'model' | 'rejected' | 'retry';
  /** 002: knowledge | correction | model_cache | model; null when no answer (or older rows). */
  origin: string | null;
  billable: number;
  input_tokens: number;
  output_tokens: number;
  created_at: number;
  /** Items this row stands for: 1, or more for aggregated free usage (migration 007). Sum it. */
  items: Generated<number>;
}

/** One row (id 1); grows on every change to api_keys or accounts (triggers, migration 007). */
export interface AuthGenerationTable {
  id: number;
  value: number;
}

export interface UsageCountersTable {
  account_id: string;
  /** 'day:2026-11-22' or 'month:2026-11'. */
  period: string;
  model_items: number;
}

export interface JobsTable {
  id: string;
  account_id: string;
  key_id: string;
  status: 'queued' | 'processing' | 'complete' | 'failed';
  total: number;
  done: number;
  idempotency_key: string | null;
  request_hash: string | null;
  results_status: 'complete' | 'partial' | null;
  error_code: string | null;
  error_message: string | null;
  attempts: number;
  lease_until: number | null;
  /** Random token of the worker claim holding the lease (migration 005). */
  lease_owner: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

export interface JobItemsTable {
  job_id: string;
  position: number;
  /** The submitted string, encrypted (src/encryption): never readable at rest. */
  input: string;
  /** JSON of the finished EnrichResultItem, encrypted; null until processed. */
  result: string | null;
}

/** Reports from POST /v1/feedback (migration 006): redacted text and keyed hash, never the raw string. */
export interface FeedbackTable {
  id: string;
  account_id: string;
  /** The submitted string through redact(), at most 512 characters: what a reviewer reads. */
  input_text: string;
  /** The string as the pipeline keys it (prepareForModel): normalized, redacted, at most 128. */
  model_text: string;
  /** Keyed hash of model_text, as in usage records and the cache. */
  input_hash: string;
  returned_name: string | null;
  returned_category: string | null;
  correct_name: string | null;
  correct_category: string | null;
  /** Redacted too. */
  notes: string | null;
  status: 'pending' | 'approved' | 'dismissed';
  created_at: number;
  reviewed_by: string | null;
  reviewed_at: number | null;
}

/** Rows of the feedback table as 001 made it; emptied by redactLegacyFeedback after 006. */
export interface FeedbackLegacyTable {
  id: string;
  account_id: string;
  raw_input: string;
  returned_name: string | null;
  returned_category: string | null;
  correct_name: string | null;
  correct_category: string | null;
  notes: string | null;
  status: 'pending' | 'approved' | 'dismissed';
  created_at: number;
}

/** The payment provider's customer of an account (billing, migration 004). */
export interface BillingCustomersTable {
  account_id: string;
  customer_id: string;
  payment_failed_at: number | null;
  payment_state_at: number | null;
  suspended_at: number | null;
  created_at: number;
}

/** The provider's subscriptions as last fetched from it; the newest one per account rules. */
export interface BillingSubscriptionsTable {
  id: string;
  account_id: string;
  customer_id: string;
  status: string;
  started_at: number;
  period_start: number | null;
  period_end: number | null;
  cancel_at: number | null;
  ended_at: number | null;
  /** The production key issued when this subscription became active. */
  key_id: string | null;
  synced_at: number;
}

/** Webhook event ids already applied (stored in the same transaction as their effect). */
export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: number;
}

/** Billable model items waiting to be (or already) reported as meter events. */
export interface MeterOutboxTable {
  id: Generated<number>;
  /** Sent as the meter event's identifier: a resend is counted once by the provider. */
  identifier: string;
  account_id: string;
  customer_id: string;
  value: number;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  sent_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

export interface KeyRevealsTable {
  key_id: string;
  account_id: string;
  ciphertext: string | null;
  mailed_at: number | null;
  revealed_at: number | null;
  created_at: number;
}

/** Approved corrections: the answer for one normalized, redacted descriptor (by keyed hash). */
export interface CorrectionsTable {
  input_hash: string;
  model_text: string;
  merchant: string;
  domain: string | null;
  category: string;
  mcc_code: string | null;
  is_subscription: number;
  /** 'feedback' (approved in the review queue) or 'import' (txenrich knowledge import). */
  source: string;
  feedback_id: string | null;
  verified_at: number;
  /** Strictly increasing across the table: processes compare max(updated_at) to refresh. */
  updated_at: number;
}

/** One row per sign-in link sent; only the SHA-256 of the token is stored. */
export interface MagicLinksTable {
  id: string;
  token_hash: string;
  /** Normalized address the link was sent to; the account is made on confirmation. */
  email: string;
  /** Keyed hash of the requesting client's address, for the per-client throttle. */
  client_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Set when a newer link for the same address was sent. */
  superseded_at: number | null;
}

/** Dashboard sessions: revocable server-side; the cookie holds the token, we keep its hash. */
export interface SessionsTable {
  id: string;
  token_hash: string;
  account_id: string;
  created_at: number;
  expires_at: number;
}

export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  merchant_cache: MerchantCacheTable;
  usage_records: UsageRecordsTable;
  auth_generation: AuthGenerationTable;
  usage_counters: UsageCountersTable;
  jobs: JobsTable;
  job_items: JobItemsTable;
  feedback: FeedbackTable;
  billing_customers: BillingCustomersTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_events: BillingEventsTable;
  meter_outbox: MeterOutboxTable;
  key_reveals: KeyRevealsTable;
  feedback_legacy: FeedbackLegacyTable;
  corrections: CorrectionsTable;
  magic_links: MagicLinksTable;
  sessions: SessionsTable;
}
