import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { clientConfigFromEnvironment, configFromEnvironment } from './load-config';
import { enrichCsvFile } from './csv-enrich';
import { CliError, EXIT } from './exit-codes';
import type { Enricher } from './enricher';
import { createProgressBar } from './progress-bar';
import { createRemoteEnricher } from './remote-enricher';

interface EnrichOptions {
  file?: string;
  column: string;
  out?: string;
  url?: string;
  key?: string;
  resume: boolean;
  concurrency: string;
}

async function connect(options: EnrichOptions): Promise<Enricher> {
  const environment = clientConfigFromEnvironment();
  const url = options.url ?? environment.url;
  // Loaded only here: the in-process pipeline (database, knowledge, models) is slow to import.
  if (!url) return (await import('./local-enricher')).createLocalEnricher(configFromEnvironment());
  const key = options.key ?? environment.apiKey;
  if (!key) throw new CliError('--url needs an API key', EXIT.config, 'pass --key or set TXENRICH_API_KEY');
  const concurrency = Number(options.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) throw new CliError('--concurrency must be an integer from 1 to 32', EXIT.usage);
  return createRemoteEnricher(url, key, { concurrency });
}

/** Ctrl-C stops after the batch in flight; a second one stops at once. */
function interruptible(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onInterrupt = () => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    controller.abort(new CliError('interrupted', EXIT.interrupted, 'rerun the same command with --resume to continue where it stopped'));
  };
  process.on('SIGINT', onInterrupt);
  process.on('SIGTERM', onInterrupt);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onInterrupt);
      process.off('SIGTERM', onInterrupt);
    },
  };
}

export function enrichCommand(): Command {
  return new Command('enrich')
    .description('Enrich strings or a CSV file, in process or against a server (--url, or TXENRICH_URL)')
    .argument('[strings...]', 'raw transaction strings')
    .option('--file <path>', 'CSV file to enrich (streamed: any size)')
    .option('--column <name>', 'CSV column holding the descriptor', 'description')
    .option('--out <path>', 'write here instead of stdout (CSV for --file, JSON lines otherwise); needed for --resume')
    .option('--resume', 'continue an interrupted --file run into the same --out, without redoing finished rows', false)
    .option('--url <url>', 'a running txenrich server (default: TXENRICH_URL; unset: enrich in process)')
    .option('--key <key>', 'API key for --url (default: TXENRICH_API_KEY)')
    .option('--concurrency <n>', 'async jobs in flight with --url', '4')
    .addHelpText('after', '\nExit codes: 64 usage, 65 bad input data, 66 missing input, 69 server unavailable or busy, 77 key refused, 78 configuration, 130 interrupted.')
    .action(async (strings: string[], options: EnrichOptions) => {
      if (!options.file && strings.length === 0) throw new CliError('nothing to enrich', EXIT.usage, 'give strings as arguments or a CSV with --file');
      if (options.file && strings.length > 0) throw new CliError('give strings or --file, not both', EXIT.usage);
      const enricher = await connect(options);
      const interrupt = interruptible();
      try {
        if (options.file) {
          const summary = await enrichCsvFile(
            enricher,
            { file: options.file, column: options.column, resume: options.resume, signal: interrupt.signal, ...(options.out ? { out: options.out } : {}), ...withReporter() },
            process.stdout,
          );
          if (options.out) {
            const retried = summary.retried > 0 ? `; ${summary.retried} retry rows sent again, ${summary.stillRetry} still retry` : '';
            process.stderr.write(`enriched ${summary.rows} rows into ${options.out}${retried}\n`);
          }
        } else {
          const results = await enricher.enrich(strings, { signal: interrupt.signal });
          const lines = results.map((result) => `${JSON.stringify(result)}\n`).join('');
          if (options.out) writeFileSync(options.out, lines);
          else process.stdout.write(lines);
        }
      } finally {
        interrupt.dispose();
        await enricher.close();
      }
    });
}

function withReporter() {
  const reporter = createProgressBar(process.stderr);
  return reporter ? { reporter } : {};
}
