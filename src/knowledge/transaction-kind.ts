import type { DescriptorAnalysis, TransactionKind } from '../domain';
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
  ['fee', /\b(?:FEES?|(?:SVC|SERVICE|SERV|MAINT|MAINTENANCE|MEMBERSHIP|ACCOUNT|ACCT|ANNUAL|MONTHLY|LATE|CARD|PLAN|PACKAGE|PACKAGED) (?:CHARGES?|CHGS?|FEES?)|SVC CHG|OVERDRAFT|NSF|COMMISSION|KONTOFUEHRUNG\w*|KONTOFUHRUNG\w*|KONTOPFLEGE|RECHNUNGSABSCHLUSS|ENTGELTABSCHLUSS|\w*GEBUEHR\w*|\w*GEBUHR\w*|\w*ENTGELT|FRAIS|COTISATION|COMISION(?:ES)?|COMISSAO|COMISSOES|CUOTA|\w*KOSTEN|COMMISSION[EI]|SPESE|CANONE|IMPOSTA DI BOLLO|BOLLO)\b/],
  ['interest', /\b(?:INTEREST|FINANCE CHARGES?|\w*ZINSEN|INTERETS|AGIOS|INTERESES|INTERES|INTERESSI|JUROS|RENTE|DEBETRENTE|CREDITRENTE)\b/],
  ['check', /^(?:MOBILE|REMOTE|ATM|BRANCH|ONLINE) (?:CHECK |CHEQUE )?DEPOSIT\b|^(?:CHECK|CHEQUE|CHQ|CHK)(?: ?(?:#|NO\.?|NBR|NUM)? ?\d+| PAID| CASHED)?$|^(?:CHECK|CHEQUE|CHQ) ?#? ?\d+\b/],
  ['atm', /\b(?:ATM|GEA|CASH WITHDRAWAL|CASH WDL|CASH MACHINE|GELDAUTOMAT|BARGELDAUSZAHLUNG|BARGELDABHEBUNG|RETRAIT DAB|RETRAIT|GELDOPNAME)\b/],
  ['refund', /\b(?:REFUND|REFUNDS|PURCHASE RETURN|RETURN CREDIT|MERCHANT CREDIT|REVERSAL|ERSTATTUNG|RUECKERSTATTUNG|REMBOURSEMENT|TERUGBETALING)\b/],
  ['income', /\b(?:DIR DEP|DIRECT DEP|DIRECT DEPOSIT|PAYROLL|SALARY|WAGES|GEHALT|LOHN|SALAIRE|SALARIS|PENSION|TAX REF|TAX REFUND|TAXREFUND|STATE TAX REF)\b/],
  ['bill_payment', /\b(?:BILL PAY|BILL PAYMENT|BILLPAY|BILL PMT|BPAY|ONLINE PMT|AUTOPAY|AUTO PAY|DIRECT DEBIT|LASTSCHRIFT|PRLV|PRELEVEMENT|INCASSO|ACH DEBIT)\b|\bDD$/],
  ['transfer', /\b(?:TRANSFER|XFER|TFR|TRF|FASTER PAYMENTS?|FASTER PMT|STANDING ORDER|UEBERWEISUNG|UBERWEISUNG|DAUERAUFTRAG|VIREMENT|OVERBOEKING|TRANSFERENCIA|TRANSF|BONIFICO|GIROCONTO|OVERSCHRIJVING|E-TRANSFER|WIRE|SEPA CREDIT|MIETE|LOYER|HUUR|ZELLE|VENMO|CASH APP|BIZUM|TIKKIE|INTERAC E)\b/],
  ['purchase', /^(?:BEA\b|POS\b|CHECKCARD|CHECK CARD|CHKCARD|DEBIT CARD|DBT CRD|VISA DDA|VISA PURCHASE|VISA DEBIT|PURCHASE|CARD PAYMENT|CARD PURCHASE|CONTACTLESS|KARTENZAHLUNG|PAIEMENT|EFTPOS|POINT OF SALE|APPLE PAY|GOOGLE PAY|RECURRING DEBIT PURCHASE|RECURRING PAYMENT AUTHORIZED|AMEX\b|(?:SQ|SQU|TST|SP|SUMUP|ZETTLE|IZ|CKE|CLV) ?\*)/],
];

/**
 * Words of bank lines that are never a counterparty. A line made of these, numbers and
 * references alone names nobody.
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
  KONTOPFLEGE RECHNUNGSABSCHLUSS ENTGELTABSCHLUSS ABSCHLUSS PREIS FUER FUR DAS DER DIE MONAT MONATLICH QUARTAL JAHR JAHRESENTGELT
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
  GENNAIO FEBBRAIO APRILE MAGGIO GIUGNO LUGLIO SETTEMBRE OTTOBRE DICEMBRE`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Kinds whose lines may name nobody; a purchase or a bill always has a payee. */
const MAY_NAME_NOBODY: ReadonlySet<TransactionKind> = new Set(['fee', 'interest', 'check', 'atm', 'transfer']);

/** Kinds that are the bank's own lines: with a payee named, the words meant something else. */
const ONLY_WITHOUT_PAYEE: ReadonlySet<TransactionKind> = new Set(['fee', 'interest', 'check']);

/** Masked numbers and codes with digits ("XXXXXX1234", "IB0GH7K2LM") are references, not names. */
function isReferenceWord(word: string): boolean {
  return /\d/.test(word) || /^X{2,}/.test(word);
}

/**
 * Reads the kind of a descriptor from its analysis (the fold it already made), or of a raw
 * string (folded here). Pure and cheap: a few anchored regexes.
 */
export function readTransaction(descriptor: string | Pick<DescriptorAnalysis, 'folded'>): TransactionReading {
  const folded = (typeof descriptor === 'string' ? foldDescriptor(descriptor) : descriptor.folded).trim();
  let kind: TransactionKind | undefined;
  for (const [candidate, pattern] of KIND_PATTERNS) {
    if (pattern.test(folded)) {
      kind = candidate;
      break;
    }
  }
  if (!kind || !MAY_NAME_NOBODY.has(kind)) return { ...(kind && { kind }), merchantless: false, needsKnownMerchant: false };
  const words = folded.split(/[^A-Z0-9]+/).filter((word) => word.length > 0 && !isReferenceWord(word));
  // German compounds of bank words ("KONTOFUEHRUNGSGEBUEHR") are bank words too.
  const merchantless = words.every((word) => BANK_VOCABULARY.has(word) || /^KONTOFU|GEBU?E?HR|ENTGELT$|KOSTEN$|ZINSEN$/.test(word));
  // "NON-CHASE ATM FEE": the fee is the bank's own, whichever bank's machine it was.
  const bankFee = kind === 'fee' && /\bNON-?[A-Z]+ ATM\b|\bATM FEE\b|\bFEE[- ]WITH/.test(folded);
  const nobody = merchantless || bankFee;
  // "UNIVERSITY OF TORONTO FEES", "PLANET FIT CLUB FEES": a payee's own fee is a payment to it.
  if (!nobody && ONLY_WITHOUT_PAYEE.has(kind)) return { merchantless: false, needsKnownMerchant: false };
  return { kind, merchantless: nobody, needsKnownMerchant: kind === 'atm' };
}
