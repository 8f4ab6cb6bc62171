// `node bin/run-ts.js tools/list-town-cuts.ts /usr/share/dict/american-english /usr/share/dict/british-english`:
// prints the words that begin a single-word town of src/knowledge/towns*.ts and are words or
// names of their own: ordinary words of the given word lists (Debian's wamerican and wbritish),
// given names and surnames of the redactor's lists, single-word names and aliases of the shipped
// merchants ("GRIND" of GRINDELWALD, "WILLIAMS" of WILLIAMSTOWN, "LOWES" of LOWESTOFT). Such a
// word ending a name is the name's, not a town cut by the statement: the list goes into
// src/knowledge/town-cut-words.ts (review it, then paste it there).
import { readFileSync } from 'node:fs';
import { CATEGORY_WORDS, COMMON_WORDS, loadMerchantRecords } from '../src/knowledge';
import { WORDS_BEGINNING_TOWNS } from '../src/knowledge/town-cut-words';
import { TOWN_SET } from '../src/knowledge/towns';
import { NAME_LEXICON } from '../src/redact/name-lexicon';

/** The normalizer reads a cut town of five letters or more (TOWN_PREFIXES). */
const MIN_LETTERS = 5;

const fold = (word: string): string => word.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();

const words = new Set<string>([...NAME_LEXICON.givenNames, ...NAME_LEXICON.surnames]);
for (const path of process.argv.slice(2)) {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const word = line.trim();
    // Proper names (capitalised entries) and possessives are not ordinary words of a name.
    if (word.length < MIN_LETTERS || word.includes("'") || word.charAt(0) !== word.charAt(0).toLowerCase()) continue;
    words.add(fold(word));
  }
}
for (const record of loadMerchantRecords().records) {
  for (const alias of [record.name, ...record.aliases]) {
    for (const word of fold(alias).split(/[^A-Z0-9]+/)) if (word.length >= MIN_LETTERS) words.add(word);
  }
}

const found = new Set<string>();
for (const town of TOWN_SET) {
  if (town.includes(' ')) continue;
  for (let length = MIN_LETTERS; length < town.length; length += 1) {
    const cut = town.slice(0, length);
    // The normalizer never reads these as a cut anyway.
    if (COMMON_WORDS.has(cut) || CATEGORY_WORDS.has(cut)) continue;
    if (words.has(cut)) found.add(cut);
  }
}
const missing = [...found].filter((word) => !WORDS_BEGINNING_TOWNS.has(word)).sort();
console.log(`${found.size} words begin a town; ${missing.length} not yet in WORDS_BEGINNING_TOWNS:`);
console.log(missing.join(' '));
