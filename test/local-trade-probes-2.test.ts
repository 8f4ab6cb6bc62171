import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { LOCAL_NAME_PROBES_2, LOCAL_SUBSCRIPTION_PROBES, LOCAL_TRADE_PROBES_2 } from './local-trade-probes-2';
import { enrichThroughPipeline, scoredTrade, tradeAnswer } from './probe-pipeline';

/**
 * The third long-tail audit (test/local-trade-probes-2.ts) through the whole pipeline with the
 * builtin model: the name (as eval folds it), category and MCC of each line, the employer a salary
 * names, and the subscription flag of a local service by how it was paid. "A|B" accepts either.
 */

/** Lines no rule reads yet. */
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>([]);

describe('local trades and names (tail16 audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...LOCAL_TRADE_PROBES_2, ...LOCAL_NAME_PROBES_2, ...LOCAL_SUBSCRIPTION_PROBES].map(([line]) => line));
  }, 120_000);

  const answer = (line: string) => tradeAnswer(results, line);
  const scored = (line: string, merchant: string, category: string, mcc: string) => scoredTrade(results, line, merchant, category, mcc);

  it.each(LOCAL_TRADE_PROBES_2.filter(([line]) => !KNOWN_GAPS.has(line)))('%j is %j (%s, %s)', (line, merchant, category, mcc) => {
    expect(scored(line, merchant, category, mcc)).toEqual([merchant, category, mcc]);
  });

  it.each(LOCAL_NAME_PROBES_2)('%j names %j', (line, merchant) => {
    expect(foldName(answer(line)[0])).toBe(foldName(merchant));
  });

  it.each(LOCAL_SUBSCRIPTION_PROBES)('%j is a subscription: %s', (line, isSubscription) => {
    const result = results.get(line);
    expect(result?.status === 'complete' ? result.is_subscription : null).toBe(isSubscription);
  });

  it('keeps the known gaps few, and each one a probe that still fails', () => {
    const probes = new Map(LOCAL_TRADE_PROBES_2.map(([line, ...rest]) => [line, rest] as const));
    for (const gap of KNOWN_GAPS) {
      const probe = probes.get(gap);
      expect(probe, gap).toBeDefined();
      const [merchant, category, mcc] = probe ?? ['', '', ''];
      expect(scored(gap, merchant, category, mcc), gap).not.toEqual([merchant, category, mcc]);
    }
    expect(KNOWN_GAPS.size / LOCAL_TRADE_PROBES_2.length).toBeLessThan(0.1);
  });
});
