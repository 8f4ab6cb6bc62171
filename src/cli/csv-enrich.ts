import { createReadStream, createWriteStream, existsSync, renameSync, statSync, truncateSync, type WriteStream } from 'node:fs';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import type { EnrichResultItem } from '../enrich';
import { CliError, EXIT } from './exit-codes';
import type { Enricher } from './enricher';
import { checkResumable, describeInput, progressPath, readProgress, removeProgress, writeProgress, type Progress } from './progress-file';

export const RESULT_COLUMNS = ['status', 'source', 'merchant', 'domain', 'category', 'mcc_code', 'is_subscription', 'confidence', 'reason'] as const;

export interface ProgressReporter {
  start(totalBytes: number, startBytes: number): void;
  update(bytes: number, rows: number): void;
  stop(): void;
}

export interface CsvRunOptions {
  file: string;
  column: string;
  /** Output file; without it, CSV goes to `stdout` and the run cannot be resumed. */
  out?: string;
  resume: boolean;
  signal: AbortSignal;
  reporter?: ProgressReporter;
}

export interface CsvRunSummary {
  rows: number;
  /** Rows that came back `retry` in the pass and were sent again at the end. */
  retried: number;
  /** Rows still `retry` after that. */
  stillRetry: number;
}

function resultCells(result: EnrichResultItem | undefined): string[] {
  return RESULT_COLUMNS.map((column) => {
    const value = result?.[column];
    return value === undefined || value === null ? '' : String(value);
  });
}

function writeText(stream: WriteStream | NodeJS.WritableStream, text: string): Promise<void> {
  // Resolves once the bytes are handed to the OS, so the progress file never runs ahead of them.
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

function endStream(stream: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => resolve());
  });
}

/** Decides where this run starts: fresh, or where an interrupted run stopped. */
function startingPoint(options: CsvRunOptions): Progress | undefined {
  if (!options.out) {
    if (options.resume) throw new CliError('--resume needs --out (stdout cannot be continued)', EXIT.usage, 'write to a file with --out');
    return undefined;
  }
  const previous = readProgress(options.out);
  if (previous && !options.resume) {
    throw new CliError(`${options.out} is an unfinished run (${previous.rowsDone} rows done)`, EXIT.usage, `continue it with --resume, or delete ${progressPath(options.out)} and ${options.out} to start over`);
  }
  if (!previous && options.resume && existsSync(options.out)) {
    throw new CliError(`nothing to resume: ${options.out} has no progress file, so it is complete or not from txenrich`, EXIT.usage, 'run without --resume to write it again');
  }
  if (previous) checkResumable(previous, describeInput(options.file, options.column), options.out);
  return previous;
}

/**
 * Streams a CSV through the enricher in constant memory: csv-parse → batches of
 * `enricher.batchSize` rows → CSV text appended to the output, a progress checkpoint after each
 * batch. Rows that come back `retry` are sent again once the pass is over and patched in place.
 */
