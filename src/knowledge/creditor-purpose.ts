/**
 * What a direct debit or transfer was for, printed after the creditor's name: "SEPA-Lastschrift
 * Kita Sonnenblume e.V. Elternbeitrag", "ADDEBITO TELEPASS SPA PEDAGGI AUTOSTRADALI",
 * "BELASTINGDIENST APELDOORN VOORLOPIGE AANSLAG", "Polecenie zapłaty PRZEDSZKOLE BIEDRONKA
 * OPLATA ZA MARZEC". The purpose is no part of the name, and a name that keeps it matches no
 * merchant. Texts are folded (upper case, no diacritics) and start at the creditor (the wrappers
 * are read already), so the purpose needs a word of the name before it.
 */

/**
 * Purpose words that no business name ends with: German contributions of any kind ("…BEITRAG":
 * ELTERNBEITRAG, KFZ-BEITRAG, MITGLIEDSBEITRAG, but not BEITRAGSSERVICE, a collector's name),
 * instalments on account, Italian tolls and bills, Dutch tax assessments, Polish payments ("OPLATA",
 * "OPLATA ZA"), contributions, tuition and rent ("… PRZEDSZKOLE NIEPUBLICZNE BIEDRONKA CZESNE
 * 03/2024", "… SPOLDZIELNIA MIESZKANIOWA ZACISZE CZYNSZ 05/2024"), Czech rent (NAJEM, NAJEMNE), French
 * due dates, Brazilian and Spanish-speaking monthly fees and tuition ("… COLEGIO SAN IGNACIO
 * MENSUALIDAD"), Israel's municipal tax and Chile's property tax ("IRIYAT HAIFA ARNONA"), and a German
 * town's taxes and fees ("GEMEINDE UNTERFOEHRING GRUNDSTEUER B 1. QUARTAL", "STADT BONN MUELLGEBUEHREN"),
 * and a US county's property tax ("PALM BEACH COUNTY PROPERTY TAX": the county is paid).
 */
const PURPOSE_ANYWHERE =
  /(?<=\s(?:COUNTY|CNTY|PARISH|TOWNSHIP|TWP|BOROUGH))\s(?:PROPERTY|REAL ESTATE|REAL PROPERTY) TAX(?:ES)?\b|\s(?:[A-Z]+-)?[A-Z]*BEITRAG(?![A-Z])|\s(?:GRUND|HUNDE|GEWERBE|ZWEITWOHNUNGS|VERGNUE?GUNGS)STEUERN?\b|\s(?:GRUNDBESITZABGABEN|KOMMUNALABGABEN|(?:ABFALL|MUE?LL|ABWASSER|SCHMUTZWASSER|NIEDERSCHLAGSWASSER|STRASSENREINIGUNGS|FRIEDHOFS)GEBUE?HRE?N?)\b|\s(?:ABSCHLAG|ABSCHLAGSZAHLUNG|PEDAGGI|BOLLETTA|VOORLOPIGE AANSLAG|AANSLAG|OPLATA ZA|OPLATA|SKLADKA|CZESNE|CZYNSZ|NAJEM|NAJEMNE|ECHEANCE|MENSALIDADE|ANMELDUNG|KAUTION|NEBENKOSTEN(?:ABRECHNUNG)?|NACHZAHLUNG|ANZAHLUNG|RESTZAHLUNG|TEILZAHLUNG|RATENZAHLUNG|VORAUSZAHLUNG|MENSUALIDAD|COLEGIATURA|ARNONA|CONTRIBUCIONES|UNTERRICHT)\b|\s(?:EST|KST|UST|GEWST)\s+\d{4}\b/;
/**
 * The cheap test before PURPOSE_ANYWHERE: most lines have none of its words. German transfers
 * name what they paid ("… ANMELDUNG KLASSE B", "… KAUTION"), a tax return its tax and year
 * ("… EST 2023", income tax; a café's "EST 1985" is no part of its name either).
 */
const PURPOSE_HINT = /BEITRAG|STEUER|ABGABEN|GEBU|PROPERTY TAX|ESTATE TAX|ABSCHLAG|PEDAGGI|BOLLETTA|AANSLAG|OPLATA|SKLADKA|CZESNE|CZYNSZ| NAJEM|ECHEANCE|MENSALIDADE|ANMELDUNG|KAUTION|NEBENKOSTEN|(?:NACH|AN|REST|TEIL|RATEN|VORAUS)ZAHLUNG|MENSUALIDAD|COLEGIATURA|ARNONA|CONTRIBUCIONES|UNTERRICHT| (?:E|K|U|GEW)ST \d{4}/;

