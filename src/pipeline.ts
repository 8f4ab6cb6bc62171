import type { Config } from './config';
import { rejectionReason, type CacheStore, type CorrectionView, type EnrichDependencies, type InputHasher, type Meter, type PipelineObserver } from './enrich';
import { analyzeDescriptor, loadKnowledgeBase, normalizeDescriptor, readTransaction } from './knowledge';
import { prepareForModel } from './redact';
import { createDomainVerifier, createModel, createModelLimiter, enrichWithModel, type EnrichmentModel, type ModelDependencies } from './models';

/** The model TXENRICH_MODEL_* names. */
export function createConfiguredModel(config: Config, dependencies: ModelDependencies = {}): EnrichmentModel {
  return createModel(
    {
      provider: config.model.provider,
      timeoutMs: config.model.timeoutMs,
      batchSize: config.model.batchSize,
      ...(config.model.baseURL ? { baseURL: config.model.baseURL } : {}),
      ...(config.model.apiKey ? { apiKey: config.model.apiKey } : {}),
      ...(config.model.name ? { name: config.model.name } : {}),
    },
    dependencies,
  );
}

export interface PipelineParts {
  config: Config;
  model: EnrichmentModel;
  cache: CacheStore;
  hasher: InputHasher;
  meter: Meter;
  observer?: PipelineObserver;
  /** Approved corrections (the service); tools leave it out. */
  corrections?: () => Promise<CorrectionView>;
}

/**
 * The pipeline's dependencies, wired one way for every caller: the service (database cache and
 * meter) and `txenrich eval` (in-memory cache, unmetered) run the same enrichBatch on the same
 * steps, so an eval figure is a product figure.
 */
export function createEnrichDependencies({ config, model, cache, hasher, meter, observer, corrections }: PipelineParts): EnrichDependencies {
  const knowledge = loadKnowledgeBase();
  const limiter = createModelLimiter(config.model.concurrency);
  const domains = createDomainVerifier({ mode: config.verifyDomains });
  return {
    analyze: analyzeDescriptor,
    reject: rejectionReason,
    readTransaction,
    // Redaction normalizes what is left after removing personal data: when nothing was removed
    // that is the input itself, whose analysis is already at hand.
    prepareForModel: (raw, analysis) => prepareForModel(raw, (text) => (text === raw ? analysis.normalized : normalizeDescriptor(text))),
    knowledge: {
      match: (analysis) => knowledge.match(analysis),
      findByName: (name) => knowledge.findByName(name),
    },
    cache,
    hasher,
    runModel: (inputs, signal, examples) => enrichWithModel(model, inputs, { limiter, batchSize: config.model.batchSize, signal, ...(examples ? { examples } : {}) }),
    verifyDomain: (domain) => domains.verify(domain),
    meter,
    ...(observer ? { observer } : {}),
    ...(corrections ? { corrections } : {}),
  };
}
