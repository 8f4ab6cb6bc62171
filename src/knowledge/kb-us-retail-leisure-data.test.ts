import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';

/**
 * The US retail, leisure, travel and services data (us-retail-leisure.jsonl): descriptors in the
 * forms banks print, with processor prefixes, store numbers and places, name the merchant and its
 * domain; names of other businesses that share words with one of these brands name none of them.
 */
describe('US retail and leisure merchant data', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['SQ *KITH NYC NEW YORK NY', 'Kith', 'kith.com'],
    ['CHECKCARD 0412 DTLR 0213 LANDOVER MD', 'DTLR', 'dtlr.com'],
    ['CENTURY 21 STORES #2 BROOKLYN NY', 'Century 21 Stores', 'c21stores.com'],
    ['PIERCING PAGODA #1234 KING OF PRUSSIA PA', 'Banter by Piercing Pagoda', 'banter.com'],
    ['HOLIDAY INN CLUB VACATIONS', 'Holiday Inn Club Vacations', 'holidayinnclub.com'],
    ['MARGARITAVILLE AT SEA', 'Margaritaville at Sea', 'margaritavilleatsea.com'],
    ['SAN FRANCISCO MUSEUM OF MODERN ART', 'SFMOMA', 'sfmoma.org'],
    ['OMAHAS HENRY DOORLY ZOO', "Omaha's Henry Doorly Zoo and Aquarium", 'omahazoo.com'],
    ['MANHATTAN MINI STORAGE NEW YORK NY', 'Manhattan Mini Storage', 'manhattanministorage.com'],
    ['TST* EDWIN WATTS', 'Edwin Watts Golf', 'edwinwatts.com'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Each contains one of the brands' words or names and is another business: a real estate
  // franchise (Century 21 Stores), a café (Kith, Marine Layer), a hotel (Shinola, Red Coach Inn),
  // a law firm (Burke Williams Spa), an air-conditioning trade (Kenmore Air), another museum of
  // modern art (MoMA), a park on the Hudson, or a person paid through Square (James Allen).
  it.each([
    'KITH AND KIN CAFE',
    'MARINE LAYER COFFEE',
    'CENTURY 21 REAL ESTATE',
    'SHINOLA HOTEL',
    'REDCOACH INN',
    'BURKE WILLIAMS SORENSEN LLP',
    'KENMORE AIR CONDITIONING',
    'LOUISIANA MUSEUM OF MODERN ART',
    'HUDSON RIVER PARK',
    'SQ *JAMES ALLEN',
  ])('%s names no merchant', (descriptor) => {
    expect(answer(descriptor)).toBeNull();
  });
});
