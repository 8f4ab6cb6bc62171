import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';

/**
 * The Canadian, Australian / New Zealand and digital-subscription merchants of
 * ca-anz-digital-more.jsonl: descriptors in the forms banks print (processor prefixes, store
 * numbers, places, bill-payment words) name the merchant and its domain; other businesses that
 * share a word or a cut spelling with one of them name none of them.
 */
describe('ca-anz-digital merchant data', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['SQ *BEAVERTAILS OTTAWA ON', 'BeaverTails', 'beavertails.com'],
    ['TST* HERO CERTIFIED BURGERS TORONTO ON', 'Hero Certified Burgers', 'heroburgers.com'],
    ['SPEEDY GLASS #123 CALGARY AB', 'Speedy Glass', 'speedyglass.ca'],
    ['BEANFIELD PREAUTHORIZED DEBIT', 'Beanfield', 'beanfield.com'],
    ['FAIRSTONE BILL PAYMENT', 'Fairstone', 'fairstone.ca'],
    ['HALIFAX HARBOUR BRIDGES MACPASS', 'Halifax Harbour Bridges', 'hdbc.ca'],
    ['JOE FRESH #1234 TORONTO ON', 'Joe Fresh', 'joefresh.com'],
    ['HAIGHS CHOCOLATES ADELAIDE SA', "Haigh's Chocolates", 'haighschocolates.com.au'],
    ['AUSTRALIANSUPER DIRECT DEBIT', 'AustralianSuper', 'australiansuper.com'],
    ['KMART TYRE & AUTO 1234 PERTH WA', 'Kmart Tyre & Auto Service', 'ktas.com.au'],
    ['TAILSCALE 800-555-0100 US', 'Tailscale', 'tailscale.com'],
    ['PAYPAL *STREAMYARD', 'StreamYard', 'streamyard.com'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Each shares a word or a statement cut with one of the brands (AustralianSuper, Cambrian Credit
  // Union, Jesters Pies, Krisp, Humpty's, Kindred and Libro credit unions, Mistral AI, Borrowell,
  // DeleteMe, Koko Black, First West Credit Union), and is another business or none.
  it.each([
    'THE AUSTRALIAN',
    'AUSTRALIAN SUPERMARKET',
    'CAMBRIA',
    'THE JESTER PUB',
    'KRISP CHICKEN',
    'HUMPTY DUMPTY DAYCARE',
    'KINDRED COFFEE',
    'LIBRO CAFE MADRID',
    'MISTRAL RESTAURANT',
    'BORROW A BOAT',
    'DELETE TATTOO REMOVAL',
    'KOKO BLACK HAIR SALON',
    'FIRST WEST REALTY',
  ])('%s names no merchant of these', (descriptor) => {
    expect(answer(descriptor)).toBeNull();
  });
});
