import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { evaluate, formatEvalReport, parseLabelledLines, type ItemTrace } from '../eval';
import { createInputHasher, createMemoryCache, enrichBatch, type EnrichResultItem, type Meter } from '../enrich';
import type { Account } from '../accounts';
import { createConfiguredModel, createEnrichDependencies } from '../pipeline';
import { createLogger } from '../app';
import { configFromEnvironment } from './load-config';

/** Eval measures answers, not limits: every item the model is needed for is granted. */
const UNMETERED: Meter = {
  reserve: async (_account, count) => ({ granted: count }),
  refund: async () => undefined,
};

const EVAL_ACCOUNT: Account = { id: 'acct_eval', email: 'eval@localhost', plan: 'production', role: 'operator', dailyCap: Number.MAX_SAFE_INTEGER, createdAt: 0, suspendedAt: null };

export function evalCommand(): Command {
  return new Command('eval')
    .description('Accuracy report on labelled descriptors (shared/data format)')
    .requiredOption('--file <path>', 'labelled JSON lines')
    .option('--misses', 'list every miss after the figures', false)
    .option('--json', 'print the report as JSON', false)
    .action(async (options: { file: string; misses: boolean; json: boolean }) => {
      const lines = parseLabelledLines(readFileSync(options.file, 'utf8'));
      const config = configFromEnvironment();
      // The product's enrichBatch with in-memory dependencies: a fresh cache (a previous run
      // must not change this run's sources), no database, no limits.
      const model = createConfiguredModel(config, { logger: createLogger({ logLevel: 'warn' }) });
      const deps = createEnrichDependencies({ config, model, cache: createMemoryCache(), hasher: createInputHasher(randomBytes(32).toString('hex')), meter: UNMETERED });
      const started = performance.now();
      const results: EnrichResultItem[] = [];
      const traces: ItemTrace[] = [];
      try {
        for (let start = 0; start < lines.length; start += 50) {
          const inputs = lines.slice(start, start + 50).map((line) => line.input);
          const outcome = await enrichBatch(deps, { account: EVAL_ACCOUNT, keyId: null, jobId: null, refuseWhenLimited: false }, inputs);
          if (!outcome.ok) throw new Error('unreachable: eval is unmetered');
          results.push(...outcome.batch.results);
          const { provenance, records } = outcome.batch;
          traces.push(...records.map((record, index) => ({ provenance: provenance[index] ?? null, inputTokens: record.inputTokens, outputTokens: record.outputTokens })));
        }
      } finally {
        await model.close?.();
      }
      const elapsedMs = performance.now() - started;
      const report = evaluate(lines, results, traces);
      if (options.json) {
        process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
        return;
      }
      process.stdout.write(`${formatEvalReport(report, { showMisses: options.misses })}\n`);
      process.stdout.write(`model: ${config.model.provider}; ${lines.length} items in ${elapsedMs.toFixed(0)} ms through the full pipeline\n`);
    });
}
