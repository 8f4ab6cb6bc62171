import { describe, expect, it } from 'vitest';
import { chooseExamples, examplesFor, MAX_EXAMPLES_PER_BATCH } from './choose-examples';
import type { Correction } from './correction-store';

function correction(modelText: string, name: string): Correction {
  return { inputHash: modelText, modelText, name, domain: null, category: 'food_and_drink', mcc: null, isSubscription: false, source: 'feedback', feedbackId: null, verifiedAt: 0 };
}

describe('chooseExamples', () => {
  const corrections = [correction('JOES PIZZA', "Joe's Pizza"), correction('BLUE LANTERN CAFE', 'Blue Lantern'), correction('SPOTIFY', 'Acme Audio Club'), correction('JOES GARAGE', "Joe's Garage")];

  it('shows only corrections that share a word with the batch, most similar first', () => {
    const chosen = chooseExamples(corrections, ['JOES PIZZA & GRILL', 'LANTERN BAR']);
    expect(chosen.map((entry) => entry.name)).toEqual(["Joe's Pizza"]);
    const wider = chooseExamples(corrections, Array.from({ length: 10 }, () => 'JOES PIZZA LANTERN'));
    expect(wider.map((entry) => entry.name)).toEqual(["Joe's Pizza", "Joe's Garage"]);
  });

  it('ignores digits and short words, and shows nothing for an unrelated batch', () => {
    expect(chooseExamples(corrections, ['AB 1234 CD'])).toEqual([]);
    expect(chooseExamples([], ['JOES PIZZA'])).toEqual([]);
  });

  it('keeps within the token budget: one example per five items, at least one, at most four', () => {
    expect(examplesFor(1)).toBe(1);
    expect(examplesFor(10)).toBe(2);
    expect(examplesFor(25)).toBe(MAX_EXAMPLES_PER_BATCH);
    const many = Array.from({ length: 20 }, (_, index) => correction(`PIZZA PLACE ${index}`, `Pizza ${index}`));
    expect(chooseExamples(many, Array.from({ length: 25 }, () => 'PIZZA'))).toHaveLength(MAX_EXAMPLES_PER_BATCH);
  });
});
