import { LEAD_THEN_ACCOUNT, SORT_CODE_AND_ACCOUNT_AT_END } from './find-account-numbers';
import { NAME_TITLES } from './name-lexicon';
import { PERSON_LINE_OPENERS, skipLineFillers } from './person-lines';
import type { Token } from './tokenize';

/**
 * How sure a context is that a person's name follows:
 * - strong: person-to-person rails (ZELLE, VENMO *, FASTER PAYMENT, INDN:, SEPA transfer "an"),
 *   where a business after the prefix is the exception;
 * - medium: "PAYMENT TO", "BILL PAYMENT TO", "BGC", where persons and businesses both follow;
 * - weak: "PAYPAL *", which is mostly followed by merchants, and marketplaces (TASKRABBIT, ETSY)
 *   that print the seller or the hired person.
 * The weaker the context, the more evidence from the name lists a span needs.
 */
export type ContextStrength = 'strong' | 'medium' | 'weak';

export interface NameContext {
  /** Index of the first token that may belong to the name. */
  from: number;
  strength: ContextStrength;
  /** After a direction word (TO, FROM, AN, DE…): even a single unknown word is likely a name. */
  directional: boolean;
  /**
   * Opened by a layout that prints the counterparty first and says so by its other fields (a sort
   * code and account number at the end, NatWest's "FP" date field): a company as often as a
   * person, but a British bank prints a person as an initial and a surname, listed or not ("T
   * OYELARAN").
   */
  layout?: true;
  /** Only a name that ends the line counts (the account holder printed after a reference). */
  endsLine?: true;
  /**
   * After the direction word of a remittance service's line (see REMITTANCE_MARKERS): the words
   * there are the recipient whatever the lists say of them ("RIA … TO LUZ MARINA ORTIZ"), read by
   * position up to a number, a field or a bank word.
   */
  byPosition?: true;
}

interface Prefix {
  words: readonly string[];
  strength: ContextStrength;
  /** A number may stand between the prefix and the name ("CHECK #3381 JAMES WILSON"). */
  numbered?: true;
  /** See NameContext.endsLine. */
  endsLine?: true;
  /** A bank's type code, read only where it stands, first on the line ("SO J MURPHY RENT"). */
  atStart?: true;
  /** A person line's word: its month, flat, number and direction stand before the name (person-lines.ts). */
  personLine?: true;
}

/**
 * Remittance services, wallets and rails whose lines are a transfer to or from a person (a shop
 * paid through one prints its own name, and the lists or a trade word keep it). Not the wallets
 * whose name is an ordinary word elsewhere (MoMo, Toss, Kuda, Maya): their transfer words open the
 * context instead ("KUDA TRANSFER FROM …").
 */
const PERSON_TO_PERSON_SERVICES = [
  'LEMFI', 'SENDWAVE', 'TAPTAP', 'YAPE', 'PLIN', 'NEQUI', 'DAVIPLATA', 'ZALOPAY', 'OPAY', 'PALMPAY', 'MONIEPOINT', 'GCASH',
  'M-PESA', 'MPESA', 'DUITNOW', 'PROMPTPAY', 'INSTAPAY', 'PAYTM', 'WERO', 'KAKAOPAY', 'STCPAY', 'EWALLET', 'MBWAY', 'UPI',
];

/**
 * Remittance services and rails named in more than one word, or whose one word is an ordinary
 * word or a surname elsewhere (RIA, WU): their lines are person-to-person only with the full name.
 */
const REMITTANCE_SERVICE_NAMES: readonly (readonly string[])[] = [
  ['WU.COM'], ['RIA', 'FINANCIAL'], ['RIA', 'MONEY'], ['MB', 'WAY'], ['MONEY', 'GRAM'], ['WORLD', 'REMIT'],
  // Wise's legal entities ("WISE PAYMENTS LIMITED", "Wise Europe SA"): WISE alone is a word and a shop's name.
  ['WISE', 'PAYMENTS'], ['WISE', 'EUROPE'],
];

/** App banks whose transfers print the other party first, then the bank's name. */
const APP_BANKS: ReadonlySet<string> = new Set(['MONZO', 'REVOLUT', 'STARLING', 'CHIME']);

