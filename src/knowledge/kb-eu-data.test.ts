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
    ['SQ *ADEG 123 GRAZ', 'ADEG', 'adeg.at'],
    ['FAZER CAFE HELSINKI', 'Fazer Café', 'fazer.com'],
    ['TISCALI ITALIA SPA', 'Tiscali', 'tiscali.it'],
  ])('%s is %s (%s)', (descriptor, name, domain) => {
    expect(answer(descriptor)).toEqual([name, domain]);
  });

  // Each contains the name of a brand that is therefore left out of the data (ČEZ, EPAL, Direct
  // Assurance, Nordnet, Smyk) or kept only under a longer alias (AMETLLER ORIGEN, FAZER CAFE,
  // FRAPORT without FRANKFURT AIRPORT, MORELE.NET), is a sister brand in another trade (Sokos
  // Hotels) or spells a brand with other spaces (MARC O'POLO), and is another business.
  it.each([
    'CEZ CAR WASH',
    'EPAL PALETTEN HANDEL',
    'DIRECT ASSURANCE AGENCY LLC',
    'NORDNET WEB DESIGN',
    'AMETLLER ADVOCATS',
    'FAZER ARTE LDA LISBOA',
    'STEIGENBERGER FRANKFURT AIRPORT',
    'PRZEDSZKOLE SMYK WARSZAWA',
    'MORELE SKLEP OWOCOWY',
    'SOKOS HOTEL PRESIDENTTI HELSINKI',
    'HOTEL MARCO POLO VENEZIA',
  ])('%s names no merchant', (descriptor) => {
    expect(answer(descriptor)).toBeNull();
  });
});
