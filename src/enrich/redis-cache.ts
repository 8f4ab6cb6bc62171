import type { Redis } from 'ioredis';
import type { CacheStore, CachedMerchant } from './cache-store';

/** Versioned: a value is a CachedMerchant as JSON, and renamed from txenrich:cache: when its shape changed (one merchant type). */
const PREFIX = 'txenrich:merchant:';
/** The hot copy lives at most a day; the database stays the record (and knows expiry). */
const HOT_TTL_SECONDS = 24 * 3600;

/**
 * Read-through hot cache shared by every API process (SPEC §9, REDIS_URL). Keys are the same
 * keyed hashes as the database cache; values are merchant results only. Redis failing never
 * fails a request: the database answers instead.
 */
export function withRedisHotCache(store: CacheStore, redis: Redis, onError: (error: unknown) => void): CacheStore {
  return {
    async getMany(keys, now) {
      const unique = [...new Set(keys)];
      const found = new Map<string, CachedMerchant>();
      if (unique.length === 0) return found;
      try {
        const values = await redis.mget(...unique.map((key) => PREFIX + key));
        values.forEach((value, index) => {
          if (value) found.set(unique[index] as string, JSON.parse(value) as CachedMerchant);
        });
      } catch (error) {
        onError(error);
      }
      const missing = unique.filter((key) => !found.has(key));
      if (missing.length === 0) return found;
      const fromDatabase = await store.getMany(missing, now);
      if (fromDatabase.size > 0) {
        try {
          const pipeline = redis.pipeline();
          for (const [key, value] of fromDatabase) pipeline.set(PREFIX + key, JSON.stringify(value), 'EX', HOT_TTL_SECONDS);
          await pipeline.exec();
        } catch (error) {
          onError(error);
        }
      }
      for (const [key, value] of fromDatabase) found.set(key, value);
      return found;
    },
    async put(key, value, ttlMs, now) {
      await store.put(key, value, ttlMs, now);
      try {
        // Drop rather than write: the database decides precedence (a correction beats a model).
        await redis.del(PREFIX + key);
      } catch (error) {
        onError(error);
      }
    },
    purgeExpired: (now) => store.purgeExpired(now),
  };
}