/** Services that send money abroad to people, and nothing else: what follows their direction word is a person. */
const REMITTANCE_MARKERS = new Set(['MONEYGRAM', 'REMITLY', 'WORLDREMIT', 'XOOM', 'SENDWAVE', 'LEMFI', 'TAPTAP', 'WU.COM', 'TRANSFERWISE', 'SKRILL']);

function isRemittance(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      REMITTANCE_MARKERS.has(token.word) || matchesAt(tokens, index, ['WESTERN', 'UNION']) || REMITTANCE_SERVICE_NAMES.some((words) => matchesAt(tokens, index, words)),
  );
}

// Prefixes after which the name follows, possibly after filler words ("ZELLE PAYMENT TO").
const PREFIXES: readonly Prefix[] = [
  { words: ['ZELLE'], strength: 'strong' },
  { words: ['VENMO'], strength: 'strong' },
  { words: ['CASH', 'APP'], strength: 'strong' },
  { words: ['CASHAPP'], strength: 'strong' },
  { words: ['SQC'], strength: 'strong' },
  { words: ['APPLE', 'CASH'], strength: 'strong' },
  { words: ['BIZUM'], strength: 'strong' },
  // Phone-number payment apps of Europe and Asia-Pacific, Interac e-Transfer, the British faster
  // payment codes and money-transfer services: what follows is mostly a person.
  ...[
    'SWISH', 'VIPPS', 'MOBILEPAY', 'LYDIA', 'TIKKIE', 'TWINT', 'SATISPAY', 'PAYCONIQ', 'PAYLAH', 'PAYME', 'PAYNOW', 'OSKO', 'PAYID',
    'E-TRANSFER', 'ETRANSFER', 'E-TRF', 'ETRF', 'E-TFR', 'ETFR', 'PIX', 'FPS', 'FPI', 'FPO', 'REMITLY', 'WORLDREMIT', 'XOOM', 'MONEYGRAM', 'RIA',
    // Wise's former name, which prints the recipient after its star ("TRANSFERWISE*JOSEPH MWANGI").
    'TRANSFERWISE',
    // Remittance services, and the wallets and instant-payment rails of Latin America, Africa and
    // Asia ("LEMFI*SEND TO …", "GCASH SEND MONEY …", "DUITNOW TRANSFER TO …", "WERO ZAHLUNG AN …").
    ...PERSON_TO_PERSON_SERVICES,
  ].map((word): Prefix => ({ words: [word], strength: 'strong' })),
  // Vietnam's transfer words, the payee after them ("CHUYEN TIEN DEN TRAN THI HA", chuyển tiền đến:
  // money sent to; "NHAN TIEN TU …", nhận tiền từ: received from; CK, chuyển khoản: a transfer).
  ...[['CHUYEN', 'TIEN', 'DEN'], ['CHUYEN', 'TIEN', 'CHO'], ['CHUYEN', 'KHOAN', 'DEN'], ['CHUYEN', 'KHOAN', 'CHO'], ['NHAN', 'TIEN', 'TU'], ['CK', 'DEN'], ['CK', 'CHO']].map(
    (words): Prefix => ({ words, strength: 'strong' }),
  ),
  { words: ['WESTERN', 'UNION'], strength: 'strong' },
  // Western Union's short forms and Skrill, MB WAY and the remittance services named in two words,
  // with the words of sending or receiving after them ("WU.COM*… RCV ABENA BOATENG", "SKRILL*TRANSFER …",
  // "MB WAY TRF P/ …"); Skrill alone is followed by the merchants it pays as often.
  ...REMITTANCE_SERVICE_NAMES.map((words): Prefix => ({ words, strength: 'strong' })),
  ...[['WU', 'RCV'], ['WU', 'RCVD'], ['WU', 'SEND'], ['WU', 'SENT'], ['WU', 'TO'], ['WU', 'FROM'], ['SKRILL', 'TRANSFER'], ['SKRILL', 'SEND'], ['SKRILL', 'SENT'], ['SKRILL', 'P2P']].map(
    (words): Prefix => ({ words, strength: 'strong' }),
  ),
  // Mexico's instant transfers pay companies as often as people ("SPEI ENVIADO A JUAN PEREZ …").
  { words: ['SPEI'], strength: 'medium' },
  { words: ['FASTER', 'PAYMENT'], strength: 'strong' },
  { words: ['FASTER', 'PAYMENTS'], strength: 'strong' },
  // Singapore's FAST transfers and N26's transfer lines ("Outgoing Transfer Lea Hoffmann Miete März").
  { words: ['FAST', 'PAYMENT'], strength: 'strong' },
  { words: ['FAST', 'TRANSFER'], strength: 'strong' },
  // South Africa's instant transfer, to a person or a business ("IMMEDIATE PAYMENT TO …").
  { words: ['IMMEDIATE', 'PAYMENT'], strength: 'medium' },
  { words: ['OUTGOING', 'TRANSFER'], strength: 'strong' },
  { words: ['INCOMING', 'TRANSFER'], strength: 'strong' },
  { words: ['STANDING', 'ORDER'], strength: 'strong' },
  { words: ['INDN'], strength: 'strong' },
  { words: ['IND', 'NAME'], strength: 'strong' },
  { words: ['BGC'], strength: 'medium' },
  // The same credit in words, and New Zealand's and Australia's direct credits ("BANK CREDIT R
  // PATEL SALARY", "BANK GIRO CREDIT …", "DIRECT CREDIT 123456 J SMITH"): an employer as often.
  ...[['BANK', 'CREDIT'], ['BANK', 'GIRO', 'CREDIT'], ['GIRO', 'CREDIT'], ['DIRECT', 'CREDIT']].map((words): Prefix => ({ words, strength: 'medium', numbered: true })),
  // British and Irish type codes of a standing order, first on the line ("SO J MURPHY RENT", "S/O …",
  // "STO …"), and New Zealand's automatic payment ("AP SARAH WILLIAMS", "AP WAIKATO PLUMBING LTD").
  ...[['SO'], ['S', 'O'], ['STO'], ['AP']].map((words): Prefix => ({ words, strength: 'medium', atStart: true })),
  // Standing orders in Polish and Czech ("PRZELEW ZLECENIE STALE JAN KOWALSKI", "TRVALY PRIKAZ PETR NOVAK").
  ...[['ZLECENIE', 'STALE'], ['TRVALY', 'PRIKAZ']].map((words): Prefix => ({ words, strength: 'medium' })),
  // A transfer in the bank's own language, the payee right after it ("Überweisung Max Mustermann
  // DE89…", "VIREMENT JEAN DUPONT"); a company is as likely, so the lists must know the name.
  ...['UBERWEISUNG', 'UEBERWEISUNG', 'ECHTZEITUBERWEISUNG', 'ECHTZEITUEBERWEISUNG', 'DAUERAUFTRAG', 'OVERBOEKING', 'VIREMENT', 'BONIFICO', 'TRANSFERENCIA', 'PRZELEW', 'OVERFORING', 'OVERFORSEL', 'NEFT', 'IMPS', 'RTGS'].map((word): Prefix => ({ words: [word], strength: 'medium' })),
  // Bank of Ireland's channel codes of a transfer made on line or in its app ("*MOBI AOIFE BRENNAN").
  ...['MOBI', 'INET'].map((word): Prefix => ({ words: [word], strength: 'medium' })),
  // Wages, rent to a landlord, moves to the holder's own account, cheques and money given back:
  // the person after the month, the flat, the number and the direction (person-lines.ts).
  ...PERSON_LINE_OPENERS.map((words): Prefix => ({ words, strength: 'medium', personLine: true })),
  // A biller prints the account holder after the customer or policy reference, at the line's end
  // ("TELSTRA BPAY REF 3321908876 J NGUYEN", "… VERS.-NR. 123/456789-K MAX MUSTERMANN").
  ...['REF', 'REFERENCE', 'VERS.-NR', 'VERS-NR', 'POLICY'].map((word): Prefix => ({ words: [word], strength: 'medium', numbered: true, endsLine: true })),
  // …and a landlord the tenant after the flat's number or its own legal form ("VONOVIA SE WHG 12
  // ANNA BECKER", "KINGSWAY LETTINGS LTD FLAT 4 J OKAFOR").
  ...['WHG', 'WOHNUNG', 'FLAT', 'APT', 'APARTMENT', 'SE', 'GMBH', 'LTD', 'LIMITED', 'LLC', 'INC', 'PLC', 'BV'].map((word): Prefix => ({ words: [word], strength: 'medium', numbered: true, endsLine: true })),
  // NatWest's Faster Payments field before the other party ("FP FROM S ELLIS-WRIGHT REF …").
  { words: ['FP'], strength: 'strong', atStart: true },
  // A wire's direction ("WIRE OUT DAVID ALVAREZ", "WIRE TRANSFER TO …", "INCOMING WIRE FROM …").
  ...[['WIRE', 'OUT'], ['WIRE', 'IN'], ['WIRE']].map((words): Prefix => ({ words, strength: 'medium' })),
  // Wire and ACH fields naming the other party, who may be a person or a company.
  { words: ['ORIG'], strength: 'medium' },
  { words: ['BNF'], strength: 'medium' },
  { words: ['BENEFICIARY'], strength: 'medium' },
  { words: ['REMITTER'], strength: 'medium' },
  { words: ['PAYER'], strength: 'medium' },
  { words: ['PAYEE'], strength: 'medium' },
  // The counterparty field of Dutch exports ("/NAME/J DE VRIES/REMI/…", "Naam: …").
  { words: ['NAME'], strength: 'medium' },
  { words: ['NAAM'], strength: 'medium' },
  { words: ['PAYPAL'], strength: 'weak' },
  { words: ['MERPAGO'], strength: 'weak' },
  { words: ['PP'], strength: 'weak' },
  // "Ihr Einkauf bei …" of German PayPal lines names the seller, sometimes a person; so does the
  // end of PayPal's legal name ("PAYPAL EUROPE S.A.R.L. ET CIE S.C.A SABINE KRAUSE 1038…").
  { words: ['EINKAUF', 'BEI'], strength: 'weak' },
  { words: ['S.C.A'], strength: 'weak', numbered: true },
  // Marketplaces that print the seller or the hired person after their name ("TASKRABBIT*EMILY CHEN").
  ...['TASKRABBIT', 'ROVER', 'THUMBTACK', 'FIVERR', 'UPWORK', 'ETSY'].map((word): Prefix => ({ words: [word], strength: 'weak' })),
];

