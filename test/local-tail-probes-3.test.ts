import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { LOCAL_TAIL_PROBES_3 } from './local-tail-probes-3';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * The fourth long-tail audit (test/local-tail-probes-3.ts) through the whole pipeline with the
 * builtin model: the name (as eval folds it), category and MCC of each line and, where the table
 * judges it, the subscription flag. "A|B" accepts either; an MCC of "*" accepts any.
 */

/**
 * Lines no rule reads yet: a county office's name keeps PROPERTY of the tax it collects; a
 * sandwich chain's alias (O'Briens) is matched before a butcher's cut trade word; CO after a
 * practice named after a Colorado town is read as the company's; a café's name that begins SO loses
 * the word as a standing order's code.
 */
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>(['COUNTY TREASURER PROPERTY TAX', 'SUMUP *OBRIENS FAMILY BUTCH', 'BOULDER CHIROPRACTIC CO', 'SO GOOD KOREAN BBQ']);

describe('local clubs, cabs, parishes and cut trade words (tail17 audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline(LOCAL_TAIL_PROBES_3.map(([line]) => line));
  }, 120_000);

  /** The answer where it is one the probe accepts, else the answer as given. */
  const scored = (line: string, merchant: string, category: string, mcc: string, subscription: boolean | null): [string, string, string, boolean | null] => {
    const result = results.get(line);
    if (result?.status !== 'complete') return [`<${result?.status ?? 'missing'}>`, '', '', null];
    const name = result.merchant ?? '';
    const gotMcc = result.mcc_code ?? '';
    return [
      merchant.split('|').map(foldName).includes(foldName(name)) ? merchant : name,
      result.category === category ? category : result.category ?? '',
      mcc === '*' || mcc.split('|').includes(gotMcc) ? mcc : gotMcc,
      subscription === null ? null : (result.is_subscription ?? null),
    ];
  };

  it.each(LOCAL_TAIL_PROBES_3.filter(([line]) => !KNOWN_GAPS.has(line)))('%j is %j (%s, %s, subscription %s)', (line, merchant, category, mcc, subscription) => {
    expect(scored(line, merchant, category, mcc, subscription)).toEqual([merchant, category, mcc, subscription]);
  });

  it('keeps the known gaps few, and each one a probe that still fails', () => {
    const probes = new Map(LOCAL_TAIL_PROBES_3.map(([line, ...rest]) => [line, rest] as const));
    for (const gap of KNOWN_GAPS) {
      const probe = probes.get(gap);
      expect(probe, gap).toBeDefined();
      const [merchant, category, mcc, subscription] = probe ?? ['', '', '', null];
      expect(scored(gap, merchant, category, mcc, subscription), gap).not.toEqual([merchant, category, mcc, subscription]);
    }
    expect(KNOWN_GAPS.size / LOCAL_TAIL_PROBES_3.length).toBeLessThan(0.1);
  });
});
