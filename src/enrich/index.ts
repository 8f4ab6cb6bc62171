export { enrichBatch, readLocally, rememberLocalReadings, type BatchOutcome, type EnrichOutcome } from './enrich-batch';
export type { CorrectionView, EnrichContext, EnrichDependencies, Knowledge, Meter, ModelRun, PipelineObserver, LimitHit } from './ports';
export { createMemoryCache } from './memory-cache';
export { createDatabaseCache, CACHEABLE_CONFIDENCE, MODEL_CACHE_TTL_MS, type CacheStore, type CachedMerchant } from './cache-store';
export { withRedisHotCache } from './redis-cache';
export { createInputHasher, loadOrCreateHashSecret, type InputHasher } from './input-hash';
export { enrichResultItemSchema, usageSchema, type EnrichResultItem, type Usage } from './result';
export { rejectionReason } from './reject';
export { memoizeByString } from './memoize';
