import { findAccountNumbers } from './find-account-numbers';
import { findCardNumbers } from './find-card-numbers';
import { findEmails, findPaymentHandles, findPhones } from './find-contact-details';
import { findIbans } from './find-ibans';
import { findLeadingPayee, findPersonNames } from './find-person-names';
import { findScriptPayees } from './find-script-payees';
import { opensWithPayee } from './name-contexts';
import { NAME_LEXICON } from './name-lexicon';
import { isEvidence, roleOf } from './name-roles';
import { removeSpans, type Span } from './span';
import { tidy } from './tidy';
import { tokenize } from './tokenize';
import { PII_KINDS, type PiiKind, type RedactedText, type Redaction } from './types';

/**
 * The only place a string becomes RedactedText. Not exported: everything that leaves this
 * module as RedactedText has come out of redact(), so it has been through every detector.
 * (A test fails if a cast to RedactedText appears anywhere else in src/.)
 */
function seal(text: string): RedactedText {
  return text as RedactedText;
}

const NON_ASCII = /[^\0-\x7F]/;

function countDigits(text: string): number {
  let digits = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) digits += 1;
  }
  return digits;
}

/**
 * The spans of personal data a pass removes. Numbers and addresses come first, and names are
 * looked for only once none is left (the next pass), so that a piece of an IBAN or a phone
 * number is never read as a word of a name's context ("…87DE A CHARLES SCHWAB": that "A" ends
 * an IBAN, it is not the Spanish "to"). Detectors that cannot match are skipped (no card with
 * fewer than 13 digits, no phone with fewer than 7, no e-mail without "@"): most descriptors
 * have few digits, and this halves the time spent on them.
 */
export function findPersonalData(text: string): Span[] {
  const digits = countDigits(text);
  const spans: Span[] = [];
  if (digits >= 13) spans.push(...findCardNumbers(text));
  if (digits >= 2) spans.push(...findIbans(text));
  if (digits >= 6) spans.push(...findAccountNumbers(text), ...findPhones(text));
  if (text.includes('@')) spans.push(...findEmails(text));
  if (text.includes('$') || text.includes('@')) spans.push(...findPaymentHandles(text));
  // The layouts carry six digits or more (a sort code, a date, an account), or a typed note in small letters.
  const payeeFirst = (digits >= 6 || /[a-z]/.test(text)) && opensWithPayee(text);
  if (spans.length === 0) {
    const names = findPersonNames(tokenize(text), NAME_LEXICON, payeeFirst);
    return NON_ASCII.test(text) ? [...names, ...findScriptPayees(text)] : names;
  }
  // A layout that prints the payee first shows itself by the account number at the end ("K OKAFOR
  // FLAT SHARE 309634 41926837"): its leading name is read now, before that number goes.
  if (payeeFirst) spans.push(...findLeadingPayee(tokenize(text)));
  return spans;
}

// Most specific first: a valid IBAN after "IBAN" is an IBAN, not also an account number.
const SPECIFICITY: readonly PiiKind[] = ['card_number', 'iban', 'account_number', 'email', 'phone', 'person_name'];

/**
 * Which kinds a pass removed. A span inside a span of a more specific kind adds nothing
 * ("ACCT 3125550178" is an account number, not also a phone), so `redacted` on the result item
 * names what was really there.
 */
function kindsOf(spans: readonly Span[]): Set<PiiKind> {
  const kinds = new Set<PiiKind>();
  for (const span of spans) {
    const rank = SPECIFICITY.indexOf(span.kind);
    const covered = spans.some(
      (other) => SPECIFICITY.indexOf(other.kind) < rank && other.start <= span.start && other.end >= span.end,
    );
    if (!covered) kinds.add(span.kind);
  }
  return kinds;
}

/** The words right after a name, up to a number or a field separator, include a trade ("OAK LODGE", "PIANO LESSONS"). */
function tradeFollows(rest: string): boolean {
  for (const token of tokenize(rest)) {
    if (!token.alphabetic || token.gap !== '') return false;
    if (NAME_LEXICON.businessWords.has(token.word)) return true;
  }
  return false;
}

/**
 * What stood before the first person's name a pass found, with that pass's other spans removed.
 * Undefined when it found none; when the name lists know no word of it (after a rail, unknown
 * words are removed as a name the lists may lack, "FASTER PAYMENT TO ACME WIDGETS", but they are
 * no evidence of a person); or when a trade follows it ("PAYMENT TO JOHN SMITH PLUMBING LTD",
 * "MISS MARGARET OKONKWO PIANO LESSONS" name a sole trader's business).
 */
function textBeforeName(text: string, spans: readonly Span[]): string | undefined {
  const name = spans.filter((span) => span.kind === 'person_name').sort((left, right) => left.start - right.start)[0];
  if (name === undefined) return undefined;
  if (!tokenize(text.slice(name.start, name.end)).some((token) => isEvidence(roleOf(token.word, NAME_LEXICON)))) return undefined;
  if (tradeFollows(text.slice(name.end))) return undefined;
  const before = spans.filter((span) => span !== name && span.start < name.start).map((span) => ({ ...span, end: Math.min(span.end, name.start) }));
  return tidy(removeSpans(text.slice(0, name.start), before));
}

/** redact()'s result, and what stood before the first person's name it removed (see textBeforeName). */
export interface LocatedRedaction extends Redaction {
  beforeName?: string;
}

// Every pass deletes at least one non-space character, so the loop ends on its own; the cap is
// a guard against a future detector that breaks that rule.
const MAX_PASSES = 16;

/**
 * Removes personal data from one descriptor: card numbers, IBANs, account numbers, e-mail
 * addresses, phone numbers and personal names. Pure and deterministic. The output is the input
 * with spans cut out and whitespace and orphaned separators tidied, so it is never longer.
 * Detection repeats on its own output until nothing is found (a removal can reveal a
 * name-only string: "JOHN SMITH 3125550178"), which makes redact idempotent.
 */
export function redact(text: string): Redaction {
  return redactPasses(text, false);
}

/**
 * redact(), also telling what stood before the first person's name it removed: the bank's own
 * words ("PAYMENT TO", "FAST PAYMENT to", nothing) say the person is the line's counterparty.
 * That text stays in the process (it is read, never sent), and holds no span a pass removed.
 */
export function redactLocatingName(text: string): LocatedRedaction {
  return redactPasses(text, true);
}

function redactPasses(text: string, locateName: boolean): LocatedRedaction {
  let current = tidy(text);
  const kinds = new Set<PiiKind>();
  let beforeName: string | undefined;
  let nameFound = false;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const spans = findPersonalData(current);
    if (spans.length === 0) break;
    for (const kind of kindsOf(spans)) kinds.add(kind);
    if (locateName && !nameFound && spans.some((span) => span.kind === 'person_name')) {
      nameFound = true;
      beforeName = textBeforeName(current, spans);
    }
    current = tidy(removeSpans(current, spans));
  }
  return { text: seal(current), kinds: PII_KINDS.filter((kind) => kinds.has(kind)), ...(beforeName !== undefined && { beforeName }) };
}
