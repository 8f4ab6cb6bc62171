import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * Well-known merchants answered with the facts their statements carry (known18 audit): clothing
 * chains bill as family clothing (5651) and activewear brands as sports apparel (5699); a veterinary
 * hospital chain is health care like any vet; food-delivery apps bill as restaurants (5812); fuel
 * chains with a shop are fuel stations; a print shop online prints (2741); a brand's card, cloud or
 * TV service is answered on the brand's registrable domain; a brand's plan named after the brand
 * bills as the plan; a student-loan servicer is a lender and a free school run on donations a
 * charity; a brand is named as it writes itself. Each line: [line, merchant, domain, category,
 * MCC]. Invented store numbers, towns and references throughout.
 */
type Probe = readonly [line: string, merchant: string, domain: string | null, category: string, mcc: string | null];

const PROBES: readonly Probe[] = [
  // Clothing chains and activewear.
  ['ASOS.COM 7781 LONDON GB', 'ASOS', 'asos.com', 'shopping', '5651'],
  ['BOOHOO.COM UK LTD', 'Boohoo', 'boohoo.com', 'shopping', '5651'],
  ['FATFACE 0912 BATH', 'FatFace', 'fatface.com', 'shopping', '5651'],
  ['WHITE STUFF 0433 GUILDFORD', 'White Stuff', 'whitestuff.com', 'shopping', '5651'],
  ['SUPERDRY STORE 221 LEEDS', 'Superdry', 'superdry.com', 'shopping', '5651'],
  ['JOULES LTD MARKET HARBOROUGH', 'Joules', 'joules.com', 'shopping', '5651'],
  ['GYMSHARK LTD 0044', 'Gymshark', 'gymshark.com', 'shopping', '5699'],
  ['SWEATY BETTY 117 RICHMOND', 'Sweaty Betty', 'sweatybetty.com', 'shopping', '5699'],
  // Veterinary hospital chains.
  ['VCA ANIMAL HOSPITAL 0771 TUCSON AZ', 'VCA Animal Hospitals', 'vcahospitals.com', 'health_and_fitness', '0742'],
  ['BANFIELD PET HOSPITAL #2231 RENO NV', 'Banfield Pet Hospital', 'banfield.com', 'health_and_fitness', '0742'],
  ['MEDIVET 44 CHISWICK', 'Medivet', 'medivet.co.uk', 'health_and_fitness', '0742'],
  ['VETS4PETS 0318 HULL', 'Vets4Pets', 'vets4pets.com', 'health_and_fitness', '0742'],
  // Food-delivery apps.
  ['DELIVEROO 8841 MANCHESTER', 'Deliveroo', 'deliveroo.co.uk', 'food_and_drink', '5812'],
  ['GLOVO 7XQ2 VALENCIA', 'Glovo', 'glovoapp.com', 'food_and_drink', '5812'],
  ['SWIGGY ORDER 88412 BENGALURU', 'Swiggy', 'swiggy.com', 'food_and_drink', '5812'],
  // Fuel chains with a shop.
  ['QUIKTRIP 0912 TULSA OK', 'QuikTrip', 'quiktrip.com', 'transportation', '5541'],
  ["BUC-EE'S #41 DAYTONA BEACH FL", "Buc-ee's", 'buc-ees.com', 'transportation', '5541'],
  // Print shop, discount outlet.
  ['VISTAPRINT 866-207-4955 MA', 'Vistaprint', 'vistaprint.com', 'business_services', '7338'],
  ["OLLIE'S BARGAIN OUTLET #318 DOVER DE", "Ollie's Bargain Outlet", 'ollies.us', 'shopping', '5331'],
  // A brand's service on the brand's registrable domain.
  ['APPLECARD GSBANK PAYMENT 0412', 'Apple Card', 'apple.com', 'financial_services', '6012'],
  ['GOOGLE *YOUTUBE TV 0912', 'YouTube TV', 'youtube.com', 'entertainment', '4899'],
  ['GOOGLE CLOUD PLATFORM 0041', 'Google Cloud', 'google.com', 'software_and_technology', '7372'],
  // A lender, a charity.
  ['STUDENT LOANS COMPANY DD 0712', 'Student Loans Company', 'slc.co.uk', 'financial_services', '9399'],
  ['KHANACADEMY.ORG 0412 CA', 'Khan Academy', 'khanacademy.org', 'government_and_nonprofit', '8398'],
  // A brand's name, then one of its plans named later: the plan's billing facts.
  ['MARKS & SPENCER PLC M&S FOOD 0388 YORK', 'Marks & Spencer', 'marksandspencer.com', 'groceries', '5411'],
  ['MARKS AND SPENCER - M&S FOODHALL 1207 LEEDS', 'Marks & Spencer', 'marksandspencer.com', 'groceries', '5411'],
  ['MARKS & SPENCER 0412 CARDIFF', 'Marks & Spencer', 'marksandspencer.com', 'shopping', '5311'],
  // A brand named as it writes itself; a German shop's umlaut spelt out.
  ['INTERGLOBE AVIATION DELHI', 'IndiGo', 'goindigo.in', 'travel', '4511'],
  ['PARFUEMERIE DOUGLAS 0412 KOELN', 'Douglas', 'douglas.de', 'personal_care', '5977'],
];

describe('well-known merchants with the facts their statements carry (known18)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline(PROBES.map(([line]) => line));
  }, 120_000);

  it.each(PROBES)('%j is %j (%s, %s, %s)', (line, merchant, domain, category, mcc) => {
    const result = results.get(line);
    expect(result?.status).toBe('complete');
    expect([foldName(result?.merchant ?? ''), result?.domain, result?.category, result?.mcc_code]).toEqual([foldName(merchant), domain, category, mcc]);
  });
});
