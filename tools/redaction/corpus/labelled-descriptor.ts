import type { PiiKind } from '../../../src/redact/types';

/** Kinds the corpus measures: the PII kinds, with names split by where they come from. */
export interface PlantedPii {
  kind: PiiKind;
  value: string;
  /** For names: whether the name is in the shipped lists or held out of them. */
  group?: 'listed' | 'held_out';
}

/** One synthetic descriptor with what was planted in it and the merchant words that must survive. */
export interface LabelledDescriptor {
  input: string;
  pii: PlantedPii[];
  merchantWords: string[];
  /** The template, to find which descriptor form a miss comes from. */
  form: string;
  /** For merchant descriptors: which list the merchant comes from, reported separately. */
  group?: string;
}
