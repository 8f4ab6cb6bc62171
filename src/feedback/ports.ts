import type { DB } from '../db';
import type { MerchantFacts } from '../domain';
import type { InputHasher } from '../enrich';
import type { PreparedText, Redaction } from '../redact';

/**
 * What the feedback services need, injected by app.ts or a CLI command. Redaction comes from the
 * redact module (the only maker of RedactedText) and the hash from the same keyed hasher as the
 * usage log and the cache, so a report, a correction and a cache entry for one descriptor share
 * one key and no stored value encodes a card number or an e-mail address.
 */
export interface FeedbackDependencies {
  db: DB;
  /** redact() of the redact module: personal data removed, shape kept. */
  redact(text: string): Redaction;
  /** The pipeline's model text (src/redact's prepareForModel): normalized, redacted, cut to 128 characters. */
  prepare(raw: string): PreparedText;
  hasher: InputHasher;
  /** The shipped knowledge's name lookup, to complete a correction that names a known merchant. */
  findShipped(name: string): ShippedMerchant | null;
}

export type ShippedMerchant = MerchantFacts;
