/**
 * What banks and processors put around the merchant name at the start of a descriptor. The
 * texts here are upper case and diacritic-free (the normalizer folds first).
 */
import type { ProcessorRole } from '../domain';
import { isListedGivenName, isListedSurname } from '../redact';
import { CATEGORY_WORDS } from './category-words';
import { CITY_SET, REGION_COUNTRIES } from './locations';
import { BILL_PURPOSES } from './creditor-purpose';
import { NATIONAL_WRAPPERS } from './national-wrappers';
import { TOWN_SET } from './towns';
import { codeAt, isCapitalCode, isDigitCode } from './string-codes';
import { RecentStrings } from './recent-strings';

export interface Processor {
  /** The prefix as commonly printed, upper case, without the star ("SQ", "PAYPAL"). */
  label: string;
  role: ProcessorRole;
  /** Words that name the processor's own merchant, looked up in the knowledge base ("PAYPAL"). */
  hint?: string;
  /**
   * A person-to-person service that also pays shops: its prefix is read only before a company
   * (see namesCompany); before a person it stays in the text as a transfer (P2P_PATTERN).
   */
  alsoPersonToPerson?: boolean;
  /**
   * The processor's own web sites, printed after its seller's name ("SQ *MAPLE LEAF DINER gosq.com
   * PORTLAND OR", "… squareup.com/receipts"): the receipt's address, no word of the seller's name
   * and no sign that the processor itself was paid.
   */
  sites?: readonly string[];
}

/** Printed forms before the star ("SQ", "SQU", "SQUARE") → processor. */
const PROCESSORS_BY_PREFIX = new Map<string, Processor>();

function register(prefixes: string, processor: Processor): void {
  for (const prefix of prefixes.split('|')) PROCESSORS_BY_PREFIX.set(prefix, processor);
}

// A star is required after the prefix: "SP " or "DD " alone also start ordinary names.
const SQUARE_SITES = ['gosq.com', 'squareup.com', 'square.site'];
register('SQ|SQU', { label: 'SQ', role: 'facilitator', sites: SQUARE_SITES });
register('SQUARE|SQUARE INC', { label: 'SQ', role: 'facilitator', hint: 'SQUARE', sites: SQUARE_SITES });
register('TST|TOAST', { label: 'TST', role: 'facilitator' });
register('SP|SPO', { label: 'SP', role: 'facilitator' });
register('SHOPIFY', { label: 'SP', role: 'facilitator', hint: 'SHOPIFY' });
register('SUMUP|SUM UP', { label: 'SUMUP', role: 'facilitator' });
register('ZETTLE|ZETTLE_|IZETTLE|IZ|ZTL', { label: 'ZETTLE', role: 'facilitator' });
register('CKE|CLV|CLOVER', { label: 'CKE', role: 'facilitator' });
register('WPY|WEPAY', { label: 'WPY', role: 'facilitator' });
register('CRV|CURVE', { label: 'CRV', role: 'facilitator' });
register('WL|WORLDLINE', { label: 'WL', role: 'facilitator' });
// The Dutch terminals' processor: "BEA, Apple Pay CCV*BAKKERIJ DE WIT,PAS552 …".
register('CCV', { label: 'CCV', role: 'facilitator' });
// Checkout.com's merchants: "CKO*HOLLAND COOPER".
register('CKO', { label: 'CKO', role: 'facilitator' });
// Mexico's card readers: "CLIP*TALLER MECANICO EL GUERO".
register('CLIP|CLIP MX', { label: 'CLIP', role: 'facilitator' });
// Intuit QuickBooks Payments, the invoices and card readers of small trades in the US: "IN *ACME
// GUTTER CLEANING". Only with its star: IN alone begins names and sentences.
register('IN', { label: 'IN', role: 'facilitator' });
register('FS|FASTSPRING|FSPRG', { label: 'FS', role: 'facilitator' });
// Britain's school-payment and direct-debit platforms bill for the school or club named after the star.
register('GOCARDLESS|GOCARDLESS LTD', { label: 'GC', role: 'facilitator' });
// ParentPay collects for schools only: its label (eight letters at most, as hints allow) tells the model the payee is one.
register('PARENTPAY', { label: 'PPAY', role: 'facilitator' });
// Church giving and Irish clubs' fees: the church or club after the star is the merchant
// ("PUSHPAY*GRACE COMMUNITY CHURCH", "VDP-CLUBFORCE*NAAS RFC").
register('PUSHPAY', { label: 'PUSHPAY', role: 'facilitator' });
// Tithe.ly, another church-giving platform ("TITHE.LY*FIRST BAPTIST CH").
register('TITHE.LY|TITHELY', { label: 'TITHELY', role: 'facilitator' });
// Vanco, the US parishes' giving platform ("VANCO*ST MARYS PARISH").
register('VANCO', { label: 'VANCO', role: 'facilitator' });
register('CLUBFORCE', { label: 'CLUBFORCE', role: 'facilitator' });
// TeamApp, the sports clubs' app of Australia and New Zealand, collects their fees ("TEAMAPP*KAPITI COAST AFC").
register('TEAMAPP|TEAM APP', { label: 'TEAMAPP', role: 'facilitator' });
register('PADDLE.NET|PADDLE', { label: 'PADDLE', role: 'facilitator' });
register('2CO|2CHECKOUT', { label: '2CO', role: 'facilitator' });
register('PY|PYMT|BT|STRIPE|STR', { label: 'PSP', role: 'facilitator' });
register('PAYPAL|PP|PYPL', { label: 'PAYPAL', role: 'wallet', hint: 'PAYPAL' });
register('GOOGLE|GGL|GOOGLE PAY|G PAY', { label: 'GOOGLE', role: 'wallet', hint: 'GOOGLE' });
register('APL|APPLE', { label: 'APPLE', role: 'wallet', hint: 'APPLE' });
register('DD|DOORDASH', { label: 'DD', role: 'platform', hint: 'DOORDASH' });
register('SEAMLSS|SEAMLESS', { label: 'SEAMLSS', role: 'platform', hint: 'SEAMLESS' });
// Mercado Pago's sellers in Latin America: "MERPAGO*RAPPI".
register('MERPAGO|MERCADOPAGO|MP', { label: 'MERPAGO', role: 'facilitator', hint: 'MERCADO PAGO' });
register('IC|INSTACART', { label: 'IC', role: 'platform', hint: 'INSTACART' });
// Brazil's food delivery marketplace before its restaurant ("IFD*BURGER KING OSASCO"): like
// DoorDash's, the order is the platform's.
register('IFD|IFOOD', { label: 'IFD', role: 'platform', hint: 'IFOOD' });
// Ticketmaster and Eventbrite sell each event's tickets under the event's name ("TM *ROYAL ALBERT
// HALL", "EB *SPRING FUNDRAISER 801-…"): the ticket is the platform's.
register('TM', { label: 'TM', role: 'platform', hint: 'TICKETMASTER' });
register('EB', { label: 'EB', role: 'platform', hint: 'EVENTBRITE' });
// Card readers and gateways of other markets: South Africa's "YOCO *BRAAI MASTERS DURBAN" and
// "PAYFAST*…", Brazil's PagSeguro ("PAG*BORRACHARIACENTRAL") and EBANX (foreign shops paid in
// reais), PayU in Poland, India and Latin America; Australia's Tyro ("TYRO*INNER WEST PHYSIO").
register('YOCO', { label: 'YOCO', role: 'facilitator' });
// Zapper, South Africa's QR payments at restaurants and shops ("ZAPPER*THE BAKERY CAFE").
register('ZAPPER', { label: 'ZAPPER', role: 'facilitator' });
register('TYRO', { label: 'TYRO', role: 'facilitator' });
// Mollie, the Dutch and Belgian web shops' gateway: "MOLLIE*FIETSENWINKEL JANSEN".
register('MOLLIE', { label: 'MOLLIE', role: 'facilitator' });
// Zeller's card readers in Australia ("ZLR*THE LOCAL BAKEHOUSE").
register('ZLR|ZELLER', { label: 'ZLR', role: 'facilitator' });
register('IKH|IKHOKHA', { label: 'IKHOKHA', role: 'facilitator' });
register('PAYFAST', { label: 'PAYFAST', role: 'facilitator' });
register('SNAPSCAN', { label: 'SNAPSCAN', role: 'facilitator' });
register('PAG|PAGSEGURO|PAGSEG|PAGBANK', { label: 'PAG', role: 'facilitator', hint: 'PAGSEGURO' });
register('EBANX', { label: 'EBANX', role: 'facilitator' });
// Razorpay, India's gateway for web shops and services ("RAZORPAY*SHARMA ELECTRONICS").
register('RAZORPAY|RZP', { label: 'RAZORPAY', role: 'facilitator' });
// Latin America's acquirers print their short name and a star before the shop: Chile's and
// Brazil's Getnet ("GETNET*CAFE DEL BARRIO"), Peru's Izipay and Niubiz (once VisaNet: "IZI*POLLERIA
// EL REY", "NIUBIZ*CEVICHERIA EL MUELLE") and Culqi, Brazil's Stone and Cielo (their sellers' names
// glued: "STONE*BARBEARIADOZE") and a terminal's establishment ("EC *LANCHONETE DA TIA"), Mexico's
// Conekta and Openpay. Only with the star: CIELO and STONE begin names.
register('GETNET', { label: 'GETNET', role: 'facilitator' });
register('IZI|IZIPAY', { label: 'IZIPAY', role: 'facilitator' });
register('NIUBIZ|VISANET', { label: 'NIUBIZ', role: 'facilitator' });
register('CULQI', { label: 'CULQI', role: 'facilitator' });
register('STONE', { label: 'STONE', role: 'facilitator' });
register('CIELO', { label: 'CIELO', role: 'facilitator' });
register('EC', { label: 'EC', role: 'facilitator' });
register('CONEKTA', { label: 'CONEKTA', role: 'facilitator' });
register('OPENPAY', { label: 'OPENPAY', role: 'facilitator' });
register('PAYU', { label: 'PAYU', role: 'facilitator' });
// Mobile wallets print the payee after the star: a shop ("VIPPS*RUTER AS OSLO") is the merchant,
// a person ("MOBILEPAY *LARS JENSEN", "TWINT *P2P MARCO KELLER") makes it a transfer by the wallet.
// Israel's PayBox prints a person after its star ("PAYBOX*DANA LEVI"): a transfer.
const WALLETS = ['VIPPS', 'MOBILEPAY', 'TWINT', 'SWISH', 'SATISPAY', 'BIZUM', 'BLIK', 'PAYCONIQ', 'PAYBOX', 'MB WAY', 'MBWAY'];
for (const wallet of WALLETS) {
  // One word for a label (MB WAY prints as MBWAY too); the hint is the wallet's name as the knowledge holds it.
  register(wallet, { label: wallet.replace(' ', ''), role: 'facilitator', hint: wallet, alsoPersonToPerson: true });
}
// The US apps' business payments print the business after the star ("VENMO *CLEAN SWEEP MAIDS",
// "CASH APP*TACOS EL GUERO"); a person after it is the app's transfer.
register('VENMO', { label: 'VENMO', role: 'facilitator', hint: 'VENMO', alsoPersonToPerson: true });
register('CASH APP|CASHAPP', { label: 'CASHAPP', role: 'facilitator', hint: 'CASH APP', alsoPersonToPerson: true });
// Singapore's debit network at a terminal that prints a star ("NETS*KOPITIAM …"); without one it is a wrapper.
register('NETS', { label: 'NETS', role: 'facilitator' });
register('SQC', { label: 'SQC', role: 'platform', hint: 'CASH APP' });

