import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';

/**
 * The regional data files (nl, de-at-ch, fr-be, es-it-pt, nordics, ca, au-nz, us-regional,
 * public-bodies): descriptors in the forms banks print, with store numbers and places, name the
 * merchant and its own country domain; names of other businesses that share a word with a
 * regional brand name none of them.
 */
describe('regional merchant data', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['PLUS 1234 UTRECHT', 'PLUS', 'plus.nl'],
    ['DAUERAUFTRAG VONOVIA SE MIETE OKT 2024', 'Vonovia', 'vonovia.de'],
    ['FRANCHISE TAX BD CASTTAXRFD', 'California Franchise Tax Board', 'ftb.ca.gov'],
    ['APPLEBEES NEIGH GRILL 1234 OMAHA NE', "Applebee's", 'applebees.com'],
    ['JUMBO SEAFOOD RIVERSIDE POINT SINGAPORE', 'Jumbo Seafood', 'jumboseafood.com.sg'],
    ['ROGERS & HOLLANDS JEWELERS', 'Rogers & Hollands', 'rogersandhollands.com'],
    ['KWANTUM 045 ZWOLLE', 'Kwantum', 'kwantum.nl'],
    ['NORMA FILIALE 123 NUERNBERG', 'Norma', 'norma-online.de'],
    ['NORAUTO 123 LYON', 'Norauto', 'norauto.fr'],
    ['CARTE 12/03 MONDIAL RELAY', 'Mondial Relay', 'mondialrelay.fr'],
    ['WORTEN LISBOA', 'Worten', 'worten.pt'],
    ['METRO DO PORTO', 'Metro do Porto', 'metrodoporto.pt'],
    ['LOTERIAS Y APUESTAS', 'Loterías y Apuestas del Estado', 'loteriasyapuestas.es'],
    ['HESBURGER HELSINKI', 'Hesburger', 'hesburger.fi'],
    ['CANADA COMPUTERS #12 TORONTO ON', 'Canada Computers', 'canadacomputers.com'],
    ['BRUMBYS BAKERY PARRAMATTA NSW', "Brumby's Bakery", 'brumbys.com.au'],
    ['PILLOW TALK CASTLE HILL', 'Pillow Talk', 'pillowtalk.com.au'],
    ['WHITCOULLS QUEEN ST AUCKLAND', 'Whitcoulls', 'whitcoulls.co.nz'],
    ['GABES #123 MORGANTOWN WV', "Gabe's", 'gabesstores.com'],
    ['DWP UC 12345678', 'DWP', 'gov.uk'],
    ['REVENUE NSW', 'Revenue NSW', 'revenue.nsw.gov.au'],
    ['SKATTEVERKET', 'Skatteverket', 'skatteverket.se'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Each shares a word or a spelling with a regional brand, or with what is left of one of its
  // aliases once places, legal suffixes and numbers are stripped (carsales, Cultura, JET, Quick,
  // SEEK, Dusk, Stadium, XXL, PLUS, L'Osteria, ANTS, Hermes Germany, Stadtwerke München, Roller,
  // Alternate, EMT Madrid, S-Bahn Berlin, "HI3G ACCESS"), and is another business or none.
  it.each([
    'ABC CAR SALES',
    'COFFEE CULTURE',
    'JET CAR WASH',
    'QUICK LUBE OIL CHANGE',
    'SEEK AND FIND TOYS',
    'DUSK TILL DAWN CAFE',
    'STADIUM PARKING',
    'XXL PIZZA',
    'PLUS SIZE BOUTIQUE',
    'OSTERIA DA MARIO',
    'ANTS PEST CONTROL',
    'HERMES PARIS',
    'STADTWERKE KOELN',
    'ROLLER SKATE CENTER',
    'ALTERNATE ROUTE',
    'EMT MALAGA',
    'S BAHN HAMBURG',
    'ACCESS',
  ])(
    '%s names no regional merchant',
    (descriptor) => {
      expect(answer(descriptor)).toBeNull();
    },
  );
});
