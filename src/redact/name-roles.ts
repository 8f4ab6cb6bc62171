import { NAME_PARTICLES, type NameLexicon } from './name-lexicon';
import type { Token } from './tokenize';

/** What a word can be inside a name, from the shipped lists alone (no context). */
export type Role = 'given' | 'surname' | 'both' | 'initial' | 'particle' | 'unknown';

export function isInitial(word: string): boolean {
  return word.length === 1 && word >= 'A' && word <= 'Z';
}

/** Given name, surname or initial: the roles that count as evidence of a person. */
export function isEvidence(role: Role): boolean {
  return role === 'given' || role === 'surname' || role === 'both' || role === 'initial';
}

function allParts(word: string, names: ReadonlySet<string>): boolean {
  // Hyphenated names: JEAN-PIERRE, SMITH-JONES. "E-TRANSFER" is not one: TRANSFER is no name.
  if (!word.includes('-')) return false;
  return word.split('-').every((part) => part.length > 0 && (names.has(part) || isInitial(part)));
}

export function roleOf(word: string, lexicon: NameLexicon): Role {
  if (isInitial(word)) return 'initial';
  if (NAME_PARTICLES.has(word)) return 'particle';
  const given = lexicon.givenNames.has(word) || allParts(word, lexicon.givenNames);
  const surname = lexicon.surnames.has(word) || allParts(word, lexicon.surnames);
  if (given && surname) return 'both';
  if (given) return 'given';
  if (surname) return 'surname';
  return 'unknown';
}

/**
 * Indexes of tokens that belong to a brand which looks like a name ("JOHN LEWIS", "MARKS &
 * SPENCER", "TRADER JOE'S"). "&" and AND between the words are skipped when matching.
 */
export function findBrandTokens(tokens: readonly Token[], lexicon: NameLexicon): Set<number> {
  const protectedIndexes = new Set<number>();
  const words = tokens
    .map((token, index) => ({ word: token.word, index }))
    .filter((entry) => entry.word !== '&' && entry.word !== 'AND');
  words.forEach((entry, position) => {
    for (const phrase of lexicon.nameBrands.get(entry.word) ?? []) {
      const matched = phrase.every((word, offset) => words[position + offset]?.word === word);
      if (!matched) continue;
      const last = words[position + phrase.length - 1]?.index ?? entry.index;
      for (let index = entry.index; index <= last; index += 1) protectedIndexes.add(index);
    }
  });
  return protectedIndexes;
}
