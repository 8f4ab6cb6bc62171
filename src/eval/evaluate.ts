import { ANSWER_ORIGINS, type AnswerOrigin, type AnswerProvenance, type MerchantField } from '../domain';
import type { EnrichResultItem } from '../enrich';
import type { LabelledLine } from './labelled-line';

export interface Ratio {
  correct: number;
  total: number;
  /** correct / total, null when nothing was scored. */
  rate: number | null;
}

/** A figure over all scored lines, the known merchants (not tagged long_tail) and the long tail. */
export interface Split {
  all: Ratio;
  known: Ratio;
  longTail: Ratio;
}

export type EvalField = 'status' | 'merchant' | 'domain' | 'category' | 'mcc' | 'is_subscription';

export interface Miss {
  input: string;
  field: EvalField;
  expected: string;
  got: string;
  longTail: boolean;
}

/**
 * What the pipeline knows of one item besides its public result, aligned with the results
 * (enrichBatch's `provenance` and `records`): where its answer and each fact came from, and the
 * model tokens it cost.
 */
export interface ItemTrace {
  provenance: AnswerProvenance | null;
  inputTokens: number;
  outputTokens: number;
}

/** `none`: items without an answer (rejected, retry). */
export type EvalOrigin = AnswerOrigin | 'none';

/** The figures of one origin: how many answers came from it, what they cost, how right its facts were. */
export interface OriginFigures {
  /** Items whose answer came from this origin. */
  items: number;
  /** Model tokens spent on those items. */
  inputTokens: number;
  outputTokens: number;
  /**
   * Each fact scored over the good lines whose fact came from this origin (MCC and
   * is_subscription where labelled, as in the field figures). A fresh model answer that named a
   * known merchant counts under `model` in `items` but its verified facts under `knowledge`.
   */
  merchant: Ratio;
  domain: Ratio;
  category: Ratio;
  mcc: Ratio;
  isSubscription: Ratio;
}

/**
 * A verified answer (confidence ≥ 0.99, what SPEC §2 promises is right) that names another
 * merchant than the label: a different name, a domain the label does not allow, or any answer
 * where the label says rejected.
 */
export interface FalseVerification {
  input: string;
  expected: string;
  got: string;
}

/** Confidence from which an answer is presented as verified (SPEC §2: 1.0, or 0.99 fuzzy). */
export const VERIFIED_CONFIDENCE = 0.99;

export interface EvalReport {
  items: number;
  merchant: Split;
  domain: Split;
  category: Split;
  mcc: Split;
  isSubscription: Split;
  /** Merchants seen at least twice whose results all used one spelling. */
  consistency: Ratio & { inconsistent: Array<{ merchant: string; spellings: string[] }> };
  /** Garbage lines that were rejected. */
  rejectionRecall: Ratio;
  /** Good lines that were rejected (lower is better), split like the field figures. */
  falseRejection: Split;
  /**
   * Lines tagged `lookalike` (a famous brand's word, substring or domain in another business's
   * descriptor) answered as verified for a merchant other than the labelled one: `correct`
   * counts those false verifications (lower is better) out of `total` look-alike lines.
   */
  lookalikeVerified: Ratio & { lines: FalseVerification[] };
  /** Every line (look-alike or not) answered as verified for another merchant than the label. */
  falseVerified: Ratio & { lines: FalseVerification[] };
  /** Result counts by source/status: cache, llm, rejected, retry. */
  outcomes: Record<'cache' | 'llm' | 'rejected' | 'retry', number>;
  /** By origin, when the traces were given (the CLI gives them): answers, cost and accuracy. */
  byOrigin: Record<EvalOrigin, OriginFigures> | null;
  misses: Miss[];
}

// A module constant: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const MARKS = /\p{M}/gu;

/** Case-, accent- and punctuation-insensitive; "&" reads as "and". */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function foldDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^www\./, '');
}

interface Tally {
  correct: number;
  total: number;
}

function ratio({ correct, total }: Tally): Ratio {
  return { correct, total, rate: total === 0 ? null : correct / total };
}

class Counter {
  private readonly tallies: Record<keyof Split, Tally> = { all: { correct: 0, total: 0 }, known: { correct: 0, total: 0 }, longTail: { correct: 0, total: 0 } };

