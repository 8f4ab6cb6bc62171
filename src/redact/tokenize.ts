import { foldWord } from './fold-word';

/** One word of a descriptor, with its place in the text so a detector can cut it out. */
export interface Token {
  start: number;
  end: number;
  /** Folded for look-ups (see foldWord); a possessive's 'S is dropped: "JOE'S" → JOE. */
  word: string;
  /** Ends in 'S or S' ("MARIA'S", "JAMES'"): a shop's name, not a person. */
  possessive: boolean;
  /** Only letters, hyphens, apostrophes and dots: the only tokens that can be part of a name. */
  alphabetic: boolean;
  /** The non-space characters between the previous token and this one ("*", ":", ","). */
  gap: string;
}

// Separators split tokens; "&" and "'" stay inside ("B&Q", "O'BRIEN"). "." stays too, so that
// initials ("J.") and hostnames ("HELP.UBER.COM") are one token each.
const TOKEN = /[^\s*:,;/#()[\]{}|_"<>=+!?]+/g;
const ALPHABETIC_ASCII = /^[A-Za-z][A-Za-z'.-]*$/;
const ALPHABETIC = /^[\p{L}][\p{L}'’.-]*$/u;
// Anything outside printable ASCII takes the slow (Unicode) path.
const NON_ASCII = /[^ -~]/;
const POSSESSIVE = /(?:['’]S|S['’])$/i;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const possessive = raw.length > 2 && POSSESSIVE.test(raw);
    let word = foldWord(raw);
    if (possessive && /['’]S$/i.test(raw)) word = word.slice(0, -1);
    tokens.push({
      start,
      end: start + raw.length,
      word,
      possessive,
      // The ASCII test first: the Unicode one is several times slower and rarely needed.
      alphabetic: NON_ASCII.test(raw) ? ALPHABETIC.test(raw) : ALPHABETIC_ASCII.test(raw),
      gap: start === previousEnd ? '' : text.slice(previousEnd, start).replace(/\s+/g, ''),
    });
    previousEnd = start + raw.length;
  }
  return tokens;
}
