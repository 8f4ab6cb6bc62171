import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { Command } from 'commander';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import cliProgress from 'cli-progress';
import { configFromEnvironment } from './load-config';
import { createLocalEnricher, type Enricher } from './local-enricher';
import { createRemoteEnricher } from './remote-enricher';
import type { EnrichResultItem } from '../enrich';

interface EnrichOptions {
  file?: string;
  column: string;
  out?: string;
  url?: string;
  key?: string;
}

const RESULT_COLUMNS = ['status', 'source', 'merchant', 'domain', 'category', 'mcc_code', 'is_subscription', 'confidence', 'reason'] as const;
const CHUNK = 100;

function resultCells(result: EnrichResultItem): string[] {
  return RESULT_COLUMNS.map((column) => {
    const value = result[column];
    return value === undefined || value === null ? '' : String(value);
  });
}

async function enrichCsv(enricher: Enricher, options: EnrichOptions & { file: string }, output: NodeJS.WritableStream): Promise<number> {
  const records: Record<string, string>[] = [];
  const parser = createReadStream(options.file).pipe(parse({ columns: true, skip_empty_lines: true, bom: true }));
  for await (const record of parser as AsyncIterable<Record<string, string>>) records.push(record);
  if (records.length > 0 && !(options.column in (records[0] as object))) {
    throw new Error(`column "${options.column}" not found; columns are: ${Object.keys(records[0] as object).join(', ')}`);
  }
  const headers = records.length > 0 ? Object.keys(records[0] as object) : [options.column];
  output.write(stringify([[...headers, ...RESULT_COLUMNS]]));
  const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ stream: process.stderr, format: 'enriching [{bar}] {value}/{total} {eta_formatted}' }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(records.length, 0);
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    const results = await enricher.enrich(chunk.map((record) => record[options.column] ?? ''));
    output.write(stringify(chunk.map((record, index) => [...headers.map((header) => record[header] ?? ''), ...resultCells(results[index] as EnrichResultItem)])));
    bar?.increment(chunk.length);
  }
  bar?.stop();
  return records.length;
}

export function enrichCommand(): Command {
  return new Command('enrich')
    .description('Enrich strings or a CSV file, in process or against a server')
    .argument('[strings...]', 'raw transaction strings')
    .option('--file <path>', 'CSV file to enrich')
    .option('--column <name>', 'CSV column holding the descriptor', 'description')
    .option('--out <path>', 'write here instead of stdout (CSV for --file, JSON lines otherwise)')
    .option('--url <url>', 'use a running txenrich server instead of the local data folder')
    .option('--key <key>', 'API key for --url')
    .action(async (strings: string[], options: EnrichOptions) => {
      if (!options.file && strings.length === 0) throw new Error('give strings or --file');
      if (options.url && !options.key) throw new Error('--url needs --key');
      const enricher = options.url && options.key ? createRemoteEnricher(options.url, options.key) : await createLocalEnricher(configFromEnvironment());
      const output: WriteStream | NodeJS.WriteStream = options.out ? createWriteStream(options.out) : process.stdout;
      try {
        if (options.file) {
          const count = await enrichCsv(enricher, { ...options, file: options.file }, output);
          if (options.out) process.stderr.write(`enriched ${count} rows into ${options.out}\n`);
        } else {
          const results = await enricher.enrich(strings);
          for (const result of results) output.write(`${JSON.stringify(result)}\n`);
        }
      } finally {
        if (output !== process.stdout) await new Promise<void>((resolve) => (output as WriteStream).end(resolve));
        await enricher.close();
      }
    });
}
