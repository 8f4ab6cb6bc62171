import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { enrichThroughPipeline } from './probe-pipeline';

/** A country table's probe: the line and the four facts a customer reads. */
export type CountryProbe = readonly [line: string, merchant: string, domain: string | null, category: string, mcc: string | null];
/** A local business named like a brand, and its own name. */
export type Namesake = readonly [line: string, merchant: string];

/**
 * A country table of everyday merchants through the whole pipeline with the builtin model, scored
 * on name (as eval folds it), domain, category and MCC; the namesakes beside them keep their own
 * answer (never the brand's, verified). Known gaps are probes no rule reads yet: few, and each one
 * a line of the table.
 */
export function countryProbeSuite(title: string, probes: readonly CountryProbe[], namesakes: readonly Namesake[], knownGaps: ReadonlySet<string>): void {
  describe(title, () => {
    let results = new Map<string, EnrichResultItem>();

    beforeAll(async () => {
      results = await enrichThroughPipeline([...probes.map(([line]) => line), ...namesakes.map(([line]) => line)]);
    }, 120_000);

    const answer = (line: string): [string, string | null, string, string | null] => {
      const result = results.get(line);
      if (result?.status !== 'complete') return [`<${result?.status ?? 'missing'}>`, null, '', null];
      return [foldName(result.merchant ?? ''), result.domain ?? null, result.category ?? '', result.mcc_code ?? null];
    };

    it.each(probes.filter(([line]) => !knownGaps.has(line)))('%j is %j (%s, %s, %s)', (line, merchant, domain, category, mcc) => {
      expect(answer(line)).toEqual([foldName(merchant), domain, category, mcc]);
    });

    it.each(namesakes)('namesake %j stays %j', (line, merchant) => {
      const result = results.get(line);
      const named = result?.status === 'complete' && result.confidence >= 0.99 ? foldName(result.merchant ?? '') : '';
      expect(named).toBe(foldName(merchant));
    });

    it('keeps the known gaps few, and each one a probe', () => {
      const lines = new Set(probes.map(([line]) => line));
      for (const gap of knownGaps) expect(lines.has(gap), gap).toBe(true);
      expect(knownGaps.size / probes.length).toBeLessThan(0.1);
    });
  });
}
