import type { DescriptorAnalysis, TransactionKind } from '../domain';
import { namesBank, withBankNamesAsBank } from './bank-names';
import { foldDescriptor } from './normalize';

/**
 * What kind of bank line a descriptor is, read from the bank's own words ("DIRECT DEP", "ATM",
 * "INTEREST", "CHECK 1043"). A statement export mixes card purchases with fees, checks, interest,
 * cash and transfers; only some of those lines name a counterparty.
 */

export interface TransactionReading {
  /** Absent when the words do not tell (a bare "STARBUCKS 1234" may be a purchase or a refund). */
  kind?: TransactionKind;
  /**
   * The line names nobody: every word is bank vocabulary ("MONTHLY SERVICE FEE", "CHECK 1043",
   * "ONLINE TRANSFER TO SAV …1234"). Such a line is rejected with reason `no_merchant`.
   */
  merchantless: boolean;
  /**
   * Cash from a machine: the only possible counterparty is a known operator, so when the verified
   * knowledge names none the line is rejected with `no_merchant` (the town of the machine is no
   * merchant).
   */
  needsKnownMerchant: boolean;
}

/**
 * Kinds in order of precedence: "ATM FEE" is a fee, "PURCHASE RETURN" a refund, "FASTER PAYMENT
 * … RENT" a transfer. Phrases are matched on word boundaries of the folded text.
 */