// Words skipped between a prefix and the name: "ZELLE PAYMENT FROM", "BIZUM RECIBIDO". Not the
// one-letter or particle direction words (A, DE): those may begin the name ("PAYPAL *A MENSAH"),
// and in a P2P descriptor they open a context of their own.
const FILLERS = new Set([
  'PAYMENT', 'PAYMENTS', 'PMT', 'SENT', 'SEND', 'P2P', 'RECEIVED', 'RECEIPT', 'INSTANT', 'MONEY', 'TRANSFER', 'XFER',
  'CREDIT', 'TO', 'FROM', 'RECIBIDO', 'RECIBIDA', 'ENVIADO', 'ENVIADA', 'ENVIO', 'ZAHLUNG',
  // Swedish, Danish and Norwegian "payment" and "transfer" (SWISH BETALNING, MOBILEPAY OVERFOERSEL).
  'BETALNING', 'BETALING', 'OVERFORSEL', 'OVERFOERSEL', 'OVERFØRSEL', 'OVERFORING', 'OVERFØRING', 'INBETALNING',
  // The Nordic "to" after a transfer word ("Overføring til Ole Hansen").
  'TIL', 'TILL',
  // Transfer and receipt codes of remittance lines and Interac's deposit on arrival ("MB WAY TRF …",
  // "WU.COM … RCV …", "INTERAC e-Transfer Autodeposit - …").
  'TRF', 'TFR', 'RCV', 'RCVD', 'AUTODEPOSIT', 'AUTO-DEPOSIT',
]);

