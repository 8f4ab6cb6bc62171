import type { EnrichmentModel } from './port';
import { createAnthropicModel, ANTHROPIC_BASE_URL } from './anthropic';
import { createBuiltinModel } from './builtin/index';
import type { FetchFunction } from './http-call';
import { createOpenAICompatibleModel } from './openai-compatible';
import type { ModelCallEvent, ModelLogger } from './provider-options';

/** The model part of the configuration (SPEC §11); `Config['model']` from config.ts fits as is. */
export interface ModelConfig {
  provider: 'builtin' | 'openai' | 'anthropic';
  /** TXENRICH_MODEL_BASE_URL; the provider's public endpoint when unset. */
  baseURL?: string;
  apiKey?: string;
  /** TXENRICH_MODEL_NAME; the provider's default when unset. */
  name?: string;
  timeoutMs?: number;
  /** Items per call (TXENRICH_MODEL_BATCH_SIZE). */
  batchSize?: number;
}

/** Process-level collaborators; none of them is configuration. */
export interface ModelDependencies {
  fetch?: FetchFunction;
  logger?: ModelLogger;
  onCall?: (event: ModelCallEvent) => void;
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/**
 * Defaults when TXENRICH_MODEL_NAME is unset: small, cheap models that support structured
 * output. Descriptor lookup does not need a large model; operators can choose another.
 */
export const DEFAULT_MODEL_NAMES = { openai: 'gpt-4o-mini', anthropic: 'claude-haiku-4-5' } as const;

/** Picks the provider the configuration names. Throws RangeError on an invalid option. */
export function createModel(config: ModelConfig, dependencies: ModelDependencies = {}): EnrichmentModel {
  switch (config.provider) {
    case 'builtin':
      return createBuiltinModel();
    case 'openai':
      return createOpenAICompatibleModel({
        baseURL: config.baseURL ?? OPENAI_BASE_URL,
        apiKey: config.apiKey,
        model: config.name ?? DEFAULT_MODEL_NAMES.openai,
        timeoutMs: config.timeoutMs,
        maxBatchSize: config.batchSize,
        ...dependencies,
      });
    case 'anthropic':
      if (config.apiKey === undefined) throw new RangeError('invalid model option apiKey: required for anthropic');
      return createAnthropicModel({
        baseURL: config.baseURL ?? ANTHROPIC_BASE_URL,
        apiKey: config.apiKey,
        model: config.name ?? DEFAULT_MODEL_NAMES.anthropic,
        timeoutMs: config.timeoutMs,
        maxBatchSize: config.batchSize,
        ...dependencies,
      });
  }
}
