import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';

/**
 * The US regional food data (us-food-regional.jsonl): restaurant chains, specialty grocers,
 * convenience stores, liquor stores and meal subscriptions, in the forms banks print them (store
 * numbers, towns, processor prefixes, names cut at 22 characters). Their aliases keep a word of
 * the brand's own, so other businesses that share a word or a phrase with one name none of them.
 */
describe('US regional food merchant data', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['ZABARS 2245 BROADWAY NEW YORK NY', "Zabar's", 'zabars.com'],
    ['TST* LOS TACOS NO 1 NEW YORK NY', 'Los Tacos No. 1', 'lostacos1.com'],
    ['SQ *RUSS & DAUGHTERS NEW YORK NY', 'Russ & Daughters', 'russanddaughters.com'],
    ['PRIMANTI BROS PITTSBURGH PA', 'Primanti Bros.', 'primantibros.com'],
    ['PHILLY PRETZEL FACTORY #112 CHERRY HILL NJ', 'Philly Pretzel Factory', 'phillypretzelfactory.com'],
    ['ROSCOES HOUSE OF CHICKE LONG BEACH CA', "Roscoe's House of Chicken and Waffles", 'roscoeschickenandwaffles.com'],
    ['IVARS #12 LYNNWOOD WA', "Ivar's", 'ivars.com'],
    ['ZINGERMANS DELI ANN ARBOR MI', "Zingerman's", 'zingermans.com'],
    ['FIIZ DRINKS OREM UT', 'Fiiz Drinks', 'fiizdrinks.com'],
    ['KWIK FILL #1234 WARREN PA', 'Kwik Fill', 'kwikfill.com'],
    ['FIRSTLEAF WINE CLUB', 'Firstleaf', 'firstleaf.com'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Each carries a word or a phrase of a brand above (Tatte, Macayo's, Pequod's, Vocelli,
  // Sugarfire, Atlanta Bread, Hawaiian Bros, Lucille's, Gary's Wine, Maid-Rite, Joe Coffee,
  // 7 Leaves, Bubba's 33, Zankou, Foodtown) and is another business: the brand's word alone or its
  // trade word after another name is no alias of it.
  it.each([
    'TATTE TAILORING BOSTON MA',
    'MACAYO RANCH SUPPLY',
    'PEQUODS MARINE SUPPLY',
    'VOCELLI MUSIC STUDIO',
    'SUGARFIRE CANDLE CO',
    'ATLANTA BREAD BASKET BAKERY',
    'HAWAIIAN BROS SHAVE ICE',
    'LUCILLES BBQ SHACK',
    'GARYS WINE BAR & BISTRO',
    'MAID RITE CLEANING SERVICE',
    'CUP OF JOE COFFEE CO',
    'THE LEAVES CAFE PORTLAND',
    'BUBBAS BBQ 3301 DALLAS TX',
    'ZANKOU RUG GALLERY',
    'FOODTOWN AUTO PARTS',
  ])('%s names no merchant', (descriptor) => {
    expect(answer(descriptor)).toBeNull();
  });
});
