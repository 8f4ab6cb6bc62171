import type { Span } from './span';

// Words after which a long number is someone's account, customer or mandate number. REF and
// MANDATE are here because UK direct-debit references are usually the payer's customer number
// ("REF VP12345678"); removing a reference costs nothing, it carries no merchant signal.
const CONTEXT_WORDS = [
  'ACCOUNT', 'ACCT', 'ACC', 'A/C', 'AC', 'ACH', 'ROUTING', 'RTN', 'ABA', 'SORT ?CODE', 'S/C', 'IBAN',
  'BSB', 'CUSTOMER', 'CUST', 'MEMBERSHIP', 'MEMBER', 'MBR', 'POLICY', 'POL', 'REFERENCE', 'REF',
  'MANDATE', 'LOAN', 'CONTRACT', 'KONTO', 'KTO', 'KDNR', 'KUNDENNR', 'KUNDENNUMMER', 'VERTRAG',
  'MANDATSREF', 'COMPTE', 'CUENTA', 'CONTO', 'REKENING', 'RIB',
].join('|');
const QUALIFIER = '(?:NO|NUM|NBR|NUMBER|NR|ID|CODE|NUMMER)';
// Value: up to four letters then digits, possibly in groups of 3+ ("1234 5678 9012"); the
// separator rule keeps a trailing date or amount out ("ACCT 000123456789 12/03").
const VALUE = String.raw`[A-Z]{0,4}\d+(?:[ -]\d{3,})*`;
const CONTEXT_VALUE = new RegExp(
  String.raw`(?<![A-Z0-9])(?:${CONTEXT_WORDS})(?![A-Z0-9])[ .:#-]{0,3}(?:${QUALIFIER}(?![A-Z0-9])[ .:#-]{0,3}){0,2}(${VALUE})(?![A-Z0-9])`,
  'gi',
);
// UK sort code and account number printed together: "20-45-67 41234567".
const SORT_CODE_AND_ACCOUNT = /(?<!\d)\d{2}[- ]\d{2}[- ]\d{2}[ ,/]{1,3}\d{8}(?!\d)/g;
/**
 * The same pair where a transfer line ends with it, separated or not: "K OKAFOR FLAT SHARE 309634
 * 41926837". The line's layout too: its counterparty comes first (see opensWithPayee).
 */
export const SORT_CODE_AND_ACCOUNT_AT_END = /(?<![\d-])\d{2}-?\d{2}-?\d{2} \d{8}$/;
/**
 * A short counterparty in capitals at the line's start, then the other party's eight-digit
 * account number ("D WRIGHT 41772653 CONCERT TIX"); group 1 is the number. The layout too (see
 * opensWithPayee).
 */
export const LEAD_THEN_ACCOUNT = /^[A-Z][A-Z'.-]*(?: [A-Z][A-Z'.-]*){1,2} (\d{8})(?: |$)/;
// A sort code alone, after its label: "SORT CODE 20-45-67".
const LABELLED_SORT_CODE = /(?<![A-Z])(?:SORT ?CODE|S\/C)[ .:#-]{0,3}(\d{2}[- ]?\d{2}[- ]?\d{2})(?!\d)/gi;

/**
 * A British self-assessment payment reference: the taxpayer's ten-digit Unique Taxpayer Reference
 * and K ("HMRC SELF ASSESSMENT 1234567890K"), with no word before it to say so.
 */
const SELF_ASSESSMENT_REFERENCE = /(?<![A-Z0-9])\d{10}K(?![A-Z0-9])/gi;

const MIN_DIGITS = 6;

function countDigits(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) count += 1;
  }
  return count;
}

/**
 * Account numbers: a long number (6+ digits) right after a context word, a UK sort code and
 * account pair (unseparated only at the end of the line), or a labelled sort code. Masked values ("ACCT XXXX1234") have too few digits
 * and stay: they identify nobody.
 */
export function findAccountNumbers(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(CONTEXT_VALUE)) {
    const value = match[1] ?? '';
    if (countDigits(value) < MIN_DIGITS) continue;
    const end = match.index + match[0].length;
    spans.push({ start: end - value.length, end, kind: 'account_number' });
  }
  for (const match of text.matchAll(SORT_CODE_AND_ACCOUNT)) {
    spans.push({ start: match.index, end: match.index + match[0].length, kind: 'account_number' });
  }
  const lead = LEAD_THEN_ACCOUNT.exec(text);
  if (lead?.[1]) {
    const start = lead.index + lead[0].indexOf(lead[1]);
    spans.push({ start, end: start + 8, kind: 'account_number' });
  }
  const atEnd = SORT_CODE_AND_ACCOUNT_AT_END.exec(text);
  if (atEnd) spans.push({ start: atEnd.index, end: atEnd.index + atEnd[0].length, kind: 'account_number' });
  for (const match of text.matchAll(SELF_ASSESSMENT_REFERENCE)) {
    spans.push({ start: match.index, end: match.index + match[0].length, kind: 'account_number' });
  }
  for (const match of text.matchAll(LABELLED_SORT_CODE)) {
    const value = match[1] ?? '';
    const end = match.index + match[0].length;
    spans.push({ start: end - value.length, end, kind: 'account_number' });
  }
  return spans;
}
