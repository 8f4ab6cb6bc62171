import { LRUCache } from 'lru-cache';
import type { CompiledQuery } from 'kysely';
import type { DB } from '../db';
import { hashKey, isWellFormedKey } from './key-format';
import { verifyKey, type KeyVerification } from './key-service';

export interface CachedKeyVerifierOptions {
  /** Runs a compiled read synchronously (embedded SQLite: `Database.readNow`). */
  readNow?: <Row>(query: CompiledQuery<Row>) => Row[];
  /** Upper bound on how long an entry is trusted even without a generation change. */
  ttlMs?: number;
  max?: number;
}

export interface KeyVerifier {
  verify(rawKey: string | undefined): Promise<KeyVerification>;
}

type Verified = Extract<KeyVerification, { ok: true }>;

/** Reads the auth generation (migration 007): one row, bumped by triggers on any key or account change. */
export async function readAuthGeneration(db: DB): Promise<number> {
  const row = await db.selectFrom('auth_generation').select('value').where('id', '=', 1).executeTakeFirst();
  return Number(row?.value ?? 0);
}

function authGenerationQuery(db: DB) {
  return db.selectFrom('auth_generation').select('value').where('id', '=', 1).compile();
}

/**
 * Verified keys held in memory, keyed by the key's SHA-256 (raw keys are never stored).
 *
 * Revocation and rotation take effect at once on every process: before a cached entry is
 * trusted, the request waits for a read of the auth generation that *started after the request
 * arrived*. A change committed before the request arrived (the CLI or dashboard has said "done")
 * is therefore always seen, and a changed generation empties the cache, so the full lookup runs.
 * Reads are coalesced — at most one in flight and one queued (embedded SQLite: one synchronous
 * read per event-loop turn) — so under load the database sees one tiny primary-key read per
 * round trip, not one join per request.
 *
 * Only successful verifications are cached: unknown and revoked keys always take the full path.
 */
export function createCachedKeyVerifier(db: DB, options: CachedKeyVerifierOptions = {}): KeyVerifier {
  const cache = new LRUCache<string, Verified>({ max: options.max ?? 10_000, ttl: options.ttlMs ?? 10_000 });
  let generation: number | undefined;
  let inFlight: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  // Compiled once: it runs on every authenticated request.
  const generationQuery = authGenerationQuery(db);
  const { readNow } = options;

  async function readGeneration(): Promise<number> {
    const { rows } = await db.executeQuery(generationQuery);
    return Number(rows[0]?.value ?? 0);
  }

  function read(): Promise<number> {
    const reading: Promise<number> = readGeneration().finally(() => {
      if (inFlight === reading) inFlight = undefined;
    });
    inFlight = reading;
    return reading;
  }

  /** A generation read that starts no earlier than this call. */
  function generationFromNow(): Promise<number> {
    if (!inFlight) return read();
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return read();
      });
    return queued;
  }

  let soon: Promise<number> | undefined;

  /**
   * Embedded SQLite: one synchronous read when this event-loop turn's I/O callbacks are done
   * (setImmediate). It starts after every request that joined it arrived, so it is a read "from
   * now" for each of them, and requests parsed in the same turn share it instead of reading each.
   */
  function generationSoon(readSync: NonNullable<CachedKeyVerifierOptions['readNow']>): Promise<number> {
    soon ??= new Promise<number>((resolve, reject) => {
      setImmediate(() => {
        soon = undefined;
        try {
          resolve(Number(readSync(generationQuery)[0]?.value ?? 0));
        } catch (error) {
          reject(error);
        }
      });
    });
    return soon;
  }

  return {
    async verify(rawKey) {
      if (!rawKey) return verifyKey(db, rawKey);
      // A cached digest is of a key that passed the format and checksum test when it was cached.
      const digest = hashKey(rawKey);
      const cached = cache.has(digest);
      // Format and checksum first otherwise: a mistyped or scanned-for key costs no database read.
      if (!cached && !isWellFormedKey(rawKey)) return verifyKey(db, rawKey);
      const current = await (readNow ? generationSoon(readNow) : generationFromNow());
      if (current !== generation) {
        cache.clear();
        generation = current;
      }
      const hit = cache.get(digest);
      // A key that expires (a cancelled subscription's period end) is trusted only until then.
      if (hit && (hit.expiresAt === null || hit.expiresAt > Date.now())) return hit;
      const result = await verifyKey(db, rawKey);
      // A change that landed while we looked up moved the generation: do not cache across it.
      if (result.ok && generation === current) cache.set(digest, result);
      return result;
    },
  };
}
