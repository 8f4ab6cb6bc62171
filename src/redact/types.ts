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
