import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * Long-tail audit tail18b, through the whole pipeline with the builtin model: trade and name
 * nouns cut at the statement's width, PT after a US practice's name, shop words whose trade is
 * groceries, ENGINEERING after a home trade, and an employer's pay words after its name. Invented
 * lines, each [line, merchant, category, MCC] ("A|B" accepts either; "" for no MCC). Controls
 * keep what is read right today.
 */
type Probe = readonly [line: string, merchant: string, category: string, mcc: string];

const PROBES: readonly Probe[] = [
  // 1. Words cut at the field's width at a name's end.
  ['ASPEN GROVE VETERINARY CL', 'Aspen Grove Veterinary Clinic', 'health_and_fitness', '0742'],
  ['LAKEVIEW ANIMAL HOSPIT', 'Lakeview Animal Hospital', 'health_and_fitness', '0742'],
  ['WILLOW CREEK DENTAL CENT', 'Willow Creek Dental Center|Willow Creek Dental Centre', 'health_and_fitness', '8021'],
  ['NORTHGATE FAMILY DENTISTR', 'Northgate Family Dentistry', 'health_and_fitness', '8021'],
  ['CB BOULANGERIE DU MARCH 14/05', 'Boulangerie du Marché|Boulangerie du Marche', 'food_and_drink', '5462'],
  ['CB PHARMACIE DE LA GA 02/06', 'Pharmacie de la Gare', 'health_and_fitness', '5912'],
  ['CB BOUCHERIE DE LA GA 11/02', 'Boucherie de la Gare', 'groceries', '5422|5411'],
  ['CB TABAC DU MARCH 07/07', 'Tabac du Marché|Tabac du Marche', 'shopping', '5993'],
  ['CARREFO', 'Carrefour', 'groceries', '5411'],
  ['PINE RIDGE CHIROPRACT', 'Pine Ridge Chiropractic', 'health_and_fitness', '8041'],
  // 2. PT after a US practice's name is physical therapy; PHYSIO in the UK and Australia.
  ['SUMMIT RIDGE PT', 'Summit Ridge PT', 'health_and_fitness', '8049|8099'],
  ['CORE PT & SPORTS', 'Core PT & Sports|Core PT and Sports', 'health_and_fitness', '8049|8099'],
  ['CARD PURCHASE BLUE HERON PT DENVER CO', 'Blue Heron PT', 'health_and_fitness', '8049|8099'],
  ['POS DEBIT KINETIC PT PLLC', 'Kinetic PT|Kinetic PT PLLC', 'health_and_fitness', '8049|8099'],
  ['EVERGREEN PT AND REHAB', 'Evergreen PT and Rehab|Evergreen PT & Rehab', 'health_and_fitness', '8049|8099'],
  ['HARBOURSIDE PHYSIO', 'Harbourside Physio', 'health_and_fitness', '8049|8099'],
  ['NEWTOWN PHYSIO CLINIC', 'Newtown Physio Clinic', 'health_and_fitness', '8049|8099'],
  // 3. Shop words whose trade is groceries (or ice cream).
  ['MAPLE HOLLOW COUNTRY STORE', 'Maple Hollow Country Store', 'groceries', '5499'],
  ['BRANDT COUNTRY STORE', 'Brandt Country Store', 'groceries', '5499'],
  ['SUNNY ACRES FARM STAND', 'Sunny Acres Farm Stand', 'groceries', '5499'],
  ['SALT POINT OYSTER FARM', 'Salt Point Oyster Farm', 'groceries', '5422'],
  ['CAPE ANN FISH MARKET', 'Cape Ann Fish Market', 'groceries', '5422'],
  ['NOVAK MEAT MARKET', 'Novak Meat Market', 'groceries', '5422'],
  ['MOO MOO CREAMERY', 'Moo Moo Creamery', 'food_and_drink', '5814|5812'],
  // 4. ENGINEERING after a home trade: the trade wins.
  ['LEE HUAT AIRCON ENGINEERING CO', 'Lee Huat Aircon Engineering|Lee Huat Aircon Engineering Co', 'home', '1711'],
  ['SENG KEE ELECTRICAL ENGINEERING', 'Seng Kee Electrical Engineering', 'home', '1731'],
  ['HOCK LEONG PLUMBING ENGINEERING', 'Hock Leong Plumbing Engineering', 'home', '1711'],
  ['TAN BROS AIRCON ENG CO', 'Tan Bros Aircon Eng|Tan Bros Aircon Eng Co', 'home', '1711'],
  // 5. An employer's pay words after its name.
  ['BGC NORTHWIND FREIGHT PAYROLL MAR SAL', 'Northwind Freight', 'business_services', '|4215'],
  ['GLOBEX HOLDINGS PAYROLL FEB SAL', 'Globex Holdings', 'business_services', ''],
  ['INITECH SYSTEMS WAGES WK 12', 'Initech Systems', 'business_services', ''],
  ['HOOLI MEDIA SALARY WEEK 07', 'Hooli Media', 'business_services', ''],
  ['STARK HAULAGE PAYROLL OCT', 'Stark Haulage', 'business_services', ''],
  // Controls: read right today, and must stay so.
  ['HILLCREST VETERINARY CLINIC', 'Hillcrest Veterinary Clinic', 'health_and_fitness', '0742'],
  ['CB BOULANGERIE DU PARC 12/03', 'Boulangerie du Parc', 'food_and_drink', '5462'],
  ['CB PHARMACIE DES ARCADES 09/09', 'Pharmacie des Arcades', 'health_and_fitness', '5912'],
  ['BAYSIDE PHYSICAL THERAPY', 'Bayside Physical Therapy', 'health_and_fitness', '8049|8099'],
  ['PT STUDIO NORTH', 'PT Studio North', 'health_and_fitness', '7997'],
  ['APEX ENGINEERING CO', 'Apex Engineering|Apex Engineering Co', 'business_services', '8911'],
  ['LAKESIDE MOTOR ENGINEERING', 'Lakeside Motor Engineering', 'transportation', '7538'],
  ['PIKE PLACE FISH MARKET', 'Pike Place Fish Market', 'groceries', '5422'],
  ['HILLTOP GENERAL STORE', 'Hilltop General Store', 'shopping', '5399'],
  ['ACME CORP PAYROLL', 'Acme', 'business_services', ''],
  ['DOCKSIDE OYSTER BAR', 'Dockside Oyster Bar', 'food_and_drink', '5812'],
  ['PADARIA SOL NASCENTE LISBOA PT', 'Padaria Sol Nascente', 'food_and_drink', '5462|5814'],
  ['CB CAFE DU PONT 03/03', 'Cafe du Pont|Café du Pont', 'food_and_drink', '5814|5812'],
  ['SPARKLE DENTAL CARE', 'Sparkle Dental Care', 'health_and_fitness', '8021'],
  ['RIVERBEND ANIMAL CLINIC', 'Riverbend Animal Clinic', 'health_and_fitness', '0742'],
];

describe('cut trade nouns, PT practices, grocery shop words, trade engineering and pay words (tail18b)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline(PROBES.map(([line]) => line));
  }, 120_000);

  const scored = (line: string, merchant: string, category: string, mcc: string): [string, string, string] => {
    const result = results.get(line);
    if (result?.status !== 'complete') return [`<${result?.status ?? 'missing'}>`, '', ''];
    const name = result.merchant ?? '';
    const gotMcc = result.mcc_code ?? '';
    return [
      merchant.split('|').map(foldName).includes(foldName(name)) ? merchant : name,
      category === result.category ? category : (result.category ?? ''),
      mcc.split('|').includes(gotMcc) ? mcc : gotMcc,
    ];
  };

  it.each(PROBES)('%j is %j (%s, %s)', (line, merchant, category, mcc) => {
    expect(scored(line, merchant, category, mcc)).toEqual([merchant, category, mcc]);
  });
});
