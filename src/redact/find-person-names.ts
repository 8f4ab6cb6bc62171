import { NAME_LEXICON, NAME_TITLES, type NameLexicon } from './name-lexicon';
import { findNameContexts, PAYEE_FIRST, USER_HANDLE, type NameContext } from './name-contexts';
import { findNameOnly } from './name-only';
import { findBrandTokens, isEvidence, roleOf, rolesOf } from './name-roles';
import type { Span } from './span';
import type { Token } from './tokenize';

interface Candidates {
  /** Token indexes that may form the name, in order. */
  indexes: number[];
  /** Index of a leading title (MRS, DR…), removed with the name. */
  titleIndex: number | undefined;
}

const MAX_NAME_WORDS = 5;

/**
 * Reads the words after a context that may be a name. Stops at anything that cannot be part of
 * one (digits, "CONF#", REF, ON…), and gives up on the whole span at a business sign (a
 * possessive, TACOS, LLC), because a business word next to a name means a business.
 */
function readCandidates(tokens: readonly Token[], from: number, lexicon: NameLexicon, strength: NameContext['strength'], byPosition = false): Candidates | undefined {
  const indexes: number[] = [];
  let titleIndex: number | undefined;
  for (let index = from; index < tokens.length && indexes.length < MAX_NAME_WORDS; index += 1) {
    const token = tokens[index];
    if (token === undefined) break;
    const first = indexes.length === 0 && titleIndex === undefined;
    if (!first && token.gap !== '' && token.gap !== ',' && token.gap !== '.') break;
    // "&" joins two people (JOHN & JANE SMITH) or two shop names (MARKS & SPENCER): read on,
    // and let the lists, the brand list and the business words decide.
    if (token.word === '&' || (token.word === 'AND' && indexes.length > 0)) {
      indexes.push(index);
      continue;
    }
    if (!token.alphabetic) {
      // A user handle where the payee stands ("PAYPAL *DSMITH8812") is read by its letters (isGluedName).
      if (first && USER_HANDLE.test(token.word)) {
        indexes.push(index);
        break;
      }
      // A number inside a name before a business word is a business's ("PS 139 PTA", a school's
      // parents' association), unless a listed name stood before it.
      const after = tokens[index + 1];
      const unlisted = indexes.every((at) => roleOf(tokens[at]?.word ?? '', lexicon) === 'unknown');
      if (indexes.length > 0 && unlisted && /^\d+$/.test(token.word) && after !== undefined && lexicon.businessWords.has(after.word)) return undefined;
      break;
    }
    if (token.possessive && !byPosition) return undefined;
    // After a remittance service's direction word the words are the recipient's, even a trade's
    // ("TO LUZ MARINA ORTIZ"); a state code still ends them ("… DALLAS TX").
    if (byPosition && lexicon.businessWords.has(token.word) && !lexicon.descriptorWords.has(token.word)) {
      indexes.push(index);
      continue;
    }
    if (lexicon.businessWords.has(token.word)) {
      // CO, PA, MD are companies and US states: "SMITH CO" is a business, "J NEWMAN DENVER CO"
      // a person in Colorado, and ACH "INDN:PATRICIA MOORE CO ID:…" a person then a new field.
      const previous = tokens[indexes.at(-1) ?? -1]?.word ?? '';
      const afterName = previous !== '' && roleOf(previous, lexicon) !== 'unknown';
      const stateCode = lexicon.descriptorWords.has(token.word);
      if (stateCode && (!afterName || tokens[index + 1]?.word === 'ID')) break;
      // "BILL PAYMENT TO S JONES OAK LODGE RENT", "ZELLE TO MARIA GARCIA CLEANING": after a
      // transfer context, a given name (or initial) and a listed surname are a person even when
      // the trade follows; a sole trader's name is personal data all the same.
      if (strength !== 'weak' && looksLikePerson(indexes.map((at) => tokens[at]?.word ?? ''), lexicon)) break;
      return undefined;
    }
    if (indexes.length === 0 && NAME_TITLES.has(token.word)) {
      titleIndex ??= index;
      continue;
    }
    const role = roleOf(token.word, lexicon);
    if (role === 'unknown' && lexicon.descriptorWords.has(token.word)) break;
    indexes.push(index);
  }
  return { indexes, titleIndex };
}

function looksLikePerson(words: readonly string[], lexicon: NameLexicon): boolean {
  const roles = words.map((word) => roleOf(word, lexicon));
  const givenLike = roles.some((role) => role === 'given' || role === 'initial' || role === 'both');
  const surnameLike = roles.some((role) => role === 'surname' || role === 'both');
  return givenLike && surnameLike && roles.filter(isEvidence).length >= 2;
}

/**
 * Decides which of the candidate words are the name: context and lists together. A strong
 * context accepts one distinctive listed name, or unknown words the lists lack; a medium or
 * weak one needs every word listed, a given name or initial and a second name word. A title
 * (MRS, DR) is enough context on its own.
 */
