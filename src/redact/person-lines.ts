import type { Token } from './tokenize';

/**
 * Lines that pay or are paid by a person and name no merchant: wages and pensions ("SALARIS MEI
 * 2024 J. DE GRAAF"), rent to a private landlord ("CZYNSZ LIPIEC 2024 MIESZKANIE 12 PIOTR
 * ZIELINSKI"), money moved to the holder's own account ("UMBUCHUNG TAGESGELD JONAS FISCHER"), a
 * cheque ("CHEQUE 100234 PAID TO J MURPHY") and money given back ("ZWROT OD KAMIL NOWICKI").
 * After the line's own word, the month, the flat, the cheque's number and the direction, the
 * slot holds the person: the holder, the landlord, the payee or the friend.
 *
 * Words as tokens fold them (capitals, no accents, Greek in Latin letters: ΜΙΣΘΟΔΟΣΙΑ is
 * MISTHODOSIA, ΕΝΟΙΚΙΟ ENOIKIO). An employer or a letting agent stands in the same slot as often
 * ("PAYROLL DEPOSIT - ACME DENTAL GROUP", "RENT OAKWOOD LETTINGS"), so these contexts are medium:
 * the name lists must know the words, or a title must say it is a person.
 */
export const PERSON_LINE_OPENERS: readonly (readonly string[])[] = [
  // Wages, salaries and pensions: English, French, Dutch, German, Spanish, Italian, Finnish,
  // Swedish, Norwegian and Danish, Polish, Hungarian, Greek, Portuguese.
  ...`SALARY SAL WAGES PAYROLL SALAIRE SALARIS GEHALT LOHN NOMINA SUELDO STIPENDIO PALKKA LON LONN
  WYNAGRODZENIE PENSJA EMERYTURA MUNKABER FIZETES NYUGDIJ MISTHODOSIA MISTHOS SALARIO ORDENADO PENSIOEN ELAKE`
    .split(/\s+/)
    .map((word) => [word]),
  // A pension is a guesthouse too ("PENSION MARIA THERESIA"): only as a payment.
  ['PENSION', 'PAYMENT'], ['PENSION', 'CREDIT'], ['PENSION', 'DEPOSIT'], ['STATE', 'PENSION'],
  // Rent: English, German, Spanish, Dutch, Polish, French, Italian, Finnish, Swedish, Norwegian,
  // Hungarian, Greek.
  ...'RENT MIETE ALQUILER HUUR CZYNSZ LOYER AFFITTO VUOKRA HYRA HUSLEIE LAKBER ENOIKIO'.split(' ').map((word) => [word]),
  // Moves between the holder's own accounts: German, Finnish, Polish, Spanish, Dutch.
  ['UMBUCHUNG'], ['OMA', 'SIIRTO'], ['SIIRTO'], ['PRZELEW', 'WLASNY'], ['TRASPASO'], ['EIGEN', 'REKENING'],
  // Cheques, by their short codes too ("CHQ#00123 PIERRE GAGNON").
  ['CHECK'], ['CHEQUE'], ['CHQ'], ['CHK'],
  // Money given back by a person: English, German, French, Spanish, Dutch, Polish, Italian, Portuguese.
  ...'REFUND RUECKERSTATTUNG ERSTATTUNG REMBOURSEMENT DEVOLUCION TERUGBETALING ZWROT RIMBORSO REEMBOLSO'.split(' ').map((word) => [word]),
  ['MONEY', 'BACK'],
];

/**
 * What stands between such a line's word and the person: months (of the languages above, Greek
 * ones in Latin letters), the flat or unit and its number, the cheque's fields, the savings
 * account moved to, and the direction word. Numbers and dashes are skipped too.
 */
const LINE_FILLERS: ReadonlySet<string> = new Set(
  `JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC JANUARY FEBRUARY MARCH APRIL JUNE JULY AUGUST
  SEPTEMBER OCTOBER NOVEMBER DECEMBER JANUAR FEBRUAR MAERZ MARZ MAI JUNI JULI OKTOBER DEZEMBER JANVIER
  FEVRIER MARS AVRIL JUIN JUILLET AOUT SEPTEMBRE OCTOBRE NOVEMBRE DECEMBRE ENERO FEBRERO MARZO ABRIL
  MAYO JUNIO JULIO AGOSTO SEPTIEMBRE OCTUBRE NOVIEMBRE DICIEMBRE GENNAIO FEBBRAIO APRILE MAGGIO GIUGNO
  LUGLIO SETTEMBRE OTTOBRE DICEMBRE JANUARI FEBRUARI MAART MEI AUGUSTUS STYCZEN LUTY MARZEC KWIECIEN
  MAJ CZERWIEC LIPIEC SIERPIEN WRZESIEN PAZDZIERNIK LISTOPAD GRUDZIEN TAMMIKUU HELMIKUU MAALISKUU
  HUHTIKUU TOUKOKUU KESAKUU HEINAKUU ELOKUU SYYSKUU LOKAKUU MARRASKUU JOULUKUU JANUAR FEBRUAR MARS
  JUNIUS JULIUS MAJUS JANUAR FEBRUAR MARCIUS APRILIS AUGUSZTUS SZEPTEMBER OKTOBER NOVEMBER DECEMBER
  IANOUARIOS FEVROUARIOS MARTIOS APRILIOS MAIOS IOUNIOS IOULIOS AVGOUSTOS SEPTEMVRIOS OKTOVRIOS
  NOEMVRIOS DEKEMVRIOS IANOUARIOU FEVROUARIOU MARTIOU APRILIOU MAIOU IOUNIOU IOULIOU AVGOUSTOU
  SEPTEMVRIOU OKTOVRIOU NOEMVRIOU DEKEMVRIOU JANEIRO FEVEREIRO MARCO MAIO JUNHO JULHO SETEMBRO OUTUBRO
  NOVEMBRO DEZEMBRO
  FLAT UNIT APT APARTMENT PISO WHG WOHNUNG OG EG DG MIESZKANIE MIESZK APPARTEMENT APPARTAMENTO APP ASUNTO
  LAKAS LGH LEILIGHET LEJLIGHED DIAMERISMA ROOM ZIMMER KAMER
  TO FROM FOR POUR PARA VON VAN DE DA OD ZA AN A AL DEL DU DES AAN NAAR VERS SU DO NA TILL TIL IN
  PAID ISSUED PAYEE PAYER DEPOSIT DEPOSITED CREDIT CREDITED PAYMENT PMT NO NR N NUMBER EMETTEUR
  LANDLORD VERMIETER ARRENDADOR PROPIETARIO PROPRIETAIRE VERHUURDER WYNAJMUJACY
  KAUTION DEPOSITO FIANZA CAUTION WAARBORG BORG KAUCJA
  TAGESGELD SPARKONTO SPARBUCH FESTGELD SAASTOTILI SAASTOTILILLE SPAARREKENING AHORRO CUENTA OSZCZEDNOSCIOWY RACHUNEK
  TOTAL MONTHLY MENSUEL MENSUAL MONATLICH`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

function isFiller(token: Token | undefined): boolean {
  if (token === undefined) return false;
  return LINE_FILLERS.has(token.word) || /\d/.test(token.word) || /^[-–#:.]+$/.test(token.word);
}

/** The first token after a person line's own word and its fillers (see LINE_FILLERS). */
export function skipLineFillers(tokens: readonly Token[], from: number): number {
  let index = from;
  while (index < tokens.length && isFiller(tokens[index])) index += 1;
  return index;
}