// Words that make the whole descriptor a person-to-person one, so that direction words
// (TO, FROM, AN, VAN, DE…) anywhere in it introduce a name.
const PERSON_TO_PERSON_MARKERS = new Set([
  'ZELLE', 'VENMO', 'CASHAPP', 'SQC', 'BIZUM', 'TIKKIE', 'INTERAC', 'E-TRANSFER', 'ETRANSFER', 'E-TRF', 'ETRF', 'E-TFR', 'ETFR', 'PIX', 'WISE',
  'TRANSFERWISE', 'REVOLUT', 'MONZO', 'STARLING', 'OSKO', 'PAYID', 'PAYME', 'PAYLAH', 'PAYNOW', 'SWISH',
  'MOBILEPAY', 'VIPPS', 'BLIK', 'SATISPAY', 'LYDIA', 'PAYCONIQ', 'TWINT', 'UBERWEISUNG', 'UEBERWEISUNG',
  // Germany's instant transfer and standing order: "an" after them opens the payee, as after ÜBERWEISUNG.
  'ECHTZEITUBERWEISUNG', 'ECHTZEITUEBERWEISUNG', 'DAUERAUFTRAG',
  'GUTSCHRIFT', 'VIREMENT', 'VIR', 'BONIFICO', 'GIROCONTO', 'TRANSFERENCIA', 'TRASPASO', 'OVERBOEKING',
  'BETAALVERZOEK', 'FPS', 'FPI', 'FPO', 'FASTER', 'BGC', 'TRANSFER', 'XFER', 'TRF', 'TFR', 'P2P', 'STANDING',
  // Remittance services and wallets: a direction word in their lines opens the other party.
  'MONEYGRAM', 'REMITLY', 'WORLDREMIT', 'XOOM', 'SKRILL', 'WU.COM',
  ...PERSON_TO_PERSON_SERVICES,
]);