function chooseName(tokens: readonly Token[], found: Candidates, context: NameContext, lexicon: NameLexicon): number[] {
  const { indexes } = found;
  if (context.byPosition) return indexes;
  const listed = rolesOf(indexes.map((index) => tokens[index]?.word ?? ''), lexicon);
  const roles = indexes.map((index, position) => {
    const word = tokens[index]?.word ?? '';
    return word === '&' || word === 'AND' ? 'particle' : (listed[position] ?? 'unknown');
  });
  const lastEvidence = roles.findLastIndex(isEvidence);
  if (lastEvidence < 0) {
    // Nothing listed. After a title ("MISS PERPETUA VANTERPOOL"), or after ZELLE TO or VENMO *,
    // a short run of unknown words is most likely a name the lists lack. Elsewhere unknown
    // words are left alone: "PAYMENT TO PENNY MARKT" is a shop.
    const allUnknown = indexes.length <= 3 && roles.every((role) => role === 'unknown' || role === 'particle');
    if (!allUnknown) return [];
    if (found.titleIndex !== undefined) return indexes;
    if (context.strength !== 'strong') return [];
    return indexes.length >= (context.directional ? 1 : 2) ? indexes : [];
  }
  // After a wallet, a given name and one word the lists lack that end the line are a person
  // paid through it ("PAYPAL *ANNA DISNEY"); a shop of that shape is listed as a brand.
  const unknownWord = tokens[indexes[1] ?? -1]?.word ?? '';
  if (
    context.strength === 'weak' &&
    indexes.length === 2 &&
    indexes[1] === tokens.length - 1 &&
    (roles[0] === 'given' || roles[0] === 'both') &&
    roles[1] === 'unknown' &&
    mayBeSurname(unknownWord, 4, lexicon)
  ) {
    return indexes;
  }
  let end = lastEvidence;
  const lastRole = roles[end];
  if ((lastRole === 'given' || lastRole === 'initial') && roles[end + 1] === 'unknown') end += 1;
  // After a person-to-person rail, the words the lists lack that end the line after a listed name
  // are the rest of it: a second surname ("YAPE A ROSA QUISPE MAMANI", Spain's and the Andes'
  // double surnames) or a name of a culture the lists hold little of.
  if (context.strength === 'strong') end = restOfNameAtLineEnd(tokens, indexes, roles, end, lexicon);
  const chosen = indexes.slice(0, end + 1);
  const chosenRoles = roles.slice(0, end + 1);
  const words = chosen.map((index) => tokens[index]?.word ?? '');
  const distinctive = words.filter(
    (word, position) => isEvidence(chosenRoles[position] ?? 'unknown') && word.length >= 3 && !lexicon.commonWords.has(word),
  ).length;
  const evidence = chosenRoles.filter(isEvidence).length;
  if (context.strength === 'strong') return distinctive > 0 || evidence >= 2 || chosen.length >= 2 ? chosen : [];
  // A British transfer layout prints a person as an initial and a surname, listed or not ("T
  // OYELARAN , DINNER , … FP 14/03/24"); an ordinary or trade word after the initial is no surname.
  const surname = words[1] ?? '';
  if (
    context.layout &&
    chosen.length === 2 &&
    chosenRoles[0] === 'initial' &&
    chosenRoles[1] === 'unknown' &&
    mayBeSurname(surname, 3, lexicon)
  ) {
    return chosen;
  }
  // "PAYMENT TO MR SMITH": a title makes a single listed name a person.
  if (found.titleIndex !== undefined) return chosen;
  // Medium and weak contexts are followed by businesses as often as by people: every word must
  // be a listed name or an initial ("PAYMENT TO CIRCLE K", "PAYPAL *ALBERT HEIJN" stay), with a
  // given name or initial, a second name word, and one distinctive word.
  const allListed = chosenRoles.every((role) => role !== 'unknown');
  const givenLike = chosenRoles.some((role) => role === 'given' || role === 'both' || role === 'initial');
  const nameWords = chosenRoles.filter((role) => role !== 'particle').length;
  return allListed && givenLike && nameWords >= 2 && distinctive > 0 ? chosen : [];
}

/**
 * "PAYPAL *ROBERTWILLI", "VENMO *JSMITH": descriptors cut a name and glue its parts. A word is
 * taken for one when it splits into a given name (4+ letters) and the start of a surname (3+
 * letters), or an initial and a whole surname (6+ letters in all), and is not a glued brand.
 */
