import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { enrichThroughPipeline, tradeAnswer } from './probe-pipeline';
import { BRAND18_CONTROLS, NAMESAKE18_PROBES } from './namesake18-probes';

/**
 * Local namesakes of famous brands (test/namesake18-probes.ts) through the whole pipeline with the
 * builtin model: a namesake is never answered as the brand, and gets its own trade's category;
 * the brand's real lines, product lines and sub-brands stay the brand.
 */
/** Lines not answered as the brand whose category the builtin model still guesses otherwise. */
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>(['BOOTS & SADDLES']);

describe('local namesakes of famous brands (namesake18)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...NAMESAKE18_PROBES.map(([line]) => line), ...BRAND18_CONTROLS.map(([line]) => line)]);
  }, 120_000);

  const scored = (line: string, brand: string, category: string): [string, string] => {
    const [name, gotCategory] = tradeAnswer(results, line);
    return [foldName(name) === foldName(brand) ? brand : 'another', category.split('|').includes(gotCategory) ? category : gotCategory];
  };

  it.each(NAMESAKE18_PROBES.filter(([line]) => !KNOWN_GAPS.has(line)))('%j is not %j (%s)', (line, brand, category) => {
    expect(scored(line, brand, category)).toEqual(['another', category]);
  });

  it('keeps the known gaps few, each never the brand and still a failing probe', () => {
    for (const [line, brand, category] of NAMESAKE18_PROBES.filter(([gap]) => KNOWN_GAPS.has(gap))) {
      const [name] = scored(line, brand, category);
      expect(name, line).toBe('another');
      expect(scored(line, brand, category), line).not.toEqual(['another', category]);
    }
    expect(KNOWN_GAPS.size / NAMESAKE18_PROBES.length).toBeLessThan(0.1);
  });

  it.each(BRAND18_CONTROLS)('%j stays %j', (line, brand) => {
    expect(tradeAnswer(results, line)[0]).toBe(brand);
  });
});
