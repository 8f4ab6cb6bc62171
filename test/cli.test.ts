import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './harness';

const run = promisify(execFile);
const BIN = path.resolve('bin/txenrich.js');

/** The CLI as a user runs it, on an embedded data folder, next to a running `serve`. */
// Each test starts several node processes: on a loaded two-core machine that takes far more than
// the default 30 s, without anything being wrong.
describe('command line', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-cli-'));
  const env = { PATH: process.env.PATH ?? '', TXENRICH_DATA_DIR: dataDir, TXENRICH_LOG_LEVEL: 'warn', PORT: '0' };
  const cli = (...args: string[]) => run(process.execPath, [BIN, ...args], { env, cwd: dataDir });
  let serve: ReturnType<typeof spawn>;
  let url = '';
  let output = '';

  beforeAll(async () => {
    serve = spawn(process.execPath, [BIN, 'serve'], { env, cwd: dataDir, stdio: ['ignore', 'pipe', 'pipe'] });
    serve.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    serve.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    url = await eventually(async () => /listening on (http:\/\/\S+)/.exec(output)?.[1], 60_000);
  }, 90_000);
  afterAll(async () => {
    serve.kill('SIGTERM');
    await new Promise((resolve) => serve.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const status = async (key: string) =>
    (await fetch(`${url}/v1/enrich`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ transactions: ['NETFLIX.COM'] }) })).status;

  it('prints the first key once, on the first start', () => {
    expect(output).toMatch(/API key \(shown once, store it now\):\s+txe_live_[0-9A-Za-z]{38}/);
  });

  it('creates, rotates and revokes keys while serve runs on the same data folder', async () => {
    const created = (await cli('keys', 'create', '--email', 'dev@example.com', '--plan', 'sandbox')).stdout.trim();
    expect(created).toMatch(/^txe_live_[0-9A-Za-z]{38}$/);
    expect(await status(created)).toBe(200);
    const rotated = (await cli('keys', 'rotate', created)).stdout.trim();
    expect(rotated).toMatch(/^txe_live_/);
    expect(await status(created)).toBe(401);
    expect(await status(rotated)).toBe(200);
    expect((await cli('keys', 'revoke', rotated)).stdout.trim()).toBe('revoked');
    expect(await status(rotated)).toBe(401);
    const listed = (await cli('keys', 'list', '--email', 'dev@example.com', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(listed.map((key) => key.status).sort()).toEqual(['revoked', 'rotated']);
    expect(listed.every((key) => /^key_/.test(key.id) && key.email === 'dev@example.com' && !JSON.stringify(key).includes('txe_live_'))).toBe(true);
    await expect(cli('keys', 'revoke', rotated)).rejects.toMatchObject({ code: 65, stderr: expect.stringContaining('already revoked') });
  });

  it('grants and takes back the production plan (the self-hosting operator without Stripe)', async () => {
    await cli('keys', 'create', '--email', 'plan@example.com', '--plan', 'sandbox');
    const planOf = async () => (JSON.parse((await cli('keys', 'list', '--email', 'plan@example.com', '--json')).stdout.trim().split('\n')[0] as string) as { plan: string }).plan;
    expect((await cli('plan', 'set', '--email', 'Plan@Example.com', 'production')).stdout.trim()).toBe('Plan@Example.com: sandbox → production');
    expect(await planOf()).toBe('production');
    expect((await cli('plan', 'set', '--email', 'plan@example.com', 'sandbox')).stdout).toContain('production → sandbox');
    expect(await planOf()).toBe('sandbox');
    await expect(cli('plan', 'set', '--email', 'nobody@example.com', 'production')).rejects.toMatchObject({
      code: 65,
      stderr: expect.stringMatching(/^txenrich: no account with the e-mail nobody@example.com \(hint: [^\n]+\)\n$/),
    });
  });

  it('migrates, and enriches strings and CSV files in process', async () => {
    expect((await cli('migrate')).stdout).toContain('schema up to date');
    const lines = (await cli('enrich', 'NETFLIX.COM', '#####')).stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ input: 'NETFLIX.COM', merchant: 'Netflix', source: 'cache' });
    expect(lines[1]).toMatchObject({ status: 'rejected' });
    const input = path.join(dataDir, 'in.csv');
    const out = path.join(dataDir, 'out.csv');
    writeFileSync(input, 'id,description\n1,SPOTIFY USA\n2,"SQ *JOES PIZZA, BROOKLYN NY"\n');
    await cli('enrich', '--file', input, '--column', 'description', '--out', out);
    const rows = readFileSync(out, 'utf8').trim().split('\n');
    expect(rows[0]).toBe('id,description,status,source,merchant,domain,category,mcc_code,is_subscription,confidence,reason');
    expect(rows[1]).toContain('Spotify');
    expect(rows[2]).toContain('"SQ *JOES PIZZA, BROOKLYN NY"');
  });

  it('enriches against the running server with --url and --key', async () => {
    const key = (await cli('keys', 'create', '--email', 'remote@example.com')).stdout.trim();
    const line = JSON.parse((await cli('enrich', '--url', url, '--key', key, 'HULU 877-8244858 CA')).stdout.trim());
    expect(line).toMatchObject({ merchant: 'Hulu', source: 'cache' });
  });

  it('stops on a bad configuration with one line per variable', async () => {
    const failed = run(process.execPath, [BIN, 'migrate'], { env: { ...env, PORT: 'x', TXENRICH_MODEL: 'gpt' } });
    await expect(failed).rejects.toMatchObject({ code: 78 });
    const error = await failed.then(
      () => '',
      (caught: { stderr: string }) => caught.stderr,
    );
    expect(error.trim().split('\n')).toHaveLength(2);
    expect(error).toContain('PORT');
    expect(error).toContain('TXENRICH_MODEL');
  });

  it('reports accuracy on labelled data', async () => {
    const file = path.join(dataDir, 'labelled.jsonl');
    writeFileSync(
      file,
      [
        { input: 'NETFLIX.COM', expect: { status: 'complete', merchant: 'Netflix', merchant_aliases: [], domain: ['netflix.com'], category: 'entertainment', mcc: ['4899'], is_subscription: true }, pii: [], tags: ['us', 'well_known'] },
        { input: '#####', expect: { status: 'rejected' }, pii: [], tags: ['garbage'] },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    const report = (await cli('eval', '--file', file)).stdout;
    expect(report).toMatch(/merchant\s+100\.0% \(1\/1\)/);
    expect(report).toMatch(/garbage rejected\s+100\.0% \(1\/1\)/);
  });
});
