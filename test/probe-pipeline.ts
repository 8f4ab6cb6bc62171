import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Account } from '../src/accounts';
import { createLogger } from '../src/app';
import { loadConfig } from '../src/config';
import { createInputHasher, createMemoryCache, enrichBatch, type EnrichResultItem, type Meter } from '../src/enrich';
import { foldName } from '../src/eval';
import { createConfiguredModel, createEnrichDependencies } from '../src/pipeline';

/**
 * The probe tables' harness: lines through the whole pipeline on the embedded defaults (builtin
 * model, memory cache), unmetered, in batches the async endpoint takes.
 */
const UNMETERED: Meter = { reserve: async (_account, count) => ({ granted: count }), refund: async () => undefined };
const ACCOUNT: Account = { id: 'acct_probe', email: 'probe@localhost', plan: 'production', role: 'operator', dailyCap: Number.MAX_SAFE_INTEGER, createdAt: 0, suspendedAt: null };
const BATCH = 500;

export async function enrichThroughPipeline(lines: readonly string[]): Promise<Map<string, EnrichResultItem>> {
  const config = loadConfig({});
  const model = createConfiguredModel(config, { logger: createLogger({ logLevel: 'warn' }) });
  const deps = createEnrichDependencies({ config, model, cache: createMemoryCache(), hasher: createInputHasher(randomBytes(32).toString('hex')), meter: UNMETERED });
  const inputs = [...new Set(lines)];
  const results = new Map<string, EnrichResultItem>();
  for (let start = 0; start < inputs.length; start += BATCH) {
    const outcome = await enrichBatch(deps, { account: ACCOUNT, keyId: null, jobId: null, refuseWhenLimited: false }, inputs.slice(start, start + BATCH));
    if (!outcome.ok) throw new Error('unreachable: the probes are unmetered');
    for (const result of outcome.batch.results) results.set(result.input, result);
  }
  await model.close?.();
  return results;
}

/**
 * A real line beside the lures keeps its merchant: `expected` is "rejected" for a line that names
 * nobody, "!BRAND" for a namesake that may be named as itself but never verified as the brand,
 * part of the merchant's name, or "" for any merchant.
 */
export function expectKept(result: EnrichResultItem | undefined, expected: string): void {
  if (expected === 'rejected') {
    expect(result).toMatchObject({ status: 'rejected' });
    return;
  }
  expect(result).toMatchObject({ status: 'complete' });
  if (expected.startsWith('!')) {
    const brand = expected.slice(1).toLowerCase();
    expect(result?.confidence !== undefined && result.confidence >= 0.99 && (result.merchant ?? '').toLowerCase().includes(brand)).toBe(false);
  } else if (expected !== '') {
    expect(result?.merchant?.toLowerCase()).toContain(expected.toLowerCase());
  }
}

/** A probe's answer: the merchant, category and MCC of a complete line, or `<status>` for another. */
export function tradeAnswer(results: ReadonlyMap<string, EnrichResultItem>, line: string): [string, string, string] {
  const result = results.get(line);
  if (result?.status !== 'complete') return [`<${result?.status ?? 'missing'}>`, '', ''];
  return [result.merchant ?? '', result.category ?? '', result.mcc_code ?? ''];
}

/** The answer where it is one the probe accepts ("A|B" accepts either; names compared as eval folds them), else the answer as given. */
export function scoredTrade(results: ReadonlyMap<string, EnrichResultItem>, line: string, merchant: string, category: string, mcc: string): [string, string, string] {
  const [name, gotCategory, gotMcc] = tradeAnswer(results, line);
  return [
    merchant.split('|').map(foldName).includes(foldName(name)) ? merchant : name,
    category.split('|').includes(gotCategory) ? category : gotCategory,
    mcc.split('|').includes(gotMcc) ? mcc : gotMcc,
  ];
}
