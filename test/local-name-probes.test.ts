import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { LOCAL_NAME_PROBES } from './local-name-probes';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * The second long-tail audit (test/local-name-probes.ts) through the whole pipeline with the
 * builtin model, scored as eval scores names (case, accents and punctuation aside); "A|B" accepts
 * either name.
 */

/**
 * Lines no rule reads yet: a Brazilian seller after Stone's prefix, which the processors' table
 * does not know (STONE*PADARIADOZE, glued in Portuguese besides); a payee after Spain's Bizum,
 * which redaction takes as a person's name.
 */
const KNOWN_GAPS: ReadonlySet<string> = new Set([
  'PAGO BIZUM A AUTOESCUELA RAPIDA',
]);

describe('local business names (tail15 audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline(LOCAL_NAME_PROBES.map(([line]) => line));
  }, 120_000);

  const named = (line: string): string => {
    const result = results.get(line);
    return result?.status === 'complete' ? (result.merchant ?? '') : `<${result?.status ?? 'missing'}>`;
  };

  it.each(LOCAL_NAME_PROBES.filter(([line]) => !KNOWN_GAPS.has(line)))('%j is %j', (line, merchant) => {
    expect(merchant.split('|').map(foldName)).toContain(foldName(named(line)));
  });

  it('keeps the known gaps few, and each one a probe that still fails', () => {
    const probes = new Map(LOCAL_NAME_PROBES);
    for (const gap of KNOWN_GAPS) {
      const merchant = probes.get(gap);
      expect(merchant, gap).toBeDefined();
      // A gap that starts passing leaves the list.
      expect((merchant ?? '').split('|').map(foldName), gap).not.toContain(foldName(named(gap)));
    }
    expect(KNOWN_GAPS.size / LOCAL_NAME_PROBES.length).toBeLessThan(0.05);
  });

  it('writes the country\'s own letters, ligatures too', () => {
    expect(named('FRISØR ÆRØ KLIP')).toBe('Frisør Ærø Klip');
    expect(named('BAGERIET ÆBLEHAVEN')).toBe('Bageriet Æblehaven');
  });
});
