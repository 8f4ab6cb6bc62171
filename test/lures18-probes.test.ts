import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { CONTROL_PROBES, LURE_PROBES, NO_MERCHANT_PROBES, PERSON_PROBES, type Lures18Probe } from './lures18-probes';
import { enrichThroughPipeline, expectKept } from './probe-pipeline';

/**
 * Lures, lines with no merchant and real merchants printed in the same shapes
 * (test/lures18-probes.ts), through the whole pipeline with the builtin model.
 */
describe('lures and merchantless lines (lures18 audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...LURE_PROBES, ...NO_MERCHANT_PROBES, ...PERSON_PROBES, ...CONTROL_PROBES].map(([line]) => line));
  }, 120_000);

  function expectOutcome(line: string, expected: string): void {
    const result = results.get(line);
    if (expected.startsWith('rejected:')) {
      const [, reason, kind] = expected.split(':');
      expect({ status: result?.status, reason: result?.reason, ...(kind === undefined ? {} : { kind: result?.kind }) }).toEqual({ status: 'rejected', reason, ...(kind === undefined ? {} : { kind }) });
    } else if (expected.startsWith('!') && result?.status === 'rejected') {
      return;
    } else {
      expectKept(result, expected);
    }
  }

  it.each<Lures18Probe>(LURE_PROBES)('lure %j is %j', expectOutcome);
  it.each<Lures18Probe>(NO_MERCHANT_PROBES)('%j is %j', expectOutcome);
  it.each<Lures18Probe>(CONTROL_PROBES)('control %j is %j', expectOutcome);

  it.each(PERSON_PROBES)('%j never names %s and is %j', (line, surname, expected) => {
    const result = results.get(line);
    expectKept(result, expected);
    expect((result?.merchant ?? '').toUpperCase()).not.toContain(surname);
  });
});
