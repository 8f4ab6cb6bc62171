import { readFileSync } from 'node:fs';
import { createJobWorker } from '../../src/jobs';
import { getAccount } from '../../src/accounts';
import { enrichBatch } from '../../src/enrich';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/harness';
import { DEVSET_PATH } from '../../tools/redaction/corpus/devset';

export interface RunningServer {
  test: TestApp;
  url: string;
  key: string;
  close(): Promise<void>;
}

/** Jobs whose inputs contain this marker fail every processing attempt on the test server. */
export const FAILING_MARKER = 'EXPLODE ON PURPOSE';

/**
 * The real HTTP app on a real port (0) and a real database, with a real job worker. The worker
 * processes jobs through the app's own pipeline, except jobs carrying FAILING_MARKER, which
 * throw, so the server marks them `failed` after its attempts (lease shortened to keep it quick).
 */
export async function startServer(kind: DatabaseKind, env: Record<string, string> = {}): Promise<RunningServer> {
  const test = await createTestApp(kind, { env: { TXENRICH_LOG_LEVEL: 'warn', TXENRICH_JOB_LEASE_MS: '300', ...env } });
  const { app } = test;
  const worker = createJobWorker({
    db: app.database.db,
    dialect: app.database.dialect,
    cipher: app.cipher,
    logger: app.logger,
    leaseMs: app.config.jobLeaseMs,
    idlePollMs: 50,
    chunkSize: 100,
    process: async (job, inputs) => {
      if (inputs.some((input) => input.includes(FAILING_MARKER))) throw new Error('planted failure');
      const account = await getAccount(app.database.db, job.accountId);
      if (!account) throw new Error('the job has no account');
      // As the app's own worker does (src/app.ts): results and usage, committed together.
      const outcome = await enrichBatch(app.enrich, { account, keyId: job.keyId, jobId: job.id, refuseWhenLimited: false }, inputs);
      if (!outcome.ok) throw new Error('jobs never refuse on limits');
      return { results: outcome.batch.results, usage: outcome.batch.records };
    },
  });
  worker.start();
  const url = await app.http.listen({ port: 0, host: '127.0.0.1' });
  const { key } = await test.newKey();
  return {
    test,
    url,
    key,
    async close() {
      await worker.stop();
      await test.close();
    },
  };
}

/** Real descriptors from the shipped dev set. */
export function devsetInputs(): string[] {
  return readFileSync(DEVSET_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { input: string }).input);
}
