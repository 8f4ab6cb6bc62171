import type { AnswerOrigin, Category } from './vocabulary';

/**
 * What txenrich knows about one merchant, whoever said it (shipped knowledge, an approved
 * correction, the cache, a model). One shape and one name per fact inside the code; the public
 * result spells them `merchant`, `mcc_code` and `is_subscription` (SPEC §2), and only the result
 * builder translates.
 */
export interface MerchantFacts {
  name: string;
  domain: string | null;
  category: Category;
  /** ISO 18245 merchant category code (four digits), or null when not known. */
  mcc: string | null;
  isSubscription: boolean;
}

/** A merchant from the verified knowledge (shipped data or approved corrections). */
export interface VerifiedMerchant extends MerchantFacts {
  /** Matched through truncation or a typo rather than exactly. */
  fuzzy: boolean;
}

/** The facts of MerchantFacts, by their names there. */
export const MERCHANT_FIELDS = ['name', 'domain', 'category', 'mcc', 'isSubscription'] as const satisfies ReadonlyArray<keyof MerchantFacts>;
export type MerchantField = (typeof MERCHANT_FIELDS)[number];

/**
 * Where one complete item's answer came from, as a whole and fact by fact (inside txenrich
 * only; the public `source` is coarser). `origin` is the answer's: it decides the public source,
 * the usage record and whether the item is billable. `fields` says who stated each fact, which
 * differs from `origin` only for a fresh model answer that named a known merchant: that
 * merchant's verified facts replace the model's (see enrichBatch's settleAnswer).
 */
export interface AnswerProvenance {
  origin: AnswerOrigin;
  fields: Readonly<Record<MerchantField, AnswerOrigin>>;
}

/** Provenance of an answer whose every fact came from where the answer did. */
export function wholeAnswer(origin: AnswerOrigin): AnswerProvenance {
  return { origin, fields: { name: origin, domain: origin, category: origin, mcc: origin, isSubscription: origin } };
}
