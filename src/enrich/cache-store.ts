import type { DB } from '../db';
import type { Category, MerchantFacts } from '../domain';

/** A cached merchant result: never the input, only what it resolved to. */
export interface CachedMerchant extends MerchantFacts {
  confidence: number;
  origin: 'llm' | 'feedback';
}

export interface CacheStore {
  getMany(keys: readonly string[], now?: number): Promise<Map<string, CachedMerchant>>;
  put(key: string, value: CachedMerchant, ttlMs: number | null, now?: number): Promise<void>;
  purgeExpired(now?: number): Promise<number>;
}

/** Model results with confidence >= 0.80 are cached for 30 days (SPEC §2). */
export const MODEL_CACHE_TTL_MS = 30 * 24 * 3_600_000;
export const CACHEABLE_CONFIDENCE = 0.8;

export function createDatabaseCache(db: DB): CacheStore {
  return {
    async getMany(keys, now = Date.now()) {
      const found = new Map<string, CachedMerchant>();
      if (keys.length === 0) return found;
      const rows = await db
        .selectFrom('merchant_cache')
        .selectAll()
        .where('cache_key', 'in', [...new Set(keys)])
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .execute();
      for (const row of rows) {
        found.set(row.cache_key, {
          name: row.merchant,
          domain: row.domain,
          category: row.category as Category,
          mcc: row.mcc_code,
          isSubscription: row.is_subscription === 1,
          confidence: Number(row.confidence),
          origin: row.origin,
        });
      }
      return found;
    },
    async put(key, value, ttlMs, now = Date.now()) {
      const row = {
        merchant: value.name,
        domain: value.domain,
        category: value.category,
        mcc_code: value.mcc,
        is_subscription: value.isSubscription ? 1 : 0,
        confidence: value.confidence,
        origin: value.origin,
        created_at: now,
        expires_at: ttlMs === null ? null : now + ttlMs,
      };
      await db
        .insertInto('merchant_cache')
        .values({ cache_key: key, ...row })
        // A verified correction (origin feedback) is never overwritten by a model answer.
        .onConflict((conflict) => {
          const update = conflict.column('cache_key').doUpdateSet(row);
          return value.origin === 'llm' ? update.where('merchant_cache.origin', '=', 'llm') : update;
        })
        .execute();
    },
    async purgeExpired(now = Date.now()) {
      const result = await db.deleteFrom('merchant_cache').where('expires_at', 'is not', null).where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
