import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createBatched, HOLD_MS } from './log-destination';

const afterHold = () => new Promise((resolve) => setTimeout(resolve, HOLD_MS + 5));

describe('createBatched', () => {
  it('writes the lines logged within the hold time as one chunk, in order, once it has passed', async () => {
    const writes: string[] = [];
    const destination = createBatched({ write: (chunk: string) => writes.push(chunk) });
    destination.write('a\n');
    destination.write('b\n');
    expect(writes).toEqual([]);
    await afterHold();
    expect(writes).toEqual(['a\nb\n']);
    destination.write('c\n');
    await afterHold();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes at once when 16 KiB are held, and on flush()', () => {
    const writes: string[] = [];
    const destination = createBatched({ write: (chunk: string) => writes.push(chunk) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let index = 0; index < 16; index += 1) destination.write(line);
    expect(writes).toEqual([line.repeat(16)]);
    destination.write('tail\n');
    destination.flush();
    expect(writes).toEqual([line.repeat(16), 'tail\n']);
  });

  it('loses no line when the process exits in the same turn as it logged', () => {
    // A real process: pino over stdoutLogDestination, 1,000 lines, then process.exit() at once.
    const script = [
      "import pino from 'pino';",
      "import { stdoutLogDestination } from './src/log-destination.ts';",
      'const logger = pino({}, stdoutLogDestination());',
      "for (let index = 0; index < 1000; index += 1) logger.info({ index }, 'line');",
      'process.exit(0);',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    const indexes = output.trim().split('\n').map((line) => (JSON.parse(line) as { index: number }).index);
    expect(indexes).toEqual(Array.from({ length: 1000 }, (_, index) => index));
  });
});