  add(longTail: boolean, correct: boolean): void {
    for (const key of ['all', longTail ? 'longTail' : 'known'] as const) {
      this.tallies[key].correct += correct ? 1 : 0;
      this.tallies[key].total += 1;
    }
  }

  split(): Split {
    return { all: ratio(this.tallies.all), known: ratio(this.tallies.known), longTail: ratio(this.tallies.longTail) };
  }
}

const EVAL_ORIGINS: readonly EvalOrigin[] = [...ANSWER_ORIGINS, 'none'];

function originTallies(): Record<EvalOrigin, { items: number; inputTokens: number; outputTokens: number; facts: Record<MerchantField, Tally> }> {
  const empty = () => ({ name: { correct: 0, total: 0 }, domain: { correct: 0, total: 0 }, category: { correct: 0, total: 0 }, mcc: { correct: 0, total: 0 }, isSubscription: { correct: 0, total: 0 } });
  return Object.fromEntries(EVAL_ORIGINS.map((origin) => [origin, { items: 0, inputTokens: 0, outputTokens: 0, facts: empty() }])) as ReturnType<typeof originTallies>;
}

const show = (value: unknown): string => (value === undefined ? '(absent)' : JSON.stringify(value));

/** The verified answer `result` names another merchant than `line` labels, or null when it names the labelled one. */
function verifiedAnswerMiss(line: LabelledLine, result: EnrichResultItem): FalseVerification | null {
  const got = `${result.merchant ?? ''} (${result.domain ?? 'no domain'})`;
  const { expect } = line;
  if (expect.status === 'rejected') return { input: line.input, expected: 'rejected', got };
  const nameRight = result.merchant !== undefined && [expect.merchant, ...expect.merchant_aliases].map(foldName).includes(foldName(result.merchant));
  const domains = expect.domain?.map(foldDomain) ?? null;
  const domain = result.domain ?? null;
  const domainRight = domains === null ? domain === null : domain === null || domains.includes(foldDomain(domain));
  if (nameRight && domainRight) return null;
  return { input: line.input, expected: `${expect.merchant} (${expect.domain?.join(', ') ?? 'no domain'})`, got };
}

/**
 * Scores results against labelled lines, position by position (results[i] answers lines[i]);
 * with the items' traces, also by origin. Pure: no I/O, so the CLI and tests share it.
 */
