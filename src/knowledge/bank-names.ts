/**
 * Names that banks print on their own lines: "USAA FUNDS TRANSFER DB", "NAB INTNL TRAN FEE",
 * "ANZ INTERNET BANKING FUNDS TFER", "BKOFAMERICA ATM … WITHDRWL", "AANREKENING BEHEERSKOSTEN
 * KBC-PLUSREKENING". On a fee, interest, cash or transfer line the bank is the account holder's
 * own, no counterparty: the line names nobody.
 *
 * Only deposit-taking banks are here. Card issuers whose payment lines are bill payments ("CITI
 * AUTOPAY", "CAPITAL ONE MOBILE PMT", "DISCOVER E-PAYMENT") and person-to-person apps ("REVOLUT
 * TRANSFER TO …", "WISE TRANSFER FROM …", "MONZO BANK LTD TOPUP") are counterparties of the line
 * that pays them, and a bill payment, income or refund line is never read through this list.
 */
const BANK_NAMES: readonly string[] = [
  // United States.
  'BANK OF AMERICA', 'BKOFAMERICA', 'BK OF AMERICA', 'BK OF AMER', 'BOFA', 'CHASE', 'JPMORGAN CHASE', 'WELLS FARGO', 'CITI', 'CITIBANK',
  'USAA', 'PNC', 'US BANK', 'USBANK', 'TRUIST', 'NAVY FEDERAL', 'NFCU', 'TD BANK', 'REGIONS BANK', 'FIFTH THIRD', 'HUNTINGTON', 'KEYBANK',
  // Chartered app banks ("Transfer to Varo Savings Account").
  'VARO',
  // Canada.
  'TD', 'TD CANADA TRUST', 'RBC', 'ROYAL BANK', 'BMO', 'CIBC', 'SCOTIABANK', 'SCOTIA', 'DESJARDINS', 'TANGERINE',
  // Britain and Ireland.
  'BARCLAYS', 'LLOYDS', 'HSBC', 'NATWEST', 'SANTANDER', 'HALIFAX', 'RBS', 'TSB', 'METRO BANK', 'FIRST DIRECT', 'AIB', 'BANK OF IRELAND', 'PTSB',
  // Continental Europe.
  'ING', 'RABOBANK', 'ABN AMRO', 'KBC', 'BELFIUS', 'BNP PARIBAS', 'BNP', 'SOCIETE GENERALE', 'CREDIT AGRICOLE', 'LCL', 'CAISSE D EPARGNE',
  'BANQUE POPULAIRE', 'CREDIT MUTUEL', 'LA BANQUE POSTALE', 'SPARKASSE', 'SPK', 'DEUTSCHE BANK', 'COMMERZBANK', 'POSTBANK', 'DKB', 'HVB',
  'VOLKSBANK', 'RAIFFEISEN', 'ERSTE', 'UNICREDIT', 'INTESA SANPAOLO', 'INTESA', 'BBVA', 'CAIXABANK', 'LA CAIXA', 'SABADELL', 'BANKINTER',
  'NORDEA', 'DANSKE BANK', 'SEB', 'HANDELSBANKEN', 'SWEDBANK', 'DNB',
  // Australia, New Zealand, Singapore.
  'ANZ', 'NAB', 'WESTPAC', 'WBC', 'CBA', 'COMMBANK', 'COMMONWEALTH BANK', 'ST GEORGE', 'BENDIGO', 'ASB', 'BNZ', 'KIWIBANK', 'DBS', 'POSB',
  'OCBC', 'UOB', 'MAYBANK',
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest first, so "TD CANADA TRUST" is one name and not "TD" beside two other words. */
const BANK_NAME_SOURCE = String.raw`\b(?:${[...BANK_NAMES]
  .sort((left, right) => right.length - left.length)
  .map((name) => escape(name).replace(/ /g, "[ '-]?"))
  .join('|')})\b`;
const BANK_NAME = new RegExp(BANK_NAME_SOURCE);
const EVERY_BANK_NAME = new RegExp(BANK_NAME_SOURCE, 'g');

/** The folded text with each bank's name replaced by the word BANK (bank vocabulary). */
export function withBankNamesAsBank(folded: string): string {
  return folded.replace(EVERY_BANK_NAME, ' BANK ');
}

/** The folded line names a bank ("BKOFAMERICA ATM", "SPK LEIPZIG"). */
export function namesBank(folded: string): boolean {
  return BANK_NAME.test(folded);
}
