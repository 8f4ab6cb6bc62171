// Anything outside printable ASCII takes the slow (Unicode) path.
const NON_ASCII = /[^ -~]/;
const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`]/g;

const GREEK = /[\u0391-\u03A9]/;
const GREEK_PAIRS: ReadonlyArray<[RegExp, string]> = [[/ΟΥ/g, 'OU'], [/ΑΥ/g, 'AV'], [/ΕΥ/g, 'EV'], [/ΓΓ/g, 'NG'], [/^ΜΠ/, 'B']];
const GREEK_LETTERS: Readonly<Record<string, string>> = {
  Α: 'A', Β: 'V', Γ: 'G', Δ: 'D', Ε: 'E', Ζ: 'Z', Η: 'I', Θ: 'TH', Ι: 'I', Κ: 'K', Λ: 'L', Μ: 'M', Ν: 'N', Ξ: 'X',
  Ο: 'O', Π: 'P', Ρ: 'R', Σ: 'S', Τ: 'T', Υ: 'Y', Φ: 'F', Χ: 'CH', Ψ: 'PS', Ω: 'O',
};

/**
 * Greek letters as Greek names are spelt in Latin ones (ELOT 743, as passports and the lists
 * write them): ΠΑΠΑΔΟΠΟΥΛΟΣ is PAPADOPOULOS, ΓΕΩΡΓΙΟΣ GEORGIOS, so one list serves both scripts.
 */
function latinGreek(word: string): string {
  let text = word;
  for (const [pair, latin] of GREEK_PAIRS) text = text.replace(pair, latin);
  return text.replace(/[\u0391-\u03A9]/g, (letter) => GREEK_LETTERS[letter] ?? letter);
}

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
    folded = folded.replace(/ß/g, 'SS').replace(/Ø/g, 'O').replace(/Æ/g, 'AE').replace(/Œ/g, 'OE').replace(/Ł/g, 'L').replace(/[ĐÐ]/g, 'D').replace(/Þ/g, 'TH').replace(/Ħ/g, 'H');
    if (GREEK.test(folded)) folded = latinGreek(folded);
  }
  if (folded.includes("'") || folded.includes('’') || folded.includes('‘') || folded.includes('`')) {
    folded = folded.replace(APOSTROPHES, '');
  }
  return folded.endsWith('.') ? folded.slice(0, -1) : folded;
}
