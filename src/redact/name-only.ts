import { NAME_PARTICLES, NAME_TITLES, type NameLexicon } from './name-lexicon';
import { isEvidence, rolesOf } from './name-roles';
import type { Token } from './tokenize';

/** First and last token of a descriptor that is nothing but a person's name. */
export interface NameOnlyMatch {
  first: number;
  last: number;
}

const MAX_WORDS = 5;

/**
 * A descriptor made only of a name ("JOHN SMITH", "Smith, John", "MRS H CLARKE", "J. SMITH
 * 1234"): every word is a listed name, an initial, a particle or a title; numbers may stand
 * beside it. Needs a given name or initial and, in another word, a surname, and one distinctive
 * word (not also an ordinary word) so that "ROSE HILL" or "KING PARK" stay: those are shops.
 */
export function findNameOnly(tokens: readonly Token[], lexicon: NameLexicon, brandTokens: ReadonlySet<number>): NameOnlyMatch | undefined {
  const nameIndexes: number[] = [];
  for (const [index, token] of tokens.entries()) {
    if (/^[\d.,-]+$/.test(token.word)) continue;
    if (!token.alphabetic || token.possessive) return undefined;
    if (token.gap !== '' && token.gap !== ',' && nameIndexes.length > 0) return undefined;
    nameIndexes.push(index);
  }
  if (nameIndexes.length < 2 || nameIndexes.length > MAX_WORDS) return undefined;
  // A brand spelt as a name is the brand ("TED BAKER", "JOHN LEWIS"); a one-word brand that is a
  // given name, before a surname of no brand, is a person ("CHANEL MORGAN").
  if (nameIndexes.filter((index) => brandTokens.has(index)).length > 1) return undefined;
  const words = nameIndexes.map((index) => tokens[index]?.word ?? '');
  const people = words.filter((word) => !NAME_TITLES.has(word));
  // A particle inside a name is no descriptor word, though it spells one: DE in "JAN DE VRIES" is no
  // Germany, DA in "JOAO DA SILVA" no district attorney.
  const inside = (position: number): boolean => position > 0 && position < people.length - 1 && NAME_PARTICLES.has(people[position] ?? '');
  if (people.some((word, position) => lexicon.businessWords.has(word) || (lexicon.descriptorWords.has(word) && !inside(position)))) return undefined;
  const first = nameIndexes[0];
  const last = nameIndexes.at(-1);
  if (first === undefined || last === undefined) return undefined;
  // "MR OSWIN VILLASENOR": a leading title makes the rest a name even when the lists lack it.
  // (Brands such as DR MARTENS are in name-brands.txt and were excluded above.)
  const titled = NAME_TITLES.has(words[0] ?? '') && people.length >= 1 && people.length <= 3;
  if (titled) return { first, last };
  const roles = rolesOf(people, lexicon);
  if (roles.some((role) => role === 'unknown') || roles[0] === 'particle') return undefined;
  const givenAt = roles.findIndex((role) => role === 'given' || role === 'both' || role === 'initial');
  const hasSurnameElsewhere = roles.some(
    (role, position) => position !== givenAt && (role === 'surname' || role === 'both' || (role === 'initial' && givenAt >= 0)),
  );
  const distinctive = people.some(
    (word, position) => isEvidence(roles[position] ?? 'unknown') && word.length >= 3 && !lexicon.commonWords.has(word),
  );
  return givenAt >= 0 && hasSurnameElsewhere && distinctive ? { first, last } : undefined;
}
