import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { countryProbeSuite } from './country-probe-suite';
import { GLUED_SITES_COUNTRY_NAMESAKES, GLUED_SITES_COUNTRY_PROBES } from './glued-sites-country-probes';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * Glued web addresses, Mexico's and Canada's shared state codes, country sites and the everyday
 * chains of a dozen markets (test/glued-sites-country-probes.ts) through the whole pipeline.
 */

/** Lines no rule reads yet. */
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>([]);

countryProbeSuite('glued web addresses, shared state codes and country chains', GLUED_SITES_COUNTRY_PROBES, GLUED_SITES_COUNTRY_NAMESAKES, KNOWN_GAPS);

/** A plan's name cut short before the brand's billing address still bills as the plan. */
describe('a plan cut before its billing address', () => {
  const lines = ['Microsoft*Xbox Game Pa msbill.info', 'MICROSOFT*XBOX GAME PA MSBILL.INFO WA', 'MSFT *XBOX GAME PASS 800-642-7676 WA'];
  let results = new Map<string, EnrichResultItem>();
  beforeAll(async () => {
    results = await enrichThroughPipeline(lines);
  }, 60_000);

  it.each(lines)('%j is an Xbox subscription', (line) => {
    expect(results.get(line)).toMatchObject({ status: 'complete', merchant: 'Xbox', domain: 'xbox.com', is_subscription: true });
  });
});
