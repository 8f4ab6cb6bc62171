// `npm run bench:cli [rows]`: the 100,000-row CSV through `txenrich enrich --file … --url …` against
// a real `serve` (embedded SQLite, builtin model), both run from the compiled bundle. Prints wall time, rows per
// second and the CLI's peak RSS (GNU time's %M): the RSS must not grow with the row count.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { DEVSET_PATH } from '../tools/redaction/corpus/devset';

const run = promisify(execFile);
// The compiled bundle, as `npm start` and the image run it.
const BIN = path.resolve('dist/txenrich.js');

function descriptors(): string[] {
  return readFileSync(DEVSET_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { input: string }).input);
}

async function startServe(dataDir: string): Promise<{ url: string; key: string; stop(): Promise<void> }> {
  // The daily cap (10,000 model items by default) would turn the rest of the model-bound rows into
  // `retry` rows answered without any work: the run is meant to enrich every row.
  const env = {
    PATH: process.env.PATH ?? '',
    TXENRICH_DATA_DIR: dataDir,
    PORT: '0',
    TXENRICH_LOG_LEVEL: 'warn',
    TXENRICH_RATE_LIMIT_PER_SECOND: '1000',
    TXENRICH_RATE_LIMIT_BURST: '2000',
    TXENRICH_DAILY_CAP_DEFAULT: '1000000',
  };
  const child = spawn(process.execPath, [BIN, 'serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const ready = new Promise<{ url: string; key: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      const key = /(txe_live_[0-9A-Za-z]{38})/.exec(output)?.[1];
      if (url && key) resolve({ url, key });
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  const { url, key } = await ready;
  return {
    url,
    key,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function benchCli100k(rows = 100_000): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'txenrich-bench-cli-'));
  const input = path.join(folder, 'in.csv');
  const out = path.join(folder, 'out.csv');
  const base = descriptors();
  const lines = [stringify([['id', 'description']])];
  for (let start = 0; start < rows; start += 10_000) {
    lines.push(stringify(Array.from({ length: Math.min(10_000, rows - start) }, (_unused, offset) => [String(start + offset + 1), base[(start + offset) % base.length] ?? ''])));
  }
  writeFileSync(input, lines.join(''));
  const serve = await startServe(path.join(folder, 'data'));
  try {
    const started = performance.now();
    const { stderr } = await run('/usr/bin/time', ['-f', 'peak-rss-kb %M', process.execPath, BIN, 'enrich', '--file', input, '--out', out, '--url', serve.url, '--key', serve.key], {
      env: { PATH: process.env.PATH ?? '', TXENRICH_LOG_LEVEL: 'warn' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const seconds = (performance.now() - started) / 1000;
    const peakKb = Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? NaN);
    const written = parse(readFileSync(out, 'utf8'), { columns: true }) as { status: string }[];
    if (written.length !== rows) throw new Error(`expected ${rows} output rows, found ${written.length}`);
    const statuses = new Map<string, number>();
    for (const row of written) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
    const outcome = [...statuses].map(([status, count]) => `${count} ${status}`).join(', ');
    console.log(`cli --url, ${rows} rows (${(statSync(input).size / 1e6).toFixed(1)} MB CSV): ${seconds.toFixed(1)} s, ${(rows / seconds).toFixed(0)} rows/s, CLI peak RSS ${(peakKb / 1024).toFixed(0)} MB (${outcome})`);
  } finally {
    await serve.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
