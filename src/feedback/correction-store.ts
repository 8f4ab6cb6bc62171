import type { DB } from '../db';
import type { Category, MerchantFacts } from '../domain';

/** 'feedback' when approved here; an imported record keeps the source its file gave. */
export type CorrectionSource = string;

/** An approved answer for one normalized, redacted descriptor. */
export interface Correction extends MerchantFacts {
  inputHash: string;
  /** The descriptor as the pipeline keys it (redacted): examples for the model, export aliases. */
  modelText: string;
  source: CorrectionSource;
  feedbackId: string | null;
  verifiedAt: number;
}

export async function loadCorrections(db: DB): Promise<Correction[]> {
  const rows = await db.selectFrom('corrections').selectAll().orderBy('updated_at', 'asc').execute();
  return rows.map((row) => ({
    inputHash: row.input_hash,
    modelText: row.model_text,
    name: row.merchant,
    domain: row.domain,
    category: row.category as Category,
    mcc: row.mcc_code,
    isSubscription: row.is_subscription === 1,
    source: row.source,
    feedbackId: row.feedback_id,
    verifiedAt: Number(row.verified_at),
  }));
}

/**
 * A value that changes whenever a correction is written: every process compares it with the one
 * it loaded (one indexed aggregate, cheap enough to ask twice a second) to pick up approvals made
 * by another process or by the command line.
 */
export async function correctionsVersion(db: DB): Promise<string> {
  const row = await db
    .selectFrom('corrections')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max<number | null>('updated_at').as('latest')])
    .executeTakeFirstOrThrow();
  return `${Number(row.count)}:${row.latest === null ? 0 : Number(row.latest)}`;
}

function sameFacts(a: Correction, b: Correction): boolean {
  return (
    a.modelText === b.modelText &&
    a.name === b.name &&
    a.domain === b.domain &&
    a.category === b.category &&
    a.mcc === b.mcc &&
    a.isSubscription === b.isSubscription &&
    a.source === b.source &&
    a.verifiedAt === b.verifiedAt
  );
}

/**
 * Writes corrections in one transaction (all or nothing). A correction identical to the stored
 * one is left alone, so importing the same file twice changes nothing. `updated_at` only grows
 * (the previous maximum + 1 at least), so a version check cannot miss two writes in one
 * millisecond. Returns how many rows were written.
 */
export async function saveCorrections(db: DB, corrections: readonly Correction[], now = Date.now()): Promise<number> {
  if (corrections.length === 0) return 0;
  return db.transaction().execute((trx) => writeCorrections(trx, corrections, now));
}

/** saveCorrections inside a transaction the caller holds (approval marks the report in the same one). */
export async function writeCorrections(trx: DB, corrections: readonly Correction[], now: number): Promise<number> {
  const existing = new Map((await loadCorrections(trx)).map((row) => [row.inputHash, row]));
  const latest = await trx.selectFrom('corrections').select((eb) => eb.fn.max<number | null>('updated_at').as('latest')).executeTakeFirstOrThrow();
  let stamp = Math.max(now, (latest.latest === null ? 0 : Number(latest.latest)) + 1);
  let written = 0;
  for (const correction of corrections) {
    const before = existing.get(correction.inputHash);
    if (before && sameFacts(before, correction)) continue;
    const row = {
      model_text: correction.modelText,
      merchant: correction.name,
      domain: correction.domain,
      category: correction.category,
      mcc_code: correction.mcc,
      is_subscription: correction.isSubscription ? 1 : 0,
      source: correction.source,
      feedback_id: correction.feedbackId,
      verified_at: correction.verifiedAt,
      updated_at: stamp,
    };
    await trx
      .insertInto('corrections')
      .values({ input_hash: correction.inputHash, ...row })
      .onConflict((conflict) => conflict.column('input_hash').doUpdateSet(row))
      .execute();
    existing.set(correction.inputHash, correction);
    stamp += 1;
    written += 1;
  }
  return written;
}
