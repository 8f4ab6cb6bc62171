import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index';

/**
 * The continental European merchants of eu-more.jsonl: descriptors in the forms banks print,
 * with store numbers, towns and legal forms, name the merchant and its own domain, also where a
 * longer alias sits on another brand's name (ALDI TALK, MIGROS BANK, UNICREDIT BANK AUSTRIA);
 * names of other businesses that contain one of its aliases name none of them.
 */
describe('continental European merchant data', () => {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };

  it.each([
    ['ALDI TALK AUFLADUNG', 'Aldi Talk', 'alditalk.de'],
    ['MIGROS BANK AG', 'Migros Bank', 'migrosbank.ch'],
    ['UNICREDIT BANK AUSTRIA AG', 'Bank Austria', 'bankaustria.at'],
    ['ICA BANKEN', 'ICA Banken', 'icabanken.se'],
    ['BNL BNP PARIBAS', 'BNL', 'bnl.it'],
    ['OCHSNER SPORT 123 ZUERICH', 'Ochsner Sport', 'ochsnersport.ch'],
    ['LASTSCHRIFT EPRIMO GMBH ABSCHLAG', 'eprimo', 'eprimo.de'],
    ['KASTNER & OEHLER GRAZ', 'Kastner & Öhler', 'kastner-oehler.at'],
    ['NETTORAMA 012 ARNHEM', 'Nettorama', 'nettorama.nl'],
    ['SQ *ADEG 123 GRAZ', 'ADEG', 'adeg.at'],
    ['POLOMARKET 123 BYDGOSZCZ', 'POLOmarket', 'polomarket.pl'],
    ['FAZER CAFE HELSINKI', 'Fazer Café', 'fazer.com'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Each contains the name of a brand that is therefore left out of the data (ČEZ, EPAL,
  // A.S.Adventure, Direct Assurance, enercity, Da Grasso, Nordnet, Läderach) or kept only under a
  // longer alias (AMETLLER ORIGEN, FAZER CAFE, FRAPORT without FRANKFURT AIRPORT, ILVA as a
  // whole name), and is another business.
  it.each([
    'CEZ CAR WASH',
    'EPAL PALETTEN HANDEL',
    'NORDIC AS ADVENTURE PARK',
    'DIRECT ASSURANCE AGENCY LLC',
    'ENERCITY SOLAR INSTALLATIONS',
    'DA GRASSO TRATTORIA ROMA',
    'NORDNET WEB DESIGN',
    'LAEDERACH TREUHAND',
    'AMETLLER ADVOCATS',
    'FAZER ARTE LDA LISBOA',
    'STEIGENBERGER FRANKFURT AIRPORT',
    'HOTEL ILVA PORTOFERRAIO',
  ])('%s names no merchant', (descriptor) => {
    expect(answer(descriptor)).toBeNull();
  });
});
