import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { LATAM_UNCHANGED_PROBES, LATAM_WRAPPER_PROBES } from './latam-wrapper-probes';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * The wrapper audit of Latin America, Israel, India and Southern Europe (test/latam-wrapper-probes.ts)
 * through the whole pipeline with the builtin model, scored as eval scores names (case, accents
 * and punctuation aside): the lines whose wrappers must go, and look-alikes that must keep their name.
 */
describe('Latin American, Israeli, Indian and Southern European wrappers', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...LATAM_WRAPPER_PROBES, ...LATAM_UNCHANGED_PROBES].map(([line]) => line));
  }, 120_000);

  const named = (line: string): string => {
    const result = results.get(line);
    return result?.status === 'complete' ? (result.merchant ?? '') : `<${result?.status ?? 'missing'}>`;
  };

  it.each(LATAM_WRAPPER_PROBES)('%j is %j', (line, merchant) => {
    expect(foldName(named(line))).toBe(foldName(merchant));
  });

  it.each(LATAM_UNCHANGED_PROBES)('%j stays %j', (line, merchant) => {
    expect(foldName(named(line))).toBe(foldName(merchant));
  });
});
