import type { MerchantFacts } from '../domain';
import type { ModelText } from '../redact';

/**
 * One item as a model sees it: already normalized, redacted and cut to 128 characters, with
 * that text's canonical form (made by src/redact's prepareForModel, like the text), so a model
 * reading words never normalizes again. Remote providers send `text`.
 */
export type ModelInput = ModelText;

/** A model's answer for one item, after validation (categories, MCC format, hostname syntax). */
export interface ModelAnswer extends MerchantFacts {
  /** Calibrated confidence in [0, 0.99]; >= 0.80 means the answer may be cached. */
  confidence: number;
}

export type ModelFailure = 'model_timeout' | 'model_error';

export type ModelItemResult = { ok: true; answer: ModelAnswer } | { ok: false; reason: ModelFailure };

/** An approved correction, shown to the model as an example (feedback review queue, later issue). */
export interface ModelExample extends ModelText {
  answer: MerchantFacts;
}

export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ModelBatchResult {
  /** Same length and order as the inputs. */
  items: ModelItemResult[];
  usage: ModelUsage;
}

export interface EnrichmentModelCallOptions {
  /** Aborted when the caller gives up (request cancelled, shutdown). */
  signal?: AbortSignal;
  examples?: readonly ModelExample[];
}

/**
 * The port every provider implements (builtin, openai-compatible, anthropic). A provider never
 * throws for a model-side problem: it returns per-item failures, so one bad answer cannot fail
 * a batch. It enforces its own per-call time cap.
 */
export interface EnrichmentModel {
  readonly name: string;
  /** Largest number of items the provider wants in one call. */
  readonly maxBatchSize: number;
  enrich(inputs: readonly ModelInput[], options?: EnrichmentModelCallOptions): Promise<ModelBatchResult>;
  close?(): Promise<void>;
}
