import { describe, expect, it } from 'vitest';
import { descriptorCountry } from './country';
import { loadKnowledgeBase } from './index';
import { analyzeDescriptor, normalizeDescriptor } from './normalize';

/**
 * National banks' layouts: the bank's and the processor's words go, the counterparty stays, and
 * its town, state, legal form and what it was paid for go to the tail or away.
 */
describe('national banks\' layouts', () => {
  it.each([
    // New Zealand, Singapore, South Africa, India.
    ['EFTPOS TRANSACTION COUNTDOWN PONSONBY', 'COUNTDOWN'],
    ['NETS QR HAWKER CHAN BUGIS', 'HAWKER CHAN'],
    ['NETS OLD CHANG KEE JURONG EAST', 'OLD CHANG KEE'],
    ['DEBIT ORDER DISCOVERY LIFE', 'DISCOVERY LIFE'],
    ['YOCO *KOTA KING SOWETO', 'KOTA KING'],
    ['UPI/P2M/412345678901/ZOMATO LIMITED/HDFC/zomato@hdfcbank/Payment', 'ZOMATO'],
    ['UPI-GUPTA SWEETS AND NAMKEEN-gupta.sweets@okaxis-UTIB0001234-412398761234-UPI', 'GUPTA SWEETS AND NAMKEEN'],
    ['NEFT DR-SBIN0001234-ACME TRADERS PVT LTD-NETBANK, MUM-N123456789-RENT', 'ACME TRADERS'],
    ['NACH DR HDFC ERGO GENERAL INSURANCE POLICY NO 2312 4567 8901', 'HDFC ERGO GENERAL INSURANCE'],
    // Brazil and Mexico: card words, processors, states.
    ['COMPRA CARTAO CRED VISA 14/03 MAGAZINE LUIZA SAO PAULO', 'MAGAZINE LUIZA'],
    ['COMPRA NO DEBITO PADARIA BELLA VISTA CURITIBA PR', 'PADARIA BELLA VISTA'],
    ['PAGSEGURO*LANCHONETE DO ZE', 'LANCHONETE DO ZE'],
    ['TACOS EL GUERO ZAPOPAN JAL', 'TACOS EL GUERO'],
    ['PAGO DE SERVICIOS TELCEL', 'TELCEL'],
    ['PAGO REFERENCIADO IZZI TELECOM', 'IZZI TELECOM'],
    // Southern Europe and Poland.
    ['ACQUISTO POS BAR CENTRALE 12/03 ROMA', 'BAR CENTRALE'],
    ['Płatność BLIK ALLEGRO', 'ALLEGRO'],
    ['BLIK ZAKUP MEDIA EXPERT WARSZAWA', 'MEDIA EXPERT'],
    ['PAGOPA AGENZIA DELLE ENTRATE F24', 'AGENZIA DELLE ENTRATE'],
    ['Zakup przy użyciu karty APTEKA POD ORLEM WROCLAW', 'APTEKA POD ORLEM'],
    // Benelux, Germany, Switzerland, the Nordics, Ireland.
    ['Betaalautomaat 09:41 pasnr. 003 Bakkerij Bolletje Zwolle', 'BAKKERIJ BOLLETJE'],
    ['EUROPESE DOMICILIERING TELENET NV', 'TELENET'],
    ['Kauf/Dienstleistung vom 14.03.2024 Karten Nr. XXXX1234 Migros Zuerich', 'MIGROS'],
    ['Korttimaksu K-SUPERMARKET KAMPPI HELSINKI', 'K SUPERMARKET'],
    ['AvtaleGiro HAFSLUND STROM AS', 'HAFSLUND STROM'],
    ['D/D VHI HEALTHCARE', 'VHI HEALTHCARE'],
    ['POS THE BRAZEN HEAD 14MAR DUBLIN', 'THE BRAZEN HEAD'],
    // Austria: the amount, codes, day and time before the shop, and its thanks after it.
    ['POS 23,15 AT K2 03.04. 17:41 BILLA SAGT DANKE 1070 WIEN', 'BILLA'],
    ['POS 6,80 AT D1 21.11. 08:05 BAECKEREI OEFFERL 3100 ST POELTEN', 'BAECKEREI OEFFERL'],
    // German references after the payee: a policy, a tax number, a card's sequence, an invoice.
    ['LASTSCHRIFT DEVK Vers.-Nr. 77/112233-A', 'DEVK'],
    ['UEBERWEISUNG Finanzamt Koeln-Mitte StNr 215/5555/1234', 'FINANZAMT KOELN MITTE'],
    ['KARTENZAHLUNG BIOLADEN AM MARKT Folgenr.007', 'BIOLADEN AM MARKT'],
    ['UEBERWEISUNG Dachdeckerei Voss Rechnung 2024-031', 'DACHDECKEREI VOSS'],
    // A Dutch reference without its colon.
    ['GEMEENTE ROTTERDAM IDEAL KENMERK 5123456789012345', 'GEMEENTE ROTTERDAM'],
    // Irish and British type codes: Visa debit and contactless, standing orders, app transfers.
    ['VDC-THE HAIRY LEMON', 'THE HAIRY LEMON'],
    ['S/O CLONTARF LETTINGS', 'CLONTARF LETTINGS'],
    ['SO RIVERSIDE ALLOTMENTS', 'RIVERSIDE ALLOTMENTS'],
    ['*MOBI SEAN KELLY', 'SEAN KELLY'],
    // A store label numbers a store, never a day.
    ['POS DUNNES STORES 12MAR CORK', 'DUNNES STORES'],
    // Name, day, town: the town goes even when it is also a word.
    ['CB BOULANGERIE DU MARCHE 02/04 TOURS', 'BOULANGERIE DU MARCHE'],
    ['CB PHARMACIE CENTRALE 10/03 SAINT GERMAIN EN LAYE', 'PHARMACIE CENTRALE'],
    // Ticket machines are where the card was used.
    ['MVG FAHRKARTENAUTOMAT MUENCHEN', 'MVG'],
    ['DSB BILLETAUTOMAT 0412 KBH H', 'DSB'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeDescriptor(raw)).toBe(expected);
  });

  // Card fields a bank prints around the shop: the card's scheme and number, the day, flags, the
  // amount, the bank's own codes.
  it.each([
    // Austria: the scheme and number after the wrapper.
    ['Bezahlung Karte MC/000008123 BILLA DANKT 4020 LINZ', 'BILLA'],
    ['Bezahlung Karte VISA/000005512 BAECKEREI HUBER WIEN', 'BAECKEREI HUBER'],
    ['BEZAHLUNG KARTE MAESTRO/000000937 HOFER 1100 WIEN', 'HOFER'],
    // Switzerland: the bank, the card and its masked number before the comma.
    ['EINKAUF ZKB VISA DEBIT CARD NR. XXXX 5531, COOP-2145 WINTERTHUR', 'COOP'],
    ['EINKAUF LUKB MASTERCARD NR. XXXX 8812, CAFE SONNENBERG LUZERN', 'CAFE SONNENBERG'],
    // Poland: the day, then "Nr karty" and the masked card.
    ['Płatność kartą 14.02.2024 Nr karty 5168xx9921 ZABKA Z1234 KRAKOW', 'ZABKA'],
    ['Płatność kartą 02.04.2024 Nr karty 4246xx7781 PIEKARNIA KOWALSKI GDANSK', 'PIEKARNIA KOWALSKI'],
    // Czechia: Prague's districts are numbered ("PRAHA 5").
    ['Transakce platební kartou KADERNICTVI JANA PRAHA 5', 'KADERNICTVI JANA'],
    ['Platba kartou 05.02.2024 PEKARNA U MOSTU PLZEN', 'PEKARNA U MOSTU'],
    // Belgium: the shop, its postcode and town, the day (and the time).
    ['BETALING VIA BANCONTACT BAKKERIJ JANSSENS 3000 LEUVEN 12-02-2024', 'BAKKERIJ JANSSENS'],
    ['BETALING MET DEBETKAART NUMMER 6703 05XX XXXX 8812 FRITUUR T HOEKSKE 8000 BRUGGE 11-02-2024 OM 19.02 UUR', 'FRITUUR T HOEKSKE'],
    // Ireland: the day glued to POS.
    ['POS03JAN MURPHYS BAKERY', 'MURPHYS BAKERY'],
    // France: the invoice date after the shop.
    ['CB PHARMACIE DU CENTRE FACT 140224', 'PHARMACIE DU CENTRE'],
    // New Zealand: the masked card and the bank's code first.
    ['4835-****-****-1187 Df JOES BARBER SHOP WELLINGTON', 'JOES BARBER SHOP'],
    // Canada: the amount after OPOS.
    ['OPOS 8.75 JOES DINER MONCTON NB', 'JOES DINER'],
    // South Africa: the card's first and last four and the day after the shop.
    ['Card Purchase SMITHS PANELBEATERS PRETORIA 4512*7721 02 Jan', 'SMITHS PANELBEATERS'],
    // A British credit card's export: last four, day and flag, then the shop between commas.
    ['8812 02JAN24 D , ROSES FLORIST , BATH GB', 'ROSES FLORIST'],
    ['5531 14FEB24 C, SAINSBURYS S/MKT, MANCHESTER GB', 'SAINSBURYS S MARKET'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeDescriptor(raw)).toBe(expected);
  });

  it.each([
    // No card code after the Austrian wrapper: a name that begins like one stays.
    ['Bezahlung Karte MCFIT 2201 WIEN', 'MCFIT'],
    ['BEZAHLUNG KARTE MC DONALDS 1234 GRAZ', 'MC DONALDS'],
    // A word that begins with EINKAUF is a name.
    ['EINKAUFSZENTRUM SIHLCITY ZUERICH', 'EINKAUFSZENTRUM SIHLCITY'],
    // KARTY without its number's label is a word of the name ("cards and board games").
    ['Płatność kartą 11.03.2024 KARTY I PLANSZOWKI GDYNIA', 'KARTY I PLANSZOWKI'],
    // POS glued to a number that is no day, and a day after a name.
    ['POS12 SYSTEMS LTD', 'POS12 SYSTEMS'],
    ['POSH NAILS 14MAR DUBLIN', 'POSH NAILS'],
    // FACT without a date is a word.
    ['CB FACT SHOP LYON', 'FACT SHOP'],
    // A masked card first without the bank's code "Df": the next word is the name's.
    ['4835-****-****-1234 DFS GALLERIA AUCKLAND', 'DFS GALLERIA'],
    ['DF MOTORS LTD', 'DF MOTORS'],
    ['OPOSSUM LODGE HALIFAX NS', 'OPOSSUM LODGE'],
    // A store number is no card.
    ['WOOLWORTHS 4512 SANDTON', 'WOOLWORTHS'],
    // Without the commas a card's export line is read as before.
    ['4512 09MAR24 TESCO STORES 2041 LEEDS', 'TESCO'],
  ])('%j is no such layout: %j', (raw, expected) => {
    expect(normalizeDescriptor(raw)).toBe(expected);
  });

  it('reads the country of a Czech, Slovak, Belgian and Canadian wrapper', () => {
    expect(analyzeDescriptor('Transakce platební kartou HOSPODA NA RUZKU')).toMatchObject({ normalized: 'HOSPODA NA RUZKU', wrapper: ['TRANSAKCE PLATEBNI KARTOU'] });
    expect(descriptorCountry(analyzeDescriptor('Transakce platební kartou HOSPODA NA RUZKU'))).toBe('CZ');
    expect(descriptorCountry(analyzeDescriptor('TRANSAKCIA PLATOBNOU KARTOU KAVIAREN ZLATY KLAS'))).toBe('SK');
    // "Platba kartou" is both languages': its town tells.
    expect(descriptorCountry(analyzeDescriptor('Platba kartou 10.03.2024 BILLA 1234 BRATISLAVA'))).toBe('SK');
    expect(descriptorCountry(analyzeDescriptor('BETALING VIA BANCONTACT FRITUUR DE LINDE'))).toBe('BE');
    expect(descriptorCountry(analyzeDescriptor('BETALING MET DEBETKAART NUMMER 6703 05XX XXXX 8812 SLAGERIJ PEETERS'))).toBe('BE');
    expect(descriptorCountry(analyzeDescriptor('OPOS 45.20 CORNER DINER'))).toBe('CA');
    expect(descriptorCountry(analyzeDescriptor('POS 45.20 CORNER DINER'))).toBeUndefined();
  });

  it('reads a chain after the card fields as its record', () => {
    const knowledge = loadKnowledgeBase();
    expect(knowledge.match('Bezahlung Karte MC/000008123 BILLA DANKT 4020 LINZ')?.name).toBe('Billa');
    expect(knowledge.match('EINKAUF ZKB VISA DEBIT CARD NR. XXXX 5531, MIGROS-0412 BERN')?.name).toBe('Migros');
    expect(knowledge.match('Płatność kartą 14.02.2024 Nr karty 5168xx9921 ZABKA Z1234 KRAKOW')?.name).toBe('Żabka');
    expect(knowledge.match('OPOS 45.20 LOBLAWS 1123 TORONTO ON')?.name).toBe('Loblaws');
    expect(knowledge.match('5531 14FEB24 C , SAINSBURYS S/MKT , MANCHESTER GB')?.name).toBe("Sainsbury's");
    expect(knowledge.match('CB CARREFOUR FACT 020124')?.name).toBe('Carrefour');
  });

  it('reads a wallet before a shop as the shop\'s processor, before a person as a transfer', () => {
    expect(analyzeDescriptor('VIPPS*KIWI GRUNERLOKKA AS OSLO')).toMatchObject({ normalized: 'KIWI', processor: 'VIPPS', processorRole: 'facilitator' });
    expect(analyzeDescriptor('TWINT *COOP PRONTO BERN')).toMatchObject({ normalized: 'COOP PRONTO', processor: 'TWINT' });
    expect(analyzeDescriptor('MOBILEPAY *METTE HANSEN')).toMatchObject({ normalized: 'MOBILEPAY METTE HANSEN', processorRole: 'p2p' });
    expect(analyzeDescriptor('TWINT *SEND MONEY ANNA MEIER')).toMatchObject({ processorRole: 'p2p' });
  });

  it('reads an instant transfer to a company as the company', () => {
    expect(analyzeDescriptor('PIX ENVIADO - VIVO TELEFONICA BRASIL S.A.')).toMatchObject({ normalized: 'VIVO TELEFONICA BRASIL', wrapper: ['PIX ENVIADO'] });
    expect(analyzeDescriptor('PIX ENVIADO - MARIA OLIVEIRA')).toMatchObject({ normalized: 'PIX ENVIADO MARIA OLIVEIRA', processorRole: 'p2p' });
  });

  it('reads a national rail before a person as the rail, before a company as the company', () => {
    expect(analyzeDescriptor('FP TO J OKAFOR REF FLAT')).toMatchObject({ processor: 'FP', processorRole: 'p2p', processorHint: 'FPS' });
    expect(analyzeDescriptor('FP TO KWIK FIX PLUMBING LTD REF INV 22')).toMatchObject({ normalized: 'KWIK FIX PLUMBING', wrapper: ['FP TO'] });
    expect(analyzeDescriptor('FP MOTORS LEEDS').processorRole).toBeUndefined();
    expect(analyzeDescriptor('SPEI RECIBIDO DE MARIA GOMEZ')).toMatchObject({ processor: 'SPEI', processorRole: 'p2p' });
    expect(analyzeDescriptor('SPEI ENVIADO A FERRETERIA LOPEZ SA DE CV CLABE 012180001234567891')).toMatchObject({ normalized: 'FERRETERIA LOPEZ', wrapper: ['SPEI ENVIADO A'] });
    expect(analyzeDescriptor('PAYNOW TRANSFER TO LIM AH KOW')).toMatchObject({ processor: 'PAYNOW', processorRole: 'p2p' });
  });

  it('reads the payee of a SPEI transfer after its bank and reference: a person is SPEI\'s transfer', () => {
    expect(analyzeDescriptor('SPEI ENVIADO BANORTE 0012345 JUAN PEREZ LOPEZ CONCEPTO RENTA')).toMatchObject({ processor: 'SPEI', processorRole: 'p2p' });
    expect(analyzeDescriptor('SPEI ENVIADO BANORTE 0012345 JUAN PEREZ LOPEZ CONCEPTO RENTA').normalized).not.toContain('BANORTE');
    expect(analyzeDescriptor('SPEI ENVIADO BBVA MEXICO 1234567 CONSTRUCTORA DEL NORTE SA DE CV CONCEPTO FACTURA')).toMatchObject({ normalized: 'CONSTRUCTORA DEL NORTE', wrapper: ['SPEI ENVIADO'] });
  });

  it('reads Latin American acquirers\' prefixes and P2P apps, and their words as names elsewhere', () => {
    expect(analyzeDescriptor('GETNET*CAFE DEL BARRIO')).toMatchObject({ normalized: 'CAFE DEL BARRIO', processor: 'GETNET' });
    expect(analyzeDescriptor('NIUBIZ*CEVICHERIA EL MUELLE')).toMatchObject({ normalized: 'CEVICHERIA EL MUELLE', processor: 'NIUBIZ' });
    expect(analyzeDescriptor('STONE*BARBEARIADOZE')).toMatchObject({ normalized: 'BARBEARIADOZE', processor: 'STONE' });
    expect(analyzeDescriptor('EC *LANCHONETE DA TIA')).toMatchObject({ normalized: 'LANCHONETE DA TIA', processor: 'EC' });
    expect(analyzeDescriptor('STONE OVEN PIZZERIA').processor).toBeUndefined();
    expect(analyzeDescriptor('MACH TRANSF A JUAN PEREZ')).toMatchObject({ processor: 'MACH', processorRole: 'p2p' });
    expect(analyzeDescriptor('BIT HAAVARA LE-YOSSI COHEN')).toMatchObject({ processor: 'BIT', processorRole: 'p2p' });
    expect(analyzeDescriptor('PAYBOX*DANA LEVI')).toMatchObject({ processor: 'PAYBOX', processorRole: 'p2p' });
    expect(analyzeDescriptor('MACH 1 CAR WASH').processorRole).toBeUndefined();
    expect(analyzeDescriptor('BIT BURGER HOUSE TEL AVIV').processorRole).toBeUndefined();
  });

  it('reads Chile\'s, Colombia\'s, Peru\'s and Brazil\'s bank words, and PAC only before a bill\'s purpose', () => {
    expect(analyzeDescriptor('COMPRA NACIONAL REDCOMPRA SUSHI KAI TEMUCO')).toMatchObject({ normalized: 'SUSHI KAI', wrapper: ['COMPRA NACIONAL REDCOMPRA'] });
    expect(analyzeDescriptor('PAC JARDIN INFANTIL LOS PATITOS MENSUALIDAD')).toMatchObject({ normalized: 'JARDIN INFANTIL LOS PATITOS', wrapper: ['PAC'] });
    expect(analyzeDescriptor('PAC SUN SURF SHOP')).toMatchObject({ normalized: 'PAC SUN SURF SHOP', wrapper: undefined });
    expect(analyzeDescriptor('PAGO PSE ACUEDUCTO DE POPAYAN SERVICIOS PUBLICOS')).toMatchObject({ normalized: 'ACUEDUCTO DE POPAYAN', wrapper: ['PAGO PSE'] });
    expect(analyzeDescriptor('PSE PUGET SOUND ENERGY').wrapper).toBeUndefined();
    expect(analyzeDescriptor('PAGO SERV MUNICIPALIDAD DE SURCO MULTA')).toMatchObject({ normalized: 'MUNICIPALIDAD DE SURCO', wrapper: ['PAGO SERV'] });
    expect(analyzeDescriptor('PAGTO CONTA CONDOMINIO EDIFICIO PRIMAVERA')).toMatchObject({ normalized: 'CONDOMINIO EDIFICIO PRIMAVERA', wrapper: ['PAGTO CONTA'] });
  });

  it('cuts an Italian card line\'s amount, day and time, an Indian bill payment\'s fields, a Mexican branch and an AFIP slip', () => {
    expect(analyzeDescriptor('PAGAMENTO POS 23,40 EUR DEL 12.03.2024 ORE 18.21 BAR SPORT MILANO')).toMatchObject({ normalized: 'BAR SPORT', wrapper: ['PAGAMENTO POS'] });
    expect(analyzeDescriptor('PAGAMENTO POS DEL 12/03/2024 ALLE ORE 18:21 CARTA N. ****1234 TRATTORIA DA MARIO FIRENZE')).toMatchObject({ normalized: 'TRATTORIA DA MARIO' });
    expect(analyzeDescriptor('BIL/ONL/000123456789/Sharma Electricals Ltd/REF123')).toMatchObject({ normalized: 'SHARMA ELECTRICALS', wrapper: ['BILL PAYMENT'] });
    expect(normalizeDescriptor('PAPELERIA LA ESTRELLA SUC 3 NUEVO LEON')).toBe('PAPELERIA LA ESTRELLA');
    expect(analyzeDescriptor('TAQUERIA DON CHUY SUC 2 ZAPOPAN JAL').tail).toContain('ZAPOPAN');
    expect(normalizeDescriptor('SUCCULENT PLANT SHOP')).toBe('SUCCULENT PLANT SHOP');
    expect(normalizeDescriptor('AFIP VEP 1234567890')).toBe('AFIP');
  });

  it('ends the name at a dotted or multi-word legal form wherever it stands', () => {
    expect(normalizeDescriptor('Polecenie zapłaty NETIA SP. Z O.O. WARSZAWA')).toBe('NETIA');
    expect(normalizeDescriptor('SEPA-Lastschrift Turnverein Eiche e.V.')).toBe('TURNVEREIN EICHE');
    expect(normalizeDescriptor('ACME SP Z O O')).toBe('ACME');
  });

  it('keeps the town after a trade, when the town is printed again as the place', () => {
    expect(normalizeDescriptor('COMPRA NO DEBITO AUTO POSTO CAMPINAS CAMPINAS SP')).toBe('AUTO POSTO CAMPINAS');
  });

  it('reads a Brazilian state code after a trade phrase as its last word cut short, and as the state after a town', () => {
    expect(normalizeDescriptor('TST* THE HARBOUR OYSTER BA')).toBe('THE HARBOUR OYSTER BAR');
    expect(normalizeDescriptor('ACARAJE DA DINHA SALVADOR BA')).toBe('ACARAJE DA DINHA SALVADOR BA');
    expect(normalizeDescriptor('ACARAJE DA DINHA FEIRA DE SANTANA BA')).toBe('ACARAJE DA DINHA');
  });

  it('folds half-width kana to full-width with their voicing marks, and reads a Japanese debit card\'s word', () => {
    // NFKD writes a voicing mark apart; dropping it would make ガスト (a chain) カスト.
    expect(normalizeDescriptor('ｶﾞｽﾄ ｼﾝﾊﾞｼ')).toBe('ガスト シンバシ');
    expect(analyzeDescriptor('ﾃﾞﾋﾞｯﾄ ﾏﾂﾓﾄｷﾖｼ ｲｹﾌﾞｸﾛ')).toMatchObject({ normalized: 'マツモトキヨシ イケブクロ', wrapper: ['デビツト'] });
    expect(analyzeDescriptor('JCBデビット ユニクロ 銀座店')).toMatchObject({ normalized: 'ユニクロ 銀座店', wrapper: ['JCBデビツト'] });
    // Japanese prints no spaces: a word ends where its script changes.
    expect(normalizeDescriptor('ソフトバンクご利用料金')).toBe('ソフトバンク ご 利用料金');
    expect(normalizeDescriptor('東京メトロ')).toBe('東京 メトロ');
    // A line in kana was printed in Japan.
    expect(descriptorCountry(analyzeDescriptor('ﾄﾞﾄｰﾙｺｰﾋｰ ｼﾌﾞﾔ'))).toBe('JP');
  });

  it("reads a name that begins with a bank's code as the name when one ordinary word would be left", () => {
    expect(normalizeDescriptor('SO ENERGY')).toBe('ENERGY');
    const knowledge = loadKnowledgeBase();
    expect(knowledge.match('SO ENERGY 0412 DD')?.name).toBe('So Energy');
    expect(knowledge.match('ENERGY')).toBeNull();
  });

  // Card and transfer exports of European and Canadian banks: the whole wrapper goes, with the
  // card's number and its label, the bank's name, a till and the day, and the shop behind it stays.
  it.each([
    // Belgium: the payment word, a preposition and the card in either language, the card's number.
    ['BETALING MET BANCONTACT SLAGERIJ PEETERS MECHELEN', 'SLAGERIJ PEETERS'],
    ['PAIEMENT AVEC LA CARTE DE DEBIT NUMERO 6703 04XX XXXX 1234 BOULANGERIE DUBOIS NAMUR', 'BOULANGERIE DUBOIS'],
    ['PAIEMENT BANCONTACT LIBRAIRIE DU PARC', 'LIBRAIRIE DU PARC'],
    ['AANKOOP BANCONTACT FRITUUR DE LINDE GENT', 'FRITUUR DE LINDE'],
    // Switzerland: the bank and the masked card before the shop, without a comma.
    ['Einkauf LUKB Maestro Karte Nr. XXXX1234 Baeckerei Stocker Luzern', 'BAECKEREI STOCKER'],
    // Portugal: a service payment, the biller, its Multibanco entity and reference.
    ['PAGAMENTO SERVICOS EDP COMERCIAL ENT 10240 REF 987 654 321', 'EDP COMERCIAL'],
    // Poland: a card purchase abroad, a till after the shop, a transfer to a kindergarten for its tuition.
    ['ZAKUP PRZY UŻYCIU KARTY ZA GRANICĄ CAFE CENTRAL WIEN', 'CAFE CENTRAL'],
    ['Płatność kartą 02.04.2024 Nr karty 4246xx7781 APTEKA NOWA K.2 POZNAN', 'APTEKA NOWA'],
    ['PRZELEW ZLOBEK MALY MIS CZESNE 02/2024', 'ZLOBEK MALY MIS'],
    ['PRZELEW ZEWNETRZNY WYCHODZACY SZKOLA JEZYKOWA ABC SP. Z O.O. CZESNE', 'SZKOLA JEZYKOWA ABC'],
    ['Przelew na rachunek PZU SA', 'PZU'],
    // Czechia: a dotted legal form before the comma and the town.
    ['Platba kartou PNEUSERVIS DVORAK S.R.O., BRNO', 'PNEUSERVIS DVORAK'],
    ['Platba kartou PEKARNA NOVAK A.S., PLZEN', 'PEKARNA NOVAK'],
    // Denmark: the purchase word after the card.
    ['Visa/Dankort køb FRISØR SAKSEN VEJLE', 'FRISOR SAKSEN'],
    // Austria: no amount, the till after the time; the shop's town.
    ['POS 03.04. 09:15 K2 BAECKEREI GRUBER 1040', 'BAECKEREI GRUBER'],
    ['POS 14,20 AT K1 05.03. 12:00 GASTHOF STERN SEMMERING', 'GASTHOF STERN'],
    // Canada: a shop named with the article, its trade and its street, then the town.
    ['INTERAC PURCHASE LA PATISSERIE ST-CLOUD MONTREAL', 'LA PATISSERIE ST CLOUD'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeDescriptor(raw)).toBe(expected);
  });

  it.each([
    // A number's label is read only before a number; a Belgian purchase word only before the card.
    ['CB NUMERO UNO PIZZA', 'NUMERO UNO PIZZA'],
    ['AANKOOP HUIS VAN WONEN', 'AANKOOP HUIS VAN WONEN'],
    // A Swiss purchase without a card: the next word is the shop's.
    ['EINKAUF KARTENHAUS BERN', 'KARTENHAUS'],
    // ENT is a Portuguese entity only with its five digits.
    ['FAIRVIEW ENT ASSOCIATES', 'FAIRVIEW ENT ASSOCIATES'],
    // A till code only after a bank's wrapper: "K2" begins names.
    ['K2 SPORT KRAKOW', 'K2 SPORT'],
    // A Polish transfer to a person, by phone or to the holder's own account is not read as a payee.
    ['PRZELEW JAN KOWALSKI', 'PRZELEW JAN KOWALSKI'],
    ['PRZELEW NA TELEFON BLIK DO ANNA KOWALSKA', 'PRZELEW NA TELEFON BLIK DO ANNA KOWALSKA'],
    // Without a trade after the article the saint's town goes as before, and any other town after an article and a trade.
    ['INTERAC PURCHASE LA PETITE MAISON ST-DENIS', 'LA PETITE MAISON'],
    ['INTERAC PURCHASE LA PATISSERIE MONTREAL', 'LA PATISSERIE'],
  ])('%j is no such layout: %j', (raw, expected) => {
    expect(normalizeDescriptor(raw)).toBe(expected);
  });

  it('reads the new Belgian and Danish forms as their country\'s, and Maestro in French as no one country\'s', () => {
    expect(descriptorCountry(analyzeDescriptor('BETALING MET BANCONTACT SLAGERIJ PEETERS'))).toBe('BE');
    expect(descriptorCountry(analyzeDescriptor('PAIEMENT AVEC LA CARTE DE DEBIT NUMERO 6703 04XX XXXX 1234 BOULANGERIE DUBOIS'))).toBe('BE');
    expect(descriptorCountry(analyzeDescriptor('Visa/Dankort køb FRISØR SAKSEN'))).toBe('DK');
    expect(descriptorCountry(analyzeDescriptor('PRZELEW ZLOBEK MALY MIS CZESNE 02/2024'))).toBe('PL');
    expect(descriptorCountry(analyzeDescriptor('PAIEMENT MAESTRO LIBRAIRIE ERNSTER'))).not.toBe('BE');
  });

  it('reads a shop after a wallet as the wallet\'s payee, a person after it as a transfer', () => {
    expect(analyzeDescriptor('TWINT *KIOSK BAHNHOFPLATZ THUN')).toMatchObject({ normalized: 'KIOSK BAHNHOFPLATZ', processor: 'TWINT' });
    expect(analyzeDescriptor('MOBILEPAY *METTE HANSEN')).toMatchObject({ processorRole: 'p2p' });
  });

  it('reads the country of a national wrapper or rail', () => {
    expect(descriptorCountry(analyzeDescriptor('POLECENIE ZAPLATY ORANGE POLSKA S.A.'))).toBe('PL');
    expect(descriptorCountry(analyzeDescriptor('NETS QR TOAST BOX'))).toBe('SG');
    expect(descriptorCountry(analyzeDescriptor('PIX ENVIADO - CLARO S.A.'))).toBe('BR');
    expect(descriptorCountry(analyzeDescriptor('NACH DR BAJAJ FINANCE LTD'))).toBe('IN');
    expect(descriptorCountry(analyzeDescriptor('PAGO REFERENCIADO INFONAVIT'))).toBe('MX');
    expect(descriptorCountry(analyzeDescriptor('VDP-DUNNES STORES 0231'))).toBe('IE');
  });
});
