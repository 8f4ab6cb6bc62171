import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';

/**
 * The US finance, health and auto data (us-finance-health-auto.jsonl: credit unions, banks,
 * lenders, insurers, hospital systems, labs, dealer groups, tolls and parking): payee lines in
 * the forms banks print, cut at 22 characters or with loan-payment words, name the merchant;
 * venues named after a credit union, towns and streets in a brand's name, and other businesses
 * whose names share the brand's words name none of them.
 */
describe('US finance, health and auto merchant data', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['RANDOLPH-BROOKS FCU LOAN PYMT 0412', 'Randolph-Brooks Federal Credit Union', 'rbfcu.org'],
    ['ONLINE PMT SUNCOAST CREDIT UNION WEB ID 1234567', 'Suncoast Credit Union', 'suncoastcreditunion.com'],
    ['MOUNTAIN AMERICA CREDI UT', 'Mountain America Credit Union', 'macu.com'],
    ['AMERICAN AIRLINES FEDE', 'American Airlines Federal Credit Union', 'aacreditunion.org'],
    ["GEORGIA'S OWN CREDIT U", "Georgia's Own Credit Union", 'georgiasown.org'],
    ['SELECT PORTFOLIO SVCG ACH PMT', 'Select Portfolio Servicing', 'spservicing.com'],
    ['BLUE SHIELD OF CALIFOR', 'Blue Shield of California', 'blueshieldca.com'],
    ['HCA FLORIDA HEALTHCARE 877-555-0100 FL', 'HCA Healthcare', 'hcahealthcare.com'],
    ['SQ *SONORA QUEST LABS MESA AZ', 'Sonora Quest Laboratories', 'sonoraquest.com'],
    ['PENSKE AUTOMOTIVE #1234 SCOTTSDALE AZ', 'Penske Automotive Group', 'penskeautomotive.com'],
    ['DELAWARE RIVER PORT AU', 'Delaware River Port Authority', 'drpa.org'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Arenas and events named after credit unions (VyStar, ICCU, SDCCU, Mission Fed), towns and
  // streets inside brand names (Lithia Springs, Echo Park, College Ave, Tampa General), and
  // businesses sharing a brand's ordinary words (Drive Time, Title Max, Medstar, Speedy Cash,
  // Grow Financial, John Hancock, Texas Children's) are other businesses.
  it.each([
    'VYSTAR VETERANS MEMORIAL ARENA',
    'ICCU ARENA MOSCOW ID',
    'MISSION FED ARTWALK',
    'CEFCU CENTER STAGE',
    'LITHIA CAFE',
    'ECHO PARK LAKE BOATHOUSE',
    'COLLEGE AVE STUDENT HOUSING',
    'TAMPA GENERAL STORE',
    'DRIVE TIME RADIO',
    'TITLE MAX INSURANCE',
    'MEDSTAR MOBILE HEALTHCARE',
    'SPEEDY CASH AND CARRY',
    'GROW FINANCIAL PLANNING LLC',
    'JOHN HANCOCK TOWER',
    'TEXAS CHILDRENS DENTISTRY',
  ])('%s names no merchant of this file', (descriptor) => {
    expect(answer(descriptor)).toBeNull();
  });
});