const DIRECTION_WORDS = new Set([
  'TO', 'FROM', 'DE', 'A', 'VAN', 'AAN', 'NAAR', 'VON', 'AN', 'PARA', 'DA', 'DI', 'POUR', 'TILL', 'FRA', 'TIL', 'DO', 'OD',
]);

// Without a person-to-person marker, only "PAYMENT TO", "CREDIT FROM", a payment app's "Sent money
// to" and "Money received from"… introduce a (possible) name.
const MEDIUM_BEFORE_DIRECTION = new Set([
  'PAYMENT', 'PAYMENTS', 'PMT', 'CREDIT', 'TRANSFER', 'ORDER', 'REMITTANCE', 'DEPOSIT', 'GIRO', 'MONEY', 'SENT', 'RECEIVED',
]);
// "CARD PAYMENT TO DELIVEROO" is a card purchase and "DIRECT DEBIT PAYMENT TO BT" a collection
// by a business: in both, what follows is the merchant.
const MERCHANT_WRAPPERS = new Set(['CARD', 'POS', 'CONTACTLESS', 'PURCHASE', 'DEBIT', 'DD']);

const PREFIXES_BY_FIRST_WORD = new Map<string, Prefix[]>();
for (const prefix of PREFIXES) {
  const first = prefix.words[0] ?? '';
  PREFIXES_BY_FIRST_WORD.set(first, [...(PREFIXES_BY_FIRST_WORD.get(first) ?? []), prefix]);
}

function matchesAt(tokens: readonly Token[], index: number, words: readonly string[]): boolean {
  return words.every((word, offset) => tokens[index + offset]?.word === word);
}

/** A payment service's user handle: a glued name and a few digits ("DSMITH8812", "KJONES1990"). */
export const USER_HANDLE = /^[A-Z]{6,}\d{2,6}$/;

function isMaskedReference(token: Token | undefined): boolean {
  return token !== undefined && /\*/.test(token.gap) && /\d/.test(token.word) && token.word.length <= 10 && !USER_HANDLE.test(token.word);
}

function skipFillers(tokens: readonly Token[], from: number): number {
  let index = from;
  // A dash between the prefix and the name is no word of either ("E-TRF SENT - NATHAN GAGNON").
  // So is a masked reference ("SEND E-TFR ***8QX JEAN-LUC GAGNON").
  while (index < tokens.length && (FILLERS.has(tokens[index]?.word ?? '') || /^[-–:]+$/.test(tokens[index]?.word ?? '') || isMaskedReference(tokens[index]) || isAbbreviatedDirection(tokens, index))) index += 1;
  return index;
}

