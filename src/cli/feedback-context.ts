import { openDatabase } from '../db';
import { createInputHasher, loadOrCreateHashSecret } from '../enrich';
import type { FeedbackDependencies } from '../feedback';
import { loadKnowledgeBase } from '../knowledge';
import { redact } from '../redact';
import { prepareModelText } from '../pipeline';
import { configFromEnvironment } from './load-config';

/**
 * The feedback services over the configured database, keyed with the same hash secret as
 * `serve`, for the `feedback` and `knowledge` commands. The database closes when `work` ends.
 */
export async function withFeedback<T>(work: (deps: FeedbackDependencies) => Promise<T>): Promise<T> {
  const config = configFromEnvironment();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const hasher = createInputHasher(config.hashSecret ?? loadOrCreateHashSecret(config.dataDir));
    return await work({
      db: database.db,
      redact,
      prepare: (raw) => prepareModelText(raw),
      hasher,
      findShipped: (name) => loadKnowledgeBase().findByName(name),
    });
  } finally {
    await database.close();
  }
}

export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}
