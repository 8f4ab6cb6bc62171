import { describe, expect, it } from 'vitest';
import { cutPurpose, isDebitWrapper } from './creditor-purpose';
import { normalizeDescriptor } from './normalize';

describe('cutPurpose', () => {
  it.each([
    // Purpose words no name ends with go wherever they follow a word of the name.
    ['SPORTVEREIN BLAU-WEISS E.V. MITGLIEDSBEITRAG 2024', [], 'SPORTVEREIN BLAU-WEISS E.V.'],
    ['HUK-COBURG KFZ-BEITRAG 03/2024', [], 'HUK-COBURG'],
    ['STADTWERKE BONN ABSCHLAG STROM', [], 'STADTWERKE BONN'],
    ['AUTOSTRADE PER L ITALIA PEDAGGI MARZO', [], 'AUTOSTRADE PER L ITALIA'],
    ['GEMEENTE UTRECHT AANSLAG 2024', [], 'GEMEENTE UTRECHT'],
    ['SZKOLA TANCA OPLATA ZA KWIECIEN', [], 'SZKOLA TANCA'],
    // Polish tuition and rent.
    ['PRZEDSZKOLE SLONECZKO CZESNE 09/2024', ['PRZELEW'], 'PRZEDSZKOLE SLONECZKO'],
    ['SPOLDZIELNIA MIESZKANIOWA CZYNSZ MARZEC', [], 'SPOLDZIELNIA MIESZKANIOWA'],
    // What a German transfer paid for, a tax and its year.
    ['TANZSCHULE KRAUSE ANMELDUNG GRUNDKURS', ['UEBERWEISUNG'], 'TANZSCHULE KRAUSE'],
    ['HAUSVERWALTUNG BERG KAUTION WHG 4', ['UEBERWEISUNG'], 'HAUSVERWALTUNG BERG'],
    ['FINANZAMT KOELN-MITTE EST 2022', ['UEBERWEISUNG'], 'FINANZAMT KOELN-MITTE'],
    // Words that also name things are purposes only in a direct debit.
    ['SFR FACTURE 03/2024', ['PRLV SEPA'], 'SFR'],
    ['IREN MERCATO SPA FATTURA 2024', ['ADDEBITO SDD'], 'IREN MERCATO'],
    ['ORANGE POLSKA FAKTURA 12', ['POLECENIE ZAPLATY'], 'ORANGE POLSKA'],
    ['FACTORY INVOICE CO', [], 'FACTORY INVOICE CO'],
    ['PREMIO PIZZA', ['CB'], 'PREMIO PIZZA'],
    // The kind of insurance a debit collects, and what pagoPA pays a public body for.
    ['ALLIANZ HAUSRAT-VERSICHERUNG', ['SEPA-LASTSCHRIFT'], 'ALLIANZ'],
    ['DEVK KFZ VERSICHERUNG', ['LASTSCHRIFT'], 'DEVK'],
    ['COMUNE DI BERGAMO TARI 2024', ['PAGOPA'], 'COMUNE DI BERGAMO'],
    ['AMMERLAENDER VERSICHERUNG', ['LASTSCHRIFT'], 'AMMERLAENDER VERSICHERUNG'],
    // Bills paid at Latin American banks, and what they paid: tuition, public services, fines, rent.
    ['COLEGIO ANGLO COLOMBIANO PENSION', ['PAGO PSE'], 'COLEGIO ANGLO COLOMBIANO'],
    ['ACUEDUCTO DE POPAYAN SERVICIOS PUBLICOS', ['PAGO PSE'], 'ACUEDUCTO DE POPAYAN'],
    ['MUNICIPALIDAD DE SURCO MULTA', ['PAGO SERV'], 'MUNICIPALIDAD DE SURCO'],
    ['PARROQUIA SAN JOSE DONATIVO', ['PAGO SERVICIO'], 'PARROQUIA SAN JOSE'],
    ['INMOBILIARIA SOL SL ALQUILER', ['ADEUDO RECIBO'], 'INMOBILIARIA SOL SL'],
    ['JARDIN INFANTIL LOS PATITOS MENSUALIDAD', ['PAC'], 'JARDIN INFANTIL LOS PATITOS'],
    ['TENNISVERENIGING DE BAAN INCASSO', ['SEPA INCASSO'], 'TENNISVERENIGING DE BAAN'],
    // A monthly fee and Israel's municipal tax are purposes after any wrapper or none.
    ['MOATZA EZORIT EMEK HEFER ARNONA', [], 'MOATZA EZORIT EMEK HEFER'],
    ['GIMNASIO OLIMPO MENSUALIDAD', ['CB'], 'GIMNASIO OLIMPO'],
    // Names' words: a guesthouse after a card's wrapper, a hostel's pension without one.
    ['HOSTAL PENSION ROSA', ['COMPRA'], 'HOSTAL PENSION ROSA'],
    ['HOTEL PENSION SONNENHANG', ['LASTSCHRIFT'], 'HOTEL PENSION SONNENHANG'],
    ['COLEGIO SANTA URSULA PENSION MARZO', ['PAGO SERV'], 'COLEGIO SANTA URSULA'],
    ['CAFE LA MULTA', ['POS'], 'CAFE LA MULTA'],
    // English rent after a letting agent or a company's form; a renting business keeps its RENT.
    ['HARBOUR LETTINGS LTD RENT FLAT 4 HIGH ST', [], 'HARBOUR LETTINGS LTD'],
    ['CITYSIDE LETTINGS RENT 14 PARK ROAD', ['SO'], 'CITYSIDE LETTINGS'],
    ['ACME ESTATES LTD RENT JUNE', [], 'ACME ESTATES LTD'],
    ['ENTERPRISE RENT-A-CAR', [], 'ENTERPRISE RENT-A-CAR'],
    ['ACME HOMES LTD RENT A ROOM', [], 'ACME HOMES LTD RENT A ROOM'],
    ['RENT THE RUNWAY', [], 'RENT THE RUNWAY'],
    // A Polish payment's word alone, Czech rent.
    ['SZKOLA MUZYCZNA ALLEGRO OPLATA', ['PRZELEW'], 'SZKOLA MUZYCZNA ALLEGRO'],
    ['BYTOVE DRUZSTVO NOVA ULICE NAJEM', ['TRVALY PRIKAZ'], 'BYTOVE DRUZSTVO NOVA ULICE'],
  ])('%j after %j → %j', (text, wrappers, expected) => {
    expect(cutPurpose(text, wrappers)).toBe(expected);
  });

  it('needs a word of the name before the purpose', () => {
    expect(cutPurpose('RUNDFUNKBEITRAG', ['SEPA-LASTSCHRIFT'])).toBe('RUNDFUNKBEITRAG');
    expect(cutPurpose('CZESNE', ['PRZELEW'])).toBe('CZESNE');
    expect(cutPurpose('ARD ZDF DEUTSCHLANDRADIO BEITRAGSSERVICE', [])).toBe('ARD ZDF DEUTSCHLANDRADIO BEITRAGSSERVICE');
  });

  it('reads an Italian direct debit\'s SPA as the legal form, and no other line\'s', () => {
    expect(cutPurpose('A2A ENERGIA SPA', ['ADDEBITO DIRETTO'])).toBe('A2A ENERGIA');
    expect(cutPurpose('TERME DI SATURNIA SPA', ['PAGAMENTO POS'])).toBe('TERME DI SATURNIA SPA');
  });

  it('knows direct debits in the banks\' words', () => {
    for (const wrapper of ['SEPA-LASTSCHRIFT', 'PRLV SEPA', 'ADDEBITO SDD', 'ADEUDO RECIBO', 'SEPA INCASSO', 'DOMICILIERING', 'POLECENIE ZAPLATY', 'DEBIT ORDER', 'NACH DR', 'D/D', 'AVTALEGIRO', 'PAGO PSE', 'PAGO SERV', 'PAGTO CONTA', 'PAC', 'E-FAKTURA']) {
      expect(isDebitWrapper([wrapper]), wrapper).toBe(true);
    }
    for (const wrapper of ['CB', 'POS', 'KARTENZAHLUNG', 'COMPRA TARJ', 'REDCOMPRA', 'COMPRA EN', 'PAGAMENTO POS']) expect(isDebitWrapper([wrapper]), wrapper).toBe(false);
  });

  it('leaves the creditor for the normalizer', () => {
    expect(normalizeDescriptor('SEPA-Lastschrift Hansa Versicherungs-AG Kfz-Beitrag IBAN DE02120300000000202051')).toBe('HANSA');
    expect(normalizeDescriptor('PRLV SEPA GROUPE CANAL+ ABONNEMENT 04/2024')).toBe('GROUPE CANAL+');
  });
});
