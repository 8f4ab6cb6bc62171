/**
 * Character codes read without loading `charCodeAt` from the string. A hot loop's call site meets
 * strings of every kind V8 keeps (flat, joined, sliced, one- and two-byte), and past four kinds
 * `text.charCodeAt(index)` looks the method up in a generic cache and calls it blindly on every
 * character; called on the method itself, the optimizing compiler reads the character in place
 * (tokenize takes half the time).
 */
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;

/**
 * `text.charCodeAt(index)` for an index inside the string. Never call it past either end: one
 * such call makes the compiler stop reading characters in place for every caller (they share
 * this function's feedback), and every character becomes a call again.
 */
export function codeAt(text: string, index: number): number {
  return CHAR_CODE_AT.call(text, index);
}

/** A–Z. */
export function isCapitalCode(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** 0–9. */
export function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}
