import type { Category, DescriptorAnalysis } from '../domain';
import { LEGAL_ANYWHERE } from './normalize';
import { CITY_SET, REGION_CODE_SET } from './locations';
import { TOWN_SET } from './towns';

/**
 * What a line says about its payee beside the payee's name, read from the folded text: words the
 * normalizer removes from the name and a model would otherwise never see. Closed values only
 * (never a word of the line), so they may go to a model with the redacted text.
 */
export interface LineHints {
  /** A company's legal form (one the normalizer cuts wherever it stands) came after the name ("ACME CORP PAYROLL", "BLUE RIVER LLC"). */
  legalForm: boolean;
  /** The line says it pays rent, in words the name lost ("… WOHNBAU NORD MIETE 05/2024"). */
  rent: boolean;
  /**
   * The normalizer took a known town or city off the end ("THE BIKE SHED STELLENBOSCH"): the
   * words left are the name, so no last word of it is read as a town again.
   */
  townCut: boolean;
  /** The state or province code the normalizer took off the end, alone ("CO" of "… THERAPY 720-344-1980 CO"). */
  regionCut: string | undefined;
  /**
   * The line says the payment comes round: a standing order ("SO", "STO", "S/O", "STANDING ORDER",
   * Poland's ZLECENIE STALE, Czechia's TRVALY PRIKAZ, which pay the same payee on a schedule), New
   * Zealand's automatic payment ("AP WAIKATO PLUMBING LTD"), tuition the bank debits ("… DES:TUITION … PPD",
   * "ACH DEBIT … TUITION"), billed each term or month, or a mortgage by direct debit ("NATIONWIDE
   * BS MORTGAGE DD").
   */
  recurring: boolean;
  /** The line says it pays tuition. */
  tuition: boolean;
  /** A direct debit or a debit order pays the line ("DD", "DDR", "DIRECT DEBIT", "DEBIT ORDER"), not a card or a one-off bill payment. */
  directDebit: boolean;
  /** The line says it pays a town's or a county's tax ("… PROPERTY TAX", "… GRUNDSTEUER B"), which the name may have lost. */
  tax: boolean;
}

/**
 * Categories no standing order or schedule pays: a place to eat or a shop paid "SO" is a name
 * ("SO GOOD CAFE"), and nobody sets a shop's bill to repeat. Readers of `recurring` leave them out.
 */
export const ONE_OFF_CATEGORIES: ReadonlySet<Category> = new Set(['food_and_drink', 'groceries', 'shopping']);

/** Rent in the languages of the statements we read; a car's or a tool's rent is another trade. */
const RENT_WORDS = /\b(?:MIETE|MIETZAHLUNG|KALTMIETE|WARMMIETE|LOYER|LOYERS|HUUR|HUURPENNINGEN|ALQUILER|AFFITTO|HYRA|HUSLEIE|VUOKRA|CZYNSZ|NAJEM|NAJEMNE|RENT)\b/;

const NO_HINTS: LineHints = { legalForm: false, rent: false, townCut: false, regionCut: undefined, recurring: false, tuition: false, directDebit: false, tax: false };

/** A British or Irish standing order's code or words first on the line. */
const STANDING_ORDER = /^(?:SO|STO|S\/O|STANDING ORDER)\b/;
const TUITION = /\bTUITION\b/;
/**
 * A local tax in the words the bills print it with: property and real estate taxes, a county's tax
 * collector, a British council's tax (CTAX) and an Australian council's rates, Germany's taxes on land, dogs, trades and second homes and its land charges
 * (Grundbesitzabgaben). Fees for waste or sewage are no tax (9399, not 9311).
 */
