import type { Account } from '../accounts';
import type { ModelExample, ModelInput, ModelItemResult, ModelUsage } from '../models';
import type { PreparedText } from '../redact';
import type { LimitReason, Reservation } from '../billing';
import type { AnswerOrigin, DescriptorAnalysis, ItemOutcome, MerchantFacts, Reason, VerifiedMerchant } from '../domain';
import type { CacheStore } from './cache-store';
import type { InputHasher } from './input-hash';
import type { TransactionReading } from '../knowledge';

export interface Knowledge {
  /** Finds the merchant an analysed descriptor names, or null. Runs in process on the unredacted text. */
  match(analysis: DescriptorAnalysis): VerifiedMerchant | null;
  /** Looks a merchant name up (a model's answer), case- and punctuation-insensitively. */
  findByName(name: string): VerifiedMerchant | null;
  /** A known brand worn by a phishing look-alike (a stranger's web address, a fake help line): no merchant. */
  impersonates?(analysis: DescriptorAnalysis): boolean;
}

/** Approved corrections as one batch sees them (src/feedback builds it, refreshed across processes). */
export interface CorrectionView {
  /** By keyed hash of the normalized, redacted descriptor (the cache key). */
  byHash(hash: string): MerchantFacts | null;
  /** By merchant name, case/punctuation-insensitively: the corrected spelling and facts. */
  byName(name: string): MerchantFacts | null;
  /** Few-shot examples for these model texts, chosen by similarity, within the token budget. */
  examples(texts: readonly string[]): ModelExample[];
}

export interface ModelRun {
  items: ModelItemResult[];
  usage: ModelUsage;
  /** Each item's share of the usage, aligned with items. */
  itemUsage: ModelUsage[];
}

export interface Meter {
  reserve(account: Account, count: number, now: number): Promise<Reservation>;
  refund(account: Account, count: number, reservedAt: number): Promise<void>;
}

export interface PipelineObserver {
  items(outcome: ItemOutcome, count: number): void;
  /** Complete items by where their answer came from (internal; the public source is coarser). */
  answers?(origin: AnswerOrigin, count: number): void;
  modelCall(durationMs: number, usage: ModelUsage, items: number): void;
}

/** Everything the pipeline needs, injected by app.ts (or a test, or the CLI). */
export interface EnrichDependencies {
  /** Reads the input once; every later step gets this analysis instead of re-reading the string. */
  analyze(raw: string): DescriptorAnalysis;
  reject(raw: string, analysis: DescriptorAnalysis): Reason | null;
  /** src/redact's prepareForModel, reusing the analysis: the model text and its canonical form. */
  prepareForModel(raw: string, analysis: DescriptorAnalysis): PreparedText;
  /** The kind of bank line (purchase, fee, transfer…) and whether it names anybody at all, read from the analysis. */
  readTransaction(analysis: DescriptorAnalysis): TransactionReading;
  knowledge: Knowledge;
  /**
   * All of the above for one string at once, remembered for recent strings
   * (`rememberLocalReadings`); without it each step runs for every item.
   */
  readLocally?: (raw: string) => LocalReading;
  cache: CacheStore;
  hasher: InputHasher;
  /** Approved corrections; without it (tools, benchmarks) nothing is corrected. */
  corrections?: () => Promise<CorrectionView>;
  /**
   * `acceptedAt` is when the items were accepted (sync request, job chunk start): the model
   * budget is a deadline from then, so time spent waiting for a model slot counts against it.
   * `examples` are approved corrections chosen for this batch (few-shot).
   */
  runModel(inputs: readonly ModelInput[], signal?: AbortSignal, options?: { acceptedAt?: number; examples?: readonly ModelExample[] }): Promise<ModelRun>;
  verifyDomain(domain: string): Promise<boolean>;
  meter: Meter;
  observer?: PipelineObserver;
}

export interface EnrichContext {
  account: Account;
  keyId: string | null;
  jobId: string | null;
  /** Sync requests: when no item needing the model fits the limits, stop with a 429 instead. */
  refuseWhenLimited: boolean;
  signal?: AbortSignal;
}

export interface LimitHit {
  reason: LimitReason;
  retryAfterSeconds: number;
}

/**
 * What the pure steps read from one input string: rejection, redaction, keyed hash, kind and the
 * verified-knowledge match. Depends on nothing but the string (and the process's fixed knowledge
 * and hash key), so `rememberLocalReadings` may keep it for repeated strings. Shared between
 * requests: never mutated.
 */
export interface LocalReading {
  readonly reason: Reason | null;
  readonly redaction: PreparedText;
  readonly hash: string;
  readonly transaction: TransactionReading;
  /** The verified merchant, looked up only where decideLocally uses it. */
  readonly known: VerifiedMerchant | null;
  /** A stranger's web address wearing a brand's name (only read when nothing else decided). */
  readonly impersonates: boolean;
  /**
   * The line's one web address when no verified merchant owns it ("MAPLEHOLLOWSOAP.COM"): the
   * domain of a model's merchant whose name spells the address's word.
   */
  readonly printedHost?: { readonly word: string; readonly registrable: string };
}
