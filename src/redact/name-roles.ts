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
 * Irish and Scottish Gaelic surnames are a particle and a name: Ó and Ua ("grandson of"), Mac
 * ("son of"), and a woman's Ní, Nic, Uí and Mhic ("Ciarán Ó Súilleabháin", "Siobhán Ní Bhriain",
 * "Máire Nic Giolla Phádraig"). The name after the particle is written in Irish and no list holds
 * all of its forms, so after a given name and a particle a word spelt the Irish way is read as a surname.
 */
const GAELIC_PARTICLES: ReadonlySet<string> = new Set(['O', 'UA', 'MAC', 'NI', 'NIC', 'UI', 'MHIC', 'MHAC']);

/** Malay and Indonesian "son of" and "daughter of", as banks print them whole or cut (BT, BTE). */
const PATRONYMIC_PARTICLES: ReadonlySet<string> = new Set(['BIN', 'BINTI', 'BT', 'BTE']);

/** The roles of a name's words in order, with a Gaelic surname read after its particle (see above). */
export function rolesOf(words: readonly string[], lexicon: NameLexicon): Role[] {
  const roles = words.map((word) => roleOf(word, lexicon));
  // Irish spelling: a lenited consonant or a vowel pair of its own ("BHRIAIN", "MATHUNA", "GIOLLA"); "JOHN O GROATS" is a place.
  const irish = (word: string | undefined): boolean => /^[A-Z]{3,}$/.test(word ?? '') && /[BCDFGMPST]H|AI|EA|IO|UI|AO/.test(word ?? '');
  let gaelic = false;
  for (let index = 2; index < words.length; index += 1) {
    if (roles[index] !== 'unknown' || !irish(words[index])) {
      gaelic = false;
      continue;
    }
    // The surname goes on after its first word ("MAC GIOLLA BHRIDE").
    if (gaelic) {
      roles[index] = 'surname';
      continue;
    }
    const given = roles[index - 2];
    if (!GAELIC_PARTICLES.has(words[index - 1] ?? '') || (given !== 'given' && given !== 'both')) continue;
    roles[index - 1] = 'particle';
    roles[index] = 'surname';
    gaelic = true;
  }
  // A Scottish or Irish patronymic after a given name is a surname, listed or not ("ELIZABETH MCALLISTER"),
  // and so is an Arabic family name joined to its article ("ABDULLAH AL-QAHTANI", "A. AL-SAYED").
  for (let index = 1; index < words.length; index += 1) {
    const before = roles[index - 1];
    const afterGiven = before === 'given' || before === 'both' || before === 'initial';
    if (roles[index] !== 'unknown' || !afterGiven) continue;
    const word = words[index] ?? '';
    if ((before !== 'initial' && /^(?:MC[A-Z]{3,}|MAC[A-Z]{4,})$/.test(word)) || /^(?:AL|EL)-[A-Z]{3,}$/.test(word)) roles[index] = 'surname';
  }
  // A Malay patronymic: the father's given name after BIN (son of) or BINTI (daughter of), listed
  // or not, once a given name stood before ("AHMAD FAIZAL BIN ISMAIL", "NUR AISYAH BINTI RAHMAN").
  for (let index = 2; index < words.length; index += 1) {
    const given = roles.slice(0, index - 1).some((role) => role === 'given' || role === 'both');
    if (given && PATRONYMIC_PARTICLES.has(words[index - 1] ?? '') && roles[index] === 'unknown' && /^[A-Z]{3,}$/.test(words[index] ?? '')) {
      roles[index - 1] = 'particle';
      roles[index] = 'surname';
    }
  }
  return roles;
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