function isGluedName(handle: string, lexicon: NameLexicon): boolean {
  // A user handle ends in digits ("PAYPAL *DSMITH8812"): the letters are the person's name.
  const word = USER_HANDLE.test(handle) ? handle.replace(/\d+$/, '') : handle;
  if (word.length < 6 || !/^[A-Z]+$/.test(word)) return false;
  // "PAYPAL *RALPHLAUREN", "PAYPAL *CHARLESSCHWA" (cut at 12): a brand, glued and maybe cut.
  if (lexicon.gluedBrands.some((brand) => brand.startsWith(word))) return false;
  // Initial + surname ("JSMITH"); not when the rest is also a given name: "KROGER" is no K. ROGER.
  const rest = word.slice(1);
  if (lexicon.surnames.has(rest) && !lexicon.givenNames.has(rest) && !lexicon.commonWords.has(rest)) return true;
  // A given name and a whole two-letter surname ("KIMBERLYNG": KIMBERLY NG).
  if (word.length >= 6 && lexicon.givenNames.has(word.slice(0, -2)) && lexicon.surnames.has(word.slice(-2))) return true;
  for (let cut = 4; cut <= word.length - 3; cut += 1) {
    const given = word.slice(0, cut);
    // A given name that is also a word or place ("GEORGIA") counts before a whole surname ("GEORGIAHARRIS").
    if (!lexicon.givenNames.has(given) || (lexicon.commonWords.has(given) && !lexicon.surnames.has(word.slice(cut)))) continue;
    const rest = word.slice(cut);
    if (lexicon.surnamePrefixes.has(rest)) return true;
    // Two given names before the surname ("JUANPABLOFERNANDEZ").
    for (let second = 4; second <= rest.length - 3; second += 1) {
      if (lexicon.givenNames.has(rest.slice(0, second)) && !lexicon.commonWords.has(rest.slice(0, second)) && lexicon.surnamePrefixes.has(rest.slice(second))) return true;
    }
  }
  return false;
}

function spanOf(tokens: readonly Token[], first: number, last: number): Span | undefined {
  const start = tokens[first]?.start;
  const end = tokens[last]?.end;
  return start === undefined || end === undefined ? undefined : { start, end, kind: 'person_name' };
}

/** The name a context opens, if the words after it are one. */
function nameAfter(tokens: readonly Token[], context: NameContext, lexicon: NameLexicon, brandTokens: ReadonlySet<number>): Span | undefined {
  const found = readCandidates(tokens, context.from, lexicon, context.strength, context.byPosition === true);
  if (found === undefined) return undefined;
  let chosen = chooseName(tokens, found, context, lexicon);
  // A brand that looks like a name ("PAYMENT TO JOHN LEWIS") is kept, except after a
  // person-to-person rail, where "ZELLE TO JOHN LEWIS" can only be a person.
  if (context.strength !== 'strong' && chosen.some((index) => brandTokens.has(index))) chosen = [];
  const firstCandidate = found.indexes[0];
  if (chosen.length === 0 && context.strength !== 'medium' && found.indexes.length >= 1 && firstCandidate !== undefined) {
    const word = tokens[firstCandidate]?.word ?? '';
    if (roleOf(word, lexicon) === 'unknown' && !brandTokens.has(firstCandidate) && isGluedName(word, lexicon)) {
      chosen = [firstCandidate];
    }
  }
  const last = chosen.at(-1);
  const first = found.titleIndex ?? chosen[0];
  if (last === undefined || first === undefined) return undefined;
  return spanOf(tokens, first, last);
}

/**
 * Personal names: after transfer and P2P contexts, and strings that are nothing but a name.
 * `payeeFirst`: the line's layout prints the counterparty first (see opensWithPayee).
 */
export function findPersonNames(tokens: readonly Token[], lexicon: NameLexicon = NAME_LEXICON, payeeFirst = false): Span[] {
  const spans: Span[] = [];
  const brandTokens = findBrandTokens(tokens, lexicon);
  const contexts = findNameContexts(tokens);
  const lineEnd = tokens.at(-1)?.end;
  for (const context of payeeFirst ? [PAYEE_FIRST, ...contexts] : contexts) {
    const span = nameAfter(tokens, context, lexicon, brandTokens);
    if (span && (!context.endsLine || span.end === lineEnd)) spans.push(span);
  }
  const nameOnly = findNameOnly(tokens, lexicon, brandTokens);
  if (nameOnly) {
    const span = spanOf(tokens, nameOnly.first, nameOnly.last);
    if (span) spans.push(span);
  }
  return spans;
}

/**
 * The counterparty a payee-first layout prints at the start of the line (see opensWithPayee),
 * alone: read beside the numbers of the same line, whose removal would hide the layout.
 */
export function findLeadingPayee(tokens: readonly Token[], lexicon: NameLexicon = NAME_LEXICON): Span[] {
  const span = nameAfter(tokens, PAYEE_FIRST, lexicon, findBrandTokens(tokens, lexicon));
  return span ? [span] : [];
}

/** The last candidate of a run of possible surnames after `end` that ends the line, else `end`. */
function restOfNameAtLineEnd(tokens: readonly Token[], indexes: readonly number[], roles: readonly string[], end: number, lexicon: NameLexicon): number {
  let last = end;
  while (last + 1 < indexes.length && roles[last + 1] === 'unknown' && mayBeSurname(tokens[indexes[last + 1] ?? -1]?.word ?? '', 3, lexicon)) last += 1;
  if (last === end) return end;
  const after = tokens[(indexes[last] ?? -1) + 1];
  return after === undefined || /^\d/.test(after.word) ? last : end;
}

/** An unlisted word that may be a surname: long enough, and no ordinary, trade or bank word. */
function mayBeSurname(word: string, minLength: number, lexicon: NameLexicon): boolean {
  return word.length >= minLength && !lexicon.commonWords.has(word) && !lexicon.businessWords.has(word) && !lexicon.descriptorWords.has(word);
}
