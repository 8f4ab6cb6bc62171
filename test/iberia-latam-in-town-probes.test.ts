import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { TOWN_NEGATIVES, TOWN_PROBES } from './iberia-latam-in-town-probes';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * Towns after local businesses' names in Latin America, Spain, Portugal and India
 * (test/iberia-latam-in-town-probes.ts) through the whole pipeline with the builtin model, scored
 * on the name as eval folds it; the negatives keep their last word.
 */
describe('towns after names in Latin America, Spain, Portugal and India (towns17 audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...TOWN_PROBES, ...TOWN_NEGATIVES].map(([line]) => line));
  }, 120_000);

  it.each([...TOWN_PROBES, ...TOWN_NEGATIVES])('%j is %j', (line, merchant) => {
    const result = results.get(line);
    expect(foldName(result?.merchant ?? '')).toBe(foldName(merchant));
  });
});
