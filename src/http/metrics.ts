import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PipelineObserver } from '../enrich';
import { ANSWER_ORIGINS, ITEM_OUTCOMES } from '../domain';
import type { ModelCallEvent } from '../models';

export interface Metrics {
  registry: Registry;
  observer: PipelineObserver;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** One HTTP call to a model provider (retries included). */
  modelCall(event: ModelCallEvent): void;
}

/**
 * One registry per app (tests build many apps in one process). Labels are closed sets —
 * outcome, route pattern, status — never input text or keys.
 */
export interface MetricsSources {
  /** Read when /metrics is scraped: jobs waiting and the age of the oldest. */
  queue?: () => Promise<{ queued: number; oldestQueuedAgeSeconds: number }>;
}

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  // No prefix: Node.js dashboards expect the standard names (process_cpu_seconds_total,
  // nodejs_eventloop_lag_seconds, …); txenrich's own metrics carry txenrich_.
  collectDefaultMetrics({ register: registry });
  const { queue } = sources;
  if (queue) {
    // One query serves both gauges in a scrape; a failed read leaves the last values.
    let pending: ReturnType<typeof queue> | undefined;
    const read = () => (pending ??= queue().finally(() => (pending = undefined)));
    new Gauge({
      name: 'txenrich_jobs_queued',
      help: 'Async jobs waiting for a worker',
      registers: [registry],
      async collect() {
        this.set((await read().catch(() => undefined))?.queued ?? 0);
      },
    });
    new Gauge({
      name: 'txenrich_jobs_oldest_queued_age_seconds',
      help: 'How long the oldest waiting job has waited, 0 when none waits',
      registers: [registry],
      async collect() {
        this.set((await read().catch(() => undefined))?.oldestQueuedAgeSeconds ?? 0);
      },
    });
  }
  // Items and answers are counted per request in plain numbers and handed to prom-client when the
  // metric is read (prom-client calls `collect` first): a labelled inc costs about a microsecond
  // (label validation and hashing), and a cache-hit request made two of them.
  const itemCounts = new Map<string, number>();
  const answerCounts = new Map<string, number>();
  const items = new Counter({
    name: 'txenrich_items_total',
    help: 'Enriched items by outcome',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      for (const [outcome, count] of itemCounts) if (count > 0) this.inc({ outcome }, count);
      itemCounts.clear();
    },
  });
  const answers = new Counter({
    name: 'txenrich_answers_total',
    help: 'Complete items by where the answer came from (knowledge, correction, model_cache, model)',
    labelNames: ['origin'],
    registers: [registry],
    collect() {
      for (const [origin, count] of answerCounts) if (count > 0) this.inc({ origin }, count);
      answerCounts.clear();
    },
  });
  const modelCalls = new Counter({ name: 'txenrich_model_batches_total', help: 'Model runs (one per batch of misses)', registers: [registry] });
  const modelItems = new Counter({ name: 'txenrich_model_items_total', help: 'Items sent to the model', registers: [registry] });
  const tokens = new Counter({ name: 'txenrich_model_tokens_total', help: 'Model tokens', labelNames: ['direction'], registers: [registry] });
  const modelDuration = new Histogram({
    name: 'txenrich_model_run_seconds',
    help: 'Wall time of a model run',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'txenrich_http_request_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
  const providerCalls = new Counter({
    name: 'txenrich_model_calls_total',
    help: 'HTTP calls to the model provider by outcome',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });
  const callTokens = new Histogram({
    name: 'txenrich_model_call_tokens',
    help: 'Tokens per model call',
    labelNames: ['direction'],
    buckets: [100, 250, 500, 1000, 2000, 4000, 8000],
    registers: [registry],
  });
  const callItemTokens = new Histogram({
    name: 'txenrich_model_item_tokens',
    help: 'Tokens per item, amortized over its call',
    labelNames: ['direction'],
    buckets: [10, 20, 30, 40, 60, 80, 120, 200],
    registers: [registry],
  });
  for (const outcome of ITEM_OUTCOMES) items.inc({ outcome }, 0);
  for (const origin of ANSWER_ORIGINS) answers.inc({ origin }, 0);
  return {
    registry,
    httpDuration,
    modelCall(event) {
      providerCalls.inc({ provider: event.provider, outcome: event.outcome });
      callTokens.observe({ direction: 'input' }, event.usage.inputTokens);
      callTokens.observe({ direction: 'output' }, event.usage.outputTokens);
      if (event.items > 0) {
        callItemTokens.observe({ direction: 'input' }, event.usage.inputTokens / event.items);
        callItemTokens.observe({ direction: 'output' }, event.usage.outputTokens / event.items);
      }
    },
    observer: {
      items(outcome, count) {
        if (count > 0) itemCounts.set(outcome, (itemCounts.get(outcome) ?? 0) + count);
      },
      answers(origin, count) {
        if (count > 0) answerCounts.set(origin, (answerCounts.get(origin) ?? 0) + count);
      },
      modelCall(durationMs, usage, count) {
        modelCalls.inc();
        modelItems.inc(count);
        tokens.inc({ direction: 'input' }, usage.inputTokens);
        tokens.inc({ direction: 'output' }, usage.outputTokens);
        modelDuration.observe(durationMs / 1000);
      },
    },
  };
}
