/**
 * The models capability: the EnrichmentModel port, its providers, the batch helper and domain
 * verification. Other folders import from here only; no vendor type is exported.
 */
export type {
  EnrichmentModel,
  EnrichmentModelCallOptions,
  ModelAnswer,
  ModelBatchResult,
  ModelExample,
  ModelFailure,
  ModelInput,
  ModelItemResult,
  ModelUsage,
} from './port';
export { createModel, DEFAULT_MODEL_NAMES, OPENAI_BASE_URL, type ModelConfig, type ModelDependencies } from './create-model';
export { createOpenAICompatibleModel, type OpenAICompatibleModelOptions } from './openai-compatible';
export { createAnthropicModel, ANTHROPIC_BASE_URL, ANTHROPIC_VERSION, type AnthropicModelOptions } from './anthropic';
export { createBuiltinModel } from './builtin/index';
export {
  MAX_TIMEOUT_MS,
  type HttpModelOptions,
  type ModelCallEvent,
  type ModelLogFields,
  type ModelLogger,
} from './provider-options';
export type { FetchFunction } from './http-call';
export { enrichWithModel, type EnrichWithModelOptions, type EnrichWithModelResult } from './batch';
export { createModelLimiter, type ModelLimiter } from './model-limiter';
export {
  createDomainVerifier,
  isRegistrableHostname,
  type DomainVerifier,
  type DomainVerifierOptions,
  type HostnameResolver,
} from './verify-domain';
export { calibrateConfidence } from './calibrate-confidence';