const LOCAL_TAX = /\b(?:PROPERTY|REAL ESTATE|REAL PROPERTY) TAX(?:ES)?\b|\bTAX COLL(?:ECTOR)?\b|\b(?:GRUND|HUNDE|GEWERBE|ZWEITWOHNUNGS)STEUERN?\b|\bGRUNDBESITZABGABEN\b|\bC(?:OUNCIL )?TAX\b|\b(?:COUNCIL|SHIRE) RATES\b/;
const MORTGAGE = /\b(?:MORTGAGE|MTG)\b/;
/** The bank's debit of a biller: a US ACH entry (its DES: field, its PPD or WEB code, "ACH DEBIT") or a direct debit. */
const BANK_DEBIT = /\bDES:|\b(?:PPD|ACH|DIRECT DEBIT|DD)\b/;
/**
 * A mandate's debit as Britain, Ireland and South Africa print it (DD, DDR, "DIRECT DEBIT", "DEBIT
 * ORDER"), first, last, or before its reference ("… CTAX DD REF 4001…"). Not the SEPA debit's
 * names (PRLV, LASTSCHRIFT, INCASSO): labelled sets read France's and the Netherlands' tax debits
 * (PRLV SEPA DGFIP IMPOT) as no subscription, 9 of 9.
 */
const DIRECT_DEBIT = /^(?:DD|DDR)\b|\b(?:DD|DDR)$|\b(?:DD|DDR)(?= \d| REF\b)|\b(?:DIRECT DEBIT|DEBIT ORDER)\b/;
/** New Zealand's automatic payment before a name (a US bank's AP before a number is an authorisation code). */
const AUTOMATIC_PAYMENT = /^AP [A-Z]/;

/** Wrappers (as the normalizer reports them) of payments the payer set to repeat. */
const SCHEDULED_WRAPPERS: ReadonlySet<string> = new Set([
  'SO', 'SO TO', 'S/O', 'S/O TO', 'STO', 'STANDING ORDER', 'STANDING ORDER TO', 'STANDING ORDER VIA',
  'ZLECENIE STALE', 'PRZELEW ZLECENIE STALE', 'TRVALY PRIKAZ', 'TRVALA PLATBA',
]);

export function readLineHints(analysis: DescriptorAnalysis): LineHints {
  const words = analysis.folded.split(/[^A-Z0-9]+/).filter((word) => word.length > 0);
  const legalForm = words.slice(1).some((word) => LEGAL_ANYWHERE.has(word));
  // A rent word still in the name is the name's own ("RENT A CAR", "RENT OAKWOOD ESTATES"): its
  // trade words tell the model already.
  const rentWord = RENT_WORDS.exec(analysis.folded)?.[0];
  const rent = rentWord !== undefined && !analysis.normalized.split(' ').includes(rentWord);
  const tail = analysis.tail?.split(' ') ?? [];
  const townCut = tail.length > 0 && namesTown(tail);
  const regionCut = tail.length === 1 && REGION_CODE_SET.has(tail[0] ?? '') ? tail[0] : undefined;
  const tuition = TUITION.test(analysis.folded);
  const tax = LOCAL_TAX.test(analysis.folded);
  // "DD *DOORDASH" is DoorDash's star, no direct debit.
  const directDebit = DIRECT_DEBIT.test(analysis.folded) && !/^DD ?\*/.test(analysis.folded);
  const scheduled = analysis.wrapper?.some((wrapper) => SCHEDULED_WRAPPERS.has(wrapper) || (wrapper === 'AP' && AUTOMATIC_PAYMENT.test(analysis.folded))) ?? false;
  const recurring = STANDING_ORDER.test(analysis.folded) || scheduled || (tuition && BANK_DEBIT.test(analysis.folded)) || (directDebit && MORTGAGE.test(analysis.folded));
  return legalForm || rent || townCut || regionCut !== undefined || recurring || tuition || directDebit || tax ? { legalForm, rent, townCut, regionCut, recurring, tuition, directDebit, tax } : NO_HINTS;
}

/** Some run of one to three of the words is a listed town or city. */
function namesTown(words: readonly string[]): boolean {
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end += 1) {
      const place = words.slice(start, end).join(' ');
      if (TOWN_SET.has(place) || CITY_SET.has(place)) return true;
    }
  }
  return false;
}
