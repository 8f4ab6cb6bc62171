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
  /** Result counts by source/status: cache, llm, rejected, retry. */
  outcomes: Record<'cache' | 'llm' | 'rejected' | 'retry', number>;
  misses: Miss[];
}

/** Case-, accent- and punctuation-insensitive; "&" reads as "and". */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
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

const show = (value: unknown): string => (value === undefined ? '(absent)' : JSON.stringify(value));

/**
 * Scores results against labelled lines, position by position (results[i] answers lines[i]).
 * Pure: no I/O, so the CLI, the offline run and tests share it.
 */
export function evaluate(lines: readonly LabelledLine[], results: readonly EnrichResultItem[]): EvalReport {
  const counters = { merchant: new Counter(), domain: new Counter(), category: new Counter(), mcc: new Counter(), isSubscription: new Counter(), falseRejection: new Counter() };
  const misses: Miss[] = [];
  const spellings = new Map<string, Set<string>>();
  const seen = new Map<string, number>();
  const outcomes = { cache: 0, llm: 0, rejected: 0, retry: 0 };
  let garbage = 0;
  let garbageRejected = 0;

  lines.forEach((line, index) => {
    const result = results[index];
    const longTail = line.tags.includes('long_tail');
    if (result?.status === 'complete') outcomes[result.source ?? 'llm'] += 1;
    else if (result) outcomes[result.status] += 1;
    const miss = (field: EvalField, expected: unknown, got: unknown): void => {
      misses.push({ input: line.input, field, expected: show(expected), got: show(got), longTail });
    };
    const { expect } = line;
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
    if (complete && !nameRight) miss('merchant', expect.merchant, complete.merchant);

    const domains = expect.domain?.map(foldDomain) ?? null;
    const gotDomain = complete?.domain ?? null;
    const domainRight = complete !== undefined && (domains === null ? gotDomain === null : gotDomain !== null && domains.includes(foldDomain(gotDomain)));
    counters.domain.add(longTail, domainRight);
    if (complete && !domainRight) miss('domain', expect.domain, gotDomain);

    const categoryRight = complete?.category === expect.category;
    counters.category.add(longTail, categoryRight);
    if (complete && !categoryRight) miss('category', expect.category, complete.category);

    if (expect.mcc !== null) {
      const mccRight = complete?.mcc_code != null && expect.mcc.includes(complete.mcc_code);
      counters.mcc.add(longTail, mccRight);
      if (complete && !mccRight) miss('mcc', expect.mcc, complete.mcc_code);
    }
    if (expect.is_subscription !== null) {
      const subscriptionRight = complete?.is_subscription === expect.is_subscription;
      counters.isSubscription.add(longTail, subscriptionRight);
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
    falseRejection: counters.falseRejection.split(),
    outcomes,
    misses,
  };
}
