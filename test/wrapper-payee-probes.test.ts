import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { WRAPPER_PAYEE_PROBES, WRAPPER_PERSON_PROBES, WRAPPER_UNCHANGED_PROBES } from './wrapper-payee-probes';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * The wrapper audit of wrappers17 (test/wrapper-payee-probes.ts) through the whole pipeline with
 * the builtin model: the payee's name (as eval folds it; "A|B" accepts either), category, MCC and,
 * where the table judges it, the subscription flag; look-alikes keep their name, and a person paid
 * through a wrapper is never named.
 */

/**
 * Lines no rule reads yet: a window firm named WINDOWS alone (a cleaner or a glazier), Tri-County
 * read as a county's office by its COUNTY, and Swedish clubs by two letters (IK, IF) that are words
 * elsewhere and no trade for the model.
 */
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>([
  'SO TO CRYSTAL CLEAR WINDOWS REF 45 ELM GROVE',
  'BILL PAY TRI-COUNTY ELECTRIC ON-LINE xxxxx4321 ON 01-05',
  'Swish IK SIRIUS',
  'SWISH BETALNING HAMMARBY IF',
]);

/** Names a business writes with a hyphen, spelled so whole (eval folds the hyphen away). */
const HYPHENATED_NAMES: readonly (readonly [line: string, merchant: string])[] = [
  ['BILL PAY TRI-STATE PEST CON ON-LINE xxxxx1234 ON 03-15', 'Tri-State Pest Control'],
  ['TRI-COUNTY ELECTRIC COOP', 'Tri-County Electric Coop'],
  ['WINSTON-SALEM JOURNAL', 'Winston-Salem Journal'],
];

describe('wrappers around the payee (wrappers17 audit)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline([...WRAPPER_PAYEE_PROBES, ...WRAPPER_UNCHANGED_PROBES, ...WRAPPER_PERSON_PROBES, ...HYPHENATED_NAMES].map(([line]) => line));
  }, 120_000);

  const named = (line: string): string => {
    const result = results.get(line);
    return result?.status === 'complete' ? (result.merchant ?? '') : `<${result?.status ?? 'missing'}>`;
  };
  /** The accepted spelling when the answer is one of them, else the answer folded. */
  const accepted = (answer: string, expected: string): string => {
    const spellings = expected.split('|');
    return spellings.includes(answer) ? (spellings[0] ?? '') : answer;
  };

  it.each(WRAPPER_PAYEE_PROBES.filter(([line]) => !KNOWN_GAPS.has(line)))('%j is %j (%s, %s, subscription %s)', (line, merchant, category, mcc, subscription) => {
    const result = results.get(line);
    const got = [
      accepted(foldName(named(line)), merchant.split('|').map(foldName).join('|')),
      accepted(result?.category ?? '', category),
      accepted(result?.mcc_code ?? '', mcc),
    ];
    expect(got).toEqual([foldName(merchant.split('|')[0] ?? ''), category.split('|')[0], mcc.split('|')[0]]);
    if (subscription !== null) expect(result?.status === 'complete' ? result.is_subscription : null).toBe(subscription);
  });

  it.each(HYPHENATED_NAMES)('%j is spelled %j', (line, merchant) => {
    expect(named(line)).toBe(merchant);
  });

  it.each(WRAPPER_UNCHANGED_PROBES)('%j stays %j', (line, merchant) => {
    expect(merchant.split('|').map(foldName)).toContain(foldName(named(line)));
  });

  it.each(WRAPPER_PERSON_PROBES)('%j never names %s', (line, nameWord) => {
    const result = results.get(line);
    expect(result?.status === 'complete' ? (result.merchant ?? '').toUpperCase() : '').not.toContain(nameWord);
  });

  it('keeps the known gaps few, and each one a probe', () => {
    const lines = new Set(WRAPPER_PAYEE_PROBES.map(([line]) => line));
    for (const gap of KNOWN_GAPS) expect(lines.has(gap), gap).toBe(true);
    expect(KNOWN_GAPS.size / WRAPPER_PAYEE_PROBES.length).toBeLessThan(0.1);
  });
});
