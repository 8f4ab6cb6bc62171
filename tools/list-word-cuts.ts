// `node bin/run-ts.js tools/list-word-cuts.ts /usr/share/dict/american-english /usr/share/dict/british-english`:
// prints the words of the given word lists (Debian's wamerican and wbritish) that begin a trade
// word of src/knowledge/category-words.ts closely enough to be read as a statement's cut of it
// ("SADDLE" of SADDLERY, "PERIOD" of PERIODONTICS, "MULTIPLE" of MULTIPLEX). Such a word is a word,
// not a cut: the list goes into src/knowledge/whole-words.ts (review it, then paste it there).
import { readFileSync } from 'node:fs';
import { CATEGORY_WORDS, WORDS_NOT_CUTS } from '../src/knowledge';

/** The builtin model completes a cut of at least 55% of a trade word, the normalizer one of six letters or more. */
const MIN_LETTERS = 4;
const MIN_SHARE = 0.55;
const NORMALIZER_CUT = 6;

const fold = (word: string): string => word.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();

const words = new Set<string>();
for (const path of process.argv.slice(2)) {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const word = line.trim();
    // Proper names (capitalised entries) and possessives are not ordinary words of a name.
    if (word.length < MIN_LETTERS || word.includes("'") || word.charAt(0) !== word.charAt(0).toLowerCase()) continue;
    words.add(fold(word));
  }
}

const found = new Set<string>();
for (const [trade, fact] of CATEGORY_WORDS) {
  if (trade.includes(' ') || fact.strength < 2 || !fact.readsCuts) continue;
  for (let length = MIN_LETTERS; length < trade.length; length += 1) {
    const cut = trade.slice(0, length);
    if ((length >= MIN_SHARE * trade.length || length >= NORMALIZER_CUT) && words.has(cut) && !CATEGORY_WORDS.has(cut)) found.add(cut);
  }
}
const missing = [...found].filter((word) => !WORDS_NOT_CUTS.has(word)).sort();
console.log(`${found.size} words begin a trade word; ${missing.length} not yet in WORDS_NOT_CUTS:`);
console.log(missing.join(' '));
