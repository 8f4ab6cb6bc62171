import { redact, redactLocatingName } from './redact';
import { PII_KINDS, type ModelHints, type ModelText, type PreparedText, type RedactedText } from './types';

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
 * The canonical form of redacted model text. `normalized` is what `normalize` returned for the
 * text this one came from: when nothing changed it since, the text is its own canonical form
 * (normalize must be idempotent) and is not read again; otherwise the new string is normalized
 * once and redacted (the normalizer is not trusted to keep text clean).
 */
function canonicalForm(text: RedactedText, normalized: string | null, normalize: (text: string) => string): RedactedText {
  if (text === normalized) return text;
  const again = normalize(text);
  return again === text ? text : redact(again).text;
}

/** A processor label is a short code of capitals (the registry's "TST", "SP", "PAYPAL"), nothing else. */
const PROCESSOR_LABEL = /^(?=[0-9]*[A-Z])[A-Z0-9]{1,8}$/;

/** A state, province or country code (ISO 3166-1 alpha-2): two capitals. */
const CODE_LABEL = /^[A-Z]{2}$/;

/** Only closed values pass: a label that could be a word of the line, or anything else, is dropped. */
function checkedHints(hints: ModelHints | undefined): ModelHints | undefined {
  if (!hints) return undefined;
  const checked: ModelHints = {};
  if (hints.processor !== undefined && PROCESSOR_LABEL.test(hints.processor)) checked.processor = hints.processor;
  if (hints.kind !== undefined) checked.kind = hints.kind;
  if (hints.legalForm === true) checked.legalForm = true;
  if (hints.rent === true) checked.rent = true;
  if (hints.townCut === true) checked.townCut = true;
  if (hints.recurring === true) checked.recurring = true;
  if (hints.tuition === true) checked.tuition = true;
  if (hints.directDebit === true) checked.directDebit = true;
  if (hints.tax === true) checked.tax = true;
  if (hints.regionCut !== undefined && CODE_LABEL.test(hints.regionCut)) checked.regionCut = hints.regionCut;
  if (hints.country !== undefined && CODE_LABEL.test(hints.country)) checked.country = hints.country;
  return Object.keys(checked).length > 0 ? checked : undefined;
}

/**
 * The pipeline's single way to make model input: redact → normalize → redact again (the
 * normalizer is not trusted to keep the text clean: it might rejoin digits or restore a name)
 * → cut to 128 characters → redact once more, which also brands the result. `kinds` is the
 * union of all passes. Fewer than two letters left means nothing a model could use: the text is
 * then empty and the pipeline rejects the item with `empty_after_redaction`. `normalized` is
 * the text's canonical form, read from the normalizer's own output, so no later step (a model)
 * normalizes it again. `normalize` must be idempotent; the pipeline passes one that reuses the
 * analysis it already made of the raw string when redaction removed nothing.
 *
 * `isBankWording` judges what stood before the first person's name removed (the raw text's, else
 * the normalized text's): when it is only the bank's own words ("PAYMENT TO", "FAST PAYMENT to",
 * nothing at all), the person is the line's counterparty and the result says `personPayee`.
 */
export function prepareForModel(raw: string, normalize: (text: string) => string, hints?: ModelHints, isBankWording?: (text: string) => boolean): PreparedText {
  const first = redactLocatingName(raw);
  const normalized = normalize(first.text);
  const second = redactLocatingName(normalized);
  const final = redact(cutToLength(second.text, MODEL_INPUT_MAX_CHARS));
  const found = new Set([...first.kinds, ...second.kinds, ...final.kinds]);
  const kinds = PII_KINDS.filter((kind) => found.has(kind));
  const beforeName = first.beforeName ?? second.beforeName;
  const payee = beforeName !== undefined && isBankWording !== undefined && isBankWording(beforeName) ? { personPayee: true as const } : {};
  const letters = final.text.match(LETTER)?.length ?? 0;
  if (letters < 2) {
    const empty = redact('').text;
    return { text: empty, normalized: empty, kinds, ...payee };
  }
  const checked = checkedHints(hints);
  return { text: final.text, normalized: canonicalForm(final.text, normalized, normalize), kinds, ...(checked ? { hints: checked } : {}), ...payee };
}

/**
 * Model text stored after an earlier prepareForModel (an approved correction shown as an
 * example), made RedactedText again: redact() once more, which would also catch anything a
 * newer detector finds, and its canonical form.
 */
export function readModelText(stored: string, normalize: (text: string) => string): ModelText {
  const text = redact(stored).text;
  return { text, normalized: canonicalForm(text, null, normalize) };
}
