/**
 * National banks' card, direct-debit and instant-payment words printed before the counterparty, in
 * upper case without diacritics (the normalizer folds first). LEADING_WRAPPERS in
 * descriptor-prefixes.ts tries them before its shorter generic words, which some of them begin with
 * ("COMPRA CARTAO DEB" before "COMPRA", "EFTPOS TRANSACTION" before "EFTPOS", "DEBIT ORDER" before
 * "DEBIT"); within one group the longer form comes first.
 */

interface WrapperGroup {
  /** The one country whose banks print these (ISO 3166-1 alpha-2), or null when several do. */
  country: string | null;
  wrappers: readonly string[];
}

/**
 * Belgian card payments: a payment or purchase word, a preposition or none, and the card ("BETALING
 * MET BANCONTACT", "AANKOOP BANCONTACT", "PAIEMENT AVEC LA CARTE DE DEBIT", "PAIEMENT BANCONTACT"),
 * each language's own. Longest first, as LEADING_WRAPPERS needs; and the scheme's name alone
 * before the shop ("BANCONTACT FRITUUR 'T HOEKSKE GENT") last.
 */
function belgianCardPayments(): string[] {
  const forms = (payment: string, prepositions: readonly string[], cards: readonly string[]): string[] =>
    prepositions.flatMap((preposition) => cards.map((card) => [payment, preposition, card].filter((word) => word !== '').join(' ')));
  const dutch = [...forms('BETALING', ['MET', 'VIA', 'MET DE', ''], ['BANCONTACT', 'DEBETKAART', 'BANKKAART']), ...forms('AANKOOP', ['MET', 'VIA', ''], ['BANCONTACT', 'DEBETKAART'])];
  // "PAIEMENT MAESTRO", which Luxembourg's banks print too, is in the generic list.
  const french = forms('PAIEMENT', ['AVEC LA', 'PAR LA', 'AVEC', 'PAR', 'VIA', ''], ['CARTE DE DEBIT', 'BANCONTACT']);
  return [...[...dutch, ...french].sort((a, b) => b.length - a.length), 'BANCONTACT'];
}

