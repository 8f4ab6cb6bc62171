import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startOpenAIServer, titleCase } from '../test/model-server';

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

/**
 * A made-up pronounceable word for `n` (consonant-vowel syllables): normalization drops digits,
 * so distinct unknown descriptors need distinct letters.
 */
export function madeUpWord(n: number, syllables = 3): string {
  const consonants = 'BDFGKLMNPRSTVZ';
  const vowels = 'AEIOU';
  let word = '';
  let rest = n;
  for (let index = 0; index < syllables; index += 1) {
    const syllable = rest % (consonants.length * vowels.length);
    rest = Math.floor(rest / (consonants.length * vowels.length));
    word += (consonants[Math.floor(syllable / vowels.length)] as string) + (vowels[syllable % vowels.length] as string);
  }
  return word;
}

/**
 * `count` unknown descriptors, distinct after normalization and new on every run (a random
 * offset), so each one is a cache miss that goes to the model.
 */
export function unknownDescriptors(count: number, seed = Math.floor(Math.random() * 300_000)): string[] {
  return Array.from({ length: count }, (_, index) => `${madeUpWord(seed + index * 7919, 4)} ORCHARD SUPPLY CO`);
}

const CONNECTIONS = 32;
const MODEL_LATENCY_MS = 1000;
const MODEL_CONCURRENCY = 4;
const MODEL_BATCH = 25;

interface Measured {
  requests: number;
  seconds: number;
  p99: number;
  /** CPU time (user + system) the server process spent meanwhile, in microseconds. */
  cpuMicros: number;
}

/**
 * A process's CPU time so far (utime + stime from /proc, Linux), in microseconds. CPU per request
 * depends far less on what else a shared machine runs than requests per second do.
 */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
}

interface Child {
  process: ChildProcess;
  url: string;
  output: () => string;
}

/** Spawns a server process with stdout in a file (a pipe nobody drains would block its logs). */
async function spawnServer(args: string[], env: Record<string, string>, logFile: string): Promise<Child> {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const output = () => readFileSync(logFile, 'utf8');
  const started = Date.now();
  for (;;) {
    const url = /listening on (http:\/\/\S+)/.exec(output())?.[1];
    if (url) return { process: child, url, output };
    if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`server did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function hammer(pid: number, url: string, headers: Record<string, string>, body: string, seconds: number): Promise<Measured> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`benchmark saw ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99, cpuMicros: cpuMicros(pid) - cpuBefore };
}

