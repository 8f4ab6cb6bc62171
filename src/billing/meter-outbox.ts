import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DB, Dialect, MeterOutboxTable } from '../db';

export type OutboxRow = Selectable<MeterOutboxTable>;

/**
 * Queues `value` billable items of an account for the meter, in the caller's transaction (the
 * one that records the usage), so a crash can never keep one without the other. Only accounts
 * on the production plan with a payment-provider customer are metered; everyone else's usage
 * is recorded locally only. One row per recorded batch, not per item: fewer events, same sum.
 */
export async function enqueueMeterEvent(db: DB, accountId: string, value: number, createdAt: number): Promise<void> {
  if (value <= 0) return;
  await db
    .insertInto('meter_outbox')
    .columns(['identifier', 'account_id', 'customer_id', 'value', 'created_at', 'attempts', 'next_attempt_at'])
    .expression((eb) =>
      eb
        .selectFrom('billing_customers')
        .innerJoin('accounts', 'accounts.id', 'billing_customers.account_id')
        .where('billing_customers.account_id', '=', accountId)
        .where('accounts.plan', '=', 'production')
        .select((select) => [
          select.val(`txe_${randomUUID()}`).as('identifier'),
          'billing_customers.account_id',
          'billing_customers.customer_id',
          select.val(value).as('value'),
          select.val(createdAt).as('created_at'),
          select.val(0).as('attempts'),
          select.val(createdAt).as('next_attempt_at'),
        ]),
    )
    .execute();
}

/**
 * Leases up to `limit` due rows to this reporter for `leaseMs`. Several reporters (API and worker
 * processes) may run: PostgreSQL skips rows another holds; SQLite has one writer anyway. A
 * reporter killed mid-send leaves its lease to expire and the row is sent again with the same
 * identifier, which the provider counts once.
 */
export async function claimDueEvents(db: DB, dialect: Dialect, now: number, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction().execute(async (transaction) => {
    const due = await transaction
      .selectFrom('meter_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('id')
      .limit(limit)
      .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked())
      .execute();
    if (due.length === 0) return [];
    return transaction
      .updateTable('meter_outbox')
      .set({ lease_until: now + leaseMs })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

export async function markSent(db: DB, id: number, now: number): Promise<void> {
  await db.updateTable('meter_outbox').set({ sent_at: now, lease_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markRetry(db: DB, id: number, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
  await db.updateTable('meter_outbox').set({ attempts, next_attempt_at: nextAttemptAt, lease_until: null, last_error: error }).where('id', '=', id).execute();
}

/** A refusal that retrying cannot fix (e.g. the customer was deleted): kept for the operator, never resent. */
export async function markFailed(db: DB, id: number, attempts: number, now: number, error: string): Promise<void> {
  await db.updateTable('meter_outbox').set({ attempts, failed_at: now, lease_until: null, last_error: error }).where('id', '=', id).execute();
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  oldestPendingAt: number | null;
}

export async function outboxCounts(db: DB): Promise<OutboxCounts> {
  const row = await db
    .selectFrom('meter_outbox')
    .select((eb) => [
      eb.fn.count<number>('id').filterWhere('sent_at', 'is', null).filterWhere('failed_at', 'is', null).as('pending'),
      eb.fn.count<number>('id').filterWhere('failed_at', 'is not', null).as('failed'),
      eb.fn.min<number | null>('created_at').filterWhere('sent_at', 'is', null).filterWhere('failed_at', 'is', null).as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed), oldestPendingAt: row.oldest === null ? null : Number(row.oldest) };
}
