import type { Config } from '../config';
import { createApp, createLogger } from '../app';
import { createAccount, findAccountByEmail } from '../accounts';
import type { EnrichResultItem } from '../enrich';

export const CLI_ACCOUNT_EMAIL = 'cli@localhost';

/** Enriches a list of strings, in process or against a server; the CLI does not care which. */
export interface Enricher {
  enrich(inputs: readonly string[]): Promise<EnrichResultItem[]>;
  close(): Promise<void>;
}

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
    async enrich(inputs) {
      const outcome = await app.services.enrich({ account, keyId: null, jobId: null, refuseWhenLimited: false }, inputs);
      if (!outcome.ok) throw new Error('limit reached');
      return outcome.batch.results;
    },
    close: () => app.close(),
  };
}