/**
 * A wallet's payment word before the payee, printed for a shop and a person alike ("Swish
 * betalning IFK GOTEBORG", "Swish betalning ANNA SVENSSON", "MobilePay betaling …"): the payee follows.
 */
const WALLET_PAYMENT_WORD = /^(?:BETALNING|BETALING|PAGAMENTO|COMPRA)\s+/;

/**
 * A Nordic sports club's letters, before or after its name ("IFK GOTEBORG", "IK SIRIUS", "HAMMARBY
 * IF", "DJURGARDENS IF", "AIK"): idrottsförening, idrottsklubb, bollklubb, fotbollsförening and
 * their kin, an association like a company's legal form. Read only after a wallet: IF and SK are words elsewhere.
 */
const NORDIC_CLUB_FORMS: ReadonlySet<string> = new Set(['IF', 'IK', 'IFK', 'AIK', 'GIF', 'BK', 'FF', 'FK', 'SK', 'HK', 'IBK', 'BTK', 'GAIS', 'IBF']);

/** A wallet's own transfer words after its star ("TWINT *P2P MARCO KELLER", "TWINT *SEND MONEY …"). */
const TRANSFER_LEAD = /^(?:P2P|SEND|SENT|RECEIVE|RECEIVED|TRANSFER|MONEY|CASH OUT|CASHOUT|ADD CASH|PAYMENT)\b/;

/**
 * A wallet pays a shop when the payee is a company (a legal form or a trade: "VIPPS*RUTER AS
 * OSLO") or is printed with its town, as terminals print a shop ("TWINT *COOP PRONTO ZUERICH");
 * a person comes bare ("MOBILEPAY *LARS JENSEN").
 */
function paysShop(payee: string): boolean {
  if (TRANSFER_LEAD.test(payee)) return false;
  if (namesCompany(payee)) return true;
  const words = payee.split(/[^A-Z]+/).filter((word) => word.length > 0);
  if (words.length >= 2 && words.some((word) => NORDIC_CLUB_FORMS.has(word))) return true;
  if (words.length < 2) return false;
  const last = words[words.length - 1] ?? '';
  const lastTwo = words.slice(-2).join(' ');
  return CITY_SET.has(last) || TOWN_SET.has(last) || (words.length > 2 && (CITY_SET.has(lastTwo) || TOWN_SET.has(lastTwo)));
}

/** Apple prints its billing address instead of a star prefix. */
const APPLE_BILLING = /^APPLE\.COM\/(?:BILL|US) ?/;
/** Longest printed prefix before a star ("GOCARDLESS LTD"). */
const MAX_PREFIX_LENGTH = 14;

/**
 * Person-to-person services and national instant-payment rails, recognised but left in the text
 * (see ProcessorRole). NatWest's "FP" names Faster Payments only before its direction ("FP FROM
 * S ELLIS REF …"); alone the two letters begin names.
 */
const P2P_SERVICES = 'VENMO|ZELLE|CASH APP|BIZUM|TIKKIE|INTERAC|WISE|REVOLUT|MONZO|APPLE CASH|PIX|SWISH|MOBILEPAY|VIPPS|TWINT|PAYLIB|LYDIA|BLIK|PAYM|PAYPAL|OSKO|PAYNOW|SPEI|MB WAY|MBWAY|WERO|MOMO|KUDA|TOSS|MAYA|MACH|BIT|PAYBOX|E-TRANSFER|ETRANSFER|E-TFR|E-TRF|FASTER PAYMENTS?|FPS|FPO|FPI|FP(?= (?:FROM|TO) )';
const P2P_PATTERN = new RegExp(`^(?:(?:SEND|SENT|RECEIVE|RECEIVED) )?(${P2P_SERVICES})(?![A-Z0-9])`);

/** The hashes of the runs P2P_PATTERN's alternatives begin with (see leadingRunHash): most lines begin with none. */
const P2P_RUNS: ReadonlySet<number> = new Set(['SEND', 'SENT', 'RECEIVE', 'RECEIVED', ...P2P_SERVICES.split('|')].map(leadingRunHash));

const P2P_WORD = new RegExp(`(?:^|\\s)(?:${P2P_SERVICES})(?![A-Z0-9])`);

/** A person-to-person service's name stands somewhere in the text ("TRANSFERENCIA BIZUM"). */
function namesPersonToPersonService(text: string): boolean {
  return P2P_WORD.test(text);
}

/** A rail printed by a code the knowledge does not list, looked up by one it does (one word for one, as matchAnalysis counts them). */
const P2P_HINTS: ReadonlyMap<string, string> = new Map([['FP', 'FPS']]);

/**
 * Wallets whose banks print a shop's payment with a space for the star ("MOBILEPAY FRISOR KLIP &
 * KRUL AARHUS", "VIPPS RUTER AS OSLO"). Bizum, Satispay, BLIK and Payconiq lines name the transfer
 * after the wallet ("BIZUM ENVIADO A …", "SATISPAY EUROPE SA RICEVUTO DA …", "BLIK ZAKUP …").
 */
const WALLET_SET: ReadonlySet<string> = new Set(['MOBILEPAY', 'VIPPS', 'TWINT', 'SWISH', 'MBWAY']);

/** The text begins with such a wallet's name and a space. */
export function startsWithWallet(text: string): boolean {
  return walletLength(text) > 0;
}

/**
 * The length of the wallet's name the text begins with, before a space, or 0. Portugal's MB WAY is
 * printed in two words ("MB WAY PASTELARIA APOLO").
 */
function walletLength(text: string): number {
  if (text.startsWith('MB WAY ')) return 6;
  const space = text.indexOf(' ');
  // A first word of another length is none: no string made for it.
  return space > 0 && WALLET_LENGTHS.has(space) && WALLET_SET.has(text.slice(0, space)) ? space : 0;
}

const WALLET_LENGTHS: ReadonlySet<number> = new Set([...WALLET_SET].map((wallet) => wallet.length));

export function readProcessor(text: string): { processor: Processor; rest: string } | null {
  const star = text.indexOf('*');
  if (star > 0 && star <= MAX_PREFIX_LENGTH + 1) {
    const processor = PROCESSORS_BY_PREFIX.get(text.slice(0, star).trimEnd());
    const rest = processor ? text.slice(star).replace(/^\*+ ?/, '') : '';
    if (processor && (!processor.alsoPersonToPerson || paysShop(rest))) return { processor, rest };
  }
  // A wallet printed without its star pays a shop on the same terms ("MOBILEPAY FRISOR KLIP & KRUL
  // AARHUS"); a person after it ("MobilePay Mette Sørensen") leaves the line the wallet's transfer.
  const wallet = walletLength(text);
  if (wallet > 0) {
    const processor = PROCESSORS_BY_PREFIX.get(text.slice(0, wallet));
    const rest = text.slice(wallet + 1).trimStart().replace(WALLET_PAYMENT_WORD, '');
    if (processor && !rest.startsWith('*') && paysShop(rest)) return { processor, rest };
  }
  const apple = APPLE_BILLING.exec(text);
  const appleProcessor = PROCESSORS_BY_PREFIX.get('APPLE');
  return apple && appleProcessor ? { processor: appleProcessor, rest: text.slice(apple[0].length) } : null;
}