/** "P/" is Portuguese and Spanish "para" (to), "C/" Catalan "cap a": a letter the slash abbreviates. */
function isAbbreviatedDirection(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.word;
  return (word === 'P' || word === 'C') && tokens[index + 1]?.gap === '/';
}

/**
 * The holder's own account a transfer names after its direction word, before the holder's name:
 * its type and its number ("TO SAV JAMAL ABDULLAH", "TO JOINT ACC 41926738 WALSH C & WALSH M").
 */
const OWN_ACCOUNT_WORDS = new Set(['JOINT', 'ACC', 'ACCT', 'ACCOUNT', 'SAV', 'SAVS', 'SAVING', 'SAVINGS', 'CHK', 'CHKG', 'CHECKING', 'CHEQUING', 'CURRENT', 'ISA']);

function skipOwnAccount(tokens: readonly Token[], from: number): number {
  let index = from;
  let named = false;
  for (;;) {
    const word = tokens[index]?.word ?? '';
    if (OWN_ACCOUNT_WORDS.has(word)) named = true;
    else if (isAccountAbbreviation(tokens, index)) {
      named = true;
      index += 1;
    } else if (!named || !/\d/.test(word)) break;
    index += 1;
  }
  return named ? index : from;
}

/** "A/C": an account, one token per letter. */
function isAccountAbbreviation(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.word === 'A' && tokens[index + 1]?.word === 'C' && tokens[index + 1]?.gap === '/';
}

function isMarker(word: string): boolean {
  // "SEPA-GUTSCHRIFT", "SEPA-UEBERWEISUNG": the marker is one part of a hyphenated word.
  return PERSON_TO_PERSON_MARKERS.has(word) || (word.includes('-') && word.split('-').some((part) => PERSON_TO_PERSON_MARKERS.has(part)));
}

export function isPersonToPerson(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      isMarker(token.word) ||
      matchesAt(tokens, index, ['CASH', 'APP']) ||
      matchesAt(tokens, index, ['WESTERN', 'UNION']) ||
      REMITTANCE_SERVICE_NAMES.some((words) => matchesAt(tokens, index, words)),
  );
}

/** Transfer types an app bank's export prints last ("CHLOE BENNETT / PIZZA NIGHT / FASTER PAYMENT"). */
const TRAILING_TRANSFER_TYPES: readonly (readonly string[])[] = [['FASTER', 'PAYMENT'], ['FASTER', 'PAYMENTS'], ['STANDING', 'ORDER'], ['BANK', 'TRANSFER']];

/** Faster Payment codes a British bank prints at a line's end, after the payee and the reference. */
const TRAILING_TRANSFER_CODES: ReadonlySet<string> = new Set(['FPO', 'FPI', 'FPS']);

/**
 * Layouts of British transfers that print the counterparty first: a line that ends with the
 * other party's sort code and account number ("K OKAFOR FLAT SHARE 309634 41926837"), and
 * NatWest's faster payments, whose fields are separated by commas and one of them is "FP" and the
 * date ("T OYELARAN , DINNER , VIA MOBILE - PYMT , FP 14/03/24 10 , 400000000412345678"). Read on
 * the text before any number is removed: the numbers are what shows the layout.
 */
const FASTER_PAYMENT_FIELD = /, ?FP \d{2}\/\d{2}\/\d{2}\b/i;
/**
 * Two more: a short counterparty in capitals, then the other party's eight-digit account number
 * ("D WRIGHT 41772653 CONCERT TIX"), or then the payer's note as it was typed, in small letters
 * ("PRIYA SHAH  Dinner split"). Whether the lead is a person is still for the name lists to say.
 */
const LEAD_THEN_TYPED_NOTE = /^[A-Z][A-Z'.-]*(?: [A-Z][A-Z'.-]*){1,2} +[A-Z]?[a-z]{2,}/;

export function opensWithPayee(text: string): boolean {
  return SORT_CODE_AND_ACCOUNT_AT_END.test(text) || FASTER_PAYMENT_FIELD.test(text) || LEAD_THEN_ACCOUNT.test(text) || LEAD_THEN_TYPED_NOTE.test(text);
}

/** The context of a layout that prints the counterparty first (see opensWithPayee). */
export const PAYEE_FIRST: NameContext = { from: 0, strength: 'medium', directional: false, layout: true };

