import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress-bar';

/** A terminal as cli-progress sees one: a TTY stream with a width, whose output we keep. */
function terminal(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  Object.assign(stream, { isTTY, columns: 120, cursorTo: () => true, clearLine: () => true, moveCursor: () => true });
  return { stream, text: () => written };
}

describe('the CLI progress bar', () => {
  it('shows percentage, rows and an ETA on a terminal, measured in bytes read', async () => {
    const { stream, text } = terminal(true);
    const bar = createProgressBar(stream);
    expect(bar).toBeDefined();
    bar?.start(1_000, 0);
    for (let bytes = 100; bytes <= 500; bytes += 100) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      bar?.update(bytes, bytes / 10);
    }
    bar?.stop();
    // Terminal control sequences (ESC [ … letter) and carriage returns separate the redraws.
    const ESCAPE = String.fromCharCode(27);
    const redraws = text().split(ESCAPE).join('\r').split(/\r|\n|\[[0-9;?]*[A-Za-z]/);
    const last = redraws.filter((line) => line.includes('enriching')).at(-1) ?? '';
    expect(last).toMatch(/^enriching \[[^\]]+\] 50% \| 50 rows \| ETA \d+s$/);
  });

  it('stays silent when stderr is not a terminal (a pipe or a log file)', () => {
    expect(createProgressBar(terminal(false).stream)).toBeUndefined();
  });
});
