import type { Category } from '../../src/domain';
import { normalizeDescriptor } from '../../src/knowledge';
import type { ModelInput } from '../../src/models/port';
import type { RedactedText } from '../../src/redact/types';

/**
 * Test inputs stand in for redactor output, with the canonical form prepareForModel would bring
 * (the builtin model reads it); the brand is only a compile-time marker.
 */
export function inputs(...texts: string[]): ModelInput[] {
  return texts.map((text) => ({ text: text as RedactedText, normalized: normalizeDescriptor(text) as RedactedText }));
}

/** What a good model answers for a descriptor, in the wire keys of src/models/wire-format.ts. */
export interface FixtureAnswer {
  name: string;
  domain: string | null;
  cat: Category;
  mcc: string | null;
  sub: boolean;
  conf: number;
}

/**
 * 25 descriptors as they reach a model (normalized, redacted, from shared/data/devset.jsonl),
 * with the answer a capable model gives. Used by the contract tests and bench/model-tokens.ts.
 */
export const REALISTIC_BATCH: ReadonlyArray<{ text: string; answer: FixtureAnswer }> = [
  { text: 'DISNEYPLUS BURBANK CA', answer: { name: 'Disney+', domain: 'disneyplus.com', cat: 'entertainment', mcc: '4899', sub: true, conf: 0.97 } },
  { text: 'CVS/PHARMACY #02714', answer: { name: 'CVS Pharmacy', domain: 'cvs.com', cat: 'health_and_fitness', mcc: '5912', sub: false, conf: 0.98 } },
  { text: 'GALAXY ARCADE & GAMES 0012', answer: { name: 'Galaxy Arcade & Games', domain: null, cat: 'entertainment', mcc: '7994', sub: false, conf: 0.82 } },
  { text: 'OCADO RETAIL LTD HATFIELD', answer: { name: 'Ocado', domain: 'ocado.com', cat: 'groceries', mcc: '5411', sub: false, conf: 0.95 } },
  { text: 'MYER 0123 MELBOURNE AUS', answer: { name: 'Myer', domain: 'myer.com.au', cat: 'shopping', mcc: '5311', sub: false, conf: 0.93 } },
  { text: 'Uber Eats help.uber.com CA', answer: { name: 'Uber Eats', domain: 'ubereats.com', cat: 'food_and_drink', mcc: '5814', sub: false, conf: 0.96 } },
  { text: 'LUXE NAILS & SPA 0214 MIAMI FL', answer: { name: 'Luxe Nails & Spa', domain: null, cat: 'personal_care', mcc: '7230', sub: false, conf: 0.85 } },
  { text: 'OLD NAVY US 5621 DENVER CO', answer: { name: 'Old Navy', domain: 'oldnavy.com', cat: 'shopping', mcc: '5651', sub: false, conf: 0.97 } },
  { text: 'SQ *HANDY HANK HOME REPAIRS', answer: { name: 'Handy Hank Home Repairs', domain: null, cat: 'home', mcc: '7349', sub: false, conf: 0.8 } },
  { text: 'HORNBACH BAUMARKT AG 123 MANNHEIM', answer: { name: 'Hornbach', domain: 'hornbach.de', cat: 'home', mcc: '5200', sub: false, conf: 0.95 } },
  { text: 'COMCAST XFINITY 800-266-2278 PA', answer: { name: 'Xfinity', domain: 'xfinity.com', cat: 'utilities', mcc: '4899', sub: true, conf: 0.95 } },
  { text: 'CRV*GREGGS PLC NEWCASTLE', answer: { name: 'Greggs', domain: 'greggs.co.uk', cat: 'food_and_drink', mcc: '5814', sub: false, conf: 0.94 } },
  { text: 'ALSAC ST JUDE MEMPHIS TN', answer: { name: "St. Jude Children's Research Hospital", domain: 'stjude.org', cat: 'government_and_nonprofit', mcc: '8398', sub: false, conf: 0.92 } },
  { text: 'ZOOM.COM 888-799-9666 CA', answer: { name: 'Zoom', domain: 'zoom.us', cat: 'software_and_technology', mcc: '7372', sub: true, conf: 0.96 } },
  { text: 'STATE FARM RO 27 CPC-CLIENT', answer: { name: 'State Farm', domain: 'statefarm.com', cat: 'financial_services', mcc: '6300', sub: true, conf: 0.95 } },
  { text: 'PROG DIRECT INS DES:INS PREM ID:XXXX1234', answer: { name: 'Progressive', domain: 'progressive.com', cat: 'financial_services', mcc: '6300', sub: true, conf: 0.9 } },
  { text: 'FEDEX 78912345678', answer: { name: 'FedEx', domain: 'fedex.com', cat: 'business_services', mcc: '4215', sub: false, conf: 0.97 } },
  { text: 'SKY DIGITAL DD', answer: { name: 'Sky', domain: 'sky.com', cat: 'utilities', mcc: '4899', sub: true, conf: 0.9 } },
  { text: 'AMZN Mktp US*2K4LL1Y82', answer: { name: 'Amazon', domain: 'amazon.com', cat: 'shopping', mcc: '5942', sub: false, conf: 0.98 } },
  { text: 'NOTION LABS, INC. SAN FRANCISCO CA', answer: { name: 'Notion', domain: 'notion.so', cat: 'software_and_technology', mcc: '7372', sub: true, conf: 0.96 } },
  { text: 'WL *STEAM PURCHASE 425-952-2985 WA', answer: { name: 'Steam', domain: 'steampowered.com', cat: 'entertainment', mcc: '5816', sub: false, conf: 0.96 } },
  { text: 'WAYFAIR 877-929-3247 MA', answer: { name: 'Wayfair', domain: 'wayfair.com', cat: 'home', mcc: '5712', sub: false, conf: 0.97 } },
  { text: 'AIRBNB * HMP8R3TXZQ AIRBNB.COM CA', answer: { name: 'Airbnb', domain: 'airbnb.com', cat: 'travel', mcc: '7011', sub: false, conf: 0.98 } },
  { text: 'DUNKIN #301842 Q35 PROVIDENCE RI', answer: { name: "Dunkin'", domain: 'dunkindonuts.com', cat: 'food_and_drink', mcc: '5814', sub: false, conf: 0.96 } },
  { text: 'MTA*METROCARD/BUS NEW YORK NY', answer: { name: 'MTA', domain: 'mta.info', cat: 'transportation', mcc: '4111', sub: false, conf: 0.93 } },
];

const BY_TEXT = new Map(REALISTIC_BATCH.map((entry) => [entry.text, entry.answer]));

/** The fixture answer for a known text; a plausible low-confidence answer for anything else. */
export function answerFor(text: string): FixtureAnswer {
  return (
    BY_TEXT.get(text) ?? {
      name: text.replace(/[^A-Za-z ]+/g, ' ').trim().split(/\s+/).slice(0, 2).join(' ') || 'Unknown',
      domain: null,
      cat: 'shopping',
      mcc: null,
      sub: false,
      conf: 0.6,
    }
  );
}
