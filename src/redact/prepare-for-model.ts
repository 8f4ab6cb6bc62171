import { redact } from './redact';
import { PII_KINDS, type Redaction } from './types';

/** SPEC §2: a model never sees more than 128 characters of one item. */
export const MODEL_INPUT_MAX_CHARS = 128;

const LETTER = /\p{L}/gu;

function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  // Cut at the last word boundary unless that throws away more than half of what is allowed.
  return (space >= max / 2 ? head.slice(0, space) : text.slice(0, max)).trimEnd();
}

/**
 * The pipeline's single way to make model input: redact → normalize → redact again (the
 * normalizer is not trusted to keep the text clean: it might rejoin digits or restore a name)
 * → cut to 128 characters → redact once more, which also brands the result. `kinds` is the
 * union of all passes. Fewer than two letters left means nothing a model could use: the text is
 * then empty and the pipeline rejects the item with `empty_after_redaction`.
 */
export function prepareForModel(raw: string, normalize: (text: string) => string): Redaction {
  const first = redact(raw);
  const second = redact(normalize(first.text));
  const final = redact(cutToLength(second.text, MODEL_INPUT_MAX_CHARS));
  const found = new Set([...first.kinds, ...second.kinds, ...final.kinds]);
  const kinds = PII_KINDS.filter((kind) => found.has(kind));
  const letters = final.text.match(LETTER)?.length ?? 0;
  return { text: letters >= 2 ? final.text : redact('').text, kinds };
}
