import type { AliasEntry, AliasIndex } from './alias-index';
import { MIN_TYPO_KEY_LENGTH } from './alias-index';
import { CATEGORY_WORDS } from './category-words';
import { COMMON_WORDS } from './common-words';
import { PLACE_WORDS } from './locations';
import { sequenceKey, tokenKey } from './match-key';
import { BANK_VOCABULARY } from './bank-vocabulary';

export interface FuzzyCandidate {
  start: number;
  end: number;
  entry: AliasEntry;
  fuzzy: true;
}

/** Statements cut names at 22–25 characters; a cut keeps most of the name. */
const MIN_TYPED_LENGTH = 5;
const MAX_MISSING_SHARE = 0.4;
const MIN_LONG_CUT_LENGTH = 12;

/** Words that are themselves meaningful are never read as a cut or misspelt brand ("CHARGE" is not Chargefox). */
function isOrdinaryWord(word: string): boolean {
  return COMMON_WORDS.has(word) || CATEGORY_WORDS.has(word) || PLACE_WORDS.has(word) || BANK_VOCABULARY.has(word);
}

function firstIndexAtLeast(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * "COSTCO BY INSTACAR": the descriptor's last words are the start of an alias. Only the end of
 * the merchant part can be cut, and an ordinary last word ("KITCHEN") is not taken for a cut
 * brand ("KITCHENAID").
 */
/** What a payment was, printed after a cut name ("FRANCHISE TAX BO PAYMENTS"). */
const PAYMENT_WORDS = new Set(['PAYMENT', 'PAYMENTS', 'PMT', 'PMTS', 'PYMT', 'EPAY', 'ONLINE', 'WEB', 'TAX', 'REFUND']);

function truncated(index: AliasIndex, words: readonly string[]): FuzzyCandidate | null {
  const lastWord = words[words.length - 1];
  if (words.length >= 3 && PAYMENT_WORDS.has(lastWord ?? '')) {
    const cut = truncated(index, words.slice(0, -1));
    if (cut) return cut;
  }
  if (!lastWord || lastWord.length < (words.length >= 3 ? 2 : 3)) return null;
  // An ordinary last word is a cut only inside a long multi-word name ("BUFFALO WILD WIN").
  const ordinaryLast = isOrdinaryWord(lastWord);
  for (let start = 0; start < words.length; start += 1) {
    const typed = sequenceKey(words.slice(start));
    if (typed.length < MIN_TYPED_LENGTH) return null;
    if (ordinaryLast && (words.length - start < 3 || typed.length < MIN_LONG_CUT_LENGTH)) continue;
    // No key goes on from the typed letters (most long-tail names): the filter says so without a search.
    if (!index.prefixes.has(typed)) continue;
    let best: AliasEntry | null = null;
    let bestLength = Infinity;
    for (let position = firstIndexAtLeast(index.sortedKeys, typed); position < index.sortedKeys.length; position += 1) {
      const key = index.sortedKeys[position] ?? '';
      if (!key.startsWith(typed)) break;
      const entry = index.byKey.get(key);
      if (!entry || entry.weakness !== 'none' || key.length === typed.length) continue;
      if ((key.length - typed.length) / key.length > MAX_MISSING_SHARE) continue;
      if (!cutsInsideWord(entry.boundaries, typed.length, words.length - start)) continue;
      if (key.length < bestLength) {
        best = entry;
        bestLength = key.length;
      }
    }
    if (best) return { start, end: words.length - 1, entry: best, fuzzy: true };
  }
  return null;
}

/**
 * A statement cut leaves part of the last word ("INSTACAR"); a name that stops at a word boundary
 * ("MARCHE" of "MARCHE IGA") is more likely another, shorter name.
 */
function cutsInsideWord(boundaries: readonly number[], typedLength: number, typedWords: number): boolean {
  const previous = boundaries.filter((boundary) => boundary < typedLength).pop() ?? 0;
  if (boundaries.includes(typedLength)) return false;
  // Two letters of a last word are enough after two whole words of a long name ("FRANCHISE TAX BO").
  return typedLength - previous >= 3 || (typedWords >= 3 && typedLength >= MIN_LONG_CUT_LENGTH && typedLength - previous >= 2);
}

function deletions(key: string): string[] {
  const result: string[] = [];
  for (let position = 0; position < key.length; position += 1) result.push(key.slice(0, position) + key.slice(position + 1));
  return result;
}

/** One typo (a letter added, dropped, changed or two swapped) in a long, distinctive word. */
function typo(index: AliasIndex, words: readonly string[]): FuzzyCandidate | null {
  for (let position = 0; position < words.length; position += 1) {
    const word = words[position] ?? '';
    if (word.length < MIN_TYPO_KEY_LENGTH || isOrdinaryWord(word) || /\d/.test(word)) continue;
    const key = tokenKey(word);
    const found = new Set<AliasEntry>();
    const variants = deletions(key);
    for (const variant of variants) {
      const entry = index.byKey.get(variant);
      if (entry && entry.wordCount === 1 && entry.weakness === 'none' && entry.keyLength >= MIN_TYPO_KEY_LENGTH) found.add(entry);
    }
    for (const entry of index.byDeletion.get(key) ?? []) found.add(entry);
    for (const variant of variants) for (const entry of index.byDeletion.get(variant) ?? []) found.add(entry);
    // A misspelling keeps the first letter; "INTEREST" is not "PINTEREST" with a letter dropped.
    for (const entry of found) if (entry.alias.toUpperCase().replace(/[^A-Z0-9]/g, '').charAt(0) !== key.charAt(0)) found.delete(entry);
    const records = new Set([...found].map((entry) => entry.record));
    // Two merchants one typo away: no way to tell which, so neither.
    if (records.size === 1) {
      const [entry] = found;
      if (entry) return { start: position, end: position, entry, fuzzy: true };
    }
  }
  return null;
}

export function findFuzzy(index: AliasIndex, words: readonly string[]): FuzzyCandidate | null {
  return truncated(index, words) ?? typo(index, words);
}
