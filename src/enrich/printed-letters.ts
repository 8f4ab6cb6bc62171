/**
 * The letters a model's name takes from the line as the customer's bank printed it. Models read
 * folded, redacted text (ASCII: the normalizer folds Ø to O, Ł to L), so they answer "Bakeri
 * Brodboksen"; the public name is written as a person writes it.
 */
// Module constants: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const RAW_WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_ALNUM = /^[A-Za-z0-9]$/;
/** Letters NFKD leaves whole, read as the one letter the normalizer folds them to. */
const STROKED: Readonly<Record<string, string>> = { ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i' };

function foldLetter(letter: string): string {
  return STROKED[letter] ?? letter.normalize('NFKD').replace(MARKS, '');
}

/**
 * The name's letters as the statement printed them: the normalizer folds to ASCII to read the
 * words, but a person writes "Bakeri Brødboksen", "Kafe Hjørnet", "Frisör Klippet", "Piekarnia
 * Łódź". A word of the name takes the printed word's letters where they fold to its own, one
 * for one, in the name's case; other words stay as they are.
 */
export function withPrintedLetters(name: string, printed: string): string {
  if (!NON_ASCII.test(printed)) return name;
  const byFold = new Map<string, string>();
  for (const [word] of printed.matchAll(RAW_WORD)) {
    if (!NON_ASCII.test(word)) continue;
    const letters = [...word];
    const folded = letters.map(foldLetter);
    // One ASCII letter for one (ß, Æ and Œ are two): otherwise the word is left alone.
    if (folded.some((letter) => !ASCII_ALNUM.test(letter))) continue;
    const key = folded.join('').toUpperCase();
    if (!byFold.has(key)) byFold.set(key, word);
  }
  if (byFold.size === 0) return name;
  return name
    .split(' ')
    .map((token) => {
      const key = token.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      const source = byFold.get(key);
      if (source === undefined) return token;
      const letters = [...source];
      let at = 0;
      let out = '';
      for (const character of token) {
        if (!ASCII_ALNUM.test(character)) {
          out += character;
          continue;
        }
        const printedLetter = letters[at] ?? character;
        at += 1;
        out += character === character.toLowerCase() ? printedLetter.toLowerCase() : printedLetter.toUpperCase();
      }
      return out;
    })
    .join(' ');
}