/** Every place in the descriptor where a person's name may begin, with how sure we are. */
export function findNameContexts(tokens: readonly Token[]): NameContext[] {
  const contexts: NameContext[] = [];
  const personToPerson = isPersonToPerson(tokens);
  const remittance = personToPerson && isRemittance(tokens);
  // The counterparty comes first in that layout, the transfer type last, after a slash.
  const last = tokens.length - 2;
  if (last > 0 && tokens[last]?.gap.includes('/') && TRAILING_TRANSFER_TYPES.some((type) => matchesAt(tokens, last, type))) {
    contexts.push({ from: 0, strength: 'strong', directional: false });
  } else if ([1, 2, 3].some((at) => TRAILING_TRANSFER_TYPES.some((type) => matchesAt(tokens, at, type)))) {
    // …or right after a short counterparty ("OLIVER BENNETT FASTER PAYMENT REF RENT JUNE").
    contexts.push({ from: 0, strength: 'medium', directional: false });
  } else if (tokens.length >= 3 && TRAILING_TRANSFER_CODES.has(tokens.at(-1)?.word ?? '')) {
    // …or with the Faster Payment's code last, the reference between ("TOM BAKER RENT APRIL FPO").
    contexts.push({ from: 0, strength: 'medium', directional: false });
  }
  // A person paid from or topping up an app bank's account prints first ("O BENNETT MONZO TOPUP").
  if ([2, 3].some((at) => APP_BANKS.has(tokens[at]?.word ?? ''))) contexts.push({ from: 0, strength: 'medium', directional: false });
  tokens.forEach((token, index) => {
    for (const prefix of PREFIXES_BY_FIRST_WORD.get(token.word) ?? []) {
      if (!matchesAt(tokens, index, prefix.words) || (prefix.atStart && index > 0)) continue;
      let from = skipFillers(tokens, index + prefix.words.length);
      const beforeNumber = from;
      if (prefix.numbered) while (/\d/.test(tokens[from]?.word ?? '')) from += 1;
      if (prefix.personLine) from = skipLineFillers(tokens, from);
      // In a person-to-person line, what ends it after a reference is the other party ("WISE
      // PAYMENTS LIMITED REF P2219475 IOANA POPESCU"), listed or not.
      const strength = prefix.endsLine && personToPerson && (from > beforeNumber || remittance) ? 'strong' : prefix.strength;
      contexts.push({ from, strength, directional: false, ...(prefix.endsLine && { endsLine: true }) });
    }
    // A title opens a name anywhere ("TFR TO A/C 12345678 MR J SMITH"); DR only in a P2P
    // descriptor, since elsewhere it is as often a street ("OAK DR") or a brand (DR MARTENS).
    if (NAME_TITLES.has(token.word) && (personToPerson || token.word !== 'DR')) {
      contexts.push({ from: index, strength: personToPerson ? 'strong' : 'medium', directional: false });
    }
    if (!DIRECTION_WORDS.has(token.word)) return;
    // "A/C", "DE-ZAHLUNG": a direction word is one only when a space follows it.
    const next = tokens[index + 1];
    if (next === undefined || (next.gap !== '' && next.gap !== ':')) return;
    if (personToPerson) {
      contexts.push({ from: skipOwnAccount(tokens, index + 1), strength: 'strong', directional: true, ...(remittance && { byPosition: true }) });
      return;
    }
    // An app bank's transfer line is the direction and the other party alone ("To Tomasz Nowak"):
    // a person or a shop ("TO GO SUSHI"), so the name lists decide.
    if (index === 0 && (token.word === 'TO' || token.word === 'FROM')) {
      contexts.push({ from: 1, strength: 'medium', directional: true });
      return;
    }
    const before = tokens[index - 1]?.word ?? '';
    const twoBefore = tokens[index - 2]?.word ?? '';
    if ((token.word === 'TO' || token.word === 'FROM') && MEDIUM_BEFORE_DIRECTION.has(before) && !MERCHANT_WRAPPERS.has(twoBefore)) {
      contexts.push({ from: skipOwnAccount(tokens, index + 1), strength: 'medium', directional: true });
    }
  });
  return contexts;
}
