import type { Config } from '../config';
import { createApp, createLogger } from '../app';
import { createAccount, findAccountByEmail } from '../accounts';
import type { EnrichResultItem } from '../enrich';
import type { Enricher } from './enricher';

export const CLI_ACCOUNT_EMAIL = 'cli@localhost';

/**
 * Enrichment without a server: the same pipeline, database and model as `serve`, metered to a
 * local account so usage stays visible.
 */
export async function createLocalEnricher(config: Config): Promise<Enricher> {
  const app = await createApp({ config, logger: createLogger({ logLevel: 'warn' }) });
  const { db } = app.database;
  const account =
    (await findAccountByEmail(db, CLI_ACCOUNT_EMAIL)) ??
    (await createAccount(db, { email: CLI_ACCOUNT_EMAIL, plan: 'production', role: 'operator', dailyCap: Number.MAX_SAFE_INTEGER }));
  return {
    batchSize: 500,
    // One process does the work: a second batch in flight would only compete with the first.
    parallelBatches: 1,
    async enrich(inputs) {
      const results: EnrichResultItem[] = [];
      for (let start = 0; start < inputs.length; start += 500) {
        const outcome = await app.services.enrich({ account, keyId: null, jobId: null, refuseWhenLimited: false }, inputs.slice(start, start + 500));
        if (!outcome.ok) throw new Error('limit reached');
        results.push(...outcome.batch.results);
      }
      return results;
    },
    close: () => app.close(),
  };
}
