import type { DB } from '../db';
import { nameKey } from '../knowledge';
import type { ModelText } from '../redact';
import type { ModelExample } from '../models';
import { chooseExamples } from './choose-examples';
import { correctionsVersion, loadCorrections, type Correction } from './correction-store';

/** The approved corrections one batch decides with (a consistent view, never half-refreshed). */
export interface CorrectionSnapshot {
  readonly size: number;
  /** The correction for a keyed hash of the normalized, redacted descriptor. */
  byHash(hash: string): Correction | null;
  /** A corrected merchant by name, case/punctuation-insensitively: its one spelling and facts. */
  byName(name: string): Correction | null;
  /** Few-shot examples for a batch of model texts, chosen by similarity. */
  examples(texts: readonly string[]): ModelExample[];
}

export interface CorrectionIndex {
  /** The current snapshot; asks the database whether it changed at most every `refreshMs`. */
  current(): Promise<CorrectionSnapshot>;
  /** Reloads now (after an approval in this process). */
  refresh(): Promise<CorrectionSnapshot>;
}

export interface CorrectionIndexOptions {
  db: DB;
  /**
   * The pipeline's reader of stored model text (src/redact's readModelText): stored texts become
   * RedactedText again through it, with their canonical form.
   */
  readModelText(stored: string): ModelText;
  /**
   * How stale a snapshot may be. An approval made by another process (or the CLI) is seen by
   * the next batch after this: 500 ms keeps "every process within ~1 s" with one cheap query
   * per process per half second, and none when the process is idle.
   */
  refreshMs?: number;
  onError?(error: unknown): void;
}

export function buildSnapshot(corrections: readonly Correction[], readModelText: (stored: string) => ModelText): CorrectionSnapshot {
  const byHash = new Map<string, Correction>();
  // Each stored text is read once per snapshot, however many batches it is shown to.
  const modelTexts = new Map<Correction, ModelText>();
  const modelTextOf = (correction: Correction): ModelText => {
    let read = modelTexts.get(correction);
    if (!read) {
      read = readModelText(correction.modelText);
      modelTexts.set(correction, read);
    }
    return read;
  };
  const byName = new Map<string, Correction>();
  for (const correction of corrections) {
    byHash.set(correction.inputHash, correction);
    byName.set(nameKey(correction.name), correction);
  }
  return {
    size: byHash.size,
    byHash: (hash) => byHash.get(hash) ?? null,
    byName: (name) => byName.get(nameKey(name)) ?? null,
    examples(texts) {
      return chooseExamples(corrections, texts).map((correction) => ({
        // Stored texts were redacted when written; redact() again is what makes them
        // RedactedText, and would catch anything a newer detector finds.
        ...modelTextOf(correction),
        answer: { name: correction.name, domain: correction.domain, category: correction.category, mcc: correction.mcc, isSubscription: correction.isSubscription },
      }));
    },
  };
}

export function createCorrectionIndex(options: CorrectionIndexOptions): CorrectionIndex {
  const refreshMs = options.refreshMs ?? 500;
  let snapshot: CorrectionSnapshot | null = null;
  let version = '';
  let checkedAt = 0;
  let inFlight: Promise<CorrectionSnapshot> | null = null;

  async function check(force: boolean): Promise<CorrectionSnapshot> {
    const latest = await correctionsVersion(options.db);
    if (force || !snapshot || latest !== version) {
      const corrections = await loadCorrections(options.db);
      snapshot = buildSnapshot(corrections, options.readModelText);
      version = latest;
    }
    checkedAt = Date.now();
    return snapshot;
  }

  function load(force: boolean): Promise<CorrectionSnapshot> {
    // Concurrent batches share one query instead of each asking the database.
    inFlight ??= check(force)
      .catch((error: unknown) => {
        options.onError?.(error);
        // The database is unreachable: keep answering with what we had (an empty set at first);
        // the next batch asks again.
        checkedAt = 0;
        return snapshot ?? buildSnapshot([], options.readModelText);
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    current() {
      if (snapshot && Date.now() - checkedAt < refreshMs) return Promise.resolve(snapshot);
      return load(false);
    },
    async refresh() {
      // A check already under way may have read before the caller's write committed.
      if (inFlight) await inFlight;
      return load(true);
    },
  };
}
