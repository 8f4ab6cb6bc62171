import type { DescriptorAnalysis, TransactionKind } from '../domain';
import { isListedGivenName } from '../redact';
import { namesBank, withBankNamesAsBank } from './bank-names';
import { BANK_VOCABULARY, JAPANESE_BANK_WORDS, PERSON_LINE_WORDS, PLAIN_LINE_WORDS } from './bank-vocabulary';
import { CATEGORY_WORDS } from './category-words';
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

/** One pattern made of several, each commented where it is written. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.source).join('|'));
}

/**
 * The holder's savings account after a direction word, in the languages of the statements we read:
 * Dutch spaarrekening and spaardoel, German Sparkonto, Sparbuch, Tagesgeld and Festgeld, France's
 * regulated savings books (their short codes only after VERS: "DE CEL" is a phone shop's),
 * Spanish, Portuguese and Italian savings accounts, Polish, Nordic and Finnish ones. What stands
 * between is the name the bank gives the account ("Oranje").
 */
const SAVINGS_ACCOUNTS = String.raw`SPAARREKENING|SPAARDOEL|SPAARPOT|SPARKONTO|SPARBUCH|TAGESGELD(?:KONTO)?|FESTGELD(?:KONTO)?|LIVRET|COMPTE EPARGNE|CUENTA (?:DE )?AHORROS?|CONTA POUPANCA|POUPANCA|CONTO DEPOSITO|CONTO RISPARMIO|RACHUNEK OSZCZEDNOSCIOWY|SPAREKONTO|OPSPARING|SAASTOTILI\w*`;
const TOWARDS = String.raw`NAAR|VAN|TO|FROM|INTO|AUF|VON|VERS|DE|A|AL|PARA|NA|DO|SU|TIL|TILL|FRA|FRAN|TILILTA|TILILLE`;
// Read from the account's word back to the direction word: most lines have no such word, and a
// direction word ("A", "DE", "TO") begins half the words of a line.
const OWN_SAVINGS = new RegExp(
  String.raw`\b(?:LDDS?|LEP|PEL|CEL)\b(?<=\bVERS (?:LDDS?|LEP|PEL|CEL))|\b(?:${SAVINGS_ACCOUNTS})\b(?<=\b(?:${TOWARDS})(?: [A-Z]+)? (?:${SAVINGS_ACCOUNTS}))`,
);

/**
 * State benefits paid to the holder, by their names ("CHILD BENEFIT", "UNIVERSAL CREDIT", Germany's
 * Kindergeld, the Dutch toeslagen, France's allocations familiales, Sweden's barnbidrag, Denmark's
 * børnepenge, Italy's assegno unico, Australia's Family Tax Benefit): income that names no merchant
 * unless the payer is printed too ("HMRC CHILD BENEFIT", "DWP UNIVERSAL CREDIT").
 */
const BENEFIT_NAMES = /\b(?:CHILD BENEFIT|CHILD TAX CREDIT|WORKING TAX CREDIT|UNIVERSAL CREDIT|FAMILY TAX BENEFIT|CANADA CHILD BENEFIT|JOBSEEKERS? ALLOWANCE|KINDERGELD|KINDERBIJSLAG|KINDERTOESLAG|ZORGTOESLAG|HUURTOESLAG|ALLOCATIONS? FAMILIALES?|BARNBIDRAG|BOERNEPENGE|BORNEPENGE|ASSEGNO UNICO)\b/;
const BENEFIT_NAMES_ALL = new RegExp(BENEFIT_NAMES.source, 'g');

/**
 * Kinds in order of precedence: "ATM FEE" is a fee, "PURCHASE RETURN" a refund, "FASTER PAYMENT
 * … RENT" a transfer. Phrases are matched on word boundaries of the folded text.
 */
