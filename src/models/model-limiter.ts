/**
 * Bounds model calls in flight for the whole process. Create one at the composition root and
 * pass it to every enrichWithModel call: the bound protects the provider's rate limit and our
 * sockets, which are shared by all requests and jobs, so a per-request limit would not hold it.
 */
export interface ModelLimiter {
  readonly concurrency: number;
  /** Calls running now and calls waiting for a slot (for a gauge on /metrics). */
  readonly active: number;
  readonly waiting: number;
  /** Runs `task` when a slot is free. Rejects without running it if `signal` aborts first. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createModelLimiter(concurrency: number): ModelLimiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError('model concurrency must be a positive integer');
  }
  let active = 0;
  // FIFO, so a big batch cannot starve the single-item request that arrived after it.
  const queue: Array<() => void> = [];

  function release(): void {
    active -= 1;
    queue.shift()?.();
  }

  return {
    concurrency,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = (): void => {
          signal?.removeEventListener('abort', onAbort);
          active += 1;
          // A task that throws synchronously must still give its slot back.
          let running: Promise<T>;
          try {
            running = task();
          } catch (error) {
            running = Promise.reject(error);
          }
          running.then(resolve, reject).finally(release);
        };
        const onAbort = (): void => {
          const index = queue.indexOf(start);
          if (index >= 0) queue.splice(index, 1);
          reject(signal?.reason ?? new Error('aborted'));
        };
        if (signal?.aborted) return onAbort();
        if (active < concurrency) return start();
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(start);
      });
    },
  };
}
