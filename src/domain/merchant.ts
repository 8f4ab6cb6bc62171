import type { Category } from './vocabulary';

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
