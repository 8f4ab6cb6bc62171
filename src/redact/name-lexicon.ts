import { readFileSync } from 'node:fs';
import { foldWord } from './fold-word';

/**
 * The word lists behind name detection, read once when the module loads (a few milliseconds).
 * They live in ./data as plain text so that reviewers can read and extend them without touching
 * code; each list says in its header what it is for.
 */
export interface NameLexicon {
  givenNames: ReadonlySet<string>;
  surnames: ReadonlySet<string>;
  /** Prefixes (3+ letters) of surnames: "ROBERTWILLI" is ROBERT + the start of WILLIAMS. */
  surnamePrefixes: ReadonlySet<string>;
  /** Names that are also ordinary words; alone they are not evidence of a person. */
  commonWords: ReadonlySet<string>;
  businessWords: ReadonlySet<string>;
  /** Descriptor vocabulary (PAYMENT, SAVINGS, REF, state codes…): never a name. */
  descriptorWords: ReadonlySet<string>;
  /** Brands that look like names ("JOHN LEWIS"), as folded word sequences keyed by first word. */
  nameBrands: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The same brands with their words glued, as processors print them ("PAYPAL *RALPHLAUREN"). */
  gluedBrands: readonly string[];
}

/**
 * Name particles and suffixes: allowed inside a name ("MARIA DE LA CRUZ", "JAN VAN DER BERG",
 * "JOHN SMITH JR"), never evidence of one on their own.
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'VAN', 'VON', 'DER', 'DEN', 'DE', 'DI', 'DA', 'DEL', 'DELLA', 'DELA', 'DOS', 'DAS', 'DU', 'LA', 'LE',
  'TEN', 'TER', 'ZU', 'AL', 'EL', 'BIN', 'BINTI', 'JR', 'II', 'III', 'IV',
]);

/** Titles before a name; removed with it. "M" (monsieur) is left out: it is far more often an initial. */
export const NAME_TITLES: ReadonlySet<string> = new Set([
  'MR', 'MRS', 'MS', 'MISS', 'MSTR', 'MASTER', 'MX', 'DR', 'PROF', 'SIR', 'DAME', 'MME', 'MLLE', 'HERR',
  'FRAU', 'SR', 'SRA', 'SRTA', 'SIG', 'SIGRA', 'MEVR', 'DHR',
  // The Netherlands' and Germany's "family" before a surname ("HUUR JULI FAM. JANSEN").
  'FAM',
]);

const DATA_DIRECTORY = new URL('./data/', import.meta.url);

function readWords(file: string): string[] {
  const text = readFileSync(new URL(file, DATA_DIRECTORY), 'utf8');
  const words: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    for (const word of line.split(/\s+/)) if (word !== '') words.push(foldWord(word));
  }
  return words;
}

function readPhrases(file: string): string[][] {
  const text = readFileSync(new URL(file, DATA_DIRECTORY), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/).map(foldWord));
}

function withoutParticles(words: string[]): Set<string> {
  // Multi-word entries ("DE BOER", "VAN DER BERG") are split into words on load; the particles
  // must not become names of their own, or "DE" would make every Spanish descriptor a person.
  return new Set(words.filter((word) => !NAME_PARTICLES.has(word)));
}

function prefixesOf(names: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const name of names) for (let end = 3; end <= name.length; end += 1) prefixes.add(name.slice(0, end));
  return prefixes;
}

export function loadNameLexicon(): NameLexicon {
  const surnames = withoutParticles(readWords('surnames.txt'));
  const nameBrands = new Map<string, string[][]>();
  const phrases = readPhrases('name-brands.txt');
  for (const phrase of phrases) {
    const first = phrase[0];
    if (first === undefined) continue;
    const list = nameBrands.get(first) ?? [];
    list.push(phrase);
    nameBrands.set(first, list);
  }
  return {
    givenNames: withoutParticles(readWords('given-names.txt')),
    surnames,
    surnamePrefixes: prefixesOf(surnames),
    commonWords: new Set(readWords('common-words.txt')),
    businessWords: new Set(readWords('business-words.txt')),
    descriptorWords: new Set(readWords('descriptor-words.txt')),
    nameBrands,
    gluedBrands: phrases.map((phrase) => phrase.join('').replace(/[^A-Z0-9]/g, '')),
  };
}

/** The one lexicon the redactor uses, loaded at module initialisation. */
export const NAME_LEXICON: NameLexicon = loadNameLexicon();

/**
 * A listed surname ("O'REILLY" reads OREILLY): a brand printed as one alone is as often a
 * person or another business named after one, which the knowledge base reads as a weak alias.
 */
export function isListedSurname(word: string): boolean {
  return NAME_LEXICON.surnames.has(word);
}

/** A listed given name that is no ordinary word too ("MARY", not "ROSE" or "GRACE"). */
export function isListedGivenName(word: string): boolean {
  return NAME_LEXICON.givenNames.has(word) && !NAME_LEXICON.commonWords.has(word);
}
