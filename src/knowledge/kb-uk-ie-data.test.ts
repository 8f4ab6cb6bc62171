import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';

/**
 * The UK and Irish data (uk-ie-more): descriptors in the forms UK and Irish banks print (card
 * payments, direct debits, contactless, processor prefixes, towns) name the merchant and its
 * domain; names of other businesses that share a word with one of these brands name none of them.
 */
describe('UK and Irish merchant data', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['CARD PAYMENT TO LINCOLNSHIRE CO-OP ON 12-03', 'Lincolnshire Co-op', 'lincolnshire.coop'],
    ['SOUTHERN CO-OP 0456 PORTSMOUTH', 'Southern Co-op', 'southern.coop'],
    ['TST* MOWGLI STREET FOOD LIVERPOOL', 'Mowgli Street Food', 'mowglistreetfood.com'],
    ['COOPLANDS 0456 SCARBOROUGH', 'Cooplands', 'cooplands.co.uk'],
    ['DD DOMESTIC & GENERAL 12345678', 'Domestic & General', 'domesticandgeneral.com'],
    ['MALDRON HOTEL PEARSE ST', 'Maldron Hotels', 'maldronhotels.com'],
    ['DD SKIPTON BS 12345678', 'Skipton Building Society', 'skipton.co.uk'],
    ['ULSTER BANK IRELAND DAC', 'Ulster Bank', 'ulsterbank.ie'],
    ['UNIVERSITY OF MANCHESTER ACCOMMODATION', 'University of Manchester', 'manchester.ac.uk'],
    ['RBG KEW RICHMOND GB', 'Royal Botanic Gardens, Kew', 'kew.org'],
    ['DD TOOB LTD 1234567', 'Toob', 'toob.co.uk'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Each carries a word or the name of one of these brands, or a form a dropped alias would have
  // had (a Paris suburb for Malmaison, a Queens district for Kew Gardens, "UNIVERSITY COLLEGE" once
  // its town is stripped), and is another business or none.
  it.each([
    'CARTE 12/03 RUEIL MALMAISON',
    'KEW GARDENS HILLS BAGELS',
    'UNIVERSITY COLLEGE BIRMINGHAM',
    'GORDON RAMSAY ELECTRICAL GLASGOW',
    'COSY CLUB NAILS AND BEAUTY',
    'FAT HIPPO FITNESS',
    'PSYCLE BIKE SHOP',
    'GETT FIT BOOTCAMP',
    'METROLINE PLUMBING',
    'EDEN PROJECT NURSERY SCHOOL',
  ])('%s names no merchant', (descriptor) => {
    expect(answer(descriptor)).toBeNull();
  });
});