/**
 * What a bill or automatic debit paid, printed after the biller by the banks of Latin America,
 * Southern Europe and Israel: rent, a monthly fee, tuition, a donation, a fine, a pension
 * contribution, municipal taxes (Israel's ARNONA, Chile's CONTRIBUCIONES), public services, an
 * invoice, the collection itself ("PAC COLEGIO SAN IGNACIO MENSUALIDAD", "PAGO PSE ACUEDUCTO DE
 * POPAYAN SERVICIOS PUBLICOS", "SEPA INCASSO TENNISVERENIGING DE BAAN INCASSO"). Names begin
 * with these words (PENSION LA PALOMA, a guesthouse), so they are read only after a biller's word;
 * and a tuition's PENSION only at the end or before its month, as a guesthouse is named after the
 * word ("LASTSCHRIFT HOTEL PENSION SONNENHANG").
 */
export const BILL_PURPOSES =
  'ALQUILER|ARRIENDO|ALUGUEL|AFFITTO|MENSUALIDAD|COLEGIATURA|MATRICULA|PENSION(?= *$| +\\d| +(?:ENERO|FEBRERO|MARZO|ABRIL|MAYO|JUNIO|JULIO|AGOSTO|SEPTIEMBRE|SETIEMBRE|OCTUBRE|NOVIEMBRE|DICIEMBRE)\\b)|DONATIVO|DONACION|DONAZIONE|DOACAO|MULTA|MULTAS|ARNONA|IMPUESTOS?|PREDIAL|SERVICIOS PUBLICOS|CONTRIBUCIONES|FAKTURA|INCASSO|GASTOS COMUNES';

/**
 * Purpose words that are also names' words elsewhere ("FACTORY INVOICE CO", "PREMIO PIZZA"): a
 * purpose only in a direct debit, where what follows the creditor is what the mandate collects
 * ("PRLV SEPA GROUPE CANAL+ ABONNEMENT", "ADDEBITO DIRETTO TIM SPA CANONE LINEA FISSA", "PRLV
 * SEPA DIRECTION GENERALE DES FINANCES PUBLIQUES IMPOT REVENU").
 */
const PURPOSE_IN_DEBIT = new RegExp(
  String.raw`\s(?:${BILL_PURPOSES})\b|` +
  /\s(?:IMPOTS?|TAXE|FACTURE|ABONNEMENT|COTISATION|CANONE|FATTURA|RATA|PREMIO|CUOTA|FACTURA|FAKTURA|ABONAMENT|FATURA|PRESTACAO|PREMIE|TERMIJN|CONTRIBUTIE|FACTUUR|RECHNUNG|INVOICE|INSTALMENT|INSTALLMENT|TARI|TASI|IMU|MULTA|CONTRAVVENZIONE|(?:KFZ|AUTO|HAUSRAT|HAFTPFLICHT|PRIVATHAFTPFLICHT|RECHTSSCHUTZ|WOHNGEBAEUDE|UNFALL|LEBENS|RISIKOLEBENS|RENTEN|KRANKEN|ZAHNZUSATZ|PFLEGE|REISE|TIERHALTERHAFTPFLICHT|BERUFSUNFAEHIGKEITS)[- ]?VERSICHERUNG)\b/.source,
);

/**
 * Wrappers of a direct debit (a mandate's collection), in the banks' words, of Italy's pagoPA,
 * whose payee is a public body followed by what it collects ("… COMUNE DI BERGAMO TARI 2024"), and
 * of bills paid at the bank: Colombia's PSE, Peru's and Spain's service payments, Brazil's PAGTO
 * CONTA, Mexico's referenced payments, Chile's PAC.
 */