function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((row) => row.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

async function runJob(origin: string, key: string, inputs: string[]): Promise<{ ms: number; status: string; results: number }> {
  const headers = { 'content-type': 'application/json', 'x-api-key': key };
  const started = performance.now();
  const submitted = await fetch(`${origin}/v1/enrich/async`, { method: 'POST', headers, body: JSON.stringify({ transactions: inputs }) });
  const { poll_url: pollUrl } = (await submitted.json()) as { poll_url: string };
  for (;;) {
    const job = (await (await fetch(origin + pollUrl, { headers })).json()) as { status: string; results?: unknown[] };
    if (job.status === 'complete' || job.status === 'failed') return { ms: performance.now() - started, status: job.status, results: job.results?.length ?? 0 };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The node options `npm start` runs the service with (package.json's start script: source maps,
 * the heap limit), so the memory and speed measured are the ones a user gets.
 */
function startOptions(): string[] {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
  return start.slice(start.indexOf('node') + 1, start.indexOf('dist/txenrich.js'));
}

const row = (name: string, value: string, baseline: string, verdict: string) => console.log(`${name.padEnd(46)} ${value.padEnd(26)} ${baseline.padEnd(30)} ${verdict}`);

/**
 * The service as a new user runs it — `npm start`'s node options and compiled dist/txenrich.js,
 * embedded SQLite, default log level, rate limit lifted — in its own process, against the
 * baselines measured in the same run: a bare Fastify route in a process of its own returning the
 * same envelope (alternated with the service, so a machine shared with other work hurts both
 * alike), and the ideal time of a model-bound job (calls ÷ concurrency × model latency).
 */
export async function benchApiThroughput(seconds = 10): Promise<void> {
  execFileSync(process.execPath, ['tools/build.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-bench-'));
  let modelCalls = 0;
  const model = await startOpenAIServer(
    (text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.9 }),
    () => {
      modelCalls += 1;
      return MODEL_LATENCY_MS;
    },
  );
  const service = await spawnServer(
    [...startOptions(), 'dist/txenrich.js', 'serve'],
    {
      TXENRICH_DATA_DIR: dataDir,
      PORT: '0',
      TXENRICH_RATE_LIMIT_PER_SECOND: '1000000',
      TXENRICH_RATE_LIMIT_BURST: '1000000',
      TXENRICH_MODEL: 'openai',
      TXENRICH_MODEL_BASE_URL: `${model.url}/v1`,
      TXENRICH_MODEL_API_KEY: 'bench',
      TXENRICH_MODEL_NAME: 'bench-model',
      TXENRICH_MODEL_CONCURRENCY: String(MODEL_CONCURRENCY),
      TXENRICH_MODEL_BATCH_SIZE: String(MODEL_BATCH),
    },
    path.join(dataDir, 'serve.log'),
  );
  const key = /(txe_live_[0-9A-Za-z]{38})/.exec(service.output())?.[1] as string;
  const appUrl = `${service.url}/v1/enrich`;
  const body = JSON.stringify({ transactions: KNOWN_BATCH });
  const sample = await fetch(appUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body });
  const sampleText = await sample.text();
  const sampleJson = JSON.parse(sampleText) as { usage: { cache: number } };
  if (sampleJson.usage.cache !== KNOWN_BATCH.length) throw new Error(`expected ${KNOWN_BATCH.length} cache hits, got ${sampleText}`);
  const bare = await spawnServer(['bench/bare-fastify.mjs'], { BARE_BODY: sampleText }, path.join(dataDir, 'bare.log'));
  const bareUrl = `${bare.url}/v1/enrich`;
  const loadBefore = loadavg()[0] ?? 0;

  const servicePid = service.process.pid as number;
  const barePid = bare.process.pid as number;
  await hammer(servicePid, appUrl, { 'x-api-key': key }, body, 2); // warm-up (JIT, caches)
  await hammer(barePid, bareUrl, {}, body, 2);
  const rounds = 2;
  const baseline: Measured[] = [];
  const ours: Measured[] = [];
  for (let round = 0; round < rounds; round += 1) {
    baseline.push(await hammer(barePid, bareUrl, {}, body, seconds / rounds));
    ours.push(await hammer(servicePid, appUrl, { 'x-api-key': key }, body, seconds / rounds));
  }
  const perSecond = (runs: Measured[]) => runs.reduce((sum, run) => sum + run.requests, 0) / runs.reduce((sum, run) => sum + run.seconds, 0);
  const p99 = (runs: Measured[]) => Math.max(...runs.map((run) => run.p99));
  const ratio = perSecond(ours) / perSecond(baseline);
  const cpuPerRequest = (runs: Measured[]) => runs.reduce((sum, run) => sum + run.cpuMicros, 0) / runs.reduce((sum, run) => sum + run.requests, 0);

  const unknown = unknownDescriptors(500);
  const calls = Math.ceil(unknown.length / MODEL_BATCH);
  const idealMs = Math.ceil(calls / MODEL_CONCURRENCY) * MODEL_LATENCY_MS;
  const callsBefore = modelCalls;
  const modelJob = await runJob(service.url, key, unknown);
  const callsMade = modelCalls - callsBefore;
  const knownJob = await runJob(service.url, key, Array.from({ length: 500 }, (_, index) => KNOWN_BATCH[index % KNOWN_BATCH.length] as string));
  const rss = rssMegabytes(service.process.pid as number);
  const loadAfter = loadavg()[0] ?? 0;

  console.log(`\n== API (dist/txenrich.js serve, SQLite, ${CONNECTIONS} connections, ${seconds} s each side, alternated in ${rounds} rounds) ==`);
  row('figure', 'txenrich', 'baseline', 'target');
  row('cache-hit POST /v1/enrich (10 known) req/s', perSecond(ours).toFixed(0), `bare Fastify ${perSecond(baseline).toFixed(0)}`, `ratio ${ratio.toFixed(2)} (>= 0.50, stretch 0.70)`);
  row('CPU per cache-hit request (server process)', `${cpuPerRequest(ours).toFixed(0)} µs`, `bare Fastify ${cpuPerRequest(baseline).toFixed(0)} µs`, `ratio ${(cpuPerRequest(baseline) / cpuPerRequest(ours)).toFixed(2)} (bare ÷ ours)`);
  row('p99 latency, cache hits', `${p99(ours)} ms`, `bare Fastify ${p99(baseline)} ms`, '< 10 ms');
  row(`500 unknown, async, model ${MODEL_LATENCY_MS} ms, c=${MODEL_CONCURRENCY}`, `${(modelJob.ms / 1000).toFixed(2)} s (${modelJob.status})`, `ideal ${(idealMs / 1000).toFixed(1)} s (${calls} calls; ${callsMade} made)`, `${(modelJob.ms / idealMs).toFixed(2)} x ideal (<= 1.3)`);
  row('500 known, async', `${knownJob.ms.toFixed(0)} ms (${knownJob.status})`, '-', '< 150 ms');
  row('RSS of the service after the benchmark', `${rss.toFixed(0)} MB`, '-', '< 200 MB');
  console.log(`machine: ${process.env.BENCH_NOTE ?? ''}load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (2 cores shared: absolute figures are noisy, ratios less so)`);

  service.process.kill('SIGTERM');
  bare.process.kill('SIGTERM');
  await new Promise((resolve) => service.process.once('exit', resolve));
  await model.close();
  rmSync(dataDir, { recursive: true, force: true });
}
