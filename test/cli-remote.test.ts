import { execFile, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './harness';
import { openAIEnv, startOpenAIServer, titleCase } from './model-server';
import type { ProtocolServer } from './providers/protocol-server';
import { devsetInputs, startServer, type RunningServer } from '../sdk/test/server';

const run = promisify(execFile);
const BIN = path.resolve('bin/txenrich.js');

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command line as a user runs it, against a real server on a real port. */
describe('command line against a server (--url, through the SDK)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'txenrich-cli-remote-'));
  let server: RunningServer;
  let env: Record<string, string>;
  const cli = (args: string[], extraEnv: Record<string, string> = {}): Promise<Exit> =>
    run(process.execPath, [BIN, ...args], { env: { ...env, ...extraEnv }, cwd: folder }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  beforeAll(async () => {
    server = await startServer('sqlite');
    // The key and URL come from the environment, as a user would export them.
    env = { PATH: process.env.PATH ?? '', TXENRICH_LOG_LEVEL: 'warn', TXENRICH_URL: server.url, TXENRICH_API_KEY: server.key, TXENRICH_DATA_DIR: path.join(folder, 'data') };
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  function writeCsv(name: string, rows: number): { file: string; inputs: string[] } {
    const base = devsetInputs().filter((input) => !/[\r\n]/.test(input));
    const inputs = Array.from({ length: rows }, (_unused, index) => base[index % base.length] as string);
    const file = path.join(folder, name);
    writeFileSync(file, `id,description\n${inputs.map((input, index) => `${index + 1},"${input.replaceAll('"', '""')}"`).join('\n')}\n`);
    return { file, inputs };
  }

  it('resumes after Ctrl-C without redoing finished rows, and cuts back a half-written batch', async () => {
    const { file, inputs } = writeCsv('in.csv', 1_500);
    const out = path.join(folder, 'out.csv');
    const progressFile = `${out}.progress.json`;
    const child = spawn(process.execPath, [BIN, 'enrich', '--file', file, '--out', out, '--concurrency', '1'], { env, cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // One 500-row job at a time: interrupt once the first batch is on disk.
    await eventually(async () => (existsSync(progressFile) && JSON.parse(readFileSync(progressFile, 'utf8')).rowsDone >= 500 ? true : undefined), 120_000, 20);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('--resume');
    const stopped = JSON.parse(readFileSync(progressFile, 'utf8')) as { rowsDone: number };
    expect(stopped.rowsDone).toBeGreaterThanOrEqual(500);
    expect(stopped.rowsDone).toBeLessThan(1_500);
    // As after a crash between writing a batch and recording it: bytes past the checkpoint.
    appendFileSync(out, '9999,HALF WRITTEN ROW,compl');

    const { db } = server.test.app.database;
    const before = await db.selectFrom('jobs').select(['total']).execute();
    const resumed = await cli(['enrich', '--file', file, '--out', out, '--resume']);
    expect(resumed).toMatchObject({ code: 0 });
    const after = await db.selectFrom('jobs').select(['total']).execute();
    const sent = after.reduce((sum, job) => sum + job.total, 0) - before.reduce((sum, job) => sum + job.total, 0);
    expect(sent).toBe(1_500 - stopped.rowsDone);

    const rows = parse(readFileSync(out, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.id)).toEqual(inputs.map((_input, index) => String(index + 1)));
    expect(rows.map((row) => row.description)).toEqual(inputs);
    expect(rows.every((row) => ['complete', 'rejected'].includes(row.status ?? ''))).toBe(true);
    expect(existsSync(progressFile)).toBe(false);
    // A finished file has nothing to resume, and an unfinished one is never silently overwritten.
    expect(await cli(['enrich', '--file', file, '--out', out, '--resume'])).toMatchObject({ code: 64, stderr: expect.stringContaining('nothing to resume') });
  }, 180_000);

  it('exits quietly when the reader of stdout goes away (| head)', async () => {
    const { file } = writeCsv('pipe.csv', 1_200);
    const { stdout, stderr } = await run('bash', ['--noprofile', '--norc', '-c', `set -o pipefail; "${process.execPath}" "${BIN}" enrich --file "${file}" | head -n 2; echo "status \${PIPESTATUS[0]}"`], { env, cwd: folder });
    expect(stdout.trim().split('\n')).toHaveLength(3);
    expect(stdout).toContain('status 0');
    // Nothing from us: no stack trace, no EPIPE (the shell may print its own start-up noise).
    expect(stderr).not.toMatch(/txenrich|EPIPE|Error/);
  }, 120_000);

  it('fails with one line, a hint and a distinct exit code', async () => {
    const { file } = writeCsv('small.csv', 3);
    // The mapping of every failure is unit-tested (src/cli/exit-codes.test.ts); these run the real
    // process end to end, one per source of failure: input data, configuration, the server.
    const cases: [string[], Record<string, string>, number, RegExp][] = [
      [['enrich', '--file', file, '--column', 'memo'], {}, 65, /column "memo" not found; the columns are: id, description/],
      [['enrich', 'NETFLIX.COM'], { TXENRICH_API_KEY: '' }, 78, /needs an API key.*TXENRICH_API_KEY/],
      [['enrich', 'NETFLIX.COM'], { TXENRICH_URL: 'http://127.0.0.1:9' }, 69, /Could not reach.*hint: is the server running/],
    ];
    for (const [args, extraEnv, code, message] of cases) {
      const exit = await cli(args, extraEnv);
      expect({ args, code: exit.code }).toEqual({ args, code });
      expect(exit.stderr).toMatch(message);
      expect(exit.stderr).toMatch(/^txenrich: [^\n]+\(hint: [^\n]+\)\n$/);
    }
    const version = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect((await cli(['--version'])).stdout.trim()).toBe(version.version);
  }, 240_000);
});

describe('command line retrying retry rows at the end', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'txenrich-cli-retry-'));
  let model: ProtocolServer;
  let server: RunningServer;
  const seen = new Set<string>();

  beforeAll(async () => {
    // A real model server too slow the first time it sees a text (items come back `retry`).
    model = await startOpenAIServer(
      (text) => ({ name: titleCase(text), domain: null, cat: 'shopping', mcc: '5999', sub: false, conf: 0.9 }),
      (texts) => {
        const first = texts.some((text) => !seen.has(text));
        for (const text of texts) seen.add(text);
        return first ? 2_000 : 0;
      },
    );
    server = await startServer('sqlite', openAIEnv(model, { TXENRICH_MODEL_TIMEOUT_MS: '300' }));
  });
  afterAll(async () => {
    await server.close();
    await model.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends retry rows again once the pass is over and patches them in place', async () => {
    const file = path.join(folder, 'in.csv');
    const out = path.join(folder, 'out.csv');
    writeFileSync(file, 'id,description\n1,NETFLIX.COM\n2,HARBOR LIGHT CANDLE WORKS\n3,SPOTIFY USA\n4,#####\n');
    const { stderr } = await run(process.execPath, [BIN, 'enrich', '--file', file, '--out', out, '--url', server.url, '--key', server.key], {
      env: { PATH: process.env.PATH ?? '', TXENRICH_LOG_LEVEL: 'warn' },
      cwd: folder,
    });
    expect(stderr).toContain('1 retry rows sent again, 0 still retry');
    const rows = parse(readFileSync(out, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      ['1', 'complete'],
      ['2', 'complete'],
      ['3', 'complete'],
      ['4', 'rejected'],
    ]);
    expect(rows[1]).toMatchObject({ source: 'llm', merchant: expect.stringMatching(/harbor light candle works/i) });
  }, 60_000);
});