const KIND_PATTERNS: ReadonlyArray<[TransactionKind, RegExp]> = [
  // Fees in the banks' own words: "MONTHLY SVC CHARGE", "Kontofuehrungsentgelt", "Frais de tenue de compte",
  // "Comision mantenimiento", "Kosten betaalrekening", "Spese tenuta conto", "Cotisation carte".
  // Brazil's IOF is the tax a card pays on a foreign purchase, printed as the issuer's own charge.
  ['fee', /\b(?:FEES?|PAST DUE|IOF|(?:SVC|SERVICE|SERV|MAINT|MAINTENANCE|MEMBERSHIP|ACCOUNT|ACCT|ANNUAL|MONTHLY|LATE|CARD|PLAN|PACKAGE|PACKAGED) (?:CHARGES?|CHGS?|FEES?)|SVC CHG|OVERDRAFT|NSF|COMMISSION|KONTOFUEHRUNG\w*|KONTOFUHRUNG\w*|KONTOPFLEGE|RECHNUNGSABSCHLUSS|ENTGELTABSCHLUSS|\w*GEBUEHR\w*|\w*GEBUHR\w*|\w*ENTGELTE?|FRAIS|\w*AVGIFT|\w*GEBYR|\w*MAKSU|COTISATION|COMISION(?:ES)?|COMISSAO|COMISSOES|CUOTA|\w*KOSTEN|COMMISSION[EI]|SPESE|CANONE|IMPOSTA DI BOLLO|BOLLO)\b/],
  ['interest', /\b(?:INTEREST|RANTA|KORKO|KORKOTULO|RENTER|FINANCE CHARGES?|\w*ZINSEN|INTERETS|AGIOS|INTERESES|INTERES|INTERESSI|JUROS|RENTE|DEBETRENTE|CREDITRENTE|RENDIMIENTOS?|RENDIMENTOS?)\b/],
  ['check', /^(?:MOBILE|REMOTE|ATM|BRANCH|ONLINE) (?:CHECK |CHEQUE )?DEPOSIT\b|^(?:CHECK|CHEQUE|CHQ) DEPOSIT\b|^DEPOSITED (?:CHECK|CHEQUE)\b|^REMISE (?:DE )?CHEQUES?\b|^(?:CHECK|CHEQUE|CHQ|CHK)(?: ?(?:#|NO\.?|NBR|NUM)? ?\d+| PAID| CASHED)?$|^(?:CHECK|CHEQUE|CHQ) ?#? ?\d+\b|^(?:CHECKS?|CHEQUES?|CHQS?) (?:PAID IN|DEPOSITED|IN)\b/],
  // Canada's ABM is its ATM; TD Canada Trust prints its own machine's withdrawals "GC 0417-WITHDRAW".
  ['atm', /^CASH(?= +(?:\d|@)|$)|^GC \d{4}-WITHDRAW\b|\b(?:ATM|ABM|PRELIEVO|BANCOMAT|REINTEGRO|CAJERO|UTTAG|KONTANTUTTAG|NOSTO|KATEISNOSTO|MINIBANK|HAEVNING|KONTANTHAEVNING|GEA|CASH WITHDRAWAL|CASH WDL|CASH MACHINE|GELDAUTOMAT|BARGELDAUSZAHLUNG|BARGELDABHEBUNG|RETRAIT DAB|RETRAIT|GELDOPNAME)\b/],
  ['refund', /\b(?:REFUND|REFUNDS|PURCHASE RETURN|RETURN CREDIT|MERCHANT CREDIT|REVERSAL|ERSTATTUNG|RUECKERSTATTUNG|REMBOURSEMENT|TERUGBETALING)\b/],
  // A card account's own payment line: "PAYMENT THANK YOU - WEB", "AUTOPAY PAYMENT - THANK YOU", cut
  // short ("AUTOMATIC PAYMENT - THANK"), Nubank's "Pagamento recebido".
  ['transfer', /\bTHANK YOU\b|\b(?:PAYMENT|PYMT|PMT)\W+THANK$|^(?:PAYMENT|PAGAMENTO|PAGO) (?:RECEIVED|RECEBIDO|RECIBIDO)$/],
  ['income', /\b(?:DIR DEP|DIRECT DEP|DIRECT DEPOSIT|PAYROLL|SALARY|WAGES|BGC|GEHALT|LOHN|SALAIRE|SALARIS|PENSION|TAX REF|TAX REFUND|TAXREFUND|STATE TAX REF|TREAS 310)\b/],
  // A tax paid to the authority ("ESTIMATED TAX PAYMENT", "VAT PAYMENT Q1", "GST/BAS PAYMENT", Spain's
  // "PAGO MODELO 303"): a bill; it names a payee only when the authority is printed ("HMRC VAT").
  ['bill_payment', /\b(?:TAX|VAT|GST|HST|BAS|IVA|PAYE) (?:PAYMENT|PMT|PYMT)\b|^PAGO (?:DE )?(?:MODELO|IVA|IMPUESTOS?)\b|\b(?:BILL PAY|BILL PAYMENT|BILLPAY|BILL PMT|BPAY|ONLINE PMT|AUTOPAY|AUTO PAY|DIRECT DEBIT|LASTSCHRIFT|PRLV|PRELEVEMENT|INCASSO|ACH DEBIT)\b|\bDD$/],
  // Payment apps' own transfer words: Chime's "Pay Anyone", Wise's "Sent money to", Cash App's and
  // Venmo's "Cash Out", PayPal's "General Withdrawal".
  ['transfer', /\b(?:SENT MONEY|MONEY SENT|SEND MONEY|MONEY RECEIVED|RECEIVED MONEY|PAY ANYONE|GENERAL WITHDRAWAL)\b|^CASH OUT(?: TO\b|$)|\b(?:SAVE THE CHANGE|KEEP THE CHANGE|ROUND ?UPS?|TRANSFER|TFER|FAST PAYMENT|FAST TRANSFER|UMBUCHUNG|VIR|VIR INTERNE|TRASPASO|OMBOEKING|OVERFORING|OVERFORSEL|GIRERING|TILISIIRTO|XFER|TFR|TRF|FPI|FPO|STO|FASTER PAYMENTS?|FASTER PMT|STANDING ORDER|UEBERWEISUNG|UBERWEISUNG|DAUERAUFTRAG|VIREMENT|OVERBOEKING|TRANSFERENCIA|TRANSF|BONIFICO|GIROCONTO|OVERSCHRIJVING|E-TRANSFER|WIRE|SEPA CREDIT|MIETE|LOYER|HUUR|ZELLE|VENMO|CASH APP|BIZUM|TIKKIE|INTERAC E)\b/],
  ['purchase', /^(?:BEA\b|POS\b|CHECKCARD|CHECK CARD|CHKCARD|DEBIT CARD|DBT CRD|VISA DDA|VISA PURCHASE|VISA DEBIT|PURCHASE|CARD PAYMENT|CARD PURCHASE|CONTACTLESS|KARTENZAHLUNG|PAIEMENT|EFTPOS|POINT OF SALE|APPLE PAY|GOOGLE PAY|RECURRING DEBIT PURCHASE|RECURRING PAYMENT AUTHORIZED|AMEX\b|(?:SQ|SQU|TST|SP|SUMUP|ZETTLE|IZ|CKE|CLV) ?\*)/],
];

/**
 * Words of bank lines that are never a counterparty. A line made of these, numbers and
 * references alone names nobody. Among them currency codes ("NON-GBP TRANS FEE"), the names banks
 * give their own account packages (Société Générale's JAZZ, SOBRIO and KAPSUL, Crédit Agricole's
 * EKO: "COTISATION JAZZ" is the account's fee) and the field labels of transfer exports
 * ("/TRTP/…/NAME/", "OTHR" the purpose code of a FAST payment); card issuers' abbreviations
 * ("PYMT/STMT CRDT", "STANDARD PURCH") and statement fields ("FOR ACTIVITY OF", "POSTING SEQ",
 * "ACCOUNT ENDING IN"); the holder's own savings ("BUSINESS SAVER", "COMPTE EPARGNE"); and the words
 * of a tax paid with no authority named ("VAT PAYMENT Q1", "PAGO MODELO 303 IVA", "IOF de compra
 * internacional").
 */
export const BANK_VOCABULARY: ReadonlySet<string> = new Set(
  `A AN THE OF ON TO FROM FOR AT BY WITH VIA IN NO NR NBR NUM REF REFERENCE CONF CONFIRMATION ID TRN TXN TRANSACTION TRANSACTIONS
  MONTHLY ANNUAL YEARLY DAILY LATE MAINTENANCE SERVICE SERVICES FEE FEES CHARGE CHARGES CHARGED OVERDRAFT ITEM ITEMS PROTECTION
  FOREIGN INTL INTERNATIONAL DOMESTIC CURRENCY CONVERSION EXCHANGE WIRE TRANSFER TRANSFERS XFER TFR TRF INCOMING OUTGOING
  NSF INSUFFICIENT FUNDS RETURNED RETURN PAPER STATEMENT STMT ATM WITHDRAWAL WITHDRAWL WDL WD CASH ADVANCE ADVANCES MACHINE
  INTEREST EARNED PAID PAYMENT PAYMENTS PMT PURCHASE PURCHASES BALANCE BALANCES CREDIT CREDITS DEBIT DEBITS ADJUSTMENT ADJ
  ACCRUED DIVIDEND FINANCE MINIMUM PERIOD CYCLE CHECK CHECKS CHEQUE CHQ CHK CHECKING SAV SAVINGS SAVING SHARE SHARES ACCOUNT
  ACCT ACC ONLINE MOBILE INTERNET INTERNAL EXTERNAL OWN BETWEEN ACCOUNTS BANKING BANK DEPOSIT DEPOSITS DEP NON CASHED
  OD UNARRANGED ARRANGED SURCHARGE COMMISSION STOP PROTECTED DR CR BAL CARD REPLACEMENT EXPEDITED DELIVERY SEPA
  ZINSEN HABENZINSEN SOLLZINSEN KONTOFUEHRUNG KONTOFUHRUNG ENTGELT GEBUEHR GEBUHR FRAIS INTERETS KOSTEN RENTE GEA BEA PAS
  GELDAUTOMAT BARGELDAUSZAHLUNG BARGELDABHEBUNG RETRAIT DAB GELDOPNAME GIROKONTO KONTO GIRO REMOTE BRANCH
  PREMIER CLASSIC GOLD PLATINUM INFINITE ELECTRON BUSINESS
  SVC SERV CHG CHGS MAINT MEMBERSHIP PLAN PACKAGE PACKAGED QUARTERLY VISA MASTERCARD DEBITCARD CREDITCARD
  KONTOPFLEGE RECHNUNGSABSCHLUSS ENTGELTABSCHLUSS ABSCHLUSS ABRECHNUNG KONTOABSCHLUSS PREIS FUER FUR DAS DER DIE MONAT MONATLICH QUARTAL JAHR JAHRESENTGELT
  KARTE KREDITKARTE DEBITKARTE GIROCARD KONTOPAKET PAKET UEBERZIEHUNG UEBERZIEHUNGSZINSEN DISPOZINSEN
  DE DU DES LA LE LES D TENUE COMPTE COMPTES COTISATION CARTE FORFAIT OFFRE BANCAIRE BANCAIRES MENSUEL MENSUELLE
  TRIMESTRIEL TRIMESTRIELLE ANNUEL ANNUELLE AGIOS DEBITEURS DEBITEUR INTERVENTION COMMISSIONS
  COMISION COMISIONES MANTENIMIENTO CUENTA CUOTA TARJETA ANUAL MENSUAL INTERESES INTERES DEUDORES LIQUIDACION
  DESCUBIERTO POR EMISION ADMINISTRACION SERVICIO GASTOS CORRIENTE
  KOSTEN BETAALREKENING REKENING BETAALPAKKET PAKKET BASISPAKKET PAKKETKOSTEN GEBRUIK MAAND PER VAN HET KWARTAAL DEBETRENTE CREDITRENTE
  SPESE TENUTA CONTO CANONE MENSILE ANNUALE COMMISSIONE COMMISSIONI BOLLO IMPOSTA INTERESSI COMPETENZE DI DEL CARTA TRIMESTRALE
  TAXA COMISSAO COMISSOES MANUTENCAO JUROS CORRENTE CORRIENTE COURANT LOPENDE TRIMESTRE SEMESTRE MES MOIS MESE
  JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC JANUARY FEBRUARY MARCH APRIL JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER
  JANUAR FEBRUAR MAERZ MARZ MAI JUNI JULI OKTOBER DEZEMBER JANVIER FEVRIER MARS AVRIL JUIN JUILLET AOUT SEPTEMBRE OCTOBRE NOVEMBRE DECEMBRE
  ENERO FEBRERO MARZO ABRIL MAYO JUNIO JULIO AGOSTO SEPTIEMBRE OCTUBRE NOVIEMBRE DICIEMBRE JANUARI FEBRUARI MAART MEI AUGUSTUS
  NON STERLING FX TRANSACTION TRANSACTIONS ENTGELTE AVGIFT ARSAVGIFT KORT KORTAVGIFT GEBYR ARSGEBYR KORTGEBYR PALVELUMAKSU MAKSU KUUKAUSIMAKSU
  TAGESGELD TAGESGELDKONTO QUARTAL CREDITEURS CREDITEUR A SU FAVOR SPAARREKENING RANTA KORKO RENTER SPARKONTO
  UMBUCHUNG AUF EIGENE EIGENES KONTOUEBERTRAG VIR INTERNE INTERNE VERS LIVRET TRASPASO ENTRE CUENTAS PROPIAS PROPIA OMBOEKING NAAR
  EGEN EGNA EGET OVERFORING OVERFORSEL TILL TIL MELLAN KONTI KONTON KONTOER EGNE TILISIIRTO OMA OMALLE TILILLE
  PRELIEVO BANCOMAT REINTEGRO CAJERO UTTAG KONTANTUTTAG NOSTO KATEISNOSTO MINIBANK HAEVNING KONTANTHAEVNING
  CLEARED POSTED DEPOSITED ISSUED INST INSTANT DIR DIRECT PAYROLL SALARY WAGES BGC REMISE N
  REFUND REFUNDS REVERSAL REVERSED CAPTURE RDC FPI FPO STO RENT MIETE LOYER HUUR ALQUILER AFFITTO SEQ SEQUENCE IBAN BIC SWIFT
  HORS ZONE EURO PAIEMENT PAIEMENTS OPERATION OPERATIONS ETRANGER ETRANGERE INTERNATIONALE NUMBER
  THIS LAST PRIOR PREVIOUS CURRENT YEAR YTD TOTAL NET GROSS THANK YOU YOUR RECEIVED AUTOPAY AUTOMATIC APPLIED EFT ELECTRONIC WEB PPD CCD
  UEBERWEISUNG UBERWEISUNG VIREMENT TRANSFERENCIA BONIFICO OVERBOEKING OVERSCHRIJVING AN AAN
  GENNAIO FEBBRAIO APRILE MAGGIO GIUGNO LUGLIO SETTEMBRE OTTOBRE DICEMBRE
  DB TRANS TRAN INTNL CD SC TFER FUND WITHDRAW WITHDRWL ABM TOP UP TOPUP AFTER BEFORE TAX TAXES DEDUCTED WITHHOLDING
  GBP EUR USD AUD CAD NZD CHF SEK NOK DKK JPY SGD HKD PLN CZK HUF
  AANREKENING JAZZ SOBRIO KAPSUL EKO
  FAST OTHR NAME NAAM TRTP DA PARA POUR VON FRA MY OUR VOI VOSTRO DISPOSTO FAVORE
  ACTIVITY POSTING ENDING ACH PYMT CRDT PURCH PROMO PROMOTIONAL SAVER EPARGNE PAGAMENTO RECEBIDO RECIBIDO
  ESTIMATED VAT GST HST BAS IVA PAYE MODELO PAGO IMPUESTO IMPUESTOS IOF COMPRA COMPRAS INTERNACIONAL RENDIMIENTOS RENDIMENTOS`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Kinds whose lines may name nobody; a purchase or a bill always has a payee. */
const MAY_NAME_NOBODY: ReadonlySet<TransactionKind> = new Set(['fee', 'interest', 'check', 'atm', 'transfer', 'income', 'refund', 'bill_payment']);

/** A currency exchange between the holder's own balances ("Exchanged to EUR", "Converted 500.00 GBP to 583.45 EUR"). */
const CURRENCY_EXCHANGE = /^(?:EXCHANGED?|CONVERTED?|CONVERSION)(?: [\d.,]+ ?[A-Z]{3})? (?:TO|FROM|INTO) (?:[\d.,]+ ?)?[A-Z]{3}\b/;

/**
 * An app bank's id of the holder's own pot or account, printed alone as the line: Monzo's
 * "pot_0000AhX9kQ2rT5vLmZ8wPc" is money moved to a savings pot.
 */
const OWN_ACCOUNT_ID = /^(?:POT|ACC)_[0-9A-Z]{16,}$/;

/**
 * Money added to the holder's own balance from a card or a wallet ("Apple Pay Top-Up by *4829",
 * "Top-Up by card"). A top-up naming what it tops up ("LEAP CARD TOP-UP", "LEBARA MOBILE TOP UP")
 * pays that merchant, so only lines whose other words are the bank's own name nobody.
 */
const TOP_UP = /\bTOP[- ]?UP\b/;
const WALLETS = /\b(?:APPLE|GOOGLE|SAMSUNG) PAY\b/g;

/**
 * A card's rewards paid into its own balance: "1% Cashback", "MEMBERSHIP REWARDS POINTS STATEMENT
 * CREDIT", Discover's "CASHBACK BONUS REDEMPTION PYMT/STMT CRDT", Apple Card's "DAILY CASH
 * ADJUSTMENT", a premium card's "TRAVEL CREDIT $300/YEAR". The issuer's own line, of none of the
 * nine kinds. A reward naming the merchant it came from ("UBER CASH CREDIT", "PLAYSTATION REWARDS")
 * keeps that word, which is no reward word, so it is not read here.
 */
const REWARD = /\b(?:CASH ?BACK|REWARDS?|POINTS|DAILY CASH|STATEMENT CREDIT|STMT CRDT|(?:TRAVEL|DINING|AIRLINE|HOTEL|ENTERTAINMENT|DIGITAL ENTERTAINMENT|STREAMING|WIRELESS) CREDIT)\b/;
const REWARD_WORDS: ReadonlySet<string> = new Set(['CASHBACK', 'BACK', 'REWARD', 'REWARDS', 'POINTS', 'POINT', 'BONUS', 'REDEMPTION', 'REDEEMED', 'MILES', 'TRAVEL', 'DINING', 'AIRLINE', 'HOTEL', 'ENTERTAINMENT', 'DIGITAL', 'STREAMING', 'WIRELESS']);

/** Column names of a statement export, printed as a line ("Details,Posting Date,Description,Amount…"). */
const HEADER_WORDS: ReadonlySet<string> = new Set(['DETAILS', 'POSTING', 'POSTED', 'DATE', 'DESCRIPTION', 'AMOUNT', 'TYPE', 'BALANCE', 'CHECK', 'SLIP', 'TRANSACTION', 'REFERENCE', 'DEBIT', 'CREDIT', 'PAYEE', 'MEMO', 'CATEGORY', 'OR', 'NO', 'NUMBER', 'CURRENCY', 'STATUS']);

function isHeaderLine(folded: string): boolean {
  if (!folded.includes(',')) return false;
  const words = folded.split(/[^A-Z]+/).filter((word) => word.length > 0);
  return words.length >= 4 && words.every((word) => HEADER_WORDS.has(word));
}

/** A statement's own balance lines ("BALANCE BROUGHT FORWARD", "OPENING BALANCE"): no transaction at all. */
const BALANCE_LINE = /^(?:(?:OPENING|CLOSING|PREVIOUS|NEW|STATEMENT|STARTING|ENDING|BEGINNING) BALANCE|BALANCE (?:BROUGHT |CARRIED )?(?:FORWARD|FWD|B\/?F|C\/?F))$/;

/**
 * A transfer between the account holder's own accounts: to savings, a saver, a pot, a vault or a
 * space ("TRANSFER TO SAVINGS POT - HOLIDAY FUND", "TRANSFER TO BUSINESS SAVER - TAX"). What follows is a name the holder chose, no payee.
 */
const OWN_ACCOUNT = /\b(?:TO|FROM|INTO) (?:MY |OUR )?(?:BUSINESS )?(?:SAVINGS|SAVER|SAV|ISA|POT|VAULT|SPACE|JOINT|CHECKING|CHEQUING|CURRENT ACCOUNT)\b|\b(?:SAVINGS )?POT\b|\bVAULT\b|\bROUND ?UPS?\b|\b(?:SAVE|KEEP) THE CHANGE\b/;

/** Labels of account numbers and references, never a name. */
const REFERENCE_LABELS: ReadonlySet<string> = new Set(['IBAN', 'BIC', 'SWIFT', 'ACCT', 'ACCOUNT', 'ACC', 'NO', 'NR', 'NBR', 'NUM', 'REF', 'REFERENCE', 'ID', 'SEQ', 'SEQUENCE', 'TRN', 'TXN', 'TRANSACTION', 'CONF', 'CONFIRMATION', 'SORT', 'CODE', 'AUTH', 'AUTHORIZATION', 'APPROVAL']);

/**
 * Kinds whose lines a bank prints about its own account: there the bank's name is no
 * counterparty ("USAA FUNDS TRANSFER DB", "NAB INTNL TRAN FEE"). A bill payment, income or refund
 * line naming a bank pays or is paid by it ("CITI AUTOPAY").
 */
const OWN_BANK_LINES: ReadonlySet<TransactionKind> = new Set(['fee', 'interest', 'atm', 'transfer']);

/** Kinds that are the bank's own lines: with a payee named, the words meant something else. */
const ONLY_WITHOUT_PAYEE: ReadonlySet<TransactionKind> = new Set(['fee', 'interest', 'check']);

/** Masked numbers and codes with digits ("XXXXXX1234", "IB0GH7K2LM") are references, not names. */
function isReferenceWord(word: string): boolean {
  return /\d/.test(word) || /^X{2,}/.test(word);
}

/**
 * Card issuers' and payment apps' names for their own features and wording, on their fee, interest
 * and transfer lines: Amex's "PAY OVER TIME" and "PLAN IT", Discover's "STANDARD PURCH" (the
 * standard purchase rate), Chime's "Pay Anyone" and "Out-of-network ATM", Venmo's "Standard
 * Transfer", Cash App's "Cash Out", PayPal's "General Withdrawal", Wise's "Sent money". Read as
 * the bank's own words; ordinary words alone (PAY, GENERAL, STANDARD, OUT) are not.
 */
const ISSUER_WORDING = /\b(?:PAY OVER TIME|PAY IT PLAN IT|PLAN IT|PAY IT|PAY ANYONE|PAST DUE|STANDARD (?:PURCH\w*|TRANSFER|RATE)|INSTANT TRANSFER|GENERAL WITHDRAWAL|CASH OUT|OUT[- ]OF[- ]NETWORK|SENT MONEY|MONEY SENT|SEND MONEY|MONEY RECEIVED|RECEIVED MONEY)\b/g;

/** The words of a folded line that may name somebody: references and masked numbers are left out. */
function wordsOf(folded: string): string[] {
  return folded
    .replace(/\bAUTO[- ]?(?:PMT|PAY)\b/g, 'AUTOPAY')
    .replace(ISSUER_WORDING, ' BANK ')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0 && !isReferenceWord(word));
}

/** A bank's own word: listed, a lone letter ("O/D" of overdraft), or a German compound of bank words ("KONTOFUEHRUNGSGEBUEHR"). */
function isBankWord(word: string): boolean {
  return BANK_VOCABULARY.has(word) || word.length === 1 || /^KONTOFU|GEBU?E?HR|ENTGELTE?$|KOSTEN$|ZINSEN$|AVGIFT$|GEBYR$|MAKSU$|KONTO$|REKENING$/.test(word);
}

/**
 * Nothing but the bank's own words, numbers and references (or nothing at all): what stands before
 * a person's name in a transfer to that person ("PAYMENT TO", "FAST PAYMENT TO", "/TRTP/SEPA
 * OVERBOEKING/…/NAME/"). A bank's name counts as its own word here.
 */
export function isBankWording(text: string): boolean {
  return wordsOf(withBankNamesAsBank(foldDescriptor(text))).every(isBankWord);
}

/**
 * Reads the kind of a descriptor from its analysis (the fold it already made), or of a raw
 * string (folded here). Pure and cheap: a few anchored regexes.
 */
export function readTransaction(descriptor: string | Pick<DescriptorAnalysis, 'folded'>): TransactionReading {
  const folded = (typeof descriptor === 'string' ? foldDescriptor(descriptor) : descriptor.folded).trim();
  if (BALANCE_LINE.test(folded) || isHeaderLine(folded) || CURRENCY_EXCHANGE.test(folded)) return { merchantless: true, needsKnownMerchant: false };
  if (OWN_ACCOUNT_ID.test(folded)) return { kind: 'transfer', merchantless: true, needsKnownMerchant: false };
  if (TOP_UP.test(folded) && wordsOf(folded.replace(WALLETS, ' ')).every((word) => isBankWord(word) || word === 'CARD')) return { kind: 'transfer', merchantless: true, needsKnownMerchant: false };
  if (REWARD.test(folded) && wordsOf(folded).every((word) => isBankWord(word) || REWARD_WORDS.has(word))) return { merchantless: true, needsKnownMerchant: false };
  let kind: TransactionKind | undefined;
  for (const [candidate, pattern] of KIND_PATTERNS) {
    if (pattern.test(folded)) {
      kind = candidate;
      break;
    }
  }
  const words = wordsOf(folded);
  // Nothing but account and reference labels ("IBAN DE75…", "REF 12345"): no transaction named at all.
  if (!kind && words.length > 0 && words.every((word) => REFERENCE_LABELS.has(word))) return { merchantless: true, needsKnownMerchant: false };
  if (!kind || !MAY_NAME_NOBODY.has(kind)) return { ...(kind && { kind }), merchantless: false, needsKnownMerchant: false };
  const merchantless = (OWN_BANK_LINES.has(kind) ? wordsOf(withBankNamesAsBank(folded)) : words).every(isBankWord);
  // Cash from a bank's own machine ("BKOFAMERICA ATM … WITHDRWL 1455 MARKET ST"): the bank is the
  // holder's, the street is no merchant; only a shop's or an independent operator's machine may be one.
  const bankMachine = kind === 'atm' && namesBank(folded);
  // "NON-CHASE ATM FEE": the fee is the bank's own, whichever bank's machine it was.
  const bankFee = kind === 'fee' && /\bNON-?[A-Z]+ ATM\b|\bATM FEE\b|\bFEE[- ]WITH/.test(folded);
  const nobody = merchantless || bankFee || bankMachine || (kind === 'transfer' && OWN_ACCOUNT.test(folded));
  // "UNIVERSITY OF TORONTO FEES", "PLANET FIT CLUB FEES": a payee's own fee is a payment to it.
  if (!nobody && ONLY_WITHOUT_PAYEE.has(kind)) return { merchantless: false, needsKnownMerchant: false };
  return { kind, merchantless: nobody, needsKnownMerchant: kind === 'atm' };
}
