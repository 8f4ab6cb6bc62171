import type { DB } from '../db';
import type { ItemUsage } from '../domain';
import { recordUsage } from './usage-records';

export interface UsageBufferOptions {
  /** Free usage is written at least this often. */
  flushMs?: number;
  /** …or as soon as this many free items are waiting. */
  maxItems?: number;
  onError?: (error: unknown) => void;
}

export interface UsageRecorder {
  /** Billable or token-bearing records are written before this resolves; free ones are buffered. */
  record(records: readonly ItemUsage[]): Promise<void>;
  /** Writes everything buffered (clean shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Free means nothing to bill and nothing spent: a cache hit or rejection of a sync request. */
type PendingRow = ItemUsage & { items: number };

function isFree(record: ItemUsage): boolean {
  return !record.billable && record.inputTokens === 0 && record.outputTokens === 0 && record.jobId === null && record.outcome !== 'model';
}

/**
 * Usage recording for the hot path. Billable model usage is durable before the response that
 * reports it: those rows are inserted and awaited. Free usage (cache hits, rejections) is
 * aggregated in memory — one row per account, key, input hash and outcome, with `items` — and
 * written at most `flushMs` later or once `maxItems` are waiting, and on clean shutdown.
 *
 * Trade-off, on purpose: a kill -9 (or power loss) loses at most the last `flushMs` (1 s) of
 * free cache-hit and rejection counts. They bill nothing and limit nothing; writing one row per
 * item per request was most of the cost of a cache hit.
 */
export function createUsageRecorder(db: DB, options: UsageBufferOptions = {}): UsageRecorder {
  const flushMs = options.flushMs ?? 1000;
  const maxItems = options.maxItems ?? 5000;
  // Rows by caller (account and key), then input hash; the few outcomes of one input side by side.
  // Nested maps rather than one map of joined strings: a request's records share one caller, so
  // the per-item work is one lookup by the input hash, not a string built and hashed per item.
  let pending = new Map<string, Map<string, PendingRow[]>>();
  let pendingItems = 0;
  let lastCaller: { accountId: string; keyId: string | null; rows: Map<string, PendingRow[]> } | undefined;
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs);
    timer.unref();
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.size === 0) return writing;
    const rows: PendingRow[] = [];
    for (const byInput of pending.values()) for (const outcomes of byInput.values()) rows.push(...outcomes);
    pending = new Map();
    lastCaller = undefined;
    pendingItems = 0;
    // One write at a time, in order; a failed write is put back to be tried with the next one.
    writing = writing.then(async () => {
      try {
        for (let start = 0; start < rows.length; start += 500) await recordUsage(db, rows.slice(start, start + 500));
      } catch (error) {
        options.onError?.(error);
        for (const row of rows) add(row, row.items);
        schedule();
      }
    });
    return writing;
  }

  function callerRows(accountId: string, keyId: string | null): Map<string, PendingRow[]> {
    if (lastCaller && lastCaller.accountId === accountId && lastCaller.keyId === keyId) return lastCaller.rows;
    const key = `${accountId}\u0000${keyId ?? ''}`;
    let rows = pending.get(key);
    if (!rows) pending.set(key, (rows = new Map()));
    lastCaller = { accountId, keyId, rows };
    return rows;
  }

  function add(record: ItemUsage, items: number): void {
    const byInput = callerRows(record.accountId, record.keyId);
    const outcomes = byInput.get(record.inputHash);
    const existing = outcomes?.find((row) => row.outcome === record.outcome);
    if (existing) existing.items += items;
    else if (outcomes) outcomes.push({ ...record, items });
    else byInput.set(record.inputHash, [{ ...record, items }]);
    pendingItems += items;
  }

  return {
    async record(records) {
      const durable: ItemUsage[] = [];
      for (const record of records) {
        if (isFree(record)) add(record, 1);
        else durable.push(record);
      }
      if (pendingItems >= maxItems) void flush();
      else if (pending.size > 0) schedule();
      if (durable.length > 0) await recordUsage(db, durable);
    },
    flush,
    async close() {
      await flush();
      await writing;
    },
  };
}
