// Anything outside printable ASCII takes the slow (Unicode) path.
const NON_ASCII = /[^ -~]/;
const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`]/g;

/**
 * Folds a word for lexicon look-ups: upper case, accents stripped, apostrophes dropped, a
 * trailing dot removed ("Zoë" → ZOE, "O'Brien" → OBRIEN, "J." → J, "Jørgen" → JORGEN). The name lists are folded
 * the same way when loaded, so both sides always agree.
 */
export function foldWord(word: string): string {
  let folded = word.toUpperCase();
  // NFD is the slow part; descriptors are nearly always ASCII, so skip it when it cannot matter.
  if (NON_ASCII.test(folded)) {
    folded = folded.normalize('NFD').replace(COMBINING_MARKS, '');
    // Letters NFD leaves whole, folded as the descriptor normalizer folds them: "Sørensen" is
    // SORENSEN and "Paweł" PAWEL in the lists too.
    folded = folded.replace(/ß/g, 'SS').replace(/Ø/g, 'O').replace(/Æ/g, 'AE').replace(/Œ/g, 'OE').replace(/Ł/g, 'L').replace(/[ĐÐ]/g, 'D').replace(/Þ/g, 'TH');
  }
  if (folded.includes("'") || folded.includes('’') || folded.includes('‘') || folded.includes('`')) {
    folded = folded.replace(APOSTROPHES, '');
  }
  return folded.endsWith('.') ? folded.slice(0, -1) : folded;
}