export async function enrichCsvFile(enricher: Enricher, options: CsvRunOptions, stdout: NodeJS.WritableStream): Promise<CsvRunSummary> {
  statSync(options.file); // ENOENT here is "no such file" (exit 66), before anything is written.
  const previous = startingPoint(options);
  const input = describeInput(options.file, options.column);
  let progress: Progress = previous ?? { version: 1, ...input, rowsDone: 0, outputBytes: 0, retryRows: [], passComplete: false };

  let output: WriteStream | NodeJS.WritableStream = stdout;
  if (options.out) {
    if (previous) truncateSync(options.out, previous.outputBytes);
    output = createWriteStream(options.out, { flags: previous ? 'a' : 'w' });
  }
  // With a file, `retry` rows are retried at the end; on stdout, within each batch (no going back).
  const retryRounds = options.out ? 0 : undefined;

  let headers: string[] = [];
  const parser = createReadStream(options.file).pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      columns: (header: string[]) => {
        if (!header.includes(options.column)) {
          throw new CliError(`column "${options.column}" not found; the columns are: ${header.join(', ')}`, EXIT.dataError, 'name the descriptor column with --column');
        }
        headers = header;
        return header;
      },
    }),
  );

  // Up to `enricher.parallelBatches` batches are enriched at once (a server keeps working while
  // the oldest is written); output is still written strictly in row order.
  interface Pending {
    batch: Record<string, string>[];
    firstRow: number;
    results: Promise<EnrichResultItem[]>;
  }
  const pending: Pending[] = [];
  const start = (batch: Record<string, string>[], firstRow: number) => {
    options.signal.throwIfAborted();
    const results = enricher.enrich(
      batch.map((record) => record[options.column] ?? ''),
      { signal: options.signal, ...(retryRounds !== undefined ? { retryRounds } : {}) },
    );
    results.catch(() => undefined); // awaited in order below; this only keeps a later failure from being "unhandled" meanwhile
    pending.push({ batch, firstRow, results });
  };
  const writeOldest = async () => {
    const oldest = pending.shift();
    if (!oldest) return;
    const results = await oldest.results;
    let text = progress.outputBytes === 0 ? stringify([[...headers, ...RESULT_COLUMNS]]) : '';
    text += stringify(oldest.batch.map((record, index) => [...headers.map((header) => record[header] ?? ''), ...resultCells(results[index])]));
    await writeText(output, text);
    const retryRows = results.flatMap((item, index) => (item.status === 'retry' ? [oldest.firstRow + index] : []));
    progress = { ...progress, rowsDone: oldest.firstRow + oldest.batch.length, outputBytes: progress.outputBytes + Buffer.byteLength(text), retryRows: [...progress.retryRows, ...retryRows] };
    if (options.out) writeProgress(options.out, progress);
  };

  if (!progress.passComplete) {
    options.reporter?.start(input.inputBytes, 0);
    let row = 0;
    let batch: Record<string, string>[] = [];
    let batchStart = progress.rowsDone;
    const info = (parser as unknown as { info: { bytes: number } }).info;
    try {
      for await (const record of parser as AsyncIterable<Record<string, string>>) {
        row += 1;
        if (row <= progress.rowsDone) continue; // finished by an earlier run
        batch.push(record);
        if (batch.length >= enricher.batchSize) {
          start(batch, batchStart);
          batchStart += batch.length;
          batch = [];
          if (pending.length >= enricher.parallelBatches) {
            await writeOldest();
            options.reporter?.update(info.bytes, progress.rowsDone);
          }
        }
      }
      if (batch.length > 0) start(batch, batchStart);
      while (pending.length > 0) {
        await writeOldest();
        options.reporter?.update(info.bytes, progress.rowsDone);
      }
      // An input with a header and no rows still gets a header.
      if (progress.outputBytes === 0) await writeOldestEmpty();
      options.reporter?.update(input.inputBytes, progress.rowsDone);
    } finally {
      options.reporter?.stop();
      parser.destroy();
    }
    progress = { ...progress, passComplete: true };
    if (options.out) writeProgress(options.out, progress);
  }

  async function writeOldestEmpty(): Promise<void> {
    const text = stringify([[...(headers.length > 0 ? headers : [options.column]), ...RESULT_COLUMNS]]);
    await writeText(output, text);
    progress = { ...progress, outputBytes: Buffer.byteLength(text) };
  }
  if (output !== stdout) await endStream(output as WriteStream);

  const retried = progress.retryRows.length;
  let stillRetry = retried;
  if (options.out && retried > 0) stillRetry = await retryAtTheEnd(enricher, options.out, progress.retryRows, options);
  if (options.out) removeProgress(options.out);
  return { rows: progress.rowsDone, retried, stillRetry };
}

/** Second chance for `retry` rows: read their inputs back from the output, enrich, rewrite the file. */
async function retryAtTheEnd(enricher: Enricher, out: string, rows: readonly number[], options: CsvRunOptions): Promise<number> {
  const wanted = new Set(rows);
  const inputs = new Map<number, string>();
  let index = -1;
  for await (const record of createReadStream(out).pipe(parse({ bom: true, columns: true })) as AsyncIterable<Record<string, string>>) {
    index += 1;
    if (wanted.has(index)) inputs.set(index, record[options.column] ?? '');
  }
  const order = [...inputs.keys()];
  const results = await enricher.enrich(order.map((row) => inputs.get(row) ?? ''), { signal: options.signal });
  const replacement = new Map(order.map((row, position) => [row, results[position]]));

  const temporary = `${out}.retry.tmp`;
  const rewritten = createWriteStream(temporary);
  let row = -2; // the header is row -1
  let pending: string[][] = [];
  for await (const cells of createReadStream(out).pipe(parse({ bom: true })) as AsyncIterable<string[]>) {
    row += 1;
    const result = replacement.get(row);
    pending.push(result ? [...cells.slice(0, cells.length - RESULT_COLUMNS.length), ...resultCells(result)] : cells);
    if (pending.length >= 1000) {
      await writeText(rewritten, stringify(pending));
      pending = [];
    }
  }
  if (pending.length > 0) await writeText(rewritten, stringify(pending));
  await endStream(rewritten);
  renameSync(temporary, out);
  return results.filter((item) => item.status === 'retry').length;
}
