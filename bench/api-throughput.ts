import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { createAccount } from '../src/accounts';
import { issueKey } from '../src/keys';

/** Ten verified merchants as banks print them: every item is answered from the knowledge. */
export const KNOWN_BATCH = [
  'NETFLIX.COM',
  'SPOTIFY USA',
  'AMZN Mktp US*2K4LL1Y82',
  'STARBUCKS STORE 10234 SEATTLE WA',
  'UBER   *TRIP HELP.UBER.COM',
  'WAL-MART #1234 DALLAS TX',
  'SHELL OIL 57442 HOUSTON TX',
  'TARGET 00012345 MINNEAPOLIS MN',
  'MCDONALDS F1234 CHICAGO IL',
  'TESCO STORES 3456 LONDON',
];

interface Measured {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
}

async function hammer(url: string, headers: Record<string, string>, body: string, seconds: number): Promise<Measured> {
  const result = await autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`benchmark saw ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, latencyP50: result.latency.p50, latencyP99: result.latency.p99 };
}

export async function benchApiThroughput(seconds = 10): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-bench-'));
  const config = loadConfig({
    TXENRICH_DATA_DIR: dataDir,
    TXENRICH_LOG_LEVEL: 'warn',
    TXENRICH_RATE_LIMIT_PER_SECOND: '1000000',
    TXENRICH_RATE_LIMIT_BURST: '1000000',
  });
  const app = await createApp({ config, logger: pino({ level: 'warn' }) });
  const account = await createAccount(app.database.db, { email: 'bench@localhost', plan: 'production', dailyCap: 1_000_000 });
  const { rawKey } = await issueKey(app.database.db, account.id);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}/v1/enrich`;
  const body = JSON.stringify({ transactions: KNOWN_BATCH });

  const sample = await fetch(appUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': rawKey }, body });
  const sampleJson = (await sample.json()) as { usage: { cache: number } };
  if (sampleJson.usage.cache !== KNOWN_BATCH.length) throw new Error(`expected ${KNOWN_BATCH.length} cache hits, got ${JSON.stringify(sampleJson.usage)}`);

  // The baseline: a bare Fastify route that returns the very same JSON, no work behind it.
  const bare = Fastify();
  bare.post('/v1/enrich', async () => sampleJson);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/v1/enrich`;

  await hammer(appUrl, { 'x-api-key': rawKey }, body, 2); // warm-up (JIT, caches)
  const baseline = await hammer(bareUrl, {}, body, seconds);
  const ours = await hammer(appUrl, { 'x-api-key': rawKey }, body, seconds);
  console.log('\n== sync cache-hit path: POST /v1/enrich with 10 known merchants (autocannon, 10 connections) ==');
  console.log(`bare Fastify route, same JSON : ${baseline.requestsPerSecond.toFixed(0)} req/s  p50 ${baseline.latencyP50} ms  p99 ${baseline.latencyP99} ms`);
  console.log(`txenrich (auth, normalize, match, usage write): ${ours.requestsPerSecond.toFixed(0)} req/s  p50 ${ours.latencyP50} ms  p99 ${ours.latencyP99} ms`);
  console.log(`ratio txenrich / bare: ${(ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}  (${(ours.requestsPerSecond * 10).toFixed(0)} items/s)`);

  // 500-item async job of known merchants, submission to completion.
  app.startBackground({ worker: true, retention: false });
  const jobInputs = Array.from({ length: 500 }, (_, index) => KNOWN_BATCH[index % KNOWN_BATCH.length] as string);
  const started = performance.now();
  const submitted = await fetch(`${appUrl}/async`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': rawKey }, body: JSON.stringify({ transactions: jobInputs }) });
  const { poll_url: pollUrl } = (await submitted.json()) as { poll_url: string };
  const origin = new URL(appUrl).origin;
  for (;;) {
    const job = (await (await fetch(origin + pollUrl, { headers: { 'x-api-key': rawKey } })).json()) as { status: string; results?: unknown[] };
    if (job.status === 'complete' || job.status === 'failed') {
      const elapsed = performance.now() - started;
      console.log(`\n== async job: 500 known merchants, submit to complete ==\n${job.status} with ${job.results?.length ?? 0} results in ${elapsed.toFixed(0)} ms (${((500 / elapsed) * 1000).toFixed(0)} items/s, polled every 20 ms)`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await bare.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
