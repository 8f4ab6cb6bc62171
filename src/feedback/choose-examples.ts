import type { Correction } from './correction-store';

/**
 * Few-shot examples cost input tokens on every call (~30 each). The prompt budget is ≤ 60 input
 * tokens per item over a batch of 25 (bench/model-tokens.ts); examples may use about 6 of them,
 * i.e. one example per five items, at least one when any is similar, never more than four.
 */
export const MAX_EXAMPLES_PER_BATCH = 4;
const ITEMS_PER_EXAMPLE = 5;

/** Words that say something about a merchant: three characters or more, not only digits. */
export function exampleTokens(text: string): Set<string> {
  const tokens = new Set<string>();
  for (const word of text.toUpperCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word.length >= 3 && !/^\d+$/.test(word)) tokens.add(word);
  }
  return tokens;
}

export function examplesFor(items: number): number {
  return Math.min(MAX_EXAMPLES_PER_BATCH, Math.max(1, Math.floor(items / ITEMS_PER_EXAMPLE)));
}

/**
 * The approved corrections most like the batch: the share of a correction's words that appear
 * in the batch, best first, newest first on a tie. A correction sharing no word with the batch
 * is never shown (it would cost tokens and teach nothing about these items).
 */
export function chooseExamples(corrections: readonly Correction[], batchTexts: readonly string[]): Correction[] {
  if (corrections.length === 0 || batchTexts.length === 0) return [];
  const batch = new Set<string>();
  for (const text of batchTexts) for (const token of exampleTokens(text)) batch.add(token);
  const scored: Array<{ correction: Correction; score: number; order: number }> = [];
  corrections.forEach((correction, order) => {
    const tokens = exampleTokens(correction.modelText);
    if (tokens.size === 0) return;
    let shared = 0;
    for (const token of tokens) if (batch.has(token)) shared += 1;
    if (shared > 0) scored.push({ correction, score: shared / tokens.size, order });
  });
  scored.sort((a, b) => b.score - a.score || b.order - a.order);
  return scored.slice(0, examplesFor(batchTexts.length)).map((entry) => entry.correction);
}
