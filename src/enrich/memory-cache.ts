import type { CacheStore, CachedMerchant } from './cache-store';

/**
 * The merchant cache in process memory, with the database cache's rules (expiry; a correction is
 * never overwritten by a model answer). For `txenrich eval` and unit tests: nothing outlives them.
 */
export function createMemoryCache(): CacheStore {
  const entries = new Map<string, { value: CachedMerchant; expiresAt: number | null }>();
  return {
    async getMany(keys, now = Date.now()) {
      const found = new Map<string, CachedMerchant>();
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && (entry.expiresAt === null || entry.expiresAt > now)) found.set(key, entry.value);
      }
      return found;
    },
    async put(key, value, ttlMs, now = Date.now()) {
      if (value.origin === 'llm' && entries.get(key)?.value.origin === 'feedback') return;
      entries.set(key, { value, expiresAt: ttlMs === null ? null : now + ttlMs });
    },
    async purgeExpired(now = Date.now()) {
      let purged = 0;
      for (const [key, entry] of entries) {
        if (entry.expiresAt !== null && entry.expiresAt <= now) {
          entries.delete(key);
          purged += 1;
        }
      }
      return purged;
    },
  };
}
