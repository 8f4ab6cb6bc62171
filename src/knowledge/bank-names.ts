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
  'TD', 'TD CANADA TRUST', 'RBC', 'ROYAL BANK', 'BMO', 'CIBC', 'SCOTIABANK', 'SCOTIA', 'DESJARDINS', 'TANGERINE', 'NATIONAL BANK',
  'BANQUE NATIONALE', 'LAURENTIAN', 'ATB FINANCIAL', 'EQ BANK', 'SIMPLII',
  // Britain and Ireland.
  'BARCLAYS', 'LLOYDS', 'HSBC', 'NATWEST', 'SANTANDER', 'HALIFAX', 'RBS', 'TSB', 'METRO BANK', 'FIRST DIRECT', 'AIB', 'BANK OF IRELAND', 'PTSB',
  'TESCO BANK', 'VIRGIN MONEY', 'BANK OF SCOTLAND', 'ULSTER BANK', 'CLYDESDALE', 'CO-OPERATIVE BANK',
  // Continental Europe.
  'ING', 'RABOBANK', 'ABN AMRO', 'KBC', 'BELFIUS', 'BNP PARIBAS', 'BNP', 'SOCIETE GENERALE', 'CREDIT AGRICOLE', 'LCL', 'CAISSE D EPARGNE',
  'BANQUE POPULAIRE', 'CREDIT MUTUEL', 'LA BANQUE POSTALE', 'SPARKASSE', 'SPK', 'DEUTSCHE BANK', 'COMMERZBANK', 'POSTBANK', 'DKB', 'HVB',
  'VOLKSBANK', 'RAIFFEISEN', 'ERSTE', 'UNICREDIT', 'INTESA SANPAOLO', 'INTESA', 'BBVA', 'CAIXABANK', 'LA CAIXA', 'SABADELL', 'BANKINTER',
  'NORDEA', 'DANSKE BANK', 'SEB', 'HANDELSBANKEN', 'SWEDBANK', 'DNB',
  'BPER', 'BANCO BPM', 'FINECO', 'MEDIOLANUM', 'CREDEM', 'BNL', 'BANCOPOSTA', 'MONTE DEI PASCHI', 'IBERCAJA', 'KUTXABANK', 'UNICAJA',
  'ABANCA', 'CAJAMAR', 'OPENBANK', 'CAIXA GERAL', 'CGD', 'NOVO BANCO', 'MILLENNIUM BCP', 'BANK MILLENNIUM', 'MONTEPIO', 'ACTIVOBANK', 'BPI',
  'SNS', 'ASN BANK', 'TRIODOS', 'KNAB', 'REGIOBANK', 'ARGENTA', 'CRELAN', 'PKO BP', 'PKO', 'MBANK', 'PEKAO', 'ALIOR', 'VELOBANK',
  'OSUUSPANKKI', 'AKTIA', 'S-PANKKI', 'JYSKE BANK', 'NYKREDIT', 'SYDBANK', 'SPAREBANK 1', 'SPAREBANKEN', 'SPARBANKEN',
  // Latin America. Brazil's Caixa Econômica Federal prints CAIXA, and its word for a cash machine is
  // "CAIXA ELETRONICO": on a cash line either way the holder's own bank.
  'ITAU', 'BRADESCO', 'BANCO DO BRASIL', 'CAIXA', 'SICOOB', 'SICREDI', 'BANRISUL', 'BANORTE', 'BANAMEX', 'CITIBANAMEX', 'BANCOLOMBIA',
  'DAVIVIENDA', 'BANCOESTADO', 'INTERBANK',
  // India.
  'HDFC', 'ICICI', 'SBI', 'STATE BANK OF INDIA', 'AXIS BANK', 'KOTAK', 'YES BANK', 'PNB', 'BANK OF BARODA', 'CANARA BANK', 'INDUSIND', 'IDFC',
  // Australia, New Zealand, Singapore.
  'ANZ', 'NAB', 'WESTPAC', 'WBC', 'CBA', 'COMMBANK', 'COMMONWEALTH BANK', 'ST GEORGE', 'BENDIGO', 'ASB', 'BNZ', 'KIWIBANK', 'DBS', 'POSB',
  'OCBC', 'UOB', 'MAYBANK', 'MACQUARIE BANK', 'SUNCORP BANK', 'BANKWEST', 'UBANK', 'HEARTLAND BANK',
  // South Africa, Switzerland, Austria, Czechia and Slovakia, Brazil's app bank, Britain's.
  'FNB', 'ABSA', 'STANDARD BANK', 'NEDBANK', 'CAPITEC', 'UBS', 'CREDIT SUISSE', 'POSTFINANCE', 'ZKB', 'BAWAG', 'CSOB', 'KOMERCNI BANKA',
  'CESKA SPORITELNA', 'TATRA BANKA', 'SLOVENSKA SPORITELNA', 'NUBANK', 'STARLING BANK',
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
