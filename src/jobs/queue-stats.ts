import type { DB } from '../db';

export interface QueueStats {
  /** Jobs waiting for a worker. */
  queued: number;
  /** Age of the oldest waiting job in seconds; 0 when none waits. */
  oldestQueuedAgeSeconds: number;
}

/**
 * What an operator scales workers on: how many jobs wait and for how long. One indexed read
 * (status), done when /metrics is scraped, never per request.
 */
export async function queueStats(db: DB, now = Date.now()): Promise<QueueStats> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [eb.fn.countAll<number | string>().as('queued'), eb.fn.min<number | string | null>('created_at').as('oldest')])
    .where('status', '=', 'queued')
    .executeTakeFirst();
  const queued = Number(row?.queued ?? 0);
  const oldest = row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest);
  return { queued, oldestQueuedAgeSeconds: oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000) };
}