/** Services whose name is also an ordinary word: a person-to-person line only with a transfer word or nothing after. */
const ORDINARY_P2P = new Set(['WISE', 'SWISH', 'LYDIA']);
const P2P_FOLLOWERS = /^(?:$|\s*[.*#:-]|\s+(?:INBETALNING|UTBETALNING|BETALNING|OVERFORING|TRANSFER|TRANSFERS|PAYMENT|PAYMENTS|PAYOUT|TO|FROM|LTD|INC|EUROPE|US|UK|GB|COM|SENT|RECEIVED|\d))/;

/**
 * Wallets whose name is an ordinary word or a shop's name in other countries (Vietnam's MoMo,
 * Korea's Toss, Nigeria's Kuda, the Philippines' Maya): a transfer only with the wallet's own
 * transfer words after it, in English or the wallet's language ("MOMO CHUYEN TIEN DEN …", Vietnamese
 * "chuyển tiền đến" and "nhận tiền từ"; "TOSS SEND MONEY …"). Alone, or before a number or a town,
 * the word is as likely a restaurant ("MOMO 1234 SEATTLE WA").
 */
const NAMED_ONLY_BY_TRANSFER = new Set(['MOMO', 'KUDA', 'TOSS', 'MAYA', 'MACH', 'BIT']);
/**
 * …and Chile's MACH and Israel's Bit, which are words and names too ("MACH 1 CAR WASH", "BIT
 * BURGER HOUSE"): a transfer in Spanish ("MACH TRANSF A JUAN PEREZ") or in Hebrew, haavara
 * ("BIT HAAVARA LE-YOSSI COHEN").
 */
const TRANSFER_FOLLOWS = /^\s*[*:-]?\s*(?:TRANSFER|TRANSFERS|TRF|TFR|XFER|SEND|SENT|RECEIVED|RECEIVE|PAYMENT|CHUYEN|NHAN|CK|TO|FROM|TRANSF|TRANSFERENCIA|ENVIO|ENVIADO|ENVIADA|RECIBIDO|RECIBIDA|HAAVARA|HAAVARAH|HAVARA|LE-)\b/;

/** A transfer whose rail the bank prints at the end ("BANK TRANSFER FROM EMILY WATSON REF DINNER FPS"). */
const TRAILING_RAIL = /^(?:(?:BANK|ONLINE|MOBILE|INTERNET) )?(?:TRANSFER|PAYMENT) (?:FROM|TO)\b.*\s(FPS|FPI|FPO)$/;

export function readPeerToPeer(text: string): Processor | null {
  const rail = TRAILING_RAIL.exec(text)?.[1];
  if (rail) return { label: rail, role: 'p2p', hint: rail };
  const found = P2P_RUNS.has(leadingRunHash(text)) ? P2P_PATTERN.exec(text) : null;
  const name = found?.[1];
  if (!name) return null;
  // "WISE OWL BOOKSHOP" is a bookshop.
  if (ORDINARY_P2P.has(name) && !P2P_FOLLOWERS.test(text.slice(found[0].length))) return null;
  if (NAMED_ONLY_BY_TRANSFER.has(name) && !TRANSFER_FOLLOWS.test(text.slice(found[0].length))) return null;
  return { label: name, role: 'p2p', hint: P2P_HINTS.get(name) ?? name };
}

/**
 * Bank and card-network wrappers at the start, longest first so "DEBIT CARD PURCHASE" wins over
 * "DEBIT". A number, date or masked card right after a wrapper is part of it ("CHECKCARD 0412",
 * "PURCHASE AUTHORIZED ON 03/14", "POS DEBIT 4111…"). "CARD" and "ACCT" count only with a number:
 * "CARD FACTORY" is a shop. A card number after AMEX is the card ("AMEX 3782-822463-10005
 * WHOLEFDS"), and US Bank's "VISA DDA PUR AP 474283" prints an authorisation code after AP.
 * A slash joins a code to the next one ("DD/BR" is a franchise code), so it ends no wrapper.
 */
const LEADING_WRAPPERS = [
  ...NATIONAL_WRAPPERS,
  'RECURRING PAYMENT AUTHORIZED ON', 'RECURRING CARD PURCHASE', 'WITHDRAWAL DEBIT CARD', 'POS CREDIT ADJUSTMENT', 'CREDIT ADJUSTMENT',
  'ACH ELECTRONIC DEBIT', 'ACH ELECTRONIC CREDIT',
  // An ACH entry's standard entry class follows its wrapper ("ACH DEBIT WEB 0000417722 DUQUESNE LIGHT CO").
  'ACH DEBIT WEB', 'ACH DEBIT PPD', 'ACH DEBIT CCD', 'ACH DEBIT TEL', 'ACH CREDIT PPD', 'ACH CREDIT CCD', 'ACH CREDIT WEB', 'ACH CREDIT',
  // Navy Federal and credit unions: "Deposit - ACH Paid From DFAS-CLEVELAND MIL PAY", "Paid To - …".
  'DEPOSIT - ACH PAID FROM', 'DEPOSIT ACH PAID FROM', 'ACH PAID FROM', 'ACH PAID TO', 'PAID FROM -', 'PAID FROM', 'PAID TO -', 'PAID TO', 'ONLINE BANKING PAYMENT', 'PURCHASE RETURN AUTHORIZED ON', 'PURCHASE AUTHORIZED ON', 'PURCHASE AUTHORISED ON',
  'PURCHASE AUTHORIZED', 'RECURRING DEBIT PURCHASE', 'RECURRING PAYMENT', 'RECURRING PURCHASE', 'DEBIT CARD PURCHASE',
  // A US bank's recurring debit to a biller, its word shortened ("RECURRING PMT SPOTLESS HOME CLEANING").
  'RECURRING PMT', 'RECURRING PYMT', 'RECURRING CHARGE',
  'DEBIT CARD TRANSACTION', 'DEBIT CARD PURCH', 'CREDIT CARD PURCHASE', 'CARD PURCHASE WITH PIN', 'CARD PURCHASE RETURN', 'DEBIT PURCHASE -VISA', 'DEBIT PURCHASE - VISA', 'DEBIT PURCHASE VISA', 'DEBIT PURCHASE', 'DEBIT CARD', 'DBT CRD', 'DBT PURCHASE', 'POS DEBIT',
  // A US debit card used without its PIN ("NON-PIN POS 4000… 7-ELEVEN 33012 DALLAS TX").
  'NON-PIN POS', 'NON PIN POS', 'NON-PIN PURCHASE', 'NON PIN PURCHASE',
  // South Africa's "POS LOCAL PURCHASE" (at home, against "POS INTERNATIONAL"), Britain's "POS PAYMENT".
  'POS LOCAL PURCHASE', 'POS INTERNATIONAL PURCHASE', 'POS LOCAL', 'POS INTERNATIONAL', 'POS PAYMENT',
  'POS PURCHASE TERMINAL', 'POS TERMINAL', 'POS PURCHASE', 'POS MERCHANDISE', 'POS TRANSACTION', 'POS WITHDRAWAL', 'POS PUR', 'POINT OF SALE', 'VISA CHECK CARD', 'VISA CHECK CRD', 'CHECKCARD', 'CHECK CARD', 'CHECK CRD', 'CHKCARD', 'CHK CRD',
  'VISA PAYMENT', 'MASTERCARD PAYMENT', 'MAESTRO PAYMENT', 'VISA DDA PURCHASE', 'VISA DDA PUR', 'VISA DDA', 'DDA PURCHASE', 'DDA PUR', 'VISA PURCHASE', 'VISA DEBIT', 'VISA POS',
  // Japanese banks' Visa debit lines in English say where the card was used ("VISA DOMESTIC SUSHI … TOKYO").
  'VISA DOMESTIC', 'MC DEBIT', 'MASTERCARD DEBIT',
  'CARD PAYMENT TO', 'CARD PAYMENT', 'CARD PURCHASE', 'CARD TRANSACTION', 'CONTACTLESS PAYMENT', 'CONTACTLESS',
  'DIRECT DEBIT PAYMENT TO', 'DIRECT DEBIT PAYMENT', 'DIRECT DEBIT TO', 'DIRECT DEBIT', 'SEPA-LASTSCHRIFT', 'SEPA LASTSCHRIFT',
  'SEPA DIRECT DEBIT', 'SEPA-DD', 'SEPA DD', 'LASTSCHRIFT', 'PRLV SEPA', 'PRLV', 'PRELEVEMENT SEPA', 'PRELEVEMENT EUROPEEN', 'PRELEVEMENT', 'ACH DEBIT',
  'ACH WITHDRAWAL', 'ACH PAYMENT', 'ACH PMT', 'ACH', 'ELECTRONIC PAYMENT', 'ELECTRONIC WITHDRAWAL', 'ONLINE PAYMENT TO', 'ONLINE PAYMENT', 'ONLINE PMT', 'WEB PAYMENT', 'WEB PMT',
  // Lloyds and Halifax pay a saved payee by Faster Payment and say so ("BILL PAYMENT VIA FASTER
  // PAYMENT TO HMRC SELF ASSESSMENT REFERENCE …"): the rail is read next, as after STANDING ORDER
  // VIA, and names a company or a known biller after it, or stays the transfer to a person.
  'BILL PAYMENT VIA',
  'ONLINE BILL PAYMENT TO', 'ONLINE BILL PAYMENT', 'BILL PAYMENT TO', 'BILL PAYMENT', 'PAIEMENT PAR CARTE', 'PAIEMENT CB', 'EC-KARTENZAHLUNG', 'EC KARTENZAHLUNG', 'KARTENZAHLUNG', 'GIROCARD', 'EC-KARTE', 'EC KARTE',
  'BPAY', 'EFTPOS', 'STANDING ORDER VIA', 'STANDING ORDER TO', 'STANDING ORDER', 'APPLE PAY', 'GOOGLE PAY', 'SAMSUNG PAY',
  // Card programmes of payment apps: "Venmo Debit Card Purchase WHOLEFDS MKT …", Cash App's "Cash Card …".
  'VENMO DEBIT CARD PURCHASE', 'VENMO DEBIT CARD', 'CASH APP CARD', 'CASH CARD', 'PAYPAL DEBIT CARD PURCHASE', 'PAYPAL DEBIT CARD',
  // Brazil: Pix transfers name the rail next ("Transferência enviada pelo Pix - MARIA …").
  'TRANSFERENCIA ENVIADA PELO', 'TRANSFERENCIA RECEBIDA PELO', 'PAGAMENTO COM QR', 'PAGO CON QR',
  'PRE-AUTH', 'PREAUTH', 'PENDING', 'RETURN', 'PURCHASE', 'WITHDRAWAL', 'DEBIT', 'POS', 'DD', 'CB', 'CARTE',
  // Canada: "Point of Sale - Interac RETAIL PURCHASE 000001234567 METRO 123".
  'INTERAC RETAIL PURCHASE', 'INTERAC PURCHASE', 'RETAIL PURCHASE',
  // Income, refunds and bill payments: the counterparty follows ("DIRECT DEP ACME CORP PAYROLL").
  'DIRECT DEPOSIT', 'DIRECT DEP', 'DIR DEP', 'PAYROLL DEPOSIT', 'PAYROLL', 'BILL PAY', 'BILLPAY', 'REFUND FROM', 'REFUND',
  // South Africa's and the Gulf's wages, the employer after the word ("SALARY MOTHEO CONSTRUCTION").
  'SALARY CREDIT', 'SALARY PAYMENT', 'SALARY', 'WAGES',
  // British statement codes before the counterparty: giro credits, standing orders.
  'BGC', 'STO',
  // Nationwide's and Santander's Visa purchase code, at home and abroad ("VIS INT'L 0034812 AIRBNB * HMQ2X8F4ZR").
  "VIS INT'L", 'VIS INTL', 'VIS',
  // Singapore: interbank GIRO debits name the biller next ("GIRO PAYMENT SP SERVICES LTD").
  'GIRO PAYMENT', 'GIRO',
  // Germany and the Netherlands: transfers and standing orders name the payee next.
  // Instant transfers ("Echtzeitüberweisung an …", "Echtzeit-Überweisung an …") likewise.
  'SEPA-UEBERWEISUNG AN', 'SEPA UEBERWEISUNG AN', 'ECHTZEITUEBERWEISUNG AN', 'ECHTZEIT-UEBERWEISUNG AN', 'ECHTZEIT UEBERWEISUNG AN', 'UEBERWEISUNG AN', 'DAUERAUFTRAG AN',
  'SEPA-UEBERWEISUNG', 'SEPA UEBERWEISUNG', 'ECHTZEITUEBERWEISUNG', 'ECHTZEIT-UEBERWEISUNG', 'ECHTZEIT UEBERWEISUNG', 'UEBERWEISUNG',
  // The same with the umlaut folded to one letter ("Überweisung Thomann GmbH …", "Überweisung an …").
  'SEPA-UBERWEISUNG AN', 'SEPA UBERWEISUNG AN', 'ECHTZEITUBERWEISUNG AN', 'ECHTZEIT-UBERWEISUNG AN', 'ECHTZEIT UBERWEISUNG AN', 'UBERWEISUNG AN',
  'SEPA-UBERWEISUNG', 'SEPA UBERWEISUNG', 'ECHTZEITUBERWEISUNG', 'ECHTZEIT-UBERWEISUNG', 'ECHTZEIT UBERWEISUNG', 'UBERWEISUNG', 'SEPA-GUTSCHRIFT', 'SEPA GUTSCHRIFT', 'GUTSCHRIFT', 'DAUERAUFTRAG', 'SEPA OVERBOEKING', 'OVERBOEKING',
  // Spain, France, Australia: card purchases and credits name the counterparty next.
  'DEVOLUCION COMPRA TARJ', 'DEVOLUCION COMPRA', 'COMPRA EN', 'COMPRA CON TARJETA EN', 'COMPRA CON TARJETA', 'COMPRA TARJETA', 'COMPRA TARJ', 'PAGO CON TARJETA EN', 'PAGO CON TARJETA', 'PAGO TARJETA EN', 'PAGO TARJETA', 'PAGO EN', 'COMPRA', 'ACHAT CB', 'ACHAT INTERAC', 'PAIEMENT DIRECT INTERAC', 'PAIEMENT DIRECT', 'PAIEMENT INTERAC', 'ACHAT', 'FACTURE CARTE DU', 'FACTURE CARTE',
  'DIRECT CREDIT', 'DIRECT CR',
  // Canada and the US: pre-authorized debits, federal payments, debit networks, and a Canadian
  // bank's bill paid through the branch or its app ("Misc Payment ROGERS").
  'PRE-AUTHORIZED DEBIT', 'PREAUTHORIZED DEBIT', 'PRE AUTHORIZED DEBIT', 'PRE-AUTHORISED DEBIT', 'FEDERAL PAYMENT', 'IDP PURCHASE', 'MISC PAYMENT',
  // Germany: first and later direct debits, wages.
  'FOLGELASTSCHRIFT', 'ERSTLASTSCHRIFT', 'EINZELLASTSCHRIFT', 'LOHN / GEHALT', 'LOHN/GEHALT', 'GEHALT', 'LOHN',
  // Italy: card payments, direct debits, credits.
 'PAGAMENTO TRAMITE POS', 'PAGAMENTO POS', 'PAGAMENTO CARTA', 'PAGAMENTO PAGOBANCOMAT', 'PAGOBANCOMAT', 'PAGAMENTO', 'ADDEBITO SDD', 'ADDEBITO DIRETTO', 'ADDEBITO',
  // Intesa Sanpaolo's outgoing transfer, "ordered by you in favour of": "BONIFICO DA VOI DISPOSTO A
  // FAVORE DI …" (VOI is "you", no scooter).
  'ACCREDITO STIPENDIO', 'ACCREDITO RIMBORSO', 'ACCREDITO', 'BONIFICO DA VOI DISPOSTO A FAVORE DI', 'BONIFICO DA VOI DISPOSTO', 'BONIFICO A VOSTRO FAVORE DA', 'BONIFICO A VOSTRO FAVORE', 'BONIFICO DA',
  // Spain: bills, direct debits, wages, purchases, incoming transfers.
  'ADEUDO RECIBO', 'ADEUDO DOMICILIADO', 'ADEUDO', 'RECIBO', 'NOMINA', 'TRANSFERENCIA DE', 'TRANSFERENCIA RECIBIDA DE', 'ABONO',
  // France: transfers received and sent, with their direction word ("VIR SEPA RECU DE SARL DUPONT", "VIR SEPA EMIS VERS …"),
  // instant ones too ("VIR SEPA INST EMIS M …", "VIR INST RECU DE …").
  'VIR SEPA RECU /DE', 'VIR SEPA RECU DE', 'VIR RECU DE', 'VIR SEPA EMIS VERS', 'VIR SEPA RECU', 'VIR RECU', 'VIR SEPA EMIS /A',
  'VIR SEPA INST EMIS VERS', 'VIR SEPA INST EMIS', 'VIR SEPA INST RECU DE', 'VIR SEPA INST RECU', 'VIR SEPA INST', 'VIR SEPA EMIS', 'VIR INST EMIS VERS', 'VIR INST EMIS', 'VIR INST RECU DE', 'VIR INST RECU', 'VIR EMIS',
  // …and spelled out, standing ("PERMANENT") or instant ("INSTANTANE").
  'VIREMENT SEPA EMIS VERS', 'VIREMENT SEPA EMIS', 'VIREMENT EMIS VERS', 'VIREMENT EMIS', 'VIREMENT SEPA RECU DE', 'VIREMENT RECU DE',
  'VIREMENT PERMANENT VERS', 'VIREMENT PERMANENT', 'VIR PERMANENT', 'VIREMENT INSTANTANE EMIS', 'VIR INSTANTANE EMIS', 'VIR INSTANTANE RECU DE', 'VIR INSTANTANE',
  'VIR SEPA', 'VIR INST', 'VIR', 'PRLV SEPA',
  // Nordic card purchases and direct debits: "Kortköp", "Varekjøp", "Dankort-køb", "Korttiosto", "Autogiro".
  // Danish banks print the purchase word after the card ("Visa/Dankort køb FRISØR …"), and some
  // exports the Swedish word with the Danish ending ("Kortköb").
  'VISA VAREKJOP', 'VAREKJOP', 'VISA VARE', 'VISA KOB', 'KORTKJOP', 'KORTKOP', 'KORTKOB', 'VISA/DANKORT-KOB', 'VISA/DANKORT KOB', 'VISA DANKORT KOB', 'DANKORT-KOB', 'DANKORT KOB', 'DANKORT-NOTA', 'DANKORT NOTA',
  'VISA/DANKORT', 'VISA DANKORT', 'DANKORT', 'KORTTIOSTO', 'AUTOGIRO', 'BETALINGSSERVICE',
  // Poland, Czechia and Slovakia: card purchases ("Zakup przy użyciu karty", "Płatność kartą", "Platba
  // kartou", which Czech and Slovak banks both print).
  'ZAKUP PRZY UZYCIU KARTY', 'ZAKUP KARTA', 'PLATNOSC KARTA', 'TRANSAKCJA KARTA', 'PLATBA KARTOU', 'NAKUP KARTOU',
  // French-speaking banks' Maestro payments (Belgium, Luxembourg).
  'PAIEMENT MAESTRO',
  // The Netherlands: direct debits.
  'SEPA INCASSO ALGEMEEN DOORLOPEND', 'SEPA INCASSO', 'INCASSO',
  // A German bank's plain "Zahlung" before the payee ("Zahlung Bäckerei Huber"), Sweden's
  // "Varuköp"; Britain's Charities Aid Foundation giving ("CAF DONATE OXFAM": the charity) and
  // GoCardless's direct debits "regarding" the creditor ("DD GC RE RIVERSIDE TENNIS CLUB").
  'ZAHLUNG AN', 'ZAHLUNG', 'VARUKOP', 'CAF DONATE', 'CAFDONATE', 'GC RE',
  // German card exports: "VISA APOTHEKE AM MARKT 22.05 NUERNBERG" (last: every "VISA …" wrapper above is longer).
  'VISA',
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * Words after which VISA is the document a business deals in, not the card ("VISA IMMIGRATION
 * SOLICITORS", "VISA PHOTO STUDIO", "VISA CONSULTANTS"): the wrapper is not read there.
 */
const VISA_TRADE = String.raw`(?! +(?:IMMIGRATION|PHOTO|PHOTOS|CONSULTANTS|CONSULTANCY|CONSULTANT|AGENCY|AGENTS|APPLICATION|APPLICATIONS|LAWYERS|SOLICITORS)\b)`;
/**
 * Chile's PAC (an automatic debit on the account) only before a bill's purpose at the end or a
 * company's legal form ("PAC COLEGIO SAN IGNACIO MENSUALIDAD", "PAC SEGUROS VIDA SECURITY SA"):
 * alone the three letters begin names (PAC SUN SURF SHOP).
 */
const PAC_BILL = String.raw`(?=\s.*\s(?:${BILL_PURPOSES}|S\.?A\.?|SPA|LTDA)(?:\s|$))`;
/** SALARY before the employer ("SALARY GREENFIELDS LOGISTICS (PTY) LTD"), not a lender's or a tool's own word (Salary Finance, Britain's employee loans). */
const SALARY_NAME = String.raw`(?! +(?:FINANCE|FINANCES|SACRIFICE|ADVANCE|ADVANCES|LOAN|LOANS|CALCULATOR)\b)`;
const wrapperPattern = (wrapper: string): string => (wrapper === 'VISA' ? `VISA${VISA_TRADE}` : wrapper === 'PAC' ? `PAC${PAC_BILL}` : wrapper === 'SALARY' ? `SALARY${SALARY_NAME}` : escape(wrapper));

/** Currencies printed beside an amount after a wrapper ("PLATNOSC KARTA 55,20 PLN", "VISA KOB DKK 125,00"). */
const AMOUNT_CURRENCIES = 'PLN|EUR|DKK|SEK|NOK|CZK|CHF|HUF|GBP|USD';
/** A number-like run after a wrapper: card numbers, masked cards, dates, terminal ids, an amount with a decimal comma (thousands grouped by a space or a point: "NOK 3 499,00"). */
const NUMBERISH = String.raw`(?:\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2,4})?|(?:(?:${AMOUNT_CURRENCIES}) ?)?(?:\d{1,3}(?:[ .]\d{3})+|\d{1,6}),\d{2}(?: ?(?:${AMOUNT_CURRENCIES}))?|[#X*]*\d[\dX*\/.\-]*|X{2,}[\dX*]*|\*{2,}[\dX*]*|(?:POS|TERM|TID)\d{4,})(?![A-Z])`;

/**
 * The card's number may follow a wrapper with its label ("PAIEMENT AVEC LA CARTE DE DEBIT NUMERO
 * 5169 20XX XXXX 8812 COLRUYT LIEGE", "BETALING MET DEBETKAART NUMMER …"): the label goes with the
 * number, only before one.
 */
const NUMBER_LABEL = String.raw`(?:NUMERO|NUMMER|NUMBER|NUMER|NR)\.?(?= *${NUMBERISH})`;

const LEADING_WRAPPER_PATTERN = new RegExp(
  String.raw`^(${LEADING_WRAPPERS.map(wrapperPattern).join('|')}|(?:CARD|CARTA|CARTAO|KARTE|KARTEN|TARJETA|TARJ|KARTA|KORT)(?: (?:NO|NR|NUMMER|NUMBER|NUMERO)\.?)?(?= +${NUMBERISH})|CARD (?:NO|NR)\.(?=[\dX*]{8,})|(?:NR|NUMER) KARTY(?= +${NUMBERISH})|ACCT(?= +${NUMBERISH})|ACCOUNT(?= +${NUMBERISH})|AMEX(?= +${NUMBERISH})|VISA(?= +${NUMBERISH})|MC(?= +${NUMBERISH})|MASTERCARD(?= +${NUMBERISH})|AP(?= +\d{4,}))(?:(?<=CARD (?:NO|NR)\.)|(?![A-Z0-9&'/]))[\s\-:*#.]*(?:${NUMBER_LABEL}[\s:.]*)?((?:${NUMBERISH}[\s\-:]*)*)`,
);

/**
 * A hash (FNV-1a) of the letters and digits a text begins with, up to its first other character
 * ("POS" of "POS DEBIT", "SEPA" of "SEPA-DD", "" of "#12"). A text that begins with a wrapper
 * (which ends before a letter or digit) begins with the wrapper's own run, and so has its hash;
 * hashing spares making the run's string and hashing that again for a Set.
 */
function leadingRunHash(text: string): number {
  const length = text.length;
  let hash = 0x811c9dc5;
  for (let index = 0; index < length; index += 1) {
    const code = codeAt(text, index);
    if (!(isCapitalCode(code) || isDigitCode(code))) break;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  // Thirty bits: a small integer for the Set, never a boxed number.
  return hash & 0x3fffffff;
}

/**
 * The hashes of the runs every alternative of LEADING_WRAPPER_PATTERN begins with (keep in step
 * with it): most lines begin with a name, and one Set lookup spares them the long alternation (a
 * name that shares a wrapper's hash only costs the regex).
 */
const WRAPPER_RUNS: ReadonlySet<number> = new Set(
  [...LEADING_WRAPPERS, 'CARD', 'CARTA', 'CARTAO', 'KARTE', 'KARTEN', 'TARJETA', 'TARJ', 'KARTA', 'KORT', 'NR', 'NUMER', 'ACCT', 'ACCOUNT', 'AMEX', 'VISA', 'MC', 'MASTERCARD', 'AP'].map(leadingRunHash),
);

/** Processors are read before wrappers: "DD *DOORDASH" is DoorDash, not a UK direct debit. */
export function readLeadingWrapper(text: string): { wrapper: string; rest: string } | null {
  if (!WRAPPER_RUNS.has(leadingRunHash(text))) return null;
  const found = LEADING_WRAPPER_PATTERN.exec(text);
  if (!found?.[1]) return readAutomaticPayment(text);
  return { wrapper: found[1], rest: text.slice(keptNumberedName(text, found[0].length, found[2] ?? '')) };
}

/**
 * New Zealand's automatic payment, AP before its payee ("AP WAIKATO PLUMBING LTD", "AP KAPITI LAWN
 * MOWING"): the bank's word, read only before a company (a legal form or a trade's word). Alone the
 * two letters begin names (AP MOLLER MAERSK), and a person after them is redaction's to judge.
 */
function readAutomaticPayment(text: string): { wrapper: string; rest: string } | null {
  if (!text.startsWith('AP ')) return null;
  const rest = text.slice(3).trimStart();
  const end = PAYEE_END.exec(rest);
  return namesCompany(end ? rest.slice(0, end.index) : rest) ? { wrapper: 'AP', rest } : null;
}

/** A short number a hyphen joins to a word, at a token's start: "7-ELEVEN", "1-800-FLOWERS", "24-HOUR". */
const NUMBERED_NAME = /(?:^|\s)\d{1,3}(?:-\d{1,4})*-[A-Z]/;

/**
 * Where the wrapper's numbers end, or earlier where a brand named with a number begins among
 * them: the numbers of "7-ELEVEN" and "1-800-FLOWERS" are the brand's own, and dropped they leave
 * a word that names another brand ("ELEVEN" of ElevenLabs).
 */
function keptNumberedName(text: string, end: number, numbers: string): number {
  if (!numbers.includes('-')) return end;
  const start = end - numbers.length;
  const named = NUMBERED_NAME.exec(text.slice(start, end + 1));
  if (!named) return end;
  return start + named.index + (named[0].startsWith(' ') ? 1 : 0);
}

/**
 * ACH and transfer detail fields: everything from the first one on is references, account
 * holders (INDN: is a person) and bank codes, never the merchant. "ORIG CO NAME:" is the one
 * field that holds the merchant, so the text before it goes instead.
 */
const FIELD_CUT = new RegExp(
  [
    String.raw`\s(?:DES|INDN|CO ID|COID|CO ENTRY DESCR|ENTRY DESCR|PPD ID|WEB ID|ID|DATE|TIME|TRACE(?: NO)?|TRN|TXN|CONF(?:IRMATION)?|REF(?:ERENCE)?|MANDATE(?: NO| REF| ID)?|SEC|ACCT|ACCOUNT|A\/C)\s*[:#]`,
    String.raw`\s(?:ID|REF|CONF|TRACE|MANDATE(?: NO)?|MANDATSREF(?:ERENZ)?|ACCT|ACC|ACCOUNT(?: NO)?|A\/C|CUST(?:OMER)? (?:ID|NO))\s+(?=[A-Z]*[-/]?\d)`,
    // Amex prints the foreign amount and rate after the town ("… TOKYO JPN 1,280 JAPANESE YEN X 0.006734375 (EXCHG RATE)").
    String.raw`\s[\d,]+(?:\.\d+)?\s+(?:[A-Z]+\s+){1,3}X\s+\d`,
    // The wallet's device after the town ("… BROOKLYN NY APPLE PAY ENDING IN 4412"), an amount after the name ("… ATHENS EUR 42.00").
    String.raw`\s(?:(?:APPLE|GOOGLE|SAMSUNG) PAY )?ENDING IN\b|\s(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|AUD|CAD|NZD|JPY)\s\d+[.,]\d{2}$`,
    // A French direct debit's due date, a Dutch one's creditor id ("… ECH/050624", "… INCASSANT NL12ZZZ…"),
    // a French card line's invoice date after the shop ("CB BOULANGERIE DUPONT FACT 090324").
    String.raw`\sECH\/\d|\sINCASSANT\b|\sFACT\s+\d{6}\b`,
    String.raw`\sREFERENCE\s`,
    // Dutch transfer fields: what it was for, and the bank codes ("… NAAM: KWF OMSCHRIJVING: GIFT").
    String.raw`\s(?:OMSCHRIJVING|KENMERK|BETALINGSKENM|IBAN|BIC)\s*:`,
    // Spanish card lines name the card after the shop ("COMPRA EN … , CON LA TARJETA : 4940…").
    String.raw`(?<!^(?:PAGO|COMPRA))\s+CON (?:LA )?TARJETA\b|,\s*CON (?:LA )?TARJETA\b`,
    // French and Dutch slash fields after the counterparty ("… CPAM PARIS /MOTIF REMBT SOINS").
    String.raw`\s?\/(?:MOTIF|REFDO|REF|LIB|IDEM|ID|REMI|EREF|BIC|IBAN)\b`,
    // A German invoice's number after the payee, after RE ("… STEUERBERATUNG VOGEL & PARTNER MBB RE 2024-0117", "… RE. 2024-0117").
    String.raw`\sRE\.?\s+(?=\d)`,
    // What a transfer was for follows its payee ("… HAUSVERWALTUNG SCHMIDT MIETE MAI 2024",
    // "INMOBILIARIA DEL SOL ALQUILER 03/24"); a rental business's own name goes on with DE or DI
    // ("ALQUILER DE COCHES …").
    String.raw`\s(?:MIETE|MIETZAHLUNG|LOYER|HUUR|HYRA|HUSLEIE|(?:ALQUILER|AFFITTO)(?! D[EI]\b| DEL\b))\b`,
    // Wells Fargo's online bill pay prints the channel, the payee's masked account and the day after
    // the payee ("BILL PAY TRI-STATE PEST CON ON-LINE XXXXX1234 ON 03-15").
    String.raw`\sON-?LINE\s+[X*]+\d+`,
    // A US roadside business's route number before its town ("THE ROLLING PIN DINER RT 9 KEENE NH").
    String.raw`\s(?:RT|RTE|HWY)\s\d{1,3}\b`,
    // British card lines end with the date and a code ("NANDOS SHOREDITCH ON 09 MAR BCC").
    String.raw`\sON \d{1,2}[ -]?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\b`,
    // A card's last digits, and what follows, end a line ("… CA CARD 4417", "… CARD XX5123 VALUE DATE: …").
    String.raw`\s(?:CARD|CARTE|CARTA|KARTE|CD)(?:\s+(?:NO|NR|NUMERO|NUMBER)\.?)?\s+(?=[X*\d]*\d)(?:[X*\d]{4,19}|[X*\d]{4}(?:[ -][X*\d]{4}){2,3})(?:\s+VALUE DATE\b.*)?$`,
    String.raw`\sVALUE DATE\b`,
    // Dutch card fields and wire references ("PASVOLGNR: 003", "TRANSACTIE: 5T8R0P", "SRF# …").
    String.raw`\s(?:PASVOLGNR|TRANSACTIE|TERM|SRF|RFB|OBI|IMAD|OMAD)\s*[:#]`,
    // A German shop's owner follows its name ("FRISEURSALON HAARMONIE INH. PETRA LANG LEIPZIG").
    String.raw`\s(?:INH|INHABER|INHABERIN)\.?\s`,
    // Norwegian and Danish card lines print the date and time after the shop ("… BERGEN DATO 14.03 KL. 12.11").
    String.raw`\s(?:DATO|KL)\.?\s+\d`,
    // Card lines abroad print the amount, the rate and the day after the shop ("… TAPAS BAR,26.40 GBP, RATE 1.00/GBP ON 15-03-2024").
    // The amount may be glued to a booking reference before it ("EASYJET000EK4B9X2,123.98 GBP, RATE …").
    String.raw`,\s*(?:\d[\d,]*\.\d{2}\s+[A-Z]{3}\s*,\s*)?(?:EXCHANGE |FX )?RATE\s+\d|(?<!AUTHORI[SZ]ED)\sON \d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b`,
    // Dutch and Flemish terminals: "… UTRECHT BETAALAUTOMAAT 21:47 PASNR. 012", "… COLRUYT GENT 14/03 OM 10.22 UUR".
    String.raw`\s(?:BETAALAUTOMAAT|GELDAUTOMAAT|PASNR)\b`,
    // A masked card, and the day before it, end a line ("… SINGAPORE SG 14MAR 4628-XXXX-XXXX-3318"),
    // or the card's first and last four and the day after it (South Africa: "… SANDTON 4512*1234 07 MAR").
    String.raw`\s(?:\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\s+)?\d{4}[- ]?[X*]{4}[- ]?[X*]{4}[- ]?\d{4}$`,
    String.raw`\s\d{4}\*{1,8}\d{4}(?:\s+\d{1,2}\s+(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*)?$`,
    String.raw`\s\d{1,2}\/\d{1,2} OM \d{1,2}[.:]\d{2}\b`,
    // German SEPA exports label their fields ("… Telekom Deutschland GmbH EREF: 0004… MREF: … CRED: DE39ZZZ…",
    // "EREF+…"), and print the creditor's IBAN without a colon ("… Kfz-Beitrag IBAN DE87…").
    String.raw`\s(?:EREF|MREF|CRED|SVWZ|ABWA|ABWE|KREF)\s*[:+]|\sIBAN\s+[A-Z]{2}\d{2}`,
    // An insurance policy's number ends the insurer ("NACH DR LIC OF INDIA PREMIUM POLICY NO 912345678"),
    // and so does its label when redaction has taken the number ("… PREMIUM POLICY NO").
    String.raw`\s(?:PREMIUM\s+)?POLICY(?:(?:\s+(?:NO|NUMBER|NBR|NUM))?\.?\s*[:#]?\s*(?=[A-Z]{0,3}\d)|\s+(?:NO|NUMBER|NBR|NUM)\.?$)`,
    // Polish and Italian transfer fields: what it was for ("TYTUL: …", "CAUSALE: …").
    String.raw`\s(?:TYTUL|TYTULEM|CAUSALE)\s*:`,
    // An Argentine tax slip's number after AFIP ("AFIP VEP 1234567890").
    String.raw`\sVEP\s*(?:NRO?\.?\s*)?(?=\d)`,
    // A Portuguese service payment's Multibanco entity (five digits) after the biller, then its
    // reference ("PAGAMENTO SERVICOS MEO ENT 10158 REF 123 456 789").
    String.raw`\sENT(?:IDADE)?\.?:?\s*\d{5}(?=\s+REF\b|\s*$)`,
    // German references after the payee, each a label and its number: an insurance policy, a
    // contract, a customer, a tax number, a card line's sequence, an invoice ("… VERS.-NR. 512/334871-K",
    // "… STNR 14/523/61234", "… FOLGENR.011", "… RECHNUNG 2024-118").
    String.raw`\s(?:VERS\.?-?NR|VERSICHERUNGS-?(?:NR|NUMMER|SCHEIN)|VERTRAGS-?(?:NR|NUMMER)|KUNDEN-?(?:NR|NUMMER)|KD\.?-?NR|ST\.?-?NR|STEUER-?(?:NR|NUMMER)|FOLGE-?NR|RECHNUNGS-?(?:NR|NUMMER)|RG\.?-?NR|RG|RECHNUNG|KOSTENRECHNUNG)\.?[\s:.]*(?=[A-Z]{0,3}\d)`,
    // A Dutch payment's reference without its colon ("BELASTINGDIENST IDEAL KENMERK 4123…").
    String.raw`\s(?:IDEAL\s+)?(?:BETALINGS)?KENMERK\s+(?=\d)`,
    // An employer's pay, the month or week it is for, its pay word again and the credit's code
    // ("ACME LTD SALARY JAN BGC", "… PAYROLL MAR SAL", "… WAGES WK 12").
    String.raw`\s(?:SALARY|SALARIES|WAGES|PAYROLL)\s+(?:(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*(?:\s+\d{2,4})?(?:\s+(?:SAL|SALARY|WAGES|PAY))?|(?:WK|WEEK|WEEK NO|PERIOD|PD)\.?\s*\d{1,2}(?:\s+\d{2,4})?)(?:\s+(?:BGC|BACS|FPI|CR))?$`,
  ].join('|'),
);
/**
 * What every field above (and the merchant fields cutFields reads first) needs somewhere in the
 * line: most of its words after a space or a slash. Most descriptors have none, and this one
 * test is far cheaper than FIELD_CUT.
 */
const FIELD_WORDS = / (?:VEP|ON-?LINE [X*]|(?:SALARY|SALARIES|WAGES|PAYROLL) (?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|WK|WEEK|PERIOD|PD)|VERS\.?-?NR|VERSICHERUNGS|VERTRAGS|KUNDEN|KD\.?-?NR|ST\.?-?NR|STEUER|FOLGE|RECHNUNG|KOSTENRECHNUNG|RG\.?-?NR|RG \d|DES|INDN|COID|CO |ENTRY|PPD|WEB|ID|DATE:|TIME:|BNF:|TRACE|TRN|TXN|CONF|REF|MANDATE|MANDATSREF|SEC|ACC|A\/C|CUST|INCASSANT|OMSCHRIJVING|KENMERK|BETALINGSKENM|IBAN|BIC|MIET|LOYER|HUUR|RTE? \d|HWY \d|ALQUILER|AFFITTO|HYRA|HUSLEIE|ON \d|CAR|KARTE|CD|VALUE DATE|PASVOLGNR|TRANSACTIE|TERM|SRF|RFB|OBI|IMAD|OMAD|INH|DATO|KL|EREF|MREF|CRED|SVWZ|ABWA|ABWE|KREF|POLICY|PREMIUM|TYTUL|CAUSALE|ENT(?:IDADE)?\.?:? ?\d{5}|OM \d|X \d|RE \d|DE ?:|FACT \d)|\d\*{1,8}\d{4}|\/(?:MOTIF|REF|LIB|ID|REMI|EREF|BIC|IBAN|NAME\/)|ENDING IN|(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|AUD|CAD|NZD|JPY) \d|ECH\/|TARJETA|, ?(?:EXCHANGE |FX )?RATE|AUTOMAAT|PASNR|[X*]{4}[- ]?\d{4}$|NAAM|BNF=/;

/**
 * Dutch card lines (ABN AMRO, ING): "BEA   NR:4LC6N3   05.01.24/12.34 ALBERT HEIJN 1427
 * AMSTERDAM,PAS123" (BEA a card payment, GEA cash from a machine), or the newer "BEA, Apple Pay
 * KRUIDVAT 7345,PAS012 NR:KT8W3Q, 22.03.24/09:15 ROTTERDAM". The terminal number, date and time
 * and card sequence number are fields around the merchant, wherever they stand.
 */
const DUTCH_CARD_LINE = /^[BG]EA\b/;
const DUTCH_LEAD = /^[BG]EA(?:,\s*(?:APPLE PAY|GOOGLE PAY|BETAALPAS|GARMIN PAY|FITBIT PAY))?\s+/;
const DUTCH_FIELDS = /\bNR:\s*[A-Z0-9]+,?|\b\d{2}\.\d{2}\.\d{2,4}\/\d{2}[.:]\d{2}\b|,\s*PAS\s*\d+/g;

/** In the older layout ("BEA NR:… 09.02.24/10.22 BAKKERIJ DE VRIES,PAS 042 LEIDEN") the town follows the card number. */
const DUTCH_TOWN_AFTER_CARD = /^(NR:.*?\S),\s*PAS\s*\d+\s+[A-Z' -]+$/;

function cutDutchCardLine(text: string): string {
  const lead = text.replace(DUTCH_LEAD, '');
  const townCut = DUTCH_TOWN_AFTER_CARD.exec(lead);
  return (townCut?.[1] ?? lead).replace(DUTCH_FIELDS, ' ').trim();
}

/** Transfer lines: what follows "REF" is the payer's own note ("TRANSFER TO … REF DINNER"), never the payee. */
const TRANSFER_LINE = /^(?:(?:BANK |ONLINE |INTERNET |MOBILE )?TRANSFER|FASTER PAYMENTS?|FP|FPS|CHAPS(?: PAYMENT)?|(?:STANDING ORDER|BILL PAYMENT)(?: VIA FASTER PAYMENTS?)?|SO|S\/O|PAYMENT) (?:TO|FROM)\b/;
const TRANSFER_NOTE = /\s(?:REF|REFERENCE|MEMO|NOTE)\b/;

const PAYPAL_PURCHASE = /\bPAYPAL\b.*\bIHR EINKAUF BEI\b\s*(.*)$/;
/**
 * PayPal's legal name in Europe as German banks print it, in its several spellings ("PayPal
 * Europe S.a.r.l. et Cie S.C.A", "PAYPAL (EUROPE) S.A R.L. ET CIE., S.C.A."), then the shop it
 * paid, PayPal's reference and its code: "… ZALANDO SE 1031122334455 PP.9921.PP".
 */
const PAYPAL_LEGAL_NAME = /\bPAYPAL \(?EUROPE\)? S\.? ?A\.? ?R\.? ?L\.?,? ET CIE\.?,? S\.? ?C\.? ?A\b\.?,?/;
/** PayPal's own fields after the shop: its long reference, its "PP.1234.PP" code, a lone dot. */
const PAYPAL_FIELDS = /\s(?:\d{8,}|PP\.\d+\.PP|\.)(?=\s|$)/g;

/**
 * A town's own bill names the town, its state, then what was paid ("CITY OF APPLETON WI PROPERTY
 * TAX"): a tax, permit or fine after the state is no part of the payee (a department such as
 * UTILITIES is).
 */
const MUNICIPAL_PAYEE = /^((?:CITY|TOWN|VILLAGE|COUNTY|TOWNSHIP|BOROUGH) OF (?:[A-Z]+ ){1,2})([A-Z]{2}) (?:PROPERTY|REAL ESTATE|TAX|TAXES|PERMIT|FINE|CITATION|LICENSE|REGISTRATION)\b.*$/;

function cutMunicipalPurpose(text: string): string {
  const found = text.includes(' OF ') ? MUNICIPAL_PAYEE.exec(text) : null;
  return found && REGION_COUNTRIES.get(found[2] ?? '')?.includes('US') ? `${found[1] ?? ''}${found[2] ?? ''}` : text;
}

/** Wise's card lines: "Card transaction of 9.50 EUR issued by Cafe Sonnenschein Wien". */
const WISE_CARD_LINE = /^CARD TRANSACTION OF [\d.,]+ [A-Z]{3} ISSUED BY /;

/**
 * Indian banks print UPI, IMPS and NEFT lines as fields joined by hyphens or slashes: "UPI-SRI
 * BALAJI KIRANA STORES-Q123456789@ybl-YESB0YBLUPI-412367890123-UPI" (HDFC), "UPI/DR/412345678901/
 * SWIGGY/YESB/swiggy@ybl/Payment" (SBI), "NEFT DR-SBIN0001234-ACME TRADERS-NETBANK, MUM-N1234…".
 * The payee is the first field that is a name: no direction or rail code, no number, no virtual
 * payment address ("…@ybl") and no branch code (IFSC: four letters, a zero, six more).
 */
const INDIAN_RAIL_LINE = /^(UPI|IMPS|NEFT(?: DR| CR)?)[-/]/;
const INDIAN_RAIL_CODES: ReadonlySet<string> = new Set(['DR', 'CR', 'P2M', 'P2A', 'P2P', 'UPI', 'IMPS', 'NEFT', 'COLLECT']);
const IFSC_CODE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

function cutIndianRailLine(text: string): string {
  const rail = INDIAN_RAIL_LINE.exec(text);
  if (!rail) return text;
  const fields = text.slice(rail[0].length).split(/[-/]/).map((field) => field.trim());
  const payee = fields.find((field) => /[A-Z]{2}/.test(field) && !field.includes('@') && !INDIAN_RAIL_CODES.has(field) && !IFSC_CODE.test(field) && !/\d{4}/.test(field));
  if (!payee) return text;
  // A person paid over the rail ("UPI-RAHUL SHARMA-RAHULSHARMA@YBL-…"): the rail is the line's merchant.
  return isPersonsName(payee) ? `${rail[1] ?? ''} TRANSFER` : `${rail[1] ?? ''} ${payee}`;
}

/** Two to four words, a listed given name first and every other word a listed name ("RAHUL SHARMA", "PRIYA K SINGH"). */
function isPersonsName(field: string): boolean {
  const words = field.split(/\s+/);
  if (words.length < 2 || words.length > 4 || !isListedGivenName(words[0] ?? '')) return false;
  return words.slice(1).every((word) => /^[A-Z]$/.test(word) || isListedSurname(word) || isListedGivenName(word));
}

/**
 * A Dutch terminal's own line prints the time and the card's sequence number before the shop:
 * "Betaalautomaat 14:05 pasnr. 012 Kapsalon Knipwerk Haarlem". Both go; the wrapper stays to be read.
 */
const TERMINAL_LINE = /^(BETAALAUTOMAAT)\s+(?:\d{1,2}[:.]\d{2}\s+)?(?:PASNR\.?\s*\d+\s+)?/;

function cutTerminalLine(text: string): string {
  const found = TERMINAL_LINE.exec(text);
  return found ? `${found[1] ?? ''} ${text.slice(found[0].length)}` : text;
}

/**
 * Austrian card lines print the amount, the card's country and terminal codes, the day and the
 * time before the shop: "POS 12,40 AT D4 14.03. 09:12 SPAR DANKT 5020 SALZBURG". Some exports
 * leave out the amount and print the till (K1, Kassa 1) after the time: "POS 12.03. 18:22 K1
 * KAFFEEHAUS SONNENHOF 1070". They go; the wrapper stays to be read.
 */
const AUSTRIAN_CARD_LINE = /^(POS|BANKOMAT|BEZAHLUNG KARTE)\s+(?:\d+,\d{2}\s+)?(?:[A-Z0-9]{1,4}\s+){0,2}\d{1,2}\.\d{1,2}\.?(?:\d{2,4})?\s+\d{1,2}[:.]\d{2}\s+(?:K\d{1,2}\s+)?/;

/**
 * A US bank's wire line of fields: "WIRE TYPE:WIRE OUT DATE:240314 TIME:1130 ET TRN:2024031400118822
 * SERVICE REF:001234 BNF:ACME TOOLS LTD ID:12345 BNF BK:…" (ORIG: for one received). The other
 * party's field is read as a transfer to or from it, "WIRE TO ACME TOOLS LTD": a company is the
 * payee, a person's name is a transfer to a person.
 */
const WIRE_FIELDS_LINE = /^WIRE TYPE\s*:.*?\b(BNF|ORIG)\s*:\s*(.*?)(?=\s+(?:ID|BNF BK|ORIG BK|SND BK|RCV BK|OBI|IMAD|OMAD|TRN|SERVICE REF|SVC REF|REF)\s*:|\s*$)/;

const MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC';

/**
 * Austrian banks print the card's scheme and number after their wrapper: "Bezahlung Karte
 * MC/000004711 BILLA DANKT 4020 LINZ", "… VISA/000001234 …", "… MAESTRO/…". The code goes (read as
 * a word it names Mastercard or Visa); the wrapper stays.
 */
const AUSTRIAN_CARD_CODE = /^(BEZAHLUNG (?:KARTE|MAESTRO))\s+(?:MC|VISA|MAESTRO|MASTERCARD|VPAY|DMC)\/\d+\s+/;

/**
 * Swiss cantonal banks print the bank, the card and its masked number before the shop, with a
 * comma or without: "EINKAUF ZKB VISA DEBIT CARD NR. XXXX 1234, COOP-2145 WINTERTHUR", "Einkauf ZKB
 * Maestro Karte Nr. XXXX5521 Coop-1234 Bern". All of it before the shop goes but the purchase word.
 * Without a comma the number ends at the last group of digits and masks.
 */
const SWISS_CARD_LINE = /^EINKAUF (?:[A-Z]+ ){0,4}(?:CARD|KARTE|DEBITKARTE|MASTERCARD|MAESTRO|VISA)(?: (?:NR|NO|NUMMER)\.?)? ?(?:[X*\d][X*\d ]*,\s*|[X*]*\d[X*\d]*(?: [X*\d]+)*\s+(?=[A-Z]))/;

/** Irish banks glue the day to POS ("POS14MAR SUPERVALU RATHMINES"): read apart, the day is the wrapper's. */
const GLUED_POS_DAY = new RegExp(String.raw`^POSC?(?=\d{1,2}(?:${MONTHS})(?:\d{2})? )`);

/** New Zealand banks' exports begin with the masked card and the bank's code "Df": "4835-****-****-1234 Df COUNTDOWN PONSONBY". */
const MASKED_CARD_FIRST = /^\d{4}-[*X]{4}-[*X]{4}-\d{4} DF /;

/**
 * A British credit card's export joins its columns with " , ": the card's last four, the day and a
 * C or D flag, the shop, its town and country ("4512 09MAR24 C , TESCO STORES 2041 , LEEDS GB").
 * The first column goes.
 */
const BRITISH_CARD_EXPORT = new RegExp(String.raw`^\d{4} \d{1,2}(?:${MONTHS})\d{2}(?: [CD])? ?, ?`);

/**
 * Italian banks print a card payment's amount, day and time before the shop: "PAGAMENTO POS 23,40
 * EUR DEL 12.03.2024 ORE 18.21 BAR SPORT MILANO", "PAGAMENTO POS DEL 12/03/2024 ALLE ORE 18:21 CARTA
 * N. ****1234 …", or with no time and the country's code ("PAGAMENTO POS 38,50 EUR DEL 12.03.2024 A
 * (ITA) …"). They go (and the card with them); the wrapper stays to be read.
 */
const ITALIAN_CARD_LINE =
  /^(PAGAMENTO (?:TRAMITE )?POS|PAGAMENTO CARTA|PAGAMENTO PAGOBANCOMAT|PAG\.? POS)\s+(?:(?:EUR\s*)?\d{1,6}(?:\.\d{3})*,\d{2}(?:\s*EUR)?\s+)?(?:DEL\s+)?\d{1,2}[./]\d{1,2}[./]\d{2,4}\s+(?:(?:(?:ALLE\s+)?ORE\s+)?\d{1,2}[.:]\d{2}\s+)?(?:A\s+\([A-Z]{3}\)\s+)?(?:(?:CON\s+)?CARTA\s+(?:N\.?\s*)?[X*\d]+\s+)?/;
/** …where the card may come last instead, after the shop ("… DEL 12.03.2024 A (ITA) BAR SPORT CARTA N. *1234"). */
const ITALIAN_CARD_LAST = /\s+(?:CON\s+)?CARTA\s+(?:N\.?\s*)?[X*\d]+$/;

/**
 * Indian banks' online bill payments, fields joined by slashes: "BIL/ONL/000123456789/Sharma
 * Electricals Ltd/REF123" (ICICI). The company in the first field with letters is paid: read as a
 * bill payment to it.
 */
const INDIAN_BILL_LINE = /^BIL\/(?:ONL|BPAY|INFT|IMPS|NEFT)\/(?:[^/]*\d[^/]*\/)*([^/]*[A-Z]{2}[^/]*)/;

/** Card lines whose card, day or flags stand before the shop, each told by its first characters; null for any other line. */
function cutCardFields(input: string): string | null {
  const first = input.charCodeAt(0);
  if (first >= 48 && first <= 57) {
    const found = MASKED_CARD_FIRST.exec(input) ?? BRITISH_CARD_EXPORT.exec(input);
    return found ? input.slice(found[0].length) : null;
  }
  // …and contactless "POSC09MAR THE SALMON LEAP".
  if (input.startsWith('POS')) {
    const glued = GLUED_POS_DAY.exec(input);
    return glued ? `${glued[0]} ${input.slice(glued[0].length)}` : null;
  }
  if (input.startsWith('PAG')) {
    const found = ITALIAN_CARD_LINE.exec(input);
    return found ? `${found[1] ?? ''} ${input.slice(found[0].length).replace(ITALIAN_CARD_LAST, '')}` : null;
  }
  if (input.startsWith('BIL/')) {
    const found = INDIAN_BILL_LINE.exec(input);
    return found ? `BILL PAYMENT ${(found[1] ?? '').trim()}` : null;
  }
  if (input.startsWith('BEZAHLUNG ')) {
    const found = AUSTRIAN_CARD_CODE.exec(input);
    return found ? `${found[1] ?? ''} ${input.slice(found[0].length)}` : null;
  }
  const swiss = input.startsWith('EINKAUF ') ? SWISS_CARD_LINE.exec(input) : null;
  return swiss ? `EINKAUF ${input.slice(swiss[0].length)}` : null;
}

/**
 * The first letters of the layouts readLineLayout reads: Dutch card lines (BEA, GEA), POS,
 * BEZAHLUNG, BANKOMAT, BETAALAUTOMAAT, EINKAUF, Italy's PAGAMENTO, India's BIL, WIRE TYPE, UPI, IMPS, NEFT, Wise's CARD
 * TRANSACTION OF and the town bills of CITY, TOWN, VILLAGE, COUNTY, TOWNSHIP and BOROUGH. Keep in
 * step with the layouts.
 */
const LAYOUT_FIRST_LETTERS: ReadonlySet<number> = new Set([...'BGPEWUINCTV'].map((letter) => letter.charCodeAt(0)));

/**
 * Layouts whose first word tells them: Dutch card and terminal lines, card fields before the shop
 * (cutCardFields), US wire fields, Indian rails, Wise's card lines, town bills.
 */
function readLineLayout(input: string): string {
  // Each layout below begins with a digit or one of these letters: most lines begin otherwise.
  if (input === '') return input;
  const first = codeAt(input, 0);
  if (!(isDigitCode(first) || LAYOUT_FIRST_LETTERS.has(first))) return input;
  if (DUTCH_CARD_LINE.test(input)) return cutDutchCardLine(input);
  const card = cutCardFields(input);
  if (card !== null) return card;
  const wire = input.startsWith('WIRE TYPE') ? WIRE_FIELDS_LINE.exec(input) : null;
  if (wire) return `WIRE ${wire[1] === 'BNF' ? 'TO' : 'FROM'} ${wire[2] ?? ''}`;
  // P or B: the only first letters of an Austrian card line.
  const austrian = first === 80 || first === 66 ? AUSTRIAN_CARD_LINE.exec(input) : null;
  if (austrian) return `${austrian[1] ?? ''} ${input.slice(austrian[0].length)}`;
  if (input.startsWith('BETAALAUTOMAAT')) return cutTerminalLine(input);
  if (input.startsWith('UPI') || input.startsWith('IMPS') || input.startsWith('NEFT')) return cutIndianRailLine(input);
  return cutMunicipalPurpose(input.startsWith('CARD TRANSACTION OF ') ? input.replace(WISE_CARD_LINE, '') : input);
}

/**
 * The same folded line is cut for its name and again for its country (country.ts): the last few
 * cuts are kept, so the second costs a lookup.
 */
const RECENT_CUTS = 4;
const recentCuts = new RecentStrings<string>(RECENT_CUTS);

export function cutFields(input: string): string {
  const known = recentCuts.get(input);
  if (known !== undefined) return known;
  const cut = cutFieldsUncached(input);
  recentCuts.set(input, cut);
  return cut;
}

/**
 * Mexico's SPEI prints the receiving bank and the transfer's reference before the payee: "SPEI
 * ENVIADO BANORTE 0012345 JUAN PEREZ LOPEZ CONCEPTO RENTA". The bank is the payee's account, not
 * the payee: it goes with the reference, and the payee (a person: SPEI's transfer) is read after
 * the rail.
 */
const SPEI_BANK =
  /^(SPEI (?:ENVIADO|RECIBIDO))(?: A)? (?:BBVA(?: MEXICO| BANCOMER)?|BANCOMER|BANORTE|SANTANDER|HSBC|BANAMEX|CITIBANAMEX|SCOTIABANK|INBURSA|BANCO AZTECA|AZTECA|BANCOPPEL|BANREGIO|AFIRME|BANBAJIO|BAJIO|NU MEXICO|STP|HEY BANCO|MIFEL|MULTIVA|BANSI|BANJERCITO|BANCO DEL BIENESTAR)(?: \/)? \d{4,}(?: \/)? /;

/**
 * A brand's store inside a host's, by its number, glued or spaced: "MURPHY7123ATWALMART BENTONVILLE
 * AR" (Murphy USA's fuel at a Walmart), "SUBWAY 41235 AT WAL-MART". The brand is the merchant; the
 * host is where it stands. Only with the store's number: "STARBUCKS AT TARGET" is left to the matcher.
 */
const HOSTED_STORE = /^([A-Z][A-Z'&]{2,}(?: [A-Z][A-Z'&]+)?) ?#?(\d{3,6}) ?AT ?(?:WALMART|WAL-MART|KROGER|SAFEWAY|TARGET|COSTCO|MEIJER)\b/;
/** Every host above has one of these: the cheap test before HOSTED_STORE. */
const HOST_HINT = /WAL|KROGER|SAFEWAY|TARGET|COSTCO|MEIJER/;

function cutFieldsUncached(input: string): string {
  let text = readLineLayout(input);
  if (HOST_HINT.test(text)) text = text.replace(HOSTED_STORE, '$1 $2');
  if (text.startsWith('SPEI ')) text = text.replace(SPEI_BANK, '$1 ');
  if (TRANSFER_LINE.test(text)) {
    const note = TRANSFER_NOTE.exec(text);
    // The rail printed after the note stays: it names the service ("… REF DINNER FPS").
    const rail = / (?:FPS|FPI|FPO)$/.exec(text)?.[0] ?? '';
    if (note) text = text.slice(0, note.index) + rail;
  }
  // PayPal's German direct debit names the shop it paid ("… PAYPAL EUROPE S.A.R.L. ET CIE S.C.A
  // 1036512345678 PP.2145.PP . SPOTIFY AB, IHR EINKAUF BEI SPOTIFY AB"): read as PayPal's own prefix.
  const paypalShop = text.includes('EINKAUF') ? PAYPAL_PURCHASE.exec(text) : null;
  if (paypalShop) return `PAYPAL *${paypalShop[1] ?? ''}`.trim();
  // …or, without those words, between its legal name and its reference: the rest is the shop, or nothing.
  const paypalLegal = text.includes('PAYPAL') ? PAYPAL_LEGAL_NAME.exec(text) : null;
  if (paypalLegal) {
    const shop = ` ${text.slice(paypalLegal.index + paypalLegal[0].length)} `.replace(PAYPAL_FIELDS, ' ').trim();
    return /[A-Z]{2}/.test(shop) ? `PAYPAL *${shop}` : 'PAYPAL';
  }
  if (!FIELD_WORDS.test(text)) return text;
  // The field that holds the merchant: an ACH originator, a Dutch payee, a French creditor
  // ("PRELEVEMENT EUROPEEN 2947164051 DE: SFR ID: FR47ZZZ410301").
  const origin = /ORIG CO NAME\s*:\s*|\bNAAM\s*:\s*|\/NAME\/|\/?BNF=|\sBNF:\s*|\sDE ?:\s*/.exec(text);
  // After a person-to-person service, "DE:" is the person who sent the money, and the service is
  // the merchant ("TRANSFERENCIA BIZUM DE: …", "VIR SEPA LYDIA SOLUTIONS DE: …").
  const fromPerson = origin !== null && origin[0].trimStart().startsWith('DE') && namesPersonToPersonService(text.slice(0, origin.index));
  const result = origin && !fromPerson ? text.slice(origin.index + origin[0].length) : text;
  const found = FIELD_CUT.exec(result);
  if (!found) return result;
  const before = result.slice(0, found.index);
  const fields = result.slice(found.index);
  // A purpose or SEPA fields right after the bank's wrapper: the payee, if any, comes after them.
  // (The wrapper is read only then: most lines' fields follow a name.)
  const payeeLater = found.index > 0 && (PURPOSE_FIRST.test(fields) || fields.includes('SVWZ')) && readLeadingWrapper(before)?.rest.trim() === '';
  return (payeeLater ? payeeAfterFields(before, fields) : null) ?? before;
}

/** What a transfer was for, printed before its payee when it comes first ("DAUERAUFTRAG MIETE WHG 3.OG VONOVIA SE"). */
const PURPOSE_FIRST = /^\s(?:MIETE|MIETZAHLUNG|LOYER|HUUR)\b/;
/** What follows the rent word before the payee: the month, the flat and its floor ("MIETE APRIL", "MIETE WHG 3.OG", "LOYER MARS APPT 12"). */
const RENT_DETAILS = /^(?:\s+(?:JAN(?:UAR|UARY|VIER|UARI)?|FEB(?:RUAR|RUARY|RIER|RUARI)?|MAR(?:CH|S|Z|ZO)?|MAERZ|MAART|APR(?:IL|ILE)?|AVRIL|MAI|MAY|MEI|JUN[IE]?|JUIN|JUL[IY]?|JUILLET|AUG(?:UST|USTUS)?|AOUT|SEP(?:T|TEMBER|TEMBRE)?|OKT(?:OBER)?|OCT(?:OBER|OBRE)?|NOV(?:EMBER|EMBRE)?|DE[CZ](?:EMBER|EMBRE)?|DEZ|WHG|WOHNUNG|APPT|APT|APPARTEMENT|(?:\d+\.?\s?)?(?:OG|EG|DG|ETAGE)|\S*\d\S*))+/;
/** German SEPA fields, each a label and a value: "EREF+…", "SVWZ+…", "CRED: …". */
const SEPA_FIELD = /\s(?:EREF|MREF|CRED|SVWZ|ABWA|ABWE|KREF)\s*[:+]/g;

/**
 * The payee of a line whose fields come right after the bank's wrapper, or null. A transfer may
 * say what it was for before whom it paid ("DAUERAUFTRAG MIETE WHG 3.OG VONOVIA SE"): the rest of
 * the line is read on. A German SEPA export may print every field first and the creditor last, as
 * MT940 prints its name field after the purpose ("Lastschrift EREF+… MREF+… CRED+… SVWZ+Abschlag
 * Strom 03/2024 Vattenfall Europe Sales GmbH"): the purpose ends at its last number (a month, an
 * invoice), and words after it are the creditor.
 */
function payeeAfterFields(wrapper: string, fields: string): string | null {
  const purpose = PURPOSE_FIRST.exec(fields);
  if (purpose) {
    const rest = fields.slice(purpose[0].length).replace(RENT_DETAILS, ' ');
    const found = FIELD_CUT.exec(rest);
    return `${wrapper}${found ? rest.slice(0, found.index) : rest}`;
  }
  if (!fields.includes('SVWZ')) return null;
  let end = -1;
  for (const field of fields.matchAll(SEPA_FIELD)) end = field.index + field[0].length;
  const words = fields.slice(end).trim().split(/\s+/);
  const lastNumber = words.findLastIndex((word) => /\d/.test(word));
  const payee = lastNumber >= 0 ? words.slice(lastNumber + 1) : [];
  return payee.some((word) => /[A-Z]{2}/.test(word)) ? `${wrapper} ${payee.join(' ')}` : null;
}

/** Bank and wrapper codes at the end ("SKY DIGITAL DD", "… WEB", "… PPD"), as word sequences. */
export const TRAILING_WRAPPERS: ReadonlySet<string> = new Set([
  'PAYROLL', 'DIR DEP', 'DIRECT DEP', 'SALARY', 'MIETE', 'LOYER', 'HUUR', 'BILL PAY',
  'DD', 'DDR', 'BGC', 'FPO', 'FPI', 'STO', 'PPD', 'CCD', 'WEB', 'TEL', 'CTX', 'IAT', 'POS', 'CONTACTLESS', 'RECURRING',
  'PURCHASE', 'PMT', 'ACH', 'ACH PMT', 'ACH DEBIT', 'DIRECT DEBIT', 'APPLE PAY', 'GOOGLE PAY', 'SAMSUNG PAY',
  'RECURRING PAYMENT', 'RECURRING PMT', 'RECURRING PAY', 'RECURRING CHARGE', 'AUTO PAY', 'AUTOPAY', 'BILL PAYMENT', 'ONLINE PMT',
  // Barclays' card codes after the date ("… ON 09 MAR BCC"), and a card scheme's payment word.
  'BCC', 'CPM', 'CLP', 'MASTERCARD PAYMENT', 'VISA PAYMENT', 'CARD PAYMENT',
  // A church's or charity's giving page ("GRACE COMMUNITY CHURCH ONLINE GIVING").
  'ONLINE GIVING', 'GIVING',
  // National banks' words after the counterparty: Quebec's pre-authorised payment, Singapore's
  // GIRO ("SINGTEL GIRO PAYMENT"), South Africa's debit order, direct debits in Spanish and Dutch.
  'PAIEMENT PREAUTORISE', 'GIRO PAYMENT', 'GIRO', 'DEBIT ORDER', 'DOMICILIACION', 'DOMICILIERING', 'LASTSCHRIFT', 'SEPA DD', 'EFTPOS', 'NETS',
  // The Dutch direct debit's word after the creditor ("GLAZENWASSERIJ SCHOON INCASSO").
  'INCASSO', 'SEPA INCASSO',
  // German-speaking shops thank the customer after their name ("SPAR DANKT 5020 SALZBURG", "LIDL SAGT DANKE").
  'DANKT', 'SAGT DANKE', 'DANKE',
]);

/**
 * Transfers to a payee, in several banks' words: "FASTER PAYMENT TO …", "TRANSFERENCIA A FAVOR DE
 * …", "VIREMENT SEPA EMIS VERS …", "BONIFICO A FAVORE DI …", "OVERBOEKING NAAR …", and the
 * instant rails' "FAST PAYMENT TO …" (Singapore), "PIX ENVIADO - CLARO S.A." (Brazil), "SPEI ENVIADO …" (Mexico), "TRF P/ …"
 * (Portugal), "OVERFØRSEL TIL …" (Denmark, Norway), Canada's "INTERAC E-TRANSFER TO …", Poland's "PRZELEW …" and its standing
 * order "PRZELEW ZLECENIE STAŁE …" (not to a phone by BLIK,
 * nor to the holder's own account: those are read as such).
 */
const PAYEE_RAIL =
  /^(?:(?:FASTER PAYMENTS?|FASTER PMT|FPS|FP|FAST(?: TRANSFER)?|BANK TRANSFER|BACS|CHAPS|ONLINE TRANSFER|TRANSFER|PAYNOW(?: TRANSFER)?|INTERAC E-?TRANSFER(?: SENT)?)(?: PAYMENT)? TO|(?:(?:OUTGOING|INTL|INTERNATIONAL|DOMESTIC|ONLINE|FED) )?WIRE(?: TRANSFER)?(?: OUT(?:GOING)?)?(?: TO)?(?<= (?:TO|OUT|OUTGOING))|TRANSFERENCIA(?: SEPA)?(?: EMITIDA| INMEDIATA| ORDINARIA)?(?: A FAVOR DE| A| PARA)|TRANSF\.?(?: SEPA)?(?: A FAVOR DE| A)|VIREMENT(?: SEPA)?(?: EMIS| PERMANENT| INSTANTANE)?(?: VERS| A| POUR| EN FAVEUR DE)|BONIFICO(?: SEPA| ISTANTANEO)?(?: DA VOI DISPOSTO)?(?: A FAVORE DI| A FAVORE(?! DA)| A(?! VOSTRO)| VERSO)|(?:SEPA )?(?:OVERBOEKING|OVERSCHRIJVING) NAAR|(?:SEPA[- ])?UEBERWEISUNG AN|PIX ENVIADO(?: PARA)?|TRANSFERENCIA PIX(?: ENVIADA)?(?: PARA)?|TRANSF PIX(?: PARA)?|SPEI ENVIADO(?: A)?|TRF P\/|TRF PARA|OVERFORSEL TIL|OVERFORING TIL|PRZELEW(?: (?:ZEWNETRZNY|WYCHODZACY|KRAJOWY|ELIXIR|SEPA|NATYCHMIASTOWY|EXPRESS|INTERNETOWY|DOWOLNY|ZLECENIE STALE))*(?: DO| NA RZECZ| NA RACHUNEK| NA KONTO)?(?! (?:NA TELEFON|WLASNY|BLIK)\b))(?:\s+-\s+|\s+)/;

/** Where a payee's name ends: the transfer's reference, the payer's account, what it was for. */
const PAYEE_END = /\s(?:REF|REF:|REFERENCE|CONCEPTO|CONCEPT|MOTIVO|FROM|DESDE|DE LA CUENTA|CLABE|IBAN|MOTIF|LIBELLE|OMSCHRIJVING|KENMERK|BETREFF|VERWENDUNGSZWECK|CAUSALE|RIF|NOTE|MEMO|OTHR)\b|\s[A-Z]{2}\d{2}[A-Z0-9]{10,}|\s\d{4,}/;

/** Legal forms that say a payee is a company, not a person. */
export const COMPANY_FORMS: ReadonlySet<string> = new Set(['LTD', 'LIMITED', 'PLC', 'LLP', 'LLC', 'INC', 'CORP', 'CO', 'SL', 'SLU', 'SA', 'SAS', 'SARL', 'SRL', 'SPA', 'GMBH', 'AG', 'KG', 'BV', 'NV', 'VOF', 'EURL', 'SNC', 'SCP', 'CB', 'SC', 'LDA', 'AB', 'AS', 'OY', 'APS', 'CIC', 'LTDA', 'EIRELI', 'PVT', 'SAU', 'ASA', 'OYJ', 'SAGL', 'PTE', 'PTY']);
/** Legal forms of several words: Poland's "SP. Z O.O.", Mexico's "S.A. DE C.V.", "S. DE R.L.". */
const MULTIWORD_FORMS = /\bSP\.? ?Z ?O\.? ?O\b|\bS\.? ?A\.? DE C\.? ?V\b|\bS\.? DE R\.? ?L\b/;
/** The dots of single letters ("S.A." → "SA."). */
const DOTTED_LETTERS = /\b([A-Z])\.(?=[A-Z]\b)/g;

/**
 * A transfer to a company names the company: "FASTER PAYMENT TO KINGSWAY LETTINGS LTD REF RENT
 * FROM GB60…" is Kingsway Lettings. A payee is a company when it has a legal form or a word of a
 * trade; a person's name is left where it was (and redaction decides about it).
 */
export function readPayeeRail(text: string): { rail: string; rest: string } | null {
  const rail = PAYEE_RAIL.exec(text);
  if (!rail) return null;
  let payee = text.slice(rail[0].length);
  const end = PAYEE_END.exec(payee);
  if (end) payee = payee.slice(0, end.index);
  return namesCompany(payee) ? { rail: rail[0].replace(/[\s-]+$/, ''), rest: payee } : null;
}

/**
 * A payee with a legal form (after its first word) or a trade's word or two-word phrase is a
 * company, not a person ("SPOLDZIELNIA MIESZKANIOWA ZACISZE", a housing cooperative).
 */
function namesCompany(payee: string): boolean {
  // A dotted form is one word ("CLARO S.A.", "P4 SP. Z O.O.").
  const words = payee.replace(DOTTED_LETTERS, '$1').split(/[^A-Z0-9&]+/).filter((word) => word.length > 0);
  const trade = (index: number): boolean =>
    (CATEGORY_WORDS.get(words[index] ?? '')?.strength ?? 0) >= 2 || (index + 1 < words.length && (CATEGORY_WORDS.get(`${words[index] ?? ''} ${words[index + 1] ?? ''}`)?.strength ?? 0) >= 2);
  return words.some((word, index) => (index > 0 && COMPANY_FORMS.has(word)) || trade(index)) || MULTIWORD_FORMS.test(payee);
}
