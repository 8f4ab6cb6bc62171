import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from './harness';

/** Whether anything accepts a TCP connection on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The README's first command, as a new user runs it: `npm start`, then Ctrl-C or a SIGTERM. */
describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-npm-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the compiled bundle and stops, node included, on SIGTERM to npm', async () => {
    const npm = spawn('npm', ['start'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dataDir, TXENRICH_DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));

    const url = await eventually(async () => {
      if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      return /listening on (http:\/\/\S+)/.exec(output)?.[1];
    }, 60_000);
    expect(output).toContain('dist/txenrich.js serve');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    npm.kill('SIGTERM');
    await exited;
    // npm is gone; so must be the node process it started: nothing listens on the port any more.
    const port = Number(new URL(url).port);
    await eventually(async () => ((await accepts(port)) ? undefined : true), 10_000);
    expect(output).toMatch(/shutting down/);
  }, 90_000);
});
