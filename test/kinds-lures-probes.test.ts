import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { KIND_PRIVATE_PROBES, KIND_PROBES } from './kinds-lures-probes';
import { enrichThroughPipeline, expectKept } from './probe-pipeline';

/**
 * Lines that are not purchases, lures and wrongly rejected merchants (test/kinds-lures-probes.ts)
 * through the whole pipeline with the builtin model. A rejection names its reason and kind where
 * the table gives them; a practice named after its doctor keeps the name, a payment to a person
 * never does.
 */
describe('non-purchases, lures and false rejects (kinds17 audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...KIND_PROBES.map(([line]) => line), ...KIND_PRIVATE_PROBES.map(([line]) => line)]);
  }, 120_000);

  it.each(KIND_PROBES)('%j is %j', (line, expected) => {
    const result = results.get(line);
    if (expected.startsWith('rejected:')) {
      const [, reason, kind] = expected.split(':');
      expect({ status: result?.status, reason: result?.reason, ...(kind === undefined ? {} : { kind: result?.kind }) }).toEqual({ status: 'rejected', reason, ...(kind === undefined ? {} : { kind }) });
    } else {
      expectKept(result, expected);
    }
  });

  it.each(KIND_PRIVATE_PROBES)('%j never names %s', (line, surname) => {
    expect((results.get(line)?.merchant ?? '').toUpperCase()).not.toContain(surname);
  });
});