const GROUPS: readonly WrapperGroup[] = [
  // New Zealand and Australia: "EFTPOS TRANSACTION PAK N SAVE ALBANY", Westpac's "POS W/D …".
  { country: null, wrappers: ['EFTPOS TRANSACTION', 'EFTPOS W/D', 'POS W/D'] },
  // Singapore's debit network at the till: "NETS SUNRISE KOPITIAM TOA PAYOH", "NETS QR …".
  { country: 'SG', wrappers: ['NETS QR', 'NETS FLASHPAY', 'NETS DEBIT', 'NETS', 'POINT-OF-SALE TRANSACTION'] },
  // South Africa: debit orders ("DEBIT ORDER VODACOM PTY LTD"), their tape and NAEDO forms.
  { country: 'ZA', wrappers: ['DEBIT ORDER', 'MAGTAPE DEBIT', 'NAEDO DEBIT', 'NAEDO'] },
  // India: mandates ("NACH DR LIC OF INDIA …"), card standing instructions, the UPI, IMPS and NEFT
  // rails (see cutIndianRailLine).
  { country: 'IN', wrappers: ['NACH DR', 'NACH-DR', 'NACH DEBIT', 'ACH DR', 'ME DC SI', 'UPI', 'IMPS', 'NEFT DR', 'NEFT CR', 'NEFT'] },
  // Brazil: card purchases ("COMPRA CARTAO DEB MC 12/03 IFOOD", "COMPRA NO DEBITO …"), automatic
  // debits and bill slips.
  {
    country: 'BR',
    wrappers: [
      'COMPRA CARTAO DEBITO', 'COMPRA CARTAO DEB', 'COMPRA CARTAO CREDITO', 'COMPRA CARTAO CRED', 'COMPRA CARTAO', 'COMPRA COM CARTAO',
      'COMPRA NO DEBITO', 'COMPRA NO CREDITO', 'COMPRA ELO DEBITO', 'COMPRA ELO CREDITO', 'COMPRA ELO', 'COMPRA DEBITO', 'COMPRA CREDITO', 'COMPRA MAESTRO', 'COMPRA VISA ELECTRON',
      'DEBITO AUTOMATICO', 'DEB AUTOMATICO', 'DEBITO AUT', 'DEB AUT', 'PAGAMENTO DE BOLETO', 'PAGAMENTO BOLETO', 'PAGTO BOLETO', 'PAG BOLETO',
    ],
  },
  // Portugal: electronic purchases, service payments, direct debits (Brazil spells some alike). A
  // service payment names the biller, then its Multibanco entity and reference ("PAGAMENTO SERVICOS
  // MEO ENT 10158 REF …": the ENT field is cut in descriptor-prefixes.ts).
  {
    country: 'PT',
    wrappers: ['COMPRA ELECTRONICA', 'COMPRA ELEC.', 'COMPRA ELEC', 'COMPRAS C.DEB', 'PAG. SERVICOS', 'PAG SERVICOS', 'PAG. SERV.', 'PAG SERV', 'DEBITO DIRECTO', 'DEB. DIRECTO', 'DEB DIRECTO'],
  },
  { country: null, wrappers: ['COMPRA ELETRONICA', 'PAGAMENTO DE SERVICOS', 'PAGAMENTO DE SERVICO', 'PAGAMENTO SERVICOS', 'PAGAMENTO SERVICO', 'DEBITO DIRETO'] },
  // Canada: a debit purchase printed with its amount before the shop ("OPOS 45.20 LOBLAWS 1123 TORONTO ON").
  // FPOS, the same banks' code for a purchase at a till abroad or by another network ("FPOS THE HUNGRY MOOSE CANMORE AB").
  { country: 'CA', wrappers: ['OPOS', 'FPOS'] },
  // Chile: a purchase on the Redcompra debit network, with the bank's own words before it or none
  // ("REDCOMPRA PANADERIA LA ESPIGA NUNOA", "COMPRA NACIONAL REDCOMPRA SUSHI KAI TEMUCO"). PAC, an
  // automatic debit, is read in descriptor-prefixes.ts only before a bill's purpose (PAC SUN is a shop).
  { country: 'CL', wrappers: ['COMPRA NACIONAL REDCOMPRA', 'COMPRA REDCOMPRA', 'COMPRA NACIONAL', 'REDCOMPRA', 'PAC'] },
  // Colombia: a bill paid online through PSE ("PAGO PSE ACUEDUCTO DE POPAYAN SERVICIOS PUBLICOS");
  // PSE alone is Puget Sound Energy's code in the US.
  { country: 'CO', wrappers: ['PAGO POR PSE', 'PAGO PSE', 'COMPRA PSE'] },
  // Peru: a service payment in the banks' short form ("PAGO SERV SEDAPAL", "PAGO DE SERV. …").
  { country: 'PE', wrappers: ['PAGO DE SERV.', 'PAGO DE SERV', 'PAGO SERV.', 'PAGO SERV'] },
  // Brazil: a bill paid at the bank ("PAGTO CONTA CONDOMINIO EDIFICIO PRIMAVERA", "PAGTO COBRANCA …").
  { country: 'BR', wrappers: ['PAGAMENTO DE CONTA', 'PAGAMENTO CONTA', 'PAGTO CONTA', 'PAG CONTA', 'PAGTO COBRANCA', 'PAGTO TITULO'] },
  // Mexico: a bill paid with the biller's reference ("PAGO REFERENCIADO CFE", "PAGO REFERENCIADO IMSS").
  { country: 'MX', wrappers: ['PAGO REFERENCIADO'] },
  // Mexico and Spain: direct debits and bill payments ("DOMICILIACION CFE …", "PAGO SERVICIO TELMEX").
  { country: null, wrappers: ['CARGO DOMICILIADO', 'DOMICILIACION RECIBO', 'DOMICILIACION', 'PAGO DE SERVICIOS', 'PAGO DE SERVICIO', 'PAGO SERVICIOS', 'PAGO SERVICIO'] },
  // Spanish-speaking banks: mobile, internet and contactless purchases, bills; Sabadell's Catalan "COMPRA TARG".
  {
    country: null,
    wrappers: [
      'PAGO MOVIL EN', 'PAGO MOVIL', 'COMPRA INTERNET EN', 'COMPRA INTERNET', 'COMPRA CONTACTLESS', 'PAGO CONTACTLESS', 'TRANSACCION CONTACTLESS EN',
      'TRANSACCION CONTACTLESS', 'RECIBO DOMICILIADO', 'CARGO RECIBO',
    ],
  },
  { country: 'ES', wrappers: ['COMPRA TARG'] },
  // A card terminal's purchase (TPV, terminal punto de venta): "PAGO TPV CAFETERIA LA ESQUINA", "COMPRA TPV …".
  { country: 'ES', wrappers: ['PAGO TPV', 'COMPRA TPV', 'PAGO EN TPV', 'COMPRA EN TPV', 'TPV'] },
  // Italy: more card and direct-debit forms than the generic list's ("ACQUISTO POS", "ADDEBITO DIRETTO SDD").
  {
    country: 'IT',
    wrappers: [
      'PAGAMENTO SU POS', 'PAGAMENTO CON CARTA', 'PAG. POS', 'PAG POS', 'OPERAZIONE POS', 'ACQUISTO POS', 'ACQUISTO CARTA', 'ACQUISTO', 'ADDEBITO DIRETTO SDD', 'ADDEBITO PREAUTORIZZATO',
      'ADDEBITO SEPA DD', 'PAGAMENTO BOLLETTINO', 'PAGAMENTO MAV', 'PAGAMENTO RAV', 'PAGAMENTO CBILL',
      // pagoPA carries payments to public bodies, the payee after it ("PAGOPA COMUNE DI BERGAMO TARI").
      'PAGAMENTO PAGOPA', 'PAGOPA',
    ],
  },
  // Poland: direct debits, standing orders, BLIK and web payments ("Polecenie zapłaty P4 …").
  {
    country: 'PL',
    wrappers: [
      'POLECENIE ZAPLATY', 'ZLECENIE STALE', 'PLATNOSC BLIK', 'ZAKUP BLIK', 'TRANSAKCJA BLIK', 'BLIK ZAKUP', 'BLIK PLATNOSC', 'BLIK TRANSAKCJA', 'PLATNOSC WEB - KOD MOBILNY', 'PLATNOSC WEB',
      'ZAKUP W TERMINALU - KOD MOBILNY', 'PLATNOSC KARTA DEBETOWA', 'TRANSAKCJA KARTA DEBETOWA',
      // A card purchase at home or abroad ("ZAKUP PRZY UŻYCIU KARTY W KRAJU PIEKARNIA …", "… ZA GRANICĄ …").
      'ZAKUP PRZY UZYCIU KARTY W KRAJU', 'ZAKUP PRZY UZYCIU KARTY ZA GRANICA', 'ZAKUP PRZY UZYCIU KARTY W INTERNECIE',
    ],
  },
  // The Netherlands: a terminal's own line (see cutTerminalLine), iDEAL, Acceptgiro, standing orders, debits.
  { country: 'NL', wrappers: ['BETAALAUTOMAAT', 'BETAALPAS', 'BETALING PAS', 'PINBETALING', 'PIN BETALING', 'SEPA IDEAL', 'IDEAL BETALING', 'ACCEPTGIRO', 'PERIODIEKE OVERBOEKING', 'EUROPESE INCASSO', 'DOORLOPENDE INCASSO'] },
  // Belgium: direct debits in Dutch and French, debit card and Bancontact payments in both ("BETALING
  // MET DEBETKAART NUMMER 6703 04XX XXXX 1234 COLRUYT GENT", "BETALING VIA BANCONTACT FRITUUR …",
  // "PAIEMENT AVEC LA CARTE DE DEBIT NUMERO 5169 …"): each bank joins its payment word, a preposition
  // and the card as it likes (BELGIAN_CARD_PAYMENTS). The card's number after them is read with
  // its label (NUMMER, NUMERO) by LEADING_WRAPPER_PATTERN.
  { country: 'BE', wrappers: ['EUROPESE DOMICILIERING', 'DOMICILIERING', 'DOMICILIATION EUROPEENNE', 'DOMICILIATION', ...belgianCardPayments()] },
  // The card scheme's name before the payment word, as some Flemish exports print it ("MAESTRO BETALING BRASSERIE …").
  { country: null, wrappers: ['BETALING MET KAART', 'MAESTRO BETALING', 'BETALING MAESTRO'] },
  // French-speaking banks: contactless card payments.
  { country: null, wrappers: ['PAIEMENT SANS CONTACT', 'PAIEMENT PSC'] },
  // Germany, Austria, Switzerland: core and business direct debits (German by their LASTSCHRIFT),
  // debit card payments, Austria's "Bezahlung Maestro", PostFinance's "KAUF/DIENSTLEISTUNG VOM
  // 14.03.2024 KARTEN NR. XXXX1234 MIGROS …" and Swiss LSV debits.
  {
    country: null,
    wrappers: [
      'SEPA-BASISLASTSCHRIFT', 'SEPA BASISLASTSCHRIFT', 'BASISLASTSCHRIFT', 'SEPA-FIRMENLASTSCHRIFT', 'SEPA FIRMENLASTSCHRIFT', 'FIRMENLASTSCHRIFT',
      'DEBITKARTENZAHLUNG', 'DEBITKARTEN-ZAHLUNG', 'MAESTRO-ZAHLUNG', 'MAESTRO ZAHLUNG', 'KARTENTRANSAKTION',
      // A purchase ("EINKAUF …"), as Swiss cantonal banks print it; their card field after it is read
      // first (cutCardFields in descriptor-prefixes.ts).
      'EINKAUF DEBITKARTE', 'EINKAUF DEBIT MASTERCARD', 'EINKAUF VISA DEBIT', 'EINKAUF MAESTRO', 'EINKAUF',
    ],
  },
  // …and the Bankomat card's own word before a shop ("BANKOMAT KAFFEEHAUS GRUENWALD WIEN"; cash lines are read as such first).
  { country: 'AT', wrappers: ['BEZAHLUNG MAESTRO', 'BEZAHLUNG KARTE', 'BANKOMATKASSE', 'BANKOMAT KASSE', 'BANKOMAT-KASSE', 'BANKOMAT'] },
  // …and the French-speaking cantons' own words for a debit card purchase ("ACHAT CARTE DE DEBIT BOULANGERIE …").
  { country: 'CH', wrappers: ['ACHAT CARTE DE DEBIT', 'ACHAT CARTE DEBIT', 'KAUF/DIENSTLEISTUNG VOM', 'KAUF/ONLINE-SHOPPING VOM', 'KAUF/ONLINE SHOPPING VOM', 'LSV+', 'LSV'] },
  // Czech and Slovak card payments in each language's own words ("Transakce platební kartou HOSPODA
  // …", "Transakcia platobnou kartou …"); "Platba kartou", which both print, is in the generic list.
  { country: 'CZ', wrappers: ['TRANSAKCE PLATEBNI KARTOU', 'PLATBA PLATEBNI KARTOU', 'NAKUP PLATEBNI KARTOU'] },
  { country: 'SK', wrappers: ['TRANSAKCIA PLATOBNOU KARTOU', 'PLATBA PLATOBNOU KARTOU', 'NAKUP PLATOBNOU KARTOU'] },
  // A standing order before its payee, in both languages' words ("TRVALÝ PŘÍKAZ BYTOVÉ DRUŽSTVO …").
  { country: null, wrappers: ['TRVALY PRIKAZ'] },
  // Nordics: Finnish card payments and e-invoices, Norwegian direct debits, Swedish card payments,
  // Danish suppliers' debits; e-invoices in Norway and Sweden.
  { country: 'FI', wrappers: ['KORTTIMAKSU', 'E-LASKU', 'ELASKU', 'SUORAMAKSU'] },
  { country: 'NO', wrappers: ['AVTALEGIRO', 'NETTGIRO'] },
  { country: 'SE', wrappers: ['KORTBETALNING'] },
  { country: 'DK', wrappers: ['LEVERANDORSERVICE'] },
  { country: null, wrappers: ['E-FAKTURA', 'EFAKTURA'] },
  // Ireland and Britain: direct debits and standing orders printed with a slash ("D/D ELECTRIC
  // IRELAND ACC 901234567", "S/O LIFFEY LETTINGS RENT"), and a British export's type code for a
  // standing order before its payee ("SO RIVERSIDE ALLOTMENTS"), or before TO and its payee, the
  // payer's reference after ("SO TO BRIGHT FUTURES TUITION REF EMMA SMITH": see TRANSFER_LINE).
  { country: null, wrappers: ['D/D', 'S/O TO', 'S/O', 'SO TO', 'SO'] },
  // Ireland's AIB and Bank of Ireland: Visa debit purchases, contactless and cash ("VDP-O'CONNELL
  // FAMILY BUTCHERS", "VDC-…", "VDA-…"), transfers made in the mobile app and online ("*MOBI …",
  // "*INET …").
  // Bank of Ireland's POSC, a contactless card purchase, with its date ("POSC 12/04 MURPHYS ICE CREAM").
  { country: 'IE', wrappers: ['VDP', 'VDC', 'VDA', '*MOBI', '*INET', 'POSC'] },
  // Japan: debit card purchases ("VISAデビット ファミリーマート …", "ﾃﾞﾋﾞｯﾄ ﾛｰｿﾝ …", folded to full-width
  // katakana with its voicing marks and no small kana: デビツト).
  { country: 'JP', wrappers: ['VISAデビツト', 'VISA デビツト', 'JCBデビツト', 'JCB デビツト', 'デビツト'] },
];

export const NATIONAL_WRAPPERS: readonly string[] = GROUPS.flatMap((group) => group.wrappers);

/** Wrappers only one country's banks print → that country, for reading where a line was printed. */
export const NATIONAL_WRAPPER_COUNTRIES: ReadonlyMap<string, string> = new Map(
  GROUPS.flatMap((group) => (group.country === null ? [] : group.wrappers.map((wrapper): [string, string] => [wrapper, group.country ?? '']))),
);
