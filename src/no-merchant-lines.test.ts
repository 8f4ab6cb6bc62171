import { afterAll, describe, expect, it } from 'vitest';
import { MERCHANT_LINES, NO_MERCHANT_LINES, NOISE_LINES } from '../test/no-merchant-lines';
import type { Account } from './accounts';
import { loadConfig } from './config';
import { createInputHasher, createMemoryCache, enrichBatch, type EnrichResultItem, type Meter } from './enrich';
import { createConfiguredModel, createEnrichDependencies } from './pipeline';

/**
 * The whole pipeline (rejection, the kind reader, the verified knowledge, redaction, the builtin
 * model) on statement lines that name nobody and on close ones that name a merchant: an audit of
 * the bank vocabulary in the shapes of the banks we read, not of the eval sets.
 */
const UNMETERED: Meter = { reserve: async (_account, count) => ({ granted: count }), refund: async () => undefined };
const ACCOUNT: Account = { id: 'acct_probe', email: 'probe@localhost', plan: 'production', role: 'operator', dailyCap: Number.MAX_SAFE_INTEGER, createdAt: 0, suspendedAt: null };
const config = loadConfig({});
const model = createConfiguredModel(config);
const deps = createEnrichDependencies({ config, model, cache: createMemoryCache(), hasher: createInputHasher('probe-secret-of-at-least-32-characters'), meter: UNMETERED });

afterAll(async () => {
  await model.close?.();
});

async function enrichAll(inputs: readonly string[]): Promise<Map<string, EnrichResultItem>> {
  const results = new Map<string, EnrichResultItem>();
  for (let start = 0; start < inputs.length; start += 50) {
    const slice = inputs.slice(start, start + 50);
    const outcome = await enrichBatch(deps, { account: ACCOUNT, keyId: null, jobId: null, refuseWhenLimited: false }, slice);
    if (!outcome.ok) throw new Error('unreachable: the probe is unmetered');
    outcome.batch.results.forEach((result, index) => results.set(slice[index] ?? '', result));
  }
  return results;
}

const answers = enrichAll([...NO_MERCHANT_LINES.map(([line]) => line), ...NOISE_LINES, ...MERCHANT_LINES]);

describe('bank lines that name nobody', () => {
  it.each(NO_MERCHANT_LINES)('%s is rejected as no merchant, kind %s', async (line, kind) => {
    const result = (await answers).get(line);
    expect({ status: result?.status, reason: result?.reason, kind: result?.kind }).toEqual({ status: 'rejected', reason: 'no_merchant', kind });
  });

  it.each(NOISE_LINES)('%s is rejected as noise', async (line) => {
    expect((await answers).get(line)?.status).toBe('rejected');
  });
});

describe('close lines that name a merchant', () => {
  it.each(MERCHANT_LINES)('%s stays complete', async (line) => {
    const result = (await answers).get(line);
    expect({ status: result?.status, reason: result?.reason }).toEqual({ status: 'complete', reason: undefined });
  });
});
