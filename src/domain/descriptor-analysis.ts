/**
 * - facilitator: a payment processor whose name is never the merchant (SQ *, TST*, SUMUP *).
 * - wallet: the merchant follows the prefix; when it is not a known one the wallet itself is
 *   the counterparty (PAYPAL *ROBERTWILLI is PayPal, PAYPAL *GITHUB is GitHub).
 * - platform: a marketplace that is the merchant whatever follows (DD *TACOBELL is DoorDash).
 * - p2p: a person-to-person service whose name is the merchant; never stripped, because what
 *   follows it is usually a person (VENMO *JANE DOE is Venmo).
 */
export type ProcessorRole = 'facilitator' | 'wallet' | 'platform' | 'p2p';

/** A web address found in a descriptor. */
export interface FoundHost {
  /** Full host, lower case ("help.uber.com"). */
  host: string;
  /** Registrable domain, lower case ("uber.com", "tfl.gov.uk"). */
  registrable: string;
  /** First label of the registrable domain, upper case ("UBER"): the merchant word; '' when none. */
  word: string;
}

/**
 * What the normalizer saw in a descriptor besides its canonical form. Made once per input by the
 * knowledge module's analyzeDescriptor and passed to every later step (rejection, matching,
 * model preparation), so no step re-reads the raw string.
 */
export interface DescriptorAnalysis {
  /**
   * The whole input folded once (upper case, no diacritics, one apostrophe, no control
   * characters; untrimmed): what the bank-line reader takes its words from.
   */
  readonly folded: string;
  /** Canonical form: identical for the variants of one purchase; the cache key is built on it. */
  readonly normalized: string;
  /** Processor or wallet prefix that was read ("SQ", "PAYPAL", "DD", "VENMO"). */
  readonly processor?: string;
  readonly processorRole?: ProcessorRole;
  /** Words naming the processor's own merchant, for the matcher ("PAYPAL", "DOORDASH"). */
  readonly processorHint?: string;
  /** Bank and card wrappers stripped from the start ("POS DEBIT", "CHECKCARD"), in order. */
  readonly wrapper?: readonly string[];
  /** Words stripped from the end (places, legal suffixes, bank codes), in order. */
  readonly tail?: string;
  /** Web addresses found in the descriptor. */
  readonly hosts?: readonly FoundHost[];
  /**
   * The normalized words with the short numbers and store labels that stood among them ("PIZZA
   * 73", "MICROSOFT 365", "THE UPS STORE"), when there were any: `normalized` drops them because
   * most are store numbers, but some belong to a brand.
   */
  readonly detailed?: string;
}