export function evaluate(lines: readonly LabelledLine[], results: readonly EnrichResultItem[], traces?: readonly ItemTrace[]): EvalReport {
  const counters = { merchant: new Counter(), domain: new Counter(), category: new Counter(), mcc: new Counter(), isSubscription: new Counter(), falseRejection: new Counter() };
  const misses: Miss[] = [];
  const spellings = new Map<string, Set<string>>();
  const seen = new Map<string, number>();
  const outcomes = { cache: 0, llm: 0, rejected: 0, retry: 0 };
  let garbage = 0;
  let garbageRejected = 0;
  let lookalikes = 0;
  const lookalikeVerified: FalseVerification[] = [];
  const falseVerified: FalseVerification[] = [];
  const byOrigin = originTallies();

  lines.forEach((line, index) => {
    const result = results[index];
    const trace = traces?.[index];
    const origin = byOrigin[trace?.provenance?.origin ?? 'none'];
    origin.items += 1;
    origin.inputTokens += trace?.inputTokens ?? 0;
    origin.outputTokens += trace?.outputTokens ?? 0;
    /** Scores one fact of a complete answer under the origin that stated it. */
    const scoreFact = (field: MerchantField, correct: boolean): void => {
      const from = trace?.provenance?.fields[field];
      if (!from) return;
      byOrigin[from].facts[field].correct += correct ? 1 : 0;
      byOrigin[from].facts[field].total += 1;
    };
    const longTail = line.tags.includes('long_tail');
    if (result?.status === 'complete') outcomes[result.source ?? 'llm'] += 1;
    else if (result) outcomes[result.status] += 1;
    const miss = (field: EvalField, expected: unknown, got: unknown): void => {
      misses.push({ input: line.input, field, expected: show(expected), got: show(got), longTail });
    };
    const { expect } = line;
    const lookalike = line.tags.includes('lookalike');
    if (lookalike) lookalikes += 1;
    const wrong = result?.status === 'complete' && result.confidence >= VERIFIED_CONFIDENCE ? verifiedAnswerMiss(line, result) : null;
    if (wrong) {
      falseVerified.push(wrong);
      if (lookalike) lookalikeVerified.push(wrong);
    }
    if (expect.status === 'rejected') {
      garbage += 1;
      if (result?.status === 'rejected') garbageRejected += 1;
      else miss('status', 'rejected', result?.status === 'complete' ? `${result.status}: ${result.merchant ?? ''}` : result?.status);
      return;
    }
    counters.falseRejection.add(longTail, result?.status === 'rejected');
    if (result?.status !== 'complete') {
      miss('status', 'complete', result ? `${result.status}${result.reason ? ` (${result.reason})` : ''}` : undefined);
    }
    const complete = result?.status === 'complete' ? result : undefined;

    const names = [expect.merchant, ...expect.merchant_aliases].map(foldName);
    const nameRight = complete?.merchant !== undefined && names.includes(foldName(complete.merchant));
    counters.merchant.add(longTail, nameRight);
    scoreFact('name', nameRight);
    if (complete && !nameRight) miss('merchant', expect.merchant, complete.merchant);

    const domains = expect.domain?.map(foldDomain) ?? null;
    const gotDomain = complete?.domain ?? null;
    const domainRight = complete !== undefined && (domains === null ? gotDomain === null : gotDomain !== null && domains.includes(foldDomain(gotDomain)));
    counters.domain.add(longTail, domainRight);
    scoreFact('domain', domainRight);
    if (complete && !domainRight) miss('domain', expect.domain, gotDomain);

    const categoryRight = complete?.category === expect.category;
    counters.category.add(longTail, categoryRight);
    scoreFact('category', categoryRight);
    if (complete && !categoryRight) miss('category', expect.category, complete.category);

    if (expect.mcc !== null) {
      const mccRight = complete?.mcc_code != null && expect.mcc.includes(complete.mcc_code);
      counters.mcc.add(longTail, mccRight);
      scoreFact('mcc', mccRight);
      if (complete && !mccRight) miss('mcc', expect.mcc, complete.mcc_code);
    }
    if (expect.is_subscription !== null) {
      const subscriptionRight = complete?.is_subscription === expect.is_subscription;
      counters.isSubscription.add(longTail, subscriptionRight);
      scoreFact('isSubscription', subscriptionRight);
      if (complete && !subscriptionRight) miss('is_subscription', expect.is_subscription, complete.is_subscription);
    }
    const key = foldName(expect.merchant);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (complete?.merchant !== undefined) spellings.set(key, (spellings.get(key) ?? new Set()).add(complete.merchant));
  });

  const repeated = [...spellings].filter(([key]) => (seen.get(key) ?? 0) >= 2);
  const inconsistent = repeated.filter(([, set]) => set.size > 1).map(([merchant, set]) => ({ merchant, spellings: [...set].sort() }));
  return {
    items: lines.length,
    merchant: counters.merchant.split(),
    domain: counters.domain.split(),
    category: counters.category.split(),
    mcc: counters.mcc.split(),
    isSubscription: counters.isSubscription.split(),
    consistency: { ...ratio({ correct: repeated.length - inconsistent.length, total: repeated.length }), inconsistent },
    rejectionRecall: ratio({ correct: garbageRejected, total: garbage }),
    lookalikeVerified: { ...ratio({ correct: lookalikeVerified.length, total: lookalikes }), lines: lookalikeVerified },
    falseVerified: { ...ratio({ correct: falseVerified.length, total: lines.length }), lines: falseVerified },
    falseRejection: counters.falseRejection.split(),
    outcomes,
    byOrigin: traces
      ? (Object.fromEntries(
          EVAL_ORIGINS.map((name) => {
            const { items, inputTokens, outputTokens, facts } = byOrigin[name];
            const figures: OriginFigures = { items, inputTokens, outputTokens, merchant: ratio(facts.name), domain: ratio(facts.domain), category: ratio(facts.category), mcc: ratio(facts.mcc), isSubscription: ratio(facts.isSubscription) };
            return [name, figures];
          }),
        ) as Record<EvalOrigin, OriginFigures>)
      : null,
    misses,
  };
}