const DEBIT_WRAPPER =
  /LASTSCHRIFT|PAGOPA|PRLV|PRELEVEMENT|ADDEBITO|ADEUDO|RECIBO|INCASSO|DOMICILI|DIRECT DEBIT|^D\/?D$|SEPA DD|POLECENIE|DEBIT ORDER|NACH|AUTOGIRO|AVTALEGIRO|BETALINGSSERVICE|LEVERANDORSERVICE|LASKU|SUORAMAKSU|DEBITO AUT|DEB AUT|DEBITO DIRE|DEB\.? DIRECTO|LSV|PSE$|PAGO (?:DE )?SERV|PAGTO|PAGAMENTO (?:DE )?CONTA|PAG CONTA|PAGO REFERENCIADO|^PAC$|E-?FAKTURA/;

/**
 * An Italian direct debit's creditor ends with its legal form, S.p.A., never a spa ("ADDEBITO SDD
 * FASTWEB SPA"), and so does a Chilean one's, a sociedad por
 * acciones ("PAC SALA CUNA LOS PATITOS SPA").
 */
const SPA_DEBIT = /^(?:ADDEBITO|PAC$)/;
const SPA_AT_END = /\sS\.?P\.?A\.?$/;

/** Each wrapper's reading, remembered: wrappers come from a fixed list, and a third of lines have one. */
const debitWrappers = new Map<string, boolean>();

/** True when one of the wrappers read is a direct debit's. */
export function isDebitWrapper(wrappers: readonly string[]): boolean {
  return wrappers.some((wrapper) => {
    let debit = debitWrappers.get(wrapper);
    if (debit === undefined) {
      debit = DEBIT_WRAPPER.test(wrapper);
      if (debitWrappers.size < 1000) debitWrappers.set(wrapper, debit);
    }
    return debit;
  });
}

/**
 * An invoice right after a company's legal form, in any line: "MALERFIRMA JENSEN APS FAKTURA
 * 4471", "SCANDIC BYGG AB FAKTURA". After the form the name has ended, so the word is what was
 * paid, not a word of the name (which would keep "AB FAKTURA" and read SCANDIC alone).
 */
const INVOICE_AFTER_FORM = /\s(?:AB|APS|AS|ASA|OY|OYJ|HB|KB|IVS|GMBH|AG|BV|NV|LTD)\s+(?=(?:FAKTURA|FAKTURANR|FAKTURANUMMER|RECHNUNG|FACTUUR|INVOICE)\b)/;
const INVOICE_HINT = /FAKTURA|RECHNUNG|FACTUUR|INVOICE/;

/**
 * English rent after a letting agent or a landlord's company: "HARBOUR LETTINGS LTD RENT FLAT 4 HIGH
 * ST", "ACME ESTATES LTD RENT JUNE", "CITYSIDE LETTINGS RENT 14 PARK ROAD". After a legal form or a
 * lettings or property word the name has ended, and RENT and what follows say what was paid, as
 * MIETE and LOYER do. Elsewhere RENT is a name's own word ("RENT-A-CENTER", "RENT THE RUNWAY",
 * "ENTERPRISE RENT-A-CAR", "RENTOKIL").
 */
const RENT_AFTER_AGENT = /\s(?:LTD|LIMITED|LLP|PLC|LETTINGS|LETTING|LETTING AGENTS|ESTATES|ESTATE AGENTS|PROPERTY|PROPERTIES|HOMES|HOUSING|RESIDENTIAL|MANAGEMENT|LANDLORD|LANDLORDS)(?=\s+RENT\b(?![- ](?:A|THE|N|TO OWN)\b))/;

/** The creditor with what the payment was for cut off (see the file's comment). */
export function cutPurpose(text: string, wrappers: readonly string[]): string {
  const debit = wrappers.length > 0 && isDebitWrapper(wrappers);
  const invoice = INVOICE_HINT.test(text) ? INVOICE_AFTER_FORM.exec(text) : null;
  if (invoice) return text.slice(0, invoice.index + invoice[0].length).trimEnd();
  const rent = text.includes(' RENT') ? RENT_AFTER_AGENT.exec(text) : null;
  if (rent) return text.slice(0, rent.index + rent[0].length);
  const found = (PURPOSE_HINT.test(text) ? PURPOSE_ANYWHERE.exec(text) : null) ?? (debit ? PURPOSE_IN_DEBIT.exec(text) : null);
  let creditor = found ? text.slice(0, found.index) : text;
  if (debit && wrappers.some((wrapper) => SPA_DEBIT.test(wrapper))) creditor = creditor.replace(SPA_AT_END, '');
  return creditor;
}