const KIND_PATTERNS: ReadonlyArray<[TransactionKind, RegExp]> = [
  // Money given back, by a shop or by a person: Poland's ZWROT, Italy's RIMBORSO, Spain's and
  // Portugal's DEVOLUCIÓN and REEMBOLSO, "MONEY BACK FROM …"; a charge taken back (Brazil's and
  // Spain's ESTORNO and EXTORNO, STORNO of German and Italian banks, France's EXTOURNE, a REBATE).
  // First: a fee or interest given back ("OVERDRAFT FEE REFUND", "DEVOLUCION COMISION", "ESTORNO
  // TARIFA", "REMBOURSEMENT FRAIS") is money back, not the fee.
  ['refund', /\b(?:REFUND|REFUNDS|PURCHASE RETURN|RETURN CREDIT|MERCHANT CREDIT|REVERSAL|ERSTATTUNG|RUECKERSTATTUNG|RUCKERSTATTUNG|REMBOURSEMENT|TERUGBETALING|ZWROT|RIMBORSO|REEMBOLSO|MONEY BACK|ESTORNO|EXTORNO|STORNO|EXTOURNE|REBATE|RUECKBUCHUNG|RUCKBUCHUNG|TERUGBOEKING|TERUGSTORTING)\b|^(?:DEVOLUCION|ANNULATION|ANULACION|ANULACAO|ANNULLAMENTO)\b/],
  // Fees in the banks' own words: "MONTHLY SVC CHARGE", "Kontofuehrungsentgelt", "Frais de tenue de compte",
  // "Comision mantenimiento", "Kosten betaalrekening", "Spese tenuta conto", "Cotisation carte".
  // Brazil's IOF is the tax a card pays on a foreign purchase, printed as the issuer's own charge.
  // German and Nordic compounds end in their fee word ("KONTOFUEHRUNGSGEBUEHR", "ARSAVGIFT"): those
  // are matched without a leading word boundary, not as \w*GEBUEHR, which retries every position of
  // every word (ten times slower on every line), in the plural too (AVGIFTER, GEBYRER, PALVELUMAKSUT);
  // Finland's PALKANMAKSU is wages paid, no fee.
  // Austria's and Switzerland's SPESEN, Brazil's MULTA (a late payment's penalty), a French line that
  // prints the account's keeping without its FRAIS, Italy's COMPETENZE (the quarter's closing charges),
  // Denmark's KONTOHOLD.
  // Overdraft is a fee word except for the interest charged on it and the move that covers it
  // ("OVERDRAFT INTEREST", "DEBIT INTEREST ARRANGED OVERDRAFT", "OVERDRAFT PROTECTION TRANSFER FROM
  // SAVINGS"); its fee says FEE or CHARGE.
  ['fee', anyOf(
    /\b(?:FEES?|PAST DUE|IOF|(?:SVC|SERVICE|SERV|MAINT|MAINTENANCE|MEMBERSHIP|ACCOUNT|ACCT|ANNUAL|MONTHLY|LATE|CARD|PLAN|PACKAGE|PACKAGED) (?:CHARGES?|CHGS?|FEES?)|SVC CHG|OVERDRAFT(?!(?: PROTECTION| PROT)? (?:TRANSFER|XFER|XFR|TFR|TRF|INT)\b)(?!.*\bINTEREST\b)(?<!\bINTEREST\b.*)|NSF|COMMISSIONS?|KONTOFUE?HRUNG\w*|KONTOPFLEGE|RECHNUNGSABSCHLUSS|ENTGELTABSCHLUSS|FRAIS|COTISATION|COMISION(?:ES)?|COMISSAO|COMISSOES|CUOTA|COMMISSION[EI]|SPESE|CANONE|IMPOSTA DI BOLLO|BOLLO|SPESEN|MULTAS?|TENUE DE COMPTE|COMPETENZE|KONTOHOLD)\b|GEBUE?HR|(?:ENTGELTE?|AVGIFT(?:ER)?|GEBYR(?:ER)?|(?<!PALKAN)MAKSU[TA]?|KOSTEN)\b/,
    // Any other charge the bank names by what happened ("EXTENDED OVERDRAFT CHARGE", "COUNTER SERVICE
    // CHARGES"; interest and finance charges are interest), a government's stamp duty on a card or an
    // account (Ireland's "GOVT STAMP DUTY DEBIT CARD"), and Germany's quarterly closing of the account
    // ("Abschluss per 31.03.2024", its fees and interest in one line).
    /(?<!\b(?:INTEREST|FINANCE|INT) )\b(?:CHARGES?|CHGS?)\b|\b(?:STAMP DUTY|GOVT DUTY|GOVERNMENT DUTY)\b|^ABSCHLUSS(?:POSTEN)?\b/,
    // A safe deposit box's rent, a currency mark-up ("FX MARKUP"), a minimum balance not kept
    // (India's "NON MAINTENANCE OF MIN BAL"), Spain's GASTOS and Belgium's BIJDRAGE (a card's yearly
    // contribution).
    // A Dutch bank's account package first on the line ("BETAALPAKKET", "ORANJEPAKKET"; PAKKET alone is a parcel).
    /^(?:BETAALPAKKET|BASISPAKKET|PLUSPAKKET|ORANJEPAKKET|PAKKETKOSTEN)\b/,
    /\bSAFE DEPOSIT BOX\b|\b(?:FX|FOREX|CURRENCY|EXCHANGE) MARK-?UP\b|\bNON[- ]?MAINT(?:ENANCE)?\b|\bMIN(?:IMUM)? BAL(?:ANCE)? (?:NOT MAINTAINED|PENALTY)\b|\bGASTOS\b|\bBIJDRAGE\b/,
    // Charges by name in English ("SMS ALERT CHARGES", India's "MIN BAL CHRGS" and "CHQ BOOK CHRG",
    // "CONSOLIDATED CHARGES", "UNPAID ITEM CHARGE"); Italy's annual card quota, Spain's ANUALIDAD,
    // Portugal's and Brazil's TARIFA (TAR), ANUIDADE, MENSALIDADE, ENCARGOS and stamp duty, Poland's
    // OPLATA and PROWIZJA, Czech and Slovak POPLATEK and POPLATOK ("Poplatek za vedení účtu", the
    // account's keeping), the Netherlands' PROVISIE and Belgium's KAARTBIJDRAGE, Japan's 手数料 and
    // 年会費 (Japanese has no word boundaries).
    /\b(?:(?:ALERTS?|SMS|NOTIFICATION|CONSOLIDATED|STATEMENT|HANDLING|PROCESSING|ITEM|CHEQUE ?BOOK|CHQ ?BOOK|CHECKBOOK|QUARTERLY|QTRLY|ATM|MIN(?:IMUM)? BAL(?:ANCE)?) (?:CHARGES?|CHGS?|CHRGS?)|(?<!\b(?:INTEREST|FINANCE|INT) )CHRGS?|QUOTA (?:ANNUA|ANNUALE|MENSILE|CARTA)|ANUALIDAD|TARIFAS?|TAR|ANUIDADE|MENSALIDADE|ENCARGOS|IMPOSTO (?:DO |DE )?SELO|OPLATA|OPLATY|OPLATE|POPLATEK|POPLATKY|POPLATKU|POPLATOK|PROVISIE|KAARTBIJDRAGE)\b|\bPROWIZJ|手数料|年会費|テスウリ[ヨョ]ウ|ネンカイヒ/,
    // Latin America's taxes on the account's movements, taken by the bank as its own line: Argentina's
    // tax on debits and credits ("IMPUESTO LEY 25413", "IMP DEB/CRED", "IMP. LEY 25.413 DEB"),
    // Colombia's 4x1000 ("GMF 4X1000", "GRAVAMEN MOVIMIENTOS FINANCIEROS"), Peru's "ITF 0.005%",
    // Chile's stamp tax on a credit line ("IMPUESTO TIMBRES Y ESTAMPILLAS"); the account's keeping
    // with no fee word ("MANTENIMIENTO CUENTA 03/2024"); Israel's fees as its banks transliterate
    // them ("AMLAT NIHUL HESHBON", "AMLAT PEULA", "DMEI NIHUL HESHBON"). GMF and ITF are also an
    // insurer's and a shop's names: beside a payee's words the line keeps its payee.
    // Japan's fee as the banks' romanized exports print it (TESURYO, TESUURYOU: "FURIKOMI TESURYO", a
    // transfer's; "KAIGAI RIYO TESURYO", a use abroad) and the yearly fee (NENKAIHI); Germany's
    // settlement of the account's fees and interest ("Abrechnung 31.03.2024 siehe Anlage",
    // "Kontoabschluss", "Entgeltabrechnung"): ABRECHNUNG only alone or before its date, since
    // "Abrechnung Kreditkarte" is the card's bill.
    /\b(?:TESU?RYOU?|TESUURYOU?|NENKAIHI|KONTOABSCHLUSS|ENTGELTABRECHNUNG)\b|^ABRECHNUNG(?=(?: (?:PER |VOM |ZUM )?[\d./-]+)?(?: SIEHE ANLAGE)?$)/,
    /\bLEY 25\.?413\b|\bIMP(?:UESTO)?\.? (?:DEB|DEBITOS?)\b.*\bCRED|\b(?:GMF|ITF)\b|\b4 ?X ?1000\b|\bGRAVAMEN (?:A LOS )?MOVIMIENTOS FINANCIEROS\b|\bTIMBRES Y ESTAMPILLAS\b|^MANTENIMIENTO (?:DE )?(?:LA )?(?:CUENTA|CTA)\b|\bAML(?:AT|OT)\b|\bDMEI NIHUL\b/,
  )],
  ['interest', anyOf(
    // A credit union's dividend on its shares, the yield of a savings account, Ireland's DIRT (the
    // tax on deposit interest) and Germany's negative interest.
    /\b(?:DIVIDENDS?|DIV EARNED|APY EARNED|PERCENTAGE YIELD)\b|^DIRT(?: TAX)?$|\bDIRT (?:ON|TAX)\b|\b(?:NEGATIV|STRAF)ZINS/,
    // Interest by name; Belgium's INTERESTEN, Switzerland's withholding (Verrechnungssteuer), Czech
    // and Slovak UROK ("Připsaný úrok", "Daň z úroků"), Denmark's overdraft interest (Overtræksrente).
    /\b(?:INTEREST|RANTA|KORKO|KORKOTULO|RENTER|FINANCE CHARGES?|INTERETS|AGIOS|INTERESES|INTERES|INTERESSI|JUROS|RENTE|DEBETRENTE|CREDITRENTE|RENDIMIENTOS?|RENDIMENTOS?|KORKOTULOT|INTERESTEN|INTRESTEN|CREDITINTERESTEN|DEBETINTERESTEN|VERRECHNUNGSSTEUER|UROKY?|UROKU|UROKOV|OVERTRAEKSRENTER?|OVERTRAKSRANTA)\b|ZINSEN\b/,
    // Abbreviations of India's, Australia's and New Zealand's banks ("INT.PD:01-01-2024", "SB INT",
    // "CR INT", "OD INT", "INT CHRG") and the tax withheld on interest (India's TDS, New Zealand's RWT); German interest
    // words and the taxes on it (Kapitalertragsteuer, Solidaritätszuschlag, Kirchensteuer, Austria's
    // KESt); French capitalisation and social charges; Dutch credited and savings interest; Italian
    // capitalisation and withholding; Spanish and Mexican withholding (IRPF, ISR); Portuguese and
    // Brazilian savings remuneration and withholding; Polish ODSETKI and their capitalisation; Nordic
    // interest and its tax (Preliminärskatt, Rentetilskrivning, Kildeskat, Hyvityskorko, Lähdevero),
    // in the compounds the banks print for capital interest earned and interest paid or charged
    // (Sweden's Kapitalränta, Ränteintäkt and Räntekostnad, Denmark's Renteindtægt and Renteudgift,
    // Norway's Renteutgift, Finland's Korkotuotto and Korkokulu);
    // Japan's 利息.
    /\bINT\b\W{0,2}(?:PD|PAID|CR|CREDIT|CREDITED|DR|DEBIT|EARNED|CAPITALI[SZ]ED|CHGS?|CHRGS?|CHARGED?)\b|\b(?:SB|CR|DR|OD) INT\b|\b(?:TDS (?:ON|DEDUCTED)|RWT|NRWT|WITHHOLDING TAX|TAX WITHHELD|CAPITALI[SZ]ATION|KAPITALERTRAGS?STEUER|ABGELTUNGS?STEUER|SOLIDARITA?E?TSZUSCHLAG|KIRCHENSTEUER|KEST|INTERET|CAPITALISATION|PRELEVEMENTS SOCIAUX|REMUNERATION (?:DU |DE (?:L )?)?(?:LIVRET|COMPTE|EPARGNE|LDDS?|LEP|PEL|CEL)|RENTEBIJSCHRIJVING|RENTEVERGOEDING|SPAARRENTE|CAPITALIZZAZIONE|RITENUTA FISCALE|RETENCION(?:ES)? (?:IRPF|ISR)|(?:ISR|IRPF|IVA|IMPUESTOS?) RETENID[OA]S?|ROERENDE VOORHEFFING|VOORHEFFING|BRONBELASTING|QUELLENSTEUER|RETENUE A LA SOURCE|REMUNERACAO (?:BASICA|ADICIONAL|POUPANCA)|CAPITALIZACAO|RETENCAO NA FONTE|ODSETKI|ODSETEK|ODSETKOW|RANTOR|INLANINGSRANTA|KREDITRANTA|SPARRANTA|KAPITALRANTA|DEBETRANTA|SKULDRANTA|RANTEINTAKTER|RANTEINTAKT|RANTEKOSTNADER|RANTEKOSTNAD|RENTEINDTAEGTER|RENTEINDTAEGT|RENTEUDGIFTER|RENTEUDGIFT|RENTEUTGIFTER|RENTEUTGIFT|RENTEKOSTNADER|RENTEINNTEKT|KORKOTUOTTO|KORKOTUOTOT|KORKOKULUT|KORKOKULU|PRELIMINARSKATT|PRELIMINAR SKATT|RENTETILSKRIVNING|KILDESKATT?|KREDITRENTER|DEBETRENTER|RENTEINNTEKTER|HYVITYSKORKO|TALLETUSKORKO|LAHDEVERO)\b|\b(?:ZINS|KAPITALIZACJ)|利息|利子|リソク/,
    // Israel's interest as its banks transliterate it ("RIBIT HOVA", owed; "RIBIT ZCHUT", earned);
    // Japan's, romanized ("FUTSU YOKIN RISOKU", an ordinary deposit's).
    /\bRIBIT\b|\bRISOKU\b/,
  )],
  // A cheque's number may follow French "N°" ("CHEQUE N° 1234567"; "Nº" folds to NO), or its N
  // alone where an export drops the degree sign ("CHEQUE N 1234567").
  ['check', anyOf(
    /^(?:MOBILE|REMOTE|ATM|BRANCH|ONLINE) (?:CHECK |CHEQUE )?DEPOSIT\b|^(?:CHECK|CHEQUE|CHQ) DEPOSIT\b|^DEPOSITED (?:CHECK|CHEQUE)\b|^REMISE (?:DE )?CHEQUES?\b|^(?:CHECK|CHEQUE|CHQ|CHK)(?:[ -]?(?:#|NO\.?|NBR|NUM|N ?°|N\.?(?= ?\d))? ?\d+|(?: PAID| CASHED)(?:[ -](?:#|NO\.?)? ?\d+)?)?$|^(?:CHECK|CHEQUE|CHQ) ?(?:#|N ?°|N\.? (?=\d))? ?\d+\b|^(?:CHECKS?|CHEQUES?|CHQS?) (?:PAID IN|DEPOSITED|IN)\b/,
    // Deposits by app or machine in more words ("REMOTE ONLINE DEPOSIT # 1", "MOBILE CHEQUE DEP",
    // Wells Fargo's "EDEPOSIT"); Germany's Scheckeinreichung; France's and Quebec's "DEPOT CHEQUE" and
    // "DEPOT MOBILE"; Italy's ASSEGNO; Spain's "INGRESO CHEQUE"; Portugal's and Brazil's "DEPOSITO
    // CHEQUE" and "CHEQUE COMPENSADO".
    /^(?:(?:MOBILE|REMOTE|ATM|BRANCH|ONLINE|APP) ){1,2}(?:CHECK |CHEQUE |CHQ )?(?:DEPOSIT|DEP)\b|^E-?DEPOSIT\b|^(?:CHECK|CHEQUE|CHQ) DEP\b|^SCHECK|^DEPOT (?:DE )?CHEQUES?\b|^DEPOT MOBILE\b|^(?:VERSAMENTO )?ASSEGN[OI]\b|^(?:INGRESO|DEPOSITO|COBRO) (?:DE |EN )?CHEQUES?\b|^DEP(?:OSITO)? (?:DE |EM )?CHEQUES?\b|^CHEQUE COMPENSADO\b|^COMPENSACAO (?:DE )?CHEQUES?\b/,
    // A cheque, draft or money order the bank itself issues, bought at its counter ("CASHIERS CHECK
    // PURCHASE #0031127", "OFFICIAL CHECK ISSUED", India's "DD ISSUED" and "DEMAND DRAFT").
    /^(?:CHEQUES?|CHQS?) LODGE?MENTS?\b|^(?:CASHIER'?S?|OFFICIAL|CERTIFIED|TELLER'?S?|COUNTER|BANK) (?:CHECK|CHEQUE|CHQ|CHK)S?\b|^(?:MONEY ORDER|BANK DRAFT|DEMAND DRAFT|DD ISSUED)\b/,
    // A credit union's check is a share draft ("SHARE DRAFT #1205"); a deposited check can come back
    // unpaid ("DEPOSITED ITEM RETURNED", "RETURNED DEPOSIT ITEM").
    /^SHARE DRAFTS?(?: ?(?:#|NO\.?|NBR)? ?\d+)?$|^(?:DEPOSITED|DEPOSIT) ITEMS? RETURNED\b|^RETURNED (?:DEPOSITED|DEPOSIT) ITEMS?\b/,
    // A cheque cashed, paid or returned in Spanish, Portuguese and Italian ("CHEQUE COBRADO 0001234",
    // "CHEQUE PAGADO NO. 0000123", "PAGO CHEQUE 1234567", "ADDEBITO ASSEGNO N. 1234567"); India's
    // cheques through clearing ("CHQ NO 000456 CLG", "INWARD CLG CHQ 000123"); Israel's cheque paid
    // in ("HAFKADAT SHEK").
    // …a cheque returned unpaid, a cheque through clearing in words ("INWARD CLEARING CHQ 0041"), Poland's CZEK.
    /^(?:CHECK|CHEQUE|CHQ) (?:RETURNED|BOUNCED|DISHONOU?RED|UNPAID)\b|^(?:INWARD |OUTWARD )?CLEARING (?:CHQ|CHEQUE)\b|^CZEK(?:U)?(?: (?:NR )?\d+)?$/,
    /^(?:CHECK|CHEQUE|CHQ) (?:COBRADO|PAGADO|PAGO|DEVUELTO)\b|^PAGO (?:DE )?CHEQUES?\b|^(?:ADDEBITO|PAGAMENTO) ASSEGN[OI]\b|^(?:INWARD |OUTWARD )?CLG\b|^(?:CHQ|CHEQUE)\b.*\bCLG\b|^HAFKADAT (?:SHEK|CHEK|CHEQUE)\b/,
  )],
  // Canada's ABM is its ATM, South Africa's Standard Bank calls its machines AUTOBANK; TD Canada Trust prints its own machine's withdrawals "GC 0417-WITHDRAW";
  // British banks print a LINK network machine's as LNK, its street, the card and the day ("LNK HIGH
  // STREET CD 4512 11MAR24"), or as cash from LINK with the day and time before the street ("CASH LNK
  // 14FEB 09:31 MARKET STREET", "CASH LINK 02MAR HIGH ST"). A card's cash advance is cash too ("CASH ADVANCE 03/14"), unless the
  // words name a lender's shop ("CASH ADVANCE CENTERS").
  ['atm', anyOf(
    // Cash over a counter: paid in at a branch ("PAID IN AT <town>", Ireland's "LODGMENT 300119",
    // "COUNTER DEPOSIT") or taken out there ("WITHDRAWAL MADE IN A BRANCH", "TELLER WITHDRAWAL");
    // a German savings bank's own machine ("GA NR00002318 BLZ37050198 …", GA being Geldautomat).
    /^(?:CASH |CHEQUES? |CHQS? )?PAID IN(?= AT\b| BY\b| \d|$)|^(?:CASH )?LODGE?MENTS?\b|^(?:COUNTER|BRANCH|TELLER|OVER THE COUNTER|OTC|IN-BRANCH)(?: CASH)? (?:WITHDRAWAL|WDL|DEPOSIT|LODGE?MENT|CREDIT)\b|^(?:CASH )?WITHDRAWAL (?:MADE )?(?:IN|AT|FROM) (?:A |THE )?(?:BRANCH|COUNTER|TELLER|STORE|SHOP|POST OFFICE)\b|^GA NR/,
    /^CASH(?= +(?:\d|@)|$)|^CASH ADV(?:ANCE)?\b(?! (?:CENTERS?|STORES?|LOANS?|AMERICA)\b)|^GC \d{4}-WITHDRAW\b|^LNK (?=.*\b(?:CD \d{4}|\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\d{2})\b)|^CASH (?:LNK|LINK) (?=.*\b\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2})?\b)|\b(?:ATM|ABM|AUTOBANK|CASHPOINT|PRELIEVO|BANCOMAT|REINTEGRO|CAJERO|UTTAG|KONTANTUTTAG|NOSTO|KATEISNOSTO|MINIBANK|HAEVNING|KONTANTHAEVNING|GEA|CASH WITHDRAWAL|CASH WDL|CASH MACHINE|GELDAUTOMAT|BARGELDAUSZAHLUNG|BARGELDABHEBUNG|RETRAIT DAB|RETRAIT|GELDOPNAME)\b/,
    // India's machine codes (HDFC's ATW and NWD, EAW), Ireland's Visa debit cash (VDA) and cash deposit machines (CDM); cash paid in
    // ("CASH DEPOSIT", "BY CASH"); Germany's Bareinzahlung; France's "VERSEMENT ESPECES" and Quebec's
    // "DEPOT GAB"; the Netherlands' and Belgium's Geldautomaat, Geldopneming and Storting; Italy's
    // "VERSAMENTO CONTANTI"; Spain's and Latin America's "RETIRADA EFECTIVO" and EXTRACCION; Portugal's
    // LEVANTAMENTO and DEPOSITO NUMERARIO, Brazil's SAQUE and CAIXA ELETRONICO; Czech and Slovak cash
    // taken out or paid in ("Výběr hotovosti", "Vklad hotovosti"); Poland's BANKOMAT, WPLATOMAT and "WPLATA
    // GOTOWKI"; the Nordic words for cash paid in or taken out; Japan's 現金 and 引出. The word for
    // cash alone is no such line: "CASA DINHEIRO", "ESPECES ET CIE" and "PAGO EFECTIVO" are shops
    // and services, and a cash line reads as nobody's unless a known operator is named.
    /^(?:ATW|NWD|EAW|VDA)\b|^BY CASH\b|\b(?:CDM (?:CASH|DEP(?:OSIT)?)|CASH DEP(?:OSIT)?|BAREINZAHLUNG|BARAUSZAHLUNG|(?:VERSEMENT|DEPOT|RETRAIT|REMISE)(?: D| DE| EN)? ESPECES|DEPOT (?:AU |A )?GAB|GELDAUTOMAAT|GELDOPNEMING|GELDSTORTING|CONTANTE? STORTING|STORTING CONTANTE?|(?:VERSAMENTO|PRELEVAMENTO)(?: DI| DEI)? CONTANTI|(?:RETIRADA|RETIRO|INGRESO|DEPOSITO|DISPOSICION|EXTRACCION|AVANCE|ABONO)(?: DE| EN| CON| DEL)? EFECTIVO|EFECTIVO (?:CAJERO|ATM)|EXTRACCION|RETIRO SIN TARJETA|LEVANTAMENTO|(?:DEPOSITO|DEP|LEVANTAMENTO) (?:DE |EM )?NUMERARIO|(?:VYBER|VKLAD) HOTOVOSTI|SAQUES?|CAIXA (?:ELETRONICO|AUTOMATICO)|(?:DEPOSITO|DEP|SAQUE)(?: EM| DE)? DINHEIRO|(?:WYPLATA|WPLATA|WYPLATY|WPLATY) GOTOWKI|KONTANTINSATTNING|KONTANTUTTAK|KONTANTINNSKUDD|KONTANTINDBETALING|HAEVEAUTOMAT|PENGEAUTOMAT|KATEISPANO|KATEISAUTOMAATTI)\b|\b(?:BARGELD|BANKOMA|WPLATOMA)|現金|引き?出し?|ゲンキン|ヒキダシ/,
    // British banks' cash from a machine: the machine's bank, the day glued to its month and the
    // town, sometimes the time ("CASH HALIFAX JUN14 LEEDS @14:32", "CASH NATWEST FEB11 READING");
    // not a shop named for cash (a cash and carry, Cash Converters).
    /^CASH (?!(?:AND|&|N|'N') CARRY\b|CONVERTERS?\b|GENERATORS?\b)(?:[A-Z&'.]+ ){1,3}(?:(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) ?\d{1,2}|\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC))\b/,
    // Israel's cash, transliterated: from a machine ("MESHICHA MI-KASPOMAT"), taken out or paid in
    // ("MESHICHAT MEZUMAN", "HAFKADAT MEZUMAN").
    /\bKASPOMAT\b|\b(?:MESHICHAT?|HAFKADAT?) MEZUMAN\b/,
    // Cash paid in, the word alone on the line: the Dutch and Belgian STORTING, Sweden's INSÄTTNING,
    // Denmark's INDBETALING, Poland's WPŁATA WŁASNA (the holder's own). With a name after it, it is
    // money paid in by somebody.
    /^(?:STORTING|INSATTNING|KONTANTINSATTNING|INDBETALING|KONTANTINDBETALING|WPLATA(?: WLASNA)?|WPLATA GOTOWKOWA)$/,
    // Japan's cash, romanized: taken out or paid in ("GENKIN HIKIDASHI", "GENKIN NYUKIN"), or the
    // withdrawal alone after the machine ("ATM HIKIDASHI"). GENKI alone is a sushi chain's name.
    /\bGENKIN (?:HIKIDASHI|NYUKIN|SHUKKIN)\b|\bHIKIDASHI\b/,
  )],
  // A card account's own payment line: "PAYMENT THANK YOU - WEB", "AUTOPAY PAYMENT - THANK YOU", cut
  // short ("AUTOMATIC PAYMENT - THANK"), Nubank's "Pagamento recebido"; and the payment of the card's
  // bill from the current account ("PAGO TARJETA DE CREDITO", "PAGAMENTO FATURA CARTAO", Mexico's "PAGO TDC").
  // The thanks are printed in the card's languages ("PAYMENT - THANK YOU / PAIEMENT - MERCI", "PAGO -
  // GRACIAS", "ZAHLUNG - DANKE").
  ['transfer', anyOf(
    /\bTHANK YOU\b|\b(?:PAYMENT|PYMT|PMT)\W+THANK$|^(?:(?:AUTOMATIC|AUTO|MOBILE|ONLINE|ELECTRONIC|INTERNET|WEB|CARD|DIRECT DEBIT) )?(?:PAYMENT|PAGAMENTO|PAGO|PYMT|PMT) (?:RECEIVED|RECEBIDO|RECIBIDO)$|^(?:PAGO|PAGAMENTO|PGTO|PAGTO|PAG) (?:(?:DE |DA |DO )?(?:TARJETA|FATURA|CARTAO|TDC)\b)/,
    /\b(?:PAYMENT|PAIEMENT|PAGO|ZAHLUNG|BETALING|PAGAMENTO|BETALNING)\W+(?:MERCI|GRACIAS|DANKE|BEDANKT|DANK U|GRAZIE|OBRIGADO|OBRIGADA|TACK|TAKK)\b/,
    // …with where it was paid between ("SU PAGO EN LINEA GRACIAS", Mexico's card statements).
    /\b(?:PAGO|PAGAMENTO) (?:EN LINEA|ONLINE|POR INTERNET|EN VENTANILLA)\W+(?:GRACIAS|OBRIGADO|OBRIGADA)\b/,
    // The card's minimum payment ("MINIMUM PAYMENT", "MINIMUM PMT DUE").
    /^(?:MINIMUM|MIN) (?:PAYMENT|PYMT|PMT)(?: DUE| RECEIVED)?$/,
  )],
  // The card's bill settled from the current account with no issuer named: Spain's "LIQUIDACION
  // TARJETA CREDITO", Germany's "KREDITKARTENABRECHNUNG 03/2024" and "MASTERCARD ZAHLUNG", France's
  // deferred debit card ("PRLV CARTE DIFFERE", "RELEVE CB"), the Netherlands' "AFREKENING CREDITCARD",
  // Italy's "ADDEBITO SALDO CARTA DI CREDITO", Poland's "SPLATA KARTY KREDYTOWEJ", the Nordic
  // "KORTFAKTURA", and "CREDIT CARD PAYMENT". A bill: the issuer, when printed, is its payee.
  ['bill_payment', anyOf(
    /^(?:LIQUIDACION|LIQ|CARGO|ADEUDO|RECIBO) (?:DE )?(?:LA |SU )?(?:TARJETA|TARJ)\b|\b(?:KREDIT)?KARTENABRECHNUNG|^(?:KREDITKARTEN?|VISA|MASTERCARD)[ -]?(?:ZAHLUNG|ABRECHNUNG|AUSGLEICH)\b|^KARTEN?[ -]?(?:ABRECHNUNG|AUSGLEICH)\b|^(?:ABRECHNUNG|AUSGLEICH|ZAHLUNG) (?:KREDITKARTE|VISA|MASTERCARD|KARTE)\b/,
    /\b(?:CARTE|CB) DIFFERE\b|\bDIFFERE (?:CARTE|CB)\b|^RELEVE (?:DE )?(?:CARTE|CB)\b|\bDEBIT MENSUEL (?:CARTE|CB)\b|\bCREDITCARD\b/,
    /^ADDEBITO (?:SALDO |ESTRATTO CONTO )?CARTA(?: DI CREDITO)?\b|^ESTRATTO CONTO CARTA\b|^SPLATA (?:ZADLUZENIA )?KARTY\b|^(?:KREDIT)?KORTS?FAKTURA\b|^BETALNING (?:AV )?KREDITKORT\b|^(?:CREDIT ?CARD|CC) (?:BILL )?(?:PAYMENT|PMT|PYMT|REPAYMENT)\b/,
  )],
  // Wages and pensions in the languages of the statements we read: Spain's NÓMINA and SUELDO,
  // Italy's STIPENDIO, Finland's PALKKA and ELÄKE, Sweden's LÖN and Norway's LØNN (first on the line:
  // LON is also a cut of London; Danish LØN also exported as LOEN), Poland's WYNAGRODZENIE, PENSJA and EMERYTURA, Hungary's MUNKABÉR,
  // FIZETÉS and NYUGDÍJ, the SALARIO of Spanish and Portuguese, Portugal's ORDENADO and
  // VENCIMENTO (first on the line: in Brazil it is a bill's due date), Czech and Slovak MZDA,
  // Italy's EMOLUMENTI, wages paid in one word ("Gehaltszahlung", "Löneutbetalning", "Lønnsutbetaling",
  // "Palkanmaksu", "Loonbetaling"), Germany's pensions ("Rentenzahlung", "Altersrente"), Japan's wages and bonus romanized (KYUYO, SHOYO), Greece's ΜΙΣΘΟΔΟΣΙΑ, ΜΙΣΘΟΣ and ΣΥΝΤΑΞΗ (Greek has no \b).
  ['income', anyOf(
    BENEFIT_NAMES,
    /\b(?:DIR DEP|DIRECT DEP|DIRECT DEPOSIT|PAYROLL|SALARY|WAGES|BGC|GEHALT|LOHN|SALAIRE|SALARIS|PENSION|TAX REF|TAX REFUND|TAXREFUND|STATE TAX REF|TREAS 310)\b/,
    /\b(?:NOMINA|SUELDO|STIPENDIO|PALKKA|ELAKE|LONN|WYNAGRODZENIE|PENSJA|EMERYTURA|MUNKABER|FIZETES|NYUGDIJ|PENSIOEN|SALARIO|ORDENADO|MZDA|EMOLUMENTI|GEHALTSZAHLUNG|LOHNZAHLUNG|LONEUTBETALNING|LONUTBETALNING|LONNSUTBETALING|PALKANMAKSU|LOONBETALING|SALARISBETALING|KYUYO|KYUUYO|SHOYO|SHOUYO|RENTENZAHLUNG|ALTERSRENTE|WITWENRENTE|RENTENGUTSCHRIFT)\b|^(?:LON|LOEN|VENCIMENTO)\b|(?:^|\s)(?:ΜΙΣΘΟΔΟΣΙΑ|ΜΙΣΘΟΣ|ΣΥΝΤΑΞΗ)(?=\s|$)/,
  )],
  // A tax paid to the authority ("ESTIMATED TAX PAYMENT", "VAT PAYMENT Q1", "GST/BAS PAYMENT", Spain's
  // "PAGO MODELO 303"): a bill; it names a payee only when the authority is printed ("HMRC VAT").
  ['bill_payment', anyOf(
    /\b(?:TAX|VAT|GST|HST|BAS|IVA|PAYE) (?:PAYMENT|PMT|PYMT)\b|^PAGO (?:DE )?(?:MODELO|IVA|IMPUESTOS?)\b|\b(?:BILL PAY|BILL PAYMENT|BILLPAY|BILL PMT|BPAY|ONLINE PMT|AUTOPAY|AUTO PAY|DIRECT DEBIT|LASTSCHRIFT|PRLV|PRELEVEMENT|INCASSO|ACH DEBIT|DEBIT ORDER)\b|\bDD$|^DD(?= [A-Z0-9])/,
    // A US bank's recurring debit to a biller ("RECURRING PAYMENT BUGS BE GONE PEST CONTROL"); Wells
    // Fargo's recurring card purchase ("RECURRING PAYMENT AUTHORIZED ON 03/12 …") stays a purchase.
    /^RECURRING (?:PAYMENT|PMT|PYMT|CHARGE)\b(?! AUTHORIZED)/,
    // A loan's or a mortgage's instalment with no lender printed ("LOAN REPAYMENT 0041", France's
    // "ECHEANCE PRET", Italy's "RATA MUTUO", Spain's "CUOTA PRESTAMO", the Dutch "AFLOSSING LENING",
    // Germany's "TILGUNG DARLEHEN", Poland's "RATA KREDYTU", the Nordic "LÅN AMORTERING" and "AFDRAG
    // LÅN", Portugal's and Brazil's "PRESTAÇÃO EMPRÉSTIMO", Japan's HENSAI): paid to the holder's bank.
    // A lender printed after it is the payee ("MORTGAGE PAYMENT ROCKET MORTGAGE").
    /\b(?:LOAN|MORTGAGE|MTG) (?:REPAYMENT|REPMT|PAYMENT|PMT|PYMT|INSTAL?LMENT)\b(?! (?:TRANSFER|TFR|TRF|XFER)\b)|\b(?:ECHEANCE|REMBT|REMB|REMBOURSEMENT) (?:DE |DU )?PRET\b|\bRATA (?:DEL )?(?:MUTUO|PRESTITO|FINANZIAMENTO|KREDYTU|POZYCZKI)\b|\bCUOTA (?:DEL? )?(?:PRESTAMO|HIPOTECA)\b|\bAFLOSSING (?:LENING|HYPOTHEEK)\b|\b(?:TILGUNG|DARLEHENSRATE|KREDITRATE)\b|\bAMORTERING\b|\bAFDRAG (?:PA )?LAN\b|\bPRESTACAO (?:DO |DE )?(?:EMPRESTIMO|FINANCIAMENTO|CREDITO)\b|\bHENSAI\b/,
    // Japan's direct debit (口座振替) and debit (引落).
    /口座振替|コウザフリカエ|引き?落とし?|ヒキオトシ/,
  )],
  // Payment apps' own transfer words: Chime's "Pay Anyone", Wise's "Sent money to", Cash App's and
  // Venmo's "Cash Out", PayPal's "General Withdrawal".
  ['transfer', anyOf(
    /\b(?:SENT MONEY|MONEY SENT|SEND MONEY|MONEY RECEIVED|RECEIVED MONEY|PAY ANYONE|GENERAL WITHDRAWAL)\b|^CASH OUT(?: TO\b|$)|\b(?:SAVE THE CHANGE|KEEP THE CHANGE|ROUND[- ]?UPS?|TRANSFER|TFER|FAST PAYMENT|FAST TRANSFER|UMBUCHUNG|VIR|VIR INTERNE|TRASPASO|OMBOEKING|OVERFORING|OVERFORSEL|GIRERING|TILISIIRTO|XFER|TFR|TRF|FPI|FPO|STO|FASTER PAYMENTS?|FASTER PMT|STANDING ORDER|UEBERWEISUNG|UBERWEISUNG|ECHTZEITU?E?BERWEISUNG|IMMEDIATE PAYMENTS?|IMMEDIATE TRF|DAUERAUFTRAG|VIREMENT|PREVOD|XFR|TRNSFR|OVERBOEKING|TRANSFERENCIA|TRANSF|BONIFICO|GIROCONTO|OVERSCHRIJVING|E-TRANSFER|WIRE|SEPA CREDIT|MIETE|LOYER|HUUR|ZELLE|VENMO|CASH APP|BIZUM|TIKKIE|INTERAC E)\b/,
    // The holder's own account by name ("*INET … OWN ACC", "TO A/C 40817733 SAVINGS" after a channel
    // code), Bank of Ireland's channel codes for its internet and mobile transfers (*INET, *MOBI), New
    // Zealand's automatic payments ("A/P TO 12-3456-… SAVINGS"), an app's moves between its accounts
    // and spaces ("From Main Account to Space Urlaub"), and a move to a savings account in the
    // holder's language ("Naar Oranje spaarrekening", "Auf Tagesgeldkonto").
    /\bOWN (?:A\/C|ACC|ACCT|ACCOUNTS?)\b|\b(?:TO|FROM) A\/C\b|\b(?:MOVED|SENT|ADDED|WITHDRAWN|TAKEN) (?:TO|FROM|INTO)\b|\bISA (?:SUBSCRIPTION|SUB|DEPOSIT)\b|\bMESMA TITULARIDADE\b|\bEIGENU?E?BERWEISUNG\b|\bCOMPTE A COMPTE\b|\bWEWNETRZNY\b|^\*?(?:INET|MOBI)\b|^A\/P\b|^FROM (?:MY |OUR |MAIN |JOINT )?(?:ACCOUNT|SPACE|POT|VAULT|SAVINGS)\b|^TO (?:MY |OUR |MAIN |JOINT )?(?:ACCOUNT|POT|VAULT|SAVINGS)\b/,
    OWN_SAVINGS,
    // Israel's transfer, transliterated ("HAAVARA BEIN HESHBONOT", between accounts).
    /\bHAAVARAT?\b/,
    // Rent first on the line, in the words a tenant types for a private landlord ("ALQUILER JUNIO
    // PISO 3B …", "CZYNSZ LIPIEC …", "RENT JUNE UNIT 4B …", Greek ΕΝΟΙΚΙΟ); not a shop that rents
    // ("RENT-A-CENTER", "RENT A CAR", "RENT THE RUNWAY", "RENT TO OWN").
    /^(?:RENT|ALQUILER|CZYNSZ|AFFITTO|VUOKRA|HYRA|HUSLEIE|LAKBER)\b(?![- ](?:A|THE|N)\b| TO OWN\b)|^ΕΝΟΙΚΙΟ(?=\s|$)/,
    // A British bank's move to or from an account by its number ("TO A/C 20-45-77 41234567 SAVINGS");
    // India's transfers to the holder's own account ("NEFT TO SELF", "SELF TRANSFER", "IMPS/P2A/…/SELF"); sweeps between
    // the holder's accounts ("AUTO SWEEP", "SWEEP TO SAVINGS"); Germany's Übertrag, France's TRANSFERT,
    // Italy's TRASFERIMENTO, Dutch moves to and from the holder's savings ("AFBOEKING SPAARREKENING"), Poland's PRZELEW, PRZEKSIEGOWANIE and term deposits (LOKATA), Brazil's
    // automatic investment and redemption ("APLIC AUTOMATICA", "RESGATE POUPANCA"), Finland's SIIRTO,
    // Japan's 振込 and 振替.
    /^(?:IMPS|NEFT|RTGS|UPI)\/.*\/SELF$|\b(?:(?:TO|BY) SELF|SELF (?:TRANSFER|TRF|TFR|XFER)|AUTO ?SWEEP|SWEEP (?:TO|FROM|IN|OUT|TRANSFER|TRF|TFR|XFER)|UEBERTRAG|UBERTRAG|KONTOUEBERTRAG|EIGENUEBERTRAG|TRANSFERT|TRASFERIMENTO|PRZEKSIEGOWANIE|LOKAT[AYE]|(?:AFBOEKING|BIJBOEKING|OVERBOEKING) (?:NAAR |VAN )?(?:SPAARREKENING|BETAALREKENING|RENTEREKENING)|(?:APLIC(?:ACAO)?|RESGATE) (?:AUT(?:OMATIC[AO])?|POUPANCA)|SIIRTO|FURIKAE|FURIKOMI)\b|^(?:TO|FROM) A\/C\b|\bPRZELEW|振込|振替|フリコミ|フリカエ/,
  )],
  ['purchase', /^(?:BEA\b|POS\b|CHECKCARD|CHECK CARD|CHKCARD|DEBIT CARD|DBT CRD|VISA DDA|VISA PURCHASE|VISA DEBIT|PURCHASE|CARD PAYMENT|CARD PURCHASE|CONTACTLESS|KARTENZAHLUNG|PAIEMENT|EFTPOS|POINT OF SALE|APPLE PAY|GOOGLE PAY|RECURRING DEBIT PURCHASE|RECURRING PAYMENT AUTHORIZED|AMEX\b|(?:SQ|SQU|TST|SP|SUMUP|ZETTLE|IZ|CKE|CLV) ?\*)/],
];

/** The patterns of the bank's own charges, fees and interest: given back, they are still the bank's line. */
const BANK_CHARGES: readonly RegExp[] = KIND_PATTERNS.filter(([kind]) => kind === 'fee' || kind === 'interest').map(([, pattern]) => pattern);

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

/**
 * A top-up paid to the holder's own name at an app bank, as the paying bank prints a transfer: the
 * payee as an initial and a surname, then the reference ("O BENNETT MONZO TOPUP"). Money moved
 * between the holder's own accounts; the app named by itself is its counterparty ("MONZO BANK LTD TOPUP").
 */
const TOP_UP_TO_OWN_NAME = /^(?:(?:MR|MRS|MS|MISS|MX|DR) )?[A-Z] ([A-Z'-]{2,}) [A-Z0-9]+ TOP[- ]?UP$/;

/**
 * A cheque paid in at the bank's own machine, counter or app: where it was paid in follows ("ATM
 * CHECK DEPOSIT 03/14 1200 MARKET ST SAN FRANCISCO CA"), never a payee.
 */
const DEPOSIT_AT_BANK = /^(?:(?:ATM|BRANCH|MOBILE|REMOTE|ONLINE|APP) ){1,2}(?:CHECK |CHEQUE |CHQ )?DEP(?:OSIT)?\b/;
/**
 * A fee for an item the account could not pay ("OVERDRAFT ITEM FEE FOR ACTIVITY OF 03-14 ELEC
 * PURCHASE …", "INSUFFICIENT FUNDS FEE FOR A $45.00 ITEM - DETAILS: 0314 …", "NSF FEE RETURNED
 * ITEM"): the bank's own fee first on the line, whatever item it then describes, a shop's included.
 */
const ITEM_FEE = /^(?:OVERDRAFT|OD|NSF|INSUFFICIENT FUNDS|RETURNED|UNPAID|DISHONOU?RED?)(?: ITEM| PAYMENT| CHECK| CHEQUE| DEBIT)? (?:FEE|CHARGE|CHG)\b/;
/** Networks of cash machines shared by the banks: Canada's Interac, Finland's Otto. */
const CASH_NETWORKS = /\bINTERAC\b|\bOTTO\b/;
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

/**
 * A statement's own balance lines, read on the line's words alone (its dates and amounts dropped):
 * "BALANCE BROUGHT FORWARD", "CARRIED FORWARD", "OPENING BALANCE 01/03/2024", Germany's "Alter
 * Saldo", "Saldovortrag" and "Kontostand", France's "Ancien solde" and "Solde précédent", the
 * "Saldo anterior", "Saldo iniziale", "Saldo początkowe" and "Ingående saldo" of the other
 * languages, the Netherlands' "Beginsaldo". No transaction at all.
 */
const BALANCE_LINE = new RegExp(
  `^(?:${[
    String.raw`(?:OPENING|CLOSING|PREVIOUS|STATEMENT|STARTING|ENDING|BEGINNING|LEDGER|AVAILABLE) (?:BALANCE|BAL)|(?:(?:BALANCE|BAL) )?(?:BROUGHT|CARRIED) (?:FORWARD|FWD|DOWN|OVER)(?: (?:BALANCE|BAL))?|(?:BALANCE|BAL) (?:FORWARD|FWD|B ?F|C ?F)|(?:B ?F|C ?F)(?: (?:BALANCE|BAL))?`,
    String.raw`(?:ALTER|NEUER) (?:SALDO|KONTOSTAND)|SALDO ?VORTRAG|ANFANGSSALDO|ENDSALDO|KONTOSTAND|(?:ANCIEN|NOUVEAU) SOLDE|SOLDE(?: (?:PRECEDENT|REPORTE|INITIAL|FINAL|ANTERIEUR|CREDITEUR|DEBITEUR))?`,
    String.raw`SALDO(?: (?:ANTERIOR|INICIAL|FINAL|ACTUAL|PRECEDENTE|INIZIALE|FINALE|CONTABILE|DISPONIBILE|DISPONIBLE|DO DIA|DISPONIVEL|POCZATKOWE|KONCOWE|OTWARCIA|ZAMKNIECIA|PRIMO|ULTIMO))?|(?:VORIG|NIEUW) SALDO|BEGINSALDO|EINDSALDO|(?:INGAENDE|UTGAENDE|INGAAENDE|UDGAAENDE) SALDO|PRIMOSALDO|ULTIMOSALDO|ALKUSALDO|LOPPUSALDO`,
  ].join('|')})`.concat(
    // "… PER 31.03.2024", "… AU 01/03", "… AS OF 03/01", "BROUGHT FWD 01 MAR": the day's words;
    // a British bank's "B/F" or "C/F" after the balance's name ("OPENING BALANCE B/F").
    String.raw`(?: [BC] ?F)?(?: (?:PER|AM|VOM|ZUM|AU|DU|AL|DEL|DE|DO|NA|OP|PA|TO|AS OF|AS AT|ON|AT))?(?: (?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*)?$`,
  ),
);

/** Every balance line has one of these: the cheap test before the line's words are read for BALANCE_LINE. */
const BALANCE_HINT = /BAL|SALDO|SOLDE|FORWARD|FWD|STAND|VORTRAG|[BC] ?\/? ?F\b/;

/**
 * A card statement's notice of what is owed, in its words alone ("MINIMUM PAYMENT DUE 04/25", "ACCT
 * ENDING 4410 MIN PAYMENT DUE", "PAYMENT DUE ACCT ENDING 7731", "TOTAL AMOUNT DUE"): no money moved,
 * nobody paid. A payment made ("MINIMUM PAYMENT RECEIVED") is the card's own payment line instead.
 */
const DUE_NOTICE = /^(?:(?:ACCT|ACCOUNT|CARD) (?:ENDING|END)(?: IN)? )?(?:(?:MIN|MINIMUM|TOTAL|NEW|STATEMENT|PAST) )?(?:PAYMENT|PMT|PYMT|AMOUNT|AMT|BALANCE|BAL) DUE(?: DATE| ON| BY)?(?: (?:ACCT|ACCOUNT|CARD) (?:ENDING|END)(?: IN)?)?$/;

/** A line's words, with its numbers, dates and punctuation left out ("SALDO ANTERIOR 01/03/2024" reads "SALDO ANTERIOR"). */
function lettersOf(folded: string): string {
  return folded.replace(/[^A-Z]+/g, ' ').trim();
}

/**
 * An entry the bank made on the account, in its own words alone: a correction ("BALANCE
 * ADJUSTMENT", "REGULARISATION", "KORREKTUR BUCHUNG", "AJUSTE DE SALDO", "RETTIFICA"), a credit,
 * debit or deposit of its own ("PROVISIONAL CREDIT", "MISC DEBIT", "DEPOSIT AT BRANCH", "ACH
 * CREDIT"), the account's periodic statement ("ARRETE DE COMPTE", "RELEVE DE COMPTE"). Nobody
 * named, none of the kinds.
 */
const ADJUSTMENT = /\b(?:ADJUSTMENTS?|ADJ|CORRECTIONS?|REGULARISATION|REGULARIZACION|KORREKTUR|BERICHTIGUNG|CORRECTIE|AJUSTE|CORRECCION|RETTIFICA|KOREKTA|KORRIGERING|KORREKTION|CREDITS?|DEBITS?|DEPOSITS?|ARRETE|RELEVE)\b/;

/**
 * A transfer between the account holder's own accounts: to savings, a saver, a pot, a vault or a
 * space ("TRANSFER TO SAVINGS POT - HOLIDAY FUND", "TRANSFER TO BUSINESS SAVER - TAX"), also with
 * the bank or app named before it ("MOB TFR TO MONZO JOINT"); to a loan, shares, a money market or
 * a certificate at the same bank ("TRANSFER TO LOAN 02"); to the holder's own savings under the
 * holder's name ("STANDING ORDER TO MR J SMITH SAVINGS"); or the holder's "OWN ACC". What follows
 * is a name the holder chose, no payee.
 */
const OWN_ACCOUNT = /\b(?:TO|FROM|INTO) (?:MY |OUR )?(?:(?:MR|MRS|MS|MISS|DR|MX) (?:[A-Z] ){0,2})?(?:[A-Z]+ )?(?:BUSINESS )?(?:SAVINGS|SAVER|SAV|ISA|POT|VAULT|SPACE|JOINT|CHECKING|CHEQUING|CURRENT ACCOUNT)\b|\b(?:TO|FROM|INTO) (?:MY |OUR )?(?:LOAN|LN|SHARES?|MONEY MARKET|MMA|IRA|CERTIFICATE)\b|\bOWN (?:A\/C|ACC|ACCT|ACCOUNTS?)\b|\b(?:SAVINGS )?POT\b|\bVAULT\b|\bROUND[- ]?UPS?\b|\b(?:SAVE|KEEP) THE CHANGE\b/;

/**
 * Labels of account numbers and references, never a name: also the account and bank-code labels
 * of the statements we read, printed with their numbers alone ("KONTO 0532013000 BLZ 37040044",
 * "KTO-NR 1234567", "BSB 062-000 ACC 12345678", "RIB 30004…", "IFSC SBIN0001234", "ROUTING 021000021").
 */
const REFERENCE_LABELS: ReadonlySet<string> = new Set([
  'IBAN', 'BIC', 'SWIFT', 'ACCT', 'ACCOUNT', 'ACC', 'NO', 'NR', 'NBR', 'NUM', 'REF', 'REFERENCE', 'ID', 'SEQ', 'SEQUENCE', 'TRN', 'TXN', 'TRANSACTION',
  'CONF', 'CONFIRMATION', 'SORT', 'CODE', 'AUTH', 'AUTHORIZATION', 'APPROVAL',
  'KONTO', 'KTO', 'KONTONR', 'KTONR', 'KONTONUMMER', 'BLZ', 'BANKLEITZAHL', 'BSB', 'RIB', 'IFSC', 'ABA', 'ROUTING', 'RTN', 'CLABE', 'CBU',
  'REKENING', 'REKENINGNUMMER', 'RACHUNEK', 'NRB', 'CONTO', 'CUENTA', 'COMPTE', 'CONTA', 'TILINUMERO',
]);

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

const NOT_ASCII = /[^\0-\x7F]/;

/**
 * The holder's own account as India's banks write it: "NEFT TO SELF", "BY SELF", "SELF TRANSFER".
 * Read as OWN there only: SELF alone begins SELF STORAGE.
 */
const SELF = /\b(?:TO|BY) SELF\b|\bSELF(?= (?:TRANSFER|TRF|TFR|XFER)\b)|(?<=^(?:IMPS|NEFT|RTGS|UPI)\/.*\/)SELF$/g;

/**
 * The words of a folded line that may name somebody: references and masked numbers are left out.
 * Letters of other scripts are words too ("セブン イレブン ATM" names the shop), once Japan's bank
 * words are taken out ("振込手数料" leaves nothing).
 */
const LETTER_JOINED_NAME = /\b([A-Z0-9])[&-]([A-Z0-9]+)\b|\b([A-Z0-9]+)[&-]([A-Z0-9])\b/g;

/** "AT&T" → ATT; a rail's or a machine's word joined so stays apart ("ATM-W/D", "E-TRANSFER"). */
function joinLetterName(whole: string, letter?: string, after?: string, before?: string, last?: string): string {
  const word = after ?? before ?? '';
  return KIND_WORDS_JOINED.has(word) ? whole.replace(/[&-]/, ' ') : `${letter ?? ''}${after ?? ''}${before ?? ''}${last ?? ''}`;
}
const KIND_WORDS_JOINED: ReadonlySet<string> = new Set(['ATM', 'POS', 'SEPA', 'ACH', 'EFT', 'DD', 'BGC', 'FPS', 'BACS', 'CHAPS', 'BPAY', 'BILL', 'DEBIT', 'CREDIT', 'TRANSFER', 'TRANSFERS', 'PAYMENT', 'DEPOSIT', 'CHECK', 'CHEQUE', 'WIRE', 'CASH', 'FEE', 'INTEREST']);

function wordsOf(folded: string): string[] {
  // Every line is read here: the rare phrases are looked for only when their word is there.
  let text = folded.includes('AUTO') ? folded.replace(/\bAUTO[- ]?(PMT|PYMT|PAY|SWEEP)\b/g, (_phrase, word: string) => (word === 'SWEEP' ? 'SWEEP' : 'AUTOPAY')) : folded;
  text = text.replace(ISSUER_WORDING, ' BANK ');
  if (text.includes('SELF')) text = text.replace(SELF, ' OWN ');
  // A name joined by "&" or "-" to a single letter is one word ("AT&T", "T-MOBILE", "H&M"), not a
  // letter and a bank's word.
  if (text.includes('&') || text.includes('-')) text = text.replace(LETTER_JOINED_NAME, joinLetterName);
  // A service named in two of the banks' words is one name ("CASH APP*CASH OUT" names Cash App; a
  // banking app's APP alone is the bank's word: "Transfer to xx1234 CommBank app").
  if (text.includes('CASH APP')) text = text.replace(CASH_APP, 'CASHAPP');
  const words = NOT_ASCII.test(text) ? text.replace(JAPANESE_BANK_WORDS, ' ').split(/[^\p{L}\p{N}]+/u) : text.split(/[^A-Z0-9]+/);
  return words.filter((word) => word.length > 0 && !isReferenceWord(word));
}

const CASH_APP = /\bCASH APP\b/g;

/**
 * A word of a line whose kind the bank's words told: its own word, or an ordinary word banks write
 * such lines with (bank-vocabulary.ts, PLAIN_LINE_WORDS).
 */
function isLineWord(word: string): boolean {
  return isBankWord(word) || PLAIN_LINE_WORDS.has(word) || PERSON_LINE_WORDS.has(word);
}

/**
 * A bank's own word: listed, a lone letter ("O/D" of overdraft), or a compound ending in a bank word:
 * German, Dutch and Nordic ones ("KONTOFUEHRUNGSGEBUEHR", ING's "ORANJEPAKKET", "VISAKORT").
 */
function isBankWord(word: string): boolean {
  return BANK_VOCABULARY.has(word) || /^[A-Z]$/.test(word) || /^KONTOFU|GEBU?E?HR|ENTGELTE?$|KOSTEN$|ZINSEN$|AVGIFT(?:ER)?$|GEBYR(?:ER)?$|MAKSU[TA]?$|KONTO$|REKENING$|PAKKET$|PAKET$|KORT$/.test(word);
}

/**
 * Nothing but the bank's own words, numbers and references (or nothing at all): what stands before
 * a person's name in a transfer to that person ("PAYMENT TO", "FAST PAYMENT TO", "/TRTP/SEPA
 * OVERBOEKING/…/NAME/"). A bank's name counts as its own word here.
 */
export function isBankWording(text: string): boolean {
  // …and the words of a line about a person ("SALARIS MEI 2024", "CHEQUE 000317", "ZWROT OD").
  return wordsOf(withBankNamesAsBank(foldDescriptor(text))).every((word) => isBankWord(word) || PERSON_LINE_WORDS.has(word));
}

/**
 * The card's bill paid from the current account in Spanish and Portuguese ("PAGAMENTO FATURA
 * CARTAO", "PAGO TARJETA"). With no issuer printed it is the card's own payment line (a transfer,
 * nobody named); with the issuer after it ("PAGAMENTO FATURA NUBANK", "PAGTO FATURA ITAU",
 * "PAGAMENTO FATURA C6 BANK") the issuer is paid, a bill like "CREDIT CARD PAYMENT CAPITAL ONE".
 */
const CARD_BILL = /^(?:PAGO|PAGAMENTO|PGTO|PAGTO|PAG) (?:DE |DA |DO )?(?:TARJETA|FATURA|CARTAO|TDC)\b/;

/** A word after the card's bill that is no bank word, number or masked card: the issuer's name ("C6" included). */
function namesCardIssuer(folded: string): boolean {
  return folded
    .replace(CARD_BILL, ' ')
    .split(/[^A-Z0-9]+/)
    .some((word) => word.length > 0 && !/^\d+$/.test(word) && !/^X{2,}/.test(word) && !isLineWord(word));
}

/** Austria's card ("Bankomatkarte") printed before a shop: "BANKOMAT KAFFEEHAUS GRUENWALD WIEN". */
const BANKOMAT_CARD = /^BANKOMAT ([A-Z][A-Z' &.-]*)$/;
/** …and at a shop's till (KASSE), or its point of sale: "BANKOMAT POS 12.03 14:05 KONDITOREI ZAUNER". */
const BANKOMAT_TILL = /^BANKOMAT[ -]?(?:KASSE|POS)\b(?=.*[A-Z]{3})/;

/**
 * A payment with Austria's Bankomat card, not cash from the machine: BANKOMAT first, then only
 * words, one of them a trade's ("KAFFEEHAUS"). Cash lines carry dates, times and machine codes
 * ("Bargeldbehebung Bankomat 14.03. 10:12 K1") or no trade.
 */
function bankomatCardPayment(folded: string): boolean {
  // A shop's Bankomat till ("BANKOMAT KASSE 0311 KAFFEEHAUS SPERLING WIEN") takes cards, not gives cash.
  if (BANKOMAT_TILL.test(folded)) return true;
  const rest = BANKOMAT_CARD.exec(folded)?.[1];
  if (rest === undefined) return false;
  const words = wordsOf(rest);
  return words.length >= 2 && !words.some(isBankWord) && words.some((word) => (CATEGORY_WORDS.get(word)?.strength ?? 0) >= 2);
}

/**
 * Reads the kind of a descriptor from its analysis (the fold it already made), or of a raw
 * string (folded here). Pure and cheap: a few anchored regexes.
 */
export function readTransaction(descriptor: string | Pick<DescriptorAnalysis, 'folded'>): TransactionReading {
  const folded = (typeof descriptor === 'string' ? foldDescriptor(descriptor) : descriptor.folded).trim();
  if ((BALANCE_HINT.test(folded) && BALANCE_LINE.test(lettersOf(folded))) || (folded.includes('DUE') && DUE_NOTICE.test(lettersOf(folded))) || isHeaderLine(folded) || CURRENCY_EXCHANGE.test(folded)) return { merchantless: true, needsKnownMerchant: false };
  if (OWN_ACCOUNT_ID.test(folded)) return { kind: 'transfer', merchantless: true, needsKnownMerchant: false };
  const ownName = TOP_UP.test(folded) ? TOP_UP_TO_OWN_NAME.exec(folded) : null;
  if (ownName && !isBankWord(ownName[1] ?? '')) return { kind: 'transfer', merchantless: true, needsKnownMerchant: false };
  if (TOP_UP.test(folded) && wordsOf(folded.replace(WALLETS, ' ')).every((word) => isBankWord(word) || word === 'CARD')) return { kind: 'transfer', merchantless: true, needsKnownMerchant: false };
  if (REWARD.test(folded) && wordsOf(folded).every((word) => isBankWord(word) || REWARD_WORDS.has(word))) return { merchantless: true, needsKnownMerchant: false };
  if (bankomatCardPayment(folded)) return { kind: 'purchase', merchantless: false, needsKnownMerchant: false };
  if (CARD_BILL.test(folded) && namesCardIssuer(folded)) return { kind: 'bill_payment', merchantless: false, needsKnownMerchant: false };
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
  if (!kind && words.every(isLineWord) && ADJUSTMENT.test(folded)) return { merchantless: true, needsKnownMerchant: false };
  if (!kind || !MAY_NAME_NOBODY.has(kind)) return { ...(kind && { kind }), merchantless: false, needsKnownMerchant: false };
  // A fee or interest given back is the bank's own line too ("NAB FEE REFUND").
  const ownBankLine = OWN_BANK_LINES.has(kind) || (kind === 'refund' && BANK_CHARGES.some((pattern) => pattern.test(folded)));
  // Wages with nothing but a given name beside them ("SALARIO MARCO", "GEHALT ANNA") pay or are paid by that person.
  const lineWord = kind === 'income' ? (word: string) => isLineWord(word) || isListedGivenName(word) : isLineWord;
  const read = ownBankLine ? wordsOf(withBankNamesAsBank(folded)) : kind === 'income' && BENEFIT_NAMES.test(folded) ? wordsOf(folded.replace(BENEFIT_NAMES_ALL, ' ')) : words;
  const merchantless = read.every(lineWord);
  // Cash from a bank's own machine ("BKOFAMERICA ATM … WITHDRWL 1455 MARKET ST"): the bank is the
  // holder's, the street is no merchant; only a shop's or an independent operator's machine may be one.
  // Canada's debit network on a cash line ("Interac ABM WITHDRAWAL 0314") names no operator either,
  // nor do Finland's shared machines ("OTTO NOSTO"; not Otto the shop).
  const bankMachine = kind === 'atm' && (namesBank(folded) || CASH_NETWORKS.test(folded));
  // "NON-CHASE ATM FEE": the fee is the bank's own, whichever bank's machine it was; so is Latin
  // America's fee on a withdrawal, whichever network's ("COMISION RETIRO OTRA RED": RED is no word
  // of the bank's, it begins RED CROSS).
  // An overdraft's or a returned item's fee is the bank's too, whatever item it names.
  const bankFee = kind === 'fee' && (/\bNON-?[A-Z]+ ATM\b|\bATM FEE\b|\bFEE[- ]WITH|^COMISION (?:POR )?(?:RETIRO|DISPOSICION)\b/.test(folded) || ITEM_FEE.test(folded));
  const deposit = kind === 'check' && DEPOSIT_AT_BANK.test(folded);
  const nobody = merchantless || bankFee || bankMachine || deposit || (kind === 'transfer' && (OWN_ACCOUNT.test(folded) || OWN_SAVINGS.test(folded)));
  // "UNIVERSITY OF TORONTO FEES", "PLANET FIT CLUB FEES": a payee's own fee is a payment to it.
  if (!nobody && ONLY_WITHOUT_PAYEE.has(kind)) return { merchantless: false, needsKnownMerchant: false };
  return { kind, merchantless: nobody, needsKnownMerchant: kind === 'atm' };
}
