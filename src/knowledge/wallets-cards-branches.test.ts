import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeDescriptor, loadKnowledgeBase, normalizeDescriptor, readTransaction } from './index';

describe('card schemes, wallets and branch numbers around a shop', () => {
  // Building the index once takes a while on a loaded machine.
  beforeAll(() => {
    loadKnowledgeBase();
  }, 120_000);

  it.each([
    // Belgium's debit card before the shop.
    ["BANCONTACT FRITUUR 'T HOEKSKE GENT", 'FRITUUR T HOEKSKE'],
    // A Danish wallet printed without its star before a shop and its town.
    ['MOBILEPAY FRISOR KLIP & KRUL AARHUS', 'FRISOR KLIP & KRUL'],
    // Austria's Bankomat card before a shop.
    ['BANKOMAT KAFFEEHAUS GRUENWALD WIEN', 'KAFFEEHAUS GRUENWALD'],
    // A German branch's number.
    ['Kartenzahlung Baeckerei Schmidt Filiale 3 Bremen', 'BAECKEREI SCHMIDT'],
  ])('%j → %j', (raw, normalized) => {
    expect(normalizeDescriptor(raw)).toBe(normalized);
  });

  it('keeps a wallet transfer to a person the wallet’s', () => {
    expect(loadKnowledgeBase().match('MobilePay Mette Sørensen')?.name).toBe('MobilePay');
    expect(loadKnowledgeBase().match('BIZUM ENVIADO A LAURA MARTINEZ CENA')?.name).toBe('Bizum');
    expect(loadKnowledgeBase().match('BANCONTACT DELHAIZE GENT 14/03')?.name).toBe('Delhaize');
  });

  it('reads a Bankomat card payment at a trade as a purchase, cash from the machine as cash', () => {
    expect(readTransaction(analyzeDescriptor('BANKOMAT KAFFEEHAUS GRUENWALD WIEN')).kind).toBe('purchase');
    expect(readTransaction(analyzeDescriptor('Bargeldbehebung Bankomat 14.03. 10:12 K1')).kind).toBe('atm');
    expect(readTransaction(analyzeDescriptor('BANKOMAT 14.03 WIEN')).kind).toBe('atm');
    expect(readTransaction(analyzeDescriptor('BANKOMAT EURONET WARSZAWA')).kind).toBe('atm');
  });

  it('reads a brand followed by its country and its own trade as the brand, a name and another trade as another business', () => {
    const knowledge = loadKnowledgeBase();
    expect(knowledge.match('RECIBO MAPFRE ESPANA SEGUROS')?.name).toBe('Mapfre');
    expect(knowledge.match('ARTSEN ZONDER GRENZEN DONATIE')?.name).toBe('Artsen zonder Grenzen');
    expect(knowledge.match('GOETHE-INSTITUT MUENCHEN')?.name).toBe('Goethe-Institut');
    expect(knowledge.match('MAPFRE JOES PLUMBING')).toBeNull();
  });
});
