import type { TransactionKind } from '../domain';

/** Kinds of personal data removed before inference (the item's optional `redacted` field, SPEC §2). */
export const PII_KINDS = ['card_number', 'account_number', 'iban', 'email', 'phone', 'person_name'] as const;
export type PiiKind = (typeof PII_KINDS)[number];

declare const redactedBrand: unique symbol;

/**
 * Text that has been through the redactor. The only way to make one is `redact()`, and the
 * model port accepts nothing else, so a future change cannot send a raw descriptor to a model.
 */
export type RedactedText = string & { readonly [redactedBrand]: true };

export interface Redaction {
  /** What may leave the process. Empty when nothing meaningful is left. */
  text: RedactedText;
  /** Kinds removed, each once, in PII_KINDS order. Empty when nothing was removed. */
  kinds: PiiKind[];
}

/**
 * What a model is given for one item: the redacted text, and the same text in the descriptor
 * analyser's canonical form, also redacted, so a model that reads words (the builtin one) does
 * not analyse the text again. Both come out of this module only (prepareForModel, readModelText).
 */
export interface ModelText {
  text: RedactedText;
  /** `text` normalized; the same string as `text` unless the last redaction or the cut changed it. */
  normalized: RedactedText;
  /** What the analysis read and normalization removed from the text (prepareForModel checks it). */
  hints?: ModelHints;
}

/**
 * Facts about the line that normalization removed from the model text and that carry no personal
 * data: closed values only, never words of the descriptor. `processor` is the printed label of a
 * known payment processor ("TST", "SP", "PAYPAL"; Toast serves restaurants, Shopify online
 * shops), `kind` what the bank words say the line is, `legalForm` and `rent` flags.
 */
export interface ModelHints {
  processor?: string;
  kind?: TransactionKind;
  /** A company's legal form stood after the name (the normalizer cuts it). */
  legalForm?: boolean;
  /** The line says it pays rent in words the name lost ("MIETE", "LOYER"). */
  rent?: boolean;
  /** The normalizer took a known town off the end: the words left are all the name's. */
  townCut?: boolean;
  /**
   * The state or province code the normalizer took off the end ("CO" of "… PHYSICA 720-344-1980
   * CO"): when a redaction removed what stood before it, the text still ends with it, and it is the
   * state's, not the name's.
   */
  regionCut?: string;
  /**
   * The country the line was printed in (ISO 3166-1 alpha-2), as its place, codes or bank wording
   * tell: the spelling of a name's shortened words follows it ("CTR" is a Centre in Sydney).
   */
  country?: string;
  /** The line says the payment comes round (a standing order, tuition the bank debits). */
  recurring?: boolean;
  /** The line says it pays tuition. */
  tuition?: boolean;
  /** A direct debit or a debit order pays the line. */
  directDebit?: boolean;
  /** The line says it pays a town's or a county's tax. */
  tax?: boolean;
}

/** prepareForModel's result: the model text, its canonical form and the kinds removed on the way. */
export interface PreparedText extends Redaction, ModelText {
  /**
   * A person's name stood where the line's counterparty does, after nothing but the bank's own
   * words ("PAYMENT TO T NGUYEN", "To Tomasz Nowak", "K OKAFOR FLAT SHARE 309634 41926837"): a
   * transfer to or from a person, which names no merchant. Never a word of the line.
   */
  personPayee?: true;
}
