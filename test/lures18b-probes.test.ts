import { beforeAll, describe, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { CONTROL_PROBES, LURE_PROBES, type Lures18bProbe } from './lures18b-probes';
import { enrichThroughPipeline, expectKept } from './probe-pipeline';

/**
 * Renewal lines to call and brands misspelt beside verification words, with real lines printed
 * in the same shapes (test/lures18b-probes.ts), through the whole pipeline with the builtin model.
 */
describe('renewal and misspelt-brand lures (lures18b audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...LURE_PROBES, ...CONTROL_PROBES].map(([line]) => line));
  }, 120_000);

  it.each<Lures18bProbe>(LURE_PROBES)('lure %j is %j', (line, expected) => {
    const result = results.get(line);
    if (expected.startsWith('!') && result?.status === 'rejected') return;
    expectKept(result, expected);
  });
  it.each<Lures18bProbe>(CONTROL_PROBES)('control %j is %j', (line, expected) => expectKept(results.get(line), expected));
});
