import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import type { EnrichResultItem } from '../enrich';
import { configFromEnvironment } from './load-config';

export function evalCommand(): Command {
  return new Command('eval')
    .description('Accuracy report on labelled descriptors (shared/data format)')
    .requiredOption('--file <path>', 'labelled JSON lines')
    .option('--misses', 'list every miss after the figures', false)
    .option('--json', 'print the report as JSON', false)
    .action(async (options: { file: string; misses: boolean; json: boolean }) => {
      const { evaluate, formatEvalReport, parseLabelledLines } = await import('../eval');
      const { createLocalEnricher } = await import('./local-enricher');
      const lines = parseLabelledLines(readFileSync(options.file, 'utf8'));
      // A throw-away database: a previous run's cache must not change this run's sources.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-eval-'));
      const config = { ...configFromEnvironment(), dataDir, databaseUrl: undefined, redisUrl: undefined };
      const enricher = await createLocalEnricher(config);
      const started = performance.now();
      const results: EnrichResultItem[] = [];
      try {
        for (let start = 0; start < lines.length; start += 50) {
          results.push(...(await enricher.enrich(lines.slice(start, start + 50).map((line) => line.input))));
        }
      } finally {
        await enricher.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
      const elapsedMs = performance.now() - started;
      const report = evaluate(lines, results);
      if (options.json) {
        process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
        return;
      }
      process.stdout.write(`${formatEvalReport(report, { showMisses: options.misses })}\n`);
      process.stdout.write(`model: ${config.model.provider}; ${lines.length} items in ${elapsedMs.toFixed(0)} ms through the full pipeline\n`);
    });
}
