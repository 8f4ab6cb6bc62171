import type { Logger } from 'pino';
import type { DB, Dialect } from '../db';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { claimDueEvents, markFailed, markRetry, markSent, type OutboxRow } from './meter-outbox';

export interface MeterReporterOptions {
  db: DB;
  dialect: Dialect;
  provider: PaymentProvider;
  logger: Logger;
  /** How often the outbox is polled (other processes' usage arrives only this way). */
  intervalMs?: number;
  /** First retry delay; doubled per attempt up to maxBackoffMs, with jitter. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Rows sent at once per round (in parallel). */
  batchSize?: number;
  concurrency?: number;
  /** A row leased and not settled within this is sent again (reporter died mid-send). */
  leaseMs?: number;
  now?: () => number;
}

export interface MeterReporter {
  start(): void;
  /** Usage was just recorded in this process: report it without waiting for the next poll. */
  notify(): void;
  /** One round (tests, and the loop). Returns how many rows were settled as sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const NOTIFY_DELAY_MS = 250;

export function backoffMs(attempts: number, base: number, max: number, random = Math.random): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  // ±25 % jitter so a burst of failures does not come back as a burst of retries.
  return Math.round(exponential * (0.75 + random() * 0.5));
}

/**
 * Sends the meter outbox to the payment provider: each row once, with its identifier, so a
 * resend after a crash or an ambiguous failure is counted once by the provider. Failures that
 * retrying can fix back off exponentially; the others are parked for the operator.
 */
export function createMeterReporter(options: MeterReporterOptions): MeterReporter {
  const intervalMs = options.intervalMs ?? 2_000;
  const baseBackoff = options.baseBackoffMs ?? 1_000;
  const maxBackoff = options.maxBackoffMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 200;
  const concurrency = options.concurrency ?? 8;
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let nudge: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function settle(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await options.provider.reportUsage({ identifier: row.identifier, customerId: row.customer_id, value: row.value, timestamp: row.created_at });
      await markSent(options.db, row.id, now());
      return true;
    } catch (error) {
      const failure = error instanceof PaymentProviderError ? error : new PaymentProviderError(error instanceof Error ? error.message : 'unknown', true);
      if (failure.retryable) {
        await markRetry(options.db, row.id, attempts, now() + backoffMs(attempts, baseBackoff, maxBackoff), failure.message);
      } else {
        await markFailed(options.db, row.id, attempts, now(), failure.message);
        options.logger.error({ outbox: row.id, account: row.account_id, error: failure.message }, 'meter event refused; parked for the operator');
      }
      return false;
    }
  }

  async function round(): Promise<number> {
    const rows = await claimDueEvents(options.db, options.dialect, now(), batchSize, leaseMs);
    let sent = 0;
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      for (let index = next++; index < rows.length; index = next++) {
        if (await settle(rows[index] as OutboxRow)) sent += 1;
      }
    });
    await Promise.all(lanes);
    // A full batch means more is waiting: go on at once instead of after the interval.
    if (rows.length === batchSize) again = true;
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        options.logger.warn({ code: (error as NodeJS.ErrnoException).code }, 'meter reporter round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    notify() {
      // Debounced: a busy API gathers many batches into one round instead of one round each.
      if (stopped || nudge) return;
      nudge = setTimeout(() => {
        nudge = undefined;
        void runOnce();
      }, NOTIFY_DELAY_MS);
      nudge.unref();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (nudge) clearTimeout(nudge);
      await running;
    },
  };
}
