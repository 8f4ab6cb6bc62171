import type { PiiKind } from './types';

/** A stretch of text a detector wants removed, and why. End is exclusive. */
export interface Span {
  start: number;
  end: number;
  kind: PiiKind;
}

/**
 * Cuts the spans out of the text. Each span becomes one space (so "CARD4111…1111X" does not glue
 * "CARD" to "X" into a new word) and tidy() later folds the spaces: the text only ever shrinks,
 * which is what makes "redaction never adds characters" hold.
 */
export function removeSpans(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  const ordered = [...spans].sort((left, right) => left.start - right.start);
  let result = '';
  let cursor = 0;
  for (const span of ordered) {
    if (span.end <= cursor) continue;
    const start = Math.max(span.start, cursor);
    result += text.slice(cursor, start) + ' ';
    cursor = span.end;
  }
  return result + text.slice(cursor);
}
