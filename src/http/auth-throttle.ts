import { LRUCache } from 'lru-cache';

/**
 * Failed authentication, throttled per client address before any database lookup: a client
 * that guesses keys (or forgets to send one) gets 429 after `failuresPerWindow` failures in a
 * window, so guessing costs it time and costs us no queries. Kept in process memory on
 * purpose: it must work when the database and Redis are down, and an attacker spreading
 * guesses across API processes still meets one limit per process.
 */
export interface AuthThrottle {
  /** Seconds the address must wait, or 0 when it may try. */
  retryAfterSeconds(address: string, now?: number): number;
  recordFailure(address: string, now?: number): void;
}

export interface AuthThrottleOptions {
  failuresPerWindow: number;
  windowMs?: number;
  /** Addresses remembered at once; the least recently seen are forgotten first. */
  maxAddresses?: number;
}

interface Window {
  failures: number;
  resetsAt: number;
}

export function createAuthThrottle(options: AuthThrottleOptions): AuthThrottle {
  const windowMs = options.windowMs ?? 60_000;
  const windows = new LRUCache<string, Window>({ max: options.maxAddresses ?? 50_000 });

  function current(address: string, now: number): Window | undefined {
    const window = windows.get(address);
    if (window && window.resetsAt <= now) {
      windows.delete(address);
      return undefined;
    }
    return window;
  }

  return {
    retryAfterSeconds(address, now = Date.now()) {
      const window = current(address, now);
      if (!window || window.failures < options.failuresPerWindow) return 0;
      return Math.max(1, Math.ceil((window.resetsAt - now) / 1000));
    },
    recordFailure(address, now = Date.now()) {
      const window = current(address, now);
      if (window) window.failures += 1;
      else windows.set(address, { failures: 1, resetsAt: now + windowMs });
    },
  };
}
