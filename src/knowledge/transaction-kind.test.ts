import { describe, expect, it } from 'vitest';
import { isBankWording, readTransaction } from './transaction-kind';

describe('readTransaction', () => {
  it('reads a payee joined to one letter as a name, a machine or rail word joined so as the bank\'s', () => {
    expect(readTransaction('AT&T BILL PAYMENT 800-331-0500')).toMatchObject({ kind: 'bill_payment', merchantless: false });
    expect(readTransaction('T-MOBILE AUTO PAY 877-746-0909')).toMatchObject({ kind: 'bill_payment', merchantless: false });
    expect(readTransaction('ATM-W/D 1234')).toMatchObject({ kind: 'atm', merchantless: true });
    expect(readTransaction('Interac ABM WITHDRAWAL 0314')).toMatchObject({ kind: 'atm', merchantless: true });
  });

  it("reads a standing order to the holder's own savings under the holder's name as naming nobody", () => {
    expect(readTransaction('STANDING ORDER TO MR J SMITH SAVINGS')).toMatchObject({ kind: 'transfer', merchantless: true });
    expect(readTransaction('STANDING ORDER TO GREENFIELD HOUSING')).toMatchObject({ kind: 'transfer', merchantless: false });
  });

  it('reads a fee line whose other words are rates, "other bank" and a tax included as naming nobody', () => {
    expect(readTransaction('CROSS CURRENCY RATE MARKUP FEE')).toMatchObject({ kind: 'fee', merchantless: true });
    expect(readTransaction('COMMISSIONI BONIFICO ALTRA BANCA')).toMatchObject({ kind: 'fee', merchantless: true });
    expect(readTransaction('FRAIS RETRAIT AUTRE BANQUE')).toMatchObject({ kind: 'fee', merchantless: true });
    expect(readTransaction('ATM CHGS INCL VAT 12-04-24')).toMatchObject({ merchantless: true });
    // A payee named beside the fee still names someone.
    expect(readTransaction('RIVERSIDE MARINA MOORING FEES')).toMatchObject({ merchantless: false });
  });

  it.each([
    ['MONTHLY SERVICE FEE', 'fee'],
    ['OVERDRAFT ITEM FEE', 'fee'],
    ['NON-CHASE ATM FEE-WITH', 'fee'],
    ['CHECK 1043', 'check'],
    ['CHECK # 3321', 'check'],
    ['SHARE DRAFT #1205', 'check'],
    ['DEPOSITED ITEM RETURNED', 'check'],
    ['AFBOEKING SPAARREKENING', 'transfer'],
    ['INTEREST PAYMENT', 'interest'],
    ['INTEREST CHARGED ON PURCHASES', 'interest'],
    ['INTEREST PAID THIS PERIOD', 'interest'],
    ['PAYMENT THANK YOU - WEB', 'transfer'],
    ['MINIMUM PAYMENT', 'transfer'],
    ['AUTOPAY PAYMENT - THANK YOU', 'transfer'],
    ['ONLINE TRANSFER TO SAV XXXXXX1234 REF #IB0GH7K2LM', 'transfer'],
    ['Kontofuehrungsgebuehr 05/2024', 'fee'],
    ['MOBILE DEPOSIT REF 88213', 'check'],
    ['MONTHLY SVC CHARGE', 'fee'],
    ['ANNUAL MEMBERSHIP FEE', 'fee'],
    ['SERVICE CHG 05/31', 'fee'],
    ['FINANCE CHARGE', 'interest'],
    ['Sollzinsen 01.04.2024-30.06.2024', 'interest'],
    ['Entgelt Kontofuehrung Juni', 'fee'],
    ['ZINSEN/ENTGELTE ABRECHNUNG 31.03.2024', 'fee'],
    ['Frais de tenue de compte', 'fee'],
    ['COTISATION CARTE VISA PREMIER', 'fee'],
    ['AGIOS 2EME TRIMESTRE', 'interest'],
    ['Comisión de mantenimiento cuenta', 'fee'],
    ['LIQUIDACION INTERESES DEUDORES', 'interest'],
    ['Kosten betaalrekening mei', 'fee'],
    ['Debetrente kwartaal 2', 'interest'],
    ['SPESE TENUTA CONTO', 'fee'],
    ['IMPOSTA DI BOLLO', 'fee'],
    ['Årsavgift Visa kort', 'fee'],
    ['PALVELUMAKSU 06/2024', 'fee'],
    ['NON-STERLING TRANSACTION FEE', 'fee'],
    ['ABSCHLUSS Entgelte 30.06.2024', 'fee'],
    ['Zinsen Tagesgeld 2. Quartal', 'interest'],
    ['INTERESES A SU FAVOR', 'interest'],
    ['CHECK #118 CLEARED', 'check'],
    ['Umbuchung auf Tagesgeldkonto', 'transfer'],
    ['VIR INTERNE VERS LIVRET A', 'transfer'],
    ['TRASPASO ENTRE CUENTAS PROPIAS', 'transfer'],
    ['Omboeking naar spaarrekening NL68INGB1643308582', 'transfer'],
    ['Egen överföring till sparkonto', 'transfer'],
    ['DIRECT DEP PAYROLL PPD', 'income'],
    ['BGC SALARY MARCH', 'income'],
    ['REMISE CHEQUE N 1234567', 'check'],
    // A cheque's number after French "N°".
    ['CHEQUE N° 7654321', 'check'],
    ['CHEQUE N°0012345', 'check'],
    ['CHQ PAID 100562', 'check'],
    // …and its N alone, where an export drops the degree sign.
    ['CHEQUE N 7654321', 'check'],
    ['CHEQUE N. 0012345', 'check'],
    // A pot's name is the holder's own words, whatever brand it spells.
    ['TRANSFER TO SAVINGS POT - TESLA FUND', 'transfer'],
    ['CHEQUE DEPOSIT', 'check'],
    ['REMOTE DEPOSIT CAPTURE', 'check'],
    ['REVERSAL', 'refund'],
    ['CHQ PAID IN 100871', 'check'],
    ['OVERDRAFT ITEM FEE 03/14 SEQ 00042', 'fee'],
    ['O/D INTEREST CHARGED', 'interest'],
    ['FRAIS PAIEMENT HORS ZONE EURO CARTE X5521', 'fee'],
    ['AUTOPAY 240305123456789RAUTOPAY AUTO-PMT', 'bill_payment'],
    // Round-ups and transfers between the holder's own accounts.
    ['ROUND UP TRANSFER', 'transfer'],
    ['SAVE THE CHANGE', 'transfer'],
    ['Transfer to Joint Account', 'transfer'],
    // A British faster payment out, once the person is redacted: the reference is the purpose.
    ['FPO REF RENT', 'transfer'],
    // The holder's own bank printing its name on its own line, abbreviations and currency codes.
    ['USAA FUNDS TRANSFER DB', 'transfer'],
    ['BARCLAYS FUNDS TRANSFER', 'transfer'],
    ['ANZ INTERNET BANKING FUNDS TFER TRANSFER 481923 TO 013123456789', 'transfer'],
    ['NAB INTNL TRAN FEE - (SC)', 'fee'],
    ['HSBC INTL TRANS FEE', 'fee'],
    ['NON-GBP TRANS FEE 2.99% CD 4829', 'fee'],
    ['NON-EUR TRANS FEE 1.75%', 'fee'],
    ['AANREKENING BEHEERSKOSTEN KBC-PLUSREKENING', 'fee'],
    ['INTEREST PAID AFTER TAX 0.00 DEDUCTED', 'interest'],
    // A bank's own account package: Société Générale's Jazz.
    ['COTISATION JAZZ', 'fee'],
    // Money moved to the holder's own pot or balance.
    ['pot_0000AhX9kQ2rT5vLmZ8wPc', 'transfer'],
    ['Apple Pay Top-Up by *4829', 'transfer'],
    ['Google Pay top-up by *1234', 'transfer'],
    ['Top-Up by card', 'transfer'],
    // Fees and interest in card issuers' and payment apps' own words.
    ['OVERDRAFT ITEM FEE FOR ACTIVITY OF 03-02', 'fee'],
    ['OVERDRAFT ITEM FEE FOR ACTIVITY OF 09-30 ELECTRONIC TRANSACTION POSTING SEQ 00007', 'fee'],
    ['PAST DUE FEE', 'fee'],
    ['LATE FEE - PAST DUE', 'fee'],
    ['PLAN IT FEE - PLAN 01 OF 06', 'fee'],
    ['Out-of-network ATM withdrawal fee', 'fee'],
    ['IOF de compra internacional', 'fee'],
    ['INTEREST CHARGE ON PAY OVER TIME PURCHASES', 'interest'],
    ['INTEREST CHARGED TO STANDARD PURCHASES', 'interest'],
    ['Rendimientos', 'interest'],
    ['Rendimentos', 'interest'],
    // A card's own payment, cut short or in Portuguese; a balance moved from another card.
    ['MOBILE PAYMENT - THANK', 'transfer'],
    ['Pagamento recebido', 'transfer'],
    ['PAYMENT RECEIVED', 'transfer'],
    ['BALANCE TRANSFER 11/14 PROMO APR 0%', 'transfer'],
    // Money moved to the holder's own accounts by an app or an issuer.
    ['ACH DEPOSIT INTERNET TRANSFER FROM ACCOUNT ENDING IN 0042', 'transfer'],
    ['TFR TO BUSINESS SAVER 20-00-00 12345678', 'transfer'],
    ['Transfer to Saver account', 'transfer'],
    ['VIREMENT INTERNE VERS COMPTE EPARGNE', 'transfer'],
    ['Transfer to Varo Savings Account', 'transfer'],
    ['Cash Out to Bank Account', 'transfer'],
    ['Standard Transfer to Bank', 'transfer'],
    ['Instant Transfer to Bank', 'transfer'],
    ['General Withdrawal - Bank Account', 'transfer'],
    // A tax paid with no authority named.
    ['ESTIMATED TAX PAYMENT Q3 2024 CONF 1234567890', 'bill_payment'],
    ['VAT PAYMENT Q4 REF 987654321', 'bill_payment'],
    ['PAGO MODELO 130 IVA 1T 2025', 'bill_payment'],
    ['GST/BAS PAYMENT Q1 FY25', 'bill_payment'],
    ['KARTENABRECHNUNG 03/2024', 'bill_payment'],
    ['MASTERCARD ZAHLUNG 04/2024', 'bill_payment'],
    // Japanese romanized, a banking app's own transfer, Germany's settlement of the account.
    ['FURIKOMI TESURYO', 'fee'],
    ['FUTSU YOKIN RISOKU', 'interest'],
    ['Transfer to xx1234 CommBank app', 'transfer'],
    ['Abrechnung 31.03.2024 siehe Anlage', 'fee'],
    ['Kontoabschluss', 'fee'],
  ])('%j names nobody: %s', (raw, kind) => {
    expect(readTransaction(raw)).toEqual({ kind, merchantless: true, needsKnownMerchant: false });
  });

  it.each([
    // English of Australian, Indian, New Zealand and US banks.
    ['SMS ALERT CHARGES QTR ENDING MAR24', 'fee'],
    ['ACCOUNT KEEPING FEE', 'fee'],
    ['MIN BAL CHARGES', 'fee'],
    ['CONSOLIDATED CHARGES', 'fee'],
    ['OVERDRAFT ITEM FEE FOR ACTIVITY OF 05-17 ELECTRONIC PURCHASE POSTING DATE 05-18 POSTING SEQ 2', 'fee'],
    ['INT.PD:01-01-2024 TO 31-03-2024', 'interest'],
    ['SB INT', 'interest'],
    ['CREDIT INTEREST CAPITALISED', 'interest'],
    ['TDS DEDUCTED', 'interest'],
    ['RWT', 'interest'],
    ['REMOTE ONLINE DEPOSIT # 1', 'check'],
    ['CHQ DEP', 'check'],
    ['CASH DEPOSIT', 'atm'],
    ['NEFT TO SELF', 'transfer'],
    ['TO A/C 20-45-77 41234567 SAVINGS', 'transfer'],
    ['AUTO SWEEP', 'transfer'],
    ['SWEEP TO SAVINGS', 'transfer'],
    // German.
    ['Zinsgutschrift 31.12.2023', 'interest'],
    ['Kapitalertragsteuer', 'interest'],
    ['Solidaritätszuschlag', 'interest'],
    ['Bareinzahlung 12.03.', 'atm'],
    ['Scheckeinreichung', 'check'],
    ['Übertrag auf Sparbuch', 'transfer'],
    // French.
    ['INTERETS CREDITEURS 2023', 'interest'],
    ['PRELEVEMENTS SOCIAUX SUR INTERETS', 'interest'],
    ['REMUNERATION LIVRET A', 'interest'],
    ['VERSEMENT ESPECES', 'atm'],
    ['DEPOT GAB 12/03', 'atm'],
    ['DEPOT MOBILE', 'check'],
    ['FRAIS REJET PRLV', 'fee'],
    ['VIR INTERNE VERS LDDS', 'transfer'],
    // Dutch and Flemish.
    ['Rente over periode 01-01-2024 t/m 31-03-2024', 'interest'],
    ['Rentebijschrijving', 'interest'],
    ['Overboeking naar eigen spaarrekening', 'transfer'],
    ['Storting contant', 'atm'],
    ['Kaartbijdrage 2024', 'fee'],
    // Italian.
    ['COMMISSIONI TENUTA CONTO 1 TRIM 2024', 'fee'],
    ['INTERESSI CREDITORI AL 31/03/2024', 'interest'],
    ['INTERESSI CREDITORI NETTI', 'interest'],
    ['CAPITALIZZAZIONE INTERESSI', 'interest'],
    ['RITENUTA FISCALE SU INTERESSI', 'interest'],
    ['GIROCONTO TRA CONTI PROPRI', 'transfer'],
    ['VERSAMENTO CONTANTI', 'atm'],
    ['ASSEGNO N. 1234567', 'check'],
    ['QUOTA ANNUA CARTA', 'fee'],
    // Spanish, Spain's and Latin America's.
    ['COMISION POR ANUALIDAD TARJETA', 'fee'],
    ['COMISION RECLAMACION POSICIONES DEUDORAS', 'fee'],
    ['RETENCION IRPF INTERESES', 'interest'],
    ['RETIRADA EFECTIVO CAJERO 14/03', 'atm'],
    ['INGRESO EN EFECTIVO', 'atm'],
    ['INGRESO CHEQUE', 'check'],
    ['TRANSFERENCIA ENTRE CUENTAS PROPIAS', 'transfer'],
    // Portuguese, Portugal's and Brazil's.
    ['TARIFA PACOTE DE SERVICOS MAR/24', 'fee'],
    ['ANUIDADE CARTAO', 'fee'],
    ['IMPOSTO DO SELO', 'fee'],
    ['RENDIMENTO POUPANCA', 'interest'],
    ['JUROS CHEQUE ESPECIAL', 'interest'],
    ['RETENCAO NA FONTE', 'interest'],
    ['LEVANTAMENTO 12/03', 'atm'],
    ['SAQUE CAIXA ELETRONICO 12/03', 'atm'],
    ['DEPOSITO EM DINHEIRO', 'atm'],
    ['APLIC AUTOMATICA', 'transfer'],
    ['TRANSFERENCIA ENTRE CONTAS MESMA TITULARIDADE', 'transfer'],
    // Polish.
    ['Opłata za prowadzenie rachunku 03/2024', 'fee'],
    ['Prowizja za przelew', 'fee'],
    ['Kapitalizacja odsetek', 'interest'],
    ['Podatek od odsetek', 'interest'],
    ['Wypłata z bankomatu 12.03.2024', 'atm'],
    // Czech and Slovak.
    ['Poplatek za vedení účtu 03/2024', 'fee'],
    ['Měsíční poplatek za správu účtu', 'fee'],
    ['Poplatok za vedenie účtu', 'fee'],
    // A British cash machine.
    ['CASHPOINT 14MAR 09:12', 'atm'],
    ['NATWEST CASHPOINT LEEDS', 'atm'],
    ['Wpłata gotówki we wpłatomacie', 'atm'],
    ['Przelew własny na rachunek oszczędnościowy', 'transfer'],
    // Swedish, Danish, Norwegian, Finnish.
    ['Kontantinsättning', 'atm'],
    ['Preliminärskatt', 'interest'],
    ['Kontogebyr 1. kvartal', 'fee'],
    ['Rentetilskrivning', 'interest'],
    ['Hævning i pengeautomat', 'atm'],
    ['Overførsel til egen opsparing', 'transfer'],
    ['Kontantuttak', 'atm'],
    ['Overføring mellom egne kontoer', 'transfer'],
    ['Hyvityskorko', 'interest'],
    ['Lähdevero', 'interest'],
    ['Tilisiirto omalle säästötilille', 'transfer'],
    // Japanese, in kanji and in a passbook's half-width katakana.
    ['振込手数料', 'fee'],
    ['ﾌﾘｺﾐﾃｽｳﾘｮｳ', 'fee'],
    ['年会費', 'fee'],
    ['利息', 'interest'],
    ['ATM引出', 'atm'],
    ['ｹﾞﾝｷﾝ ﾋｷﾀﾞｼ', 'atm'],
    // Latin America's taxes on the account's movements and its keeping, Israel's lines transliterated, India's clearing.
    ['IMPUESTO LEY 25413', 'fee'],
    ['IMP DEB/CRED', 'fee'],
    ['GMF 4X1000', 'fee'],
    ['ITF 0.005%', 'fee'],
    ['IMPUESTO TIMBRES Y ESTAMPILLAS', 'fee'],
    ['MANTENIMIENTO CUENTA 03/2024', 'fee'],
    ['COMISION MANTENCION CTA CTE', 'fee'],
    ['AMLAT NIHUL HESHBON', 'fee'],
    ['RIBIT HOVA', 'interest'],
    ['MESHICHA MI-KASPOMAT', 'atm'],
    ['HAAVARA BEIN HESHBONOT', 'transfer'],
    ['CHQ NO 000456 CLG', 'check'],
    ['CHEQUE COBRADO 0001234', 'check'],
    ['SU PAGO EN LINEA GRACIAS', 'transfer'],
    ['TRANSF. ENTRE CUENTAS PROPIAS CA$ A CA U$S', 'transfer'],
    ['COMISION RETIRO OTRA RED', 'fee'],
  ])('%j names nobody in its own language: %s', (raw, kind) => {
    expect(readTransaction(raw)).toMatchObject({ kind, merchantless: true });
  });

  it.each([
    // A payee beside the bank's words keeps the line: the fee, interest or cash word is its trade.
    'TARIFA NETFLIX', 'ANUIDADE SMILES', 'Prowizja Allegro', 'Opłata za przedszkole Biedronka', 'QUOTA ANNUA PALESTRA VIRGIN', 'CUOTA GIMNASIO ALTAFIT',
    'MENSALIDADE SMART FIT', 'ZINSEN DARLEHEN KFW', 'INTERET PRET CETELEM', 'TDS TELECOM', 'Przelew PGE OBROT SA', 'Przelew na rachunek PZU SA',
    'TRANSFER TO SELF STORAGE PLUS', 'UBERTRAG BEITRAG SPORTVEREIN', '口座振替 東京電力', '振込 カブシキカイシャ ABC', '手数料 アマゾン',
    // The word for cash alone is a shop's or a service's name.
    'CASA DINHEIRO', 'ESPECES ET CIE', 'PAGO EFECTIVO', 'CONTANTI E RESTI BAR', 'GOTOWKA MARKET', 'GAB BOUTIQUE', 'CDM ELECTRONICS',
    // A fee word beside a payee: its fee ("Poplatek" is the Czech for a fee).
    'Poplatek SK SLAVIA PRAHA', 'CHECK N GO 1234 DALLAS TX',
    'CHIMNEY SWEEP SERVICES', 'SWEEP CLEANING CO', 'RETIRO ESPIRITUAL MONTSERRAT', 'HOTEL EL RETIRO', 'TAR PIT BAR', 'SPORTSCHECK MUENCHEN',
    // The taxes' and Israel's words beside a name: GMF the insurer, a tennis shop, a management firm's fee.
    'GMF ASSURANCES', 'ITF TENNIS SHOP', 'CASA LEY CULIACAN', 'TALLER MANTENIMIENTO AUTOMOTRIZ JUAREZ', 'AMLAT SHUFERSAL DEAL', 'TRANSFER TO RED CROSS',
  ])('%j names its payee', (raw) => {
    expect(readTransaction(raw)).toMatchObject({ merchantless: false, needsKnownMerchant: false });
  });

  it.each([
    // Fees the bank names by what happened, in ordinary words.
    ['CONTINUOUS OVERDRAFT CHARGE', 'fee'],
    ['SUSTAINED OVERDRAFT FEE', 'fee'],
    ['BALANCE INQUIRY FEE', 'fee'],
    ['BELOW MINIMUM BALANCE FEE', 'fee'],
    ['OUTWARD TT CHARGES', 'fee'],
    ['DORMANT ACCOUNT FEE', 'fee'],
    ['INACTIVITY FEE', 'fee'],
    ['STOP PAYMENT FEE - DETAILS: CHECK 1042', 'fee'],
    ['COUNTER SERVICE CHARGE', 'fee'],
    ['RETURNED ITEM CHARGE', 'fee'],
    ['GOVT STAMP DUTY CREDIT CARD', 'fee'],
    // An account package's tier is its own name.
    ['ELITE PLUS ACCOUNT FEE', 'fee'],
    ['SILVER ACCOUNT MONTHLY FEE', 'fee'],
    // German, Dutch and Nordic fees in their banks' words and compounds.
    ['Kontoführung gem. Preisaushang', 'fee'],
    ['Abschluss vom 30.06.2024', 'fee'],
    ['Kosten Studentenpakket', 'fee'],
    ['Årsavgift Visakort', 'fee'],
    // Tax withheld, named by its kind or its authority's level.
    ['NON-RESIDENT WITHHOLDING TAX', 'interest'],
    ['STATE INCOME TAX WITHHELD', 'interest'],
    ['IVA RETENIDO', 'interest'],
    ['Bronbelasting', 'interest'],
    ['Quellensteuer', 'interest'],
    ['RETENUE A LA SOURCE', 'interest'],
    // Cheques the bank issues and cheque numbers printed with a hyphen.
    ['CHK-4471', 'check'],
    ['OFFICIAL CHECK #88123', 'check'],
    ["CASHIER'S CHECK ISSUED", 'check'],
    ['MONEY ORDER PURCHASE', 'check'],
    // A cheque paid in at the bank's own machine: the address is where.
    ['BRANCH CHECK DEPOSIT 1500 BROADWAY OAKLAND CA', 'check'],
    // Moves between the holder's own accounts and spaces.
    ['*MOBI TO A/C 11223344 SAVINGS', 'transfer'],
    ['TFR FROM OWN A/C 55667788', 'transfer'],
    ['A/P TO 02-1234-5678901-00 SAVINGS', 'transfer'],
    ['Naar Spaardoel Vakantie', 'transfer'],
    ['From Space Holiday to Main Account', 'transfer'],
    ['VIR PERMANENT VERS LDDS', 'transfer'],
    ['MOB TFR TO REVOLUT SAVINGS 12345678', 'transfer'],
    ['J SMITH REVOLUT TOPUP', 'transfer'],
    // The card's bill settled with no issuer named, and its thanks in other languages.
    ['LIQUIDACION DE SU TARJETA', 'bill_payment'],
    ['VISA ZAHLUNG 04/2024', 'bill_payment'],
    ['PRLV CARTE DIFFERE', 'bill_payment'],
    ['AFREKENING CREDITCARD', 'bill_payment'],
    ['ADDEBITO SALDO CARTA DI CREDITO', 'bill_payment'],
    ['SPLATA KARTY KREDYTOWEJ', 'bill_payment'],
    ['CREDIT CARD PAYMENT', 'bill_payment'],
    ['PAGO - GRACIAS', 'transfer'],
    ['ZAHLUNG - DANKE', 'transfer'],
  ])('%j names nobody in plain words: %s', (raw, kind) => {
    expect(readTransaction(raw)).toMatchObject({ kind, merchantless: true });
  });

  it.each(['CASH PAID IN AT LEEDS', 'LODGEMENT 448812', 'COUNTER WITHDRAWAL', 'WITHDRAWAL AT BRANCH 0412', 'GA NR00004711 BLZ10050000 0 01.04/18.22UHR'])(
    '%j is cash over a counter or at a machine: a counterparty only if the operator is known',
    (raw) => {
      expect(readTransaction(raw)).toMatchObject({ kind: 'atm', needsKnownMerchant: true });
    },
  );

  it.each([
    'SALDO INICIAL',
    'Ancien solde au 01/03/2024',
    'Alter Saldo',
    'Saldo iniziale',
    'Ingående saldo',
    'Beginsaldo',
    'BROUGHT FWD 01 MAR',
    'CARRIED FORWARD BALANCE',
    'ACCOUNT ADJUSTMENT',
    'DEPOSIT CORRECTION',
    'PROVISIONAL CREDIT',
    'MISC DEBIT',
    'DEPOSIT AT BRANCH',
    'RELEVE DE COMPTE',
    'Régularisation',
    'KORREKTUR BUCHUNG',
  ])("%j is a statement's balance or the bank's correction: nobody named", (raw) => {
    expect(readTransaction(raw)).toEqual({ merchantless: true, needsKnownMerchant: false });
  });

  it.each([
    // Ordinary words of a bank's line beside a payee's own: the payee stays.
    'EUROPARK PARKING FEE', 'PASSPORT OFFICE FEE', 'SILVER LAKE CLUB FEES', 'BLACK DIAMOND SKI CHARGE', 'EXTENDED STAY AMERICA FEE', 'PREMIUM PARKING CHARGE',
    'BANK CHECK CASHING', 'MONEY ORDER EXPRESS', 'AMAZON CREDIT', 'PREMIER CREDIT UNION', 'DEPOSIT RETURN SCHEME', 'VISA ZAHLUNG AMAZON', 'CREDIT CARD PAYMENT HDFC BANK', 'SALDO PIZZERIA', 'ADJUSTMENT CHIROPRACTIC',
    // A top-up naming what it pays, and an app named by itself.
    'J SMITH LYCAMOBILE TOPUP 07700900123', 'REVOLUT TOP UP',
    // Shops whose names begin as a bank's line does.
    'PAID IN FULL BARBERSHOP', 'GA 400 TOLL PLAZA', 'NEW BALANCE #123', 'FUNDAS DE CEL', 'TO SPACE NEEDLE GIFTS',
  ])('%j names its payee beside the bank\'s plain words', (raw) => {
    expect(readTransaction(raw)).toMatchObject({ merchantless: false });
  });

  it.each(['セブンイレブン ATM', 'LEVANTAMENTO ATM SIBS', 'ATW-416021XXXXXX4471-S1ANMU19-MUMBAI', 'VDA-GRAFTON ST 14MAR DUBLIN'])('%j is cash: a counterparty only if the operator is known', (raw) => {
    expect(readTransaction(raw)).toEqual({ kind: 'atm', merchantless: false, needsKnownMerchant: true });
  });

  it.each(['BALANCE BROUGHT FORWARD', 'OPENING BALANCE', 'Closing balance', 'IBAN DE75500105175407324761', 'REF 12345 ID 678', 'Exchanged to EUR', 'Converted 120.00 EUR to 102.50 GBP', 'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #'])('%j is a balance line or bare account labels: no transaction, nobody named', (raw) => {
    expect(readTransaction(raw)).toEqual({ merchantless: true, needsKnownMerchant: false });
  });

  it.each(['1% Cashback', '2% CASH BACK', 'MEMBERSHIP REWARDS POINTS STATEMENT CREDIT', 'CASHBACK BONUS REDEMPTION PYMT/STMT CRDT', 'DAILY CASH ADJUSTMENT', 'TRAVEL CREDIT $300/YEAR', 'DINING CREDIT'])(
    "%j is a card's reward paid to its own balance: nobody named, none of the kinds",
    (raw) => {
      expect(readTransaction(raw)).toEqual({ merchantless: true, needsKnownMerchant: false });
    },
  );

  it.each([
    ['ATM WITHDRAWAL 0423 1234 MAIN ST SPRINGFIELD IL', 'atm'],
    ['GEA   NR:S1L7H2   03.02.24/09.15 AMSTERDAM CS,PAS123', 'atm'],
    ['PRELIEVO BANCOMAT 14/06 VIA ROMA', 'atm'],
    ['REINTEGRO CAJERO 21/05 0934', 'atm'],
    ['CASH 14MAR24 @09:12', 'atm'],
    ['[CW]ABM WITHDRAWAL 0417 KING & BAY', 'atm'],
    ['GC 1416-WITHDRAW', 'atm'],
    // A LINK network machine in Britain: its street, the card and the day.
    ['LNK STATION ROAD CD 8812 14FEB24', 'atm'],
    ['LNK MARKET SQUARE 02JAN24', 'atm'],
    ['CASH WITHDRAWAL 7-ELEVEN 1234 DALLAS TX', 'atm'],
  ])('%j is cash: a counterparty only if the operator is known', (raw, kind) => {
    expect(readTransaction(raw)).toMatchObject({ kind, needsKnownMerchant: true });
  });

  it.each(['BKOFAMERICA ATM 03/15 #000003912 WITHDRWL 1455 MARKET ST SAN FRANCISCO CA', 'TD ATM W/D 1234 MAIN ST', 'BARGELDAUSZAHLUNG GA 12345678 SPK LEIPZIG'])(
    "%j is cash from a bank's own machine: nobody, whatever the street",
    (raw) => {
      expect(readTransaction(raw)).toEqual({ kind: 'atm', merchantless: true, needsKnownMerchant: true });
    },
  );

  it.each([
    ['DIRECT DEP ACME CORP PAYROLL', 'income'],
    ['GUSTO PAYROLL DIR DEP', 'income'],
    ['IRS TREAS 310 TAX REF', 'income'],
    ['VA TREAS 310 MISC PAY', 'income'],
    ['SEPA-UEBERWEISUNG HAUSVERWALTUNG SCHMIDT GMBH MIETE 04/2024', 'transfer'],
    ['FASTER PAYMENT TO THAMES WATER FROM GB29NWBK60161331926819', 'transfer'],
    ['BILL PAY VERIZON WIRELESS ONLINE', 'bill_payment'],
    ['REFUND AMAZON.COM AMZN.COM/BILL WA', 'refund'],
    ['CHECKCARD 0312 STARBUCKS STORE 12345 SEATTLE WA', 'purchase'],
    ['BEA   NR:4LC6N3   05.01.24/12.34 Albert Heijn 1427 AMSTERDAM,PAS123', 'purchase'],
    ['Point of Sale - Interac RETAIL PURCHASE 000001234567 TIM HORTONS #2', 'purchase'],
    ['SQ *JOES PIZZA BROOKLYN NY', 'purchase'],
    // A German girocard purchase, not the card's bill ("KREDITKARTENABRECHNUNG", "KARTENABRECHNUNG").
    ['KARTENZAHLUNG METZGEREI HUBER 12.03 MUENCHEN', 'purchase'],
    // An Austrian shop's Bankomat till takes the card; it gives no cash.
    ['BANKOMAT KASSE 0412 BAECKEREI STROBL GRAZ', 'purchase'],
    ['BANKOMATKASSE 12 GASTHAUS LINDE', 'purchase'],
    // …and so does its point of sale, with the till's date and time; a dotted town's name is still words.
    ['BANKOMAT POS 12.03 14:05 KONDITOREI ZAUNER BAD ISCHL', 'purchase'],
    ['BANKOMAT KONDITOREI GRUBER ST. POELTEN', 'purchase'],
  ])('%j is a %s with a counterparty', (raw, kind) => {
    expect(readTransaction(raw)).toEqual({ kind, merchantless: false, needsKnownMerchant: false });
  });

  it.each([
    // A bill payment or income line naming a bank pays or is paid by it.
    ['CITI AUTOPAY', 'bill_payment'],
    ['CHASE CREDIT CRD AUTOPAY', 'bill_payment'],
    ['TD AMERITRADE TRANSFER', 'transfer'],
  ])('%j names a bank as its counterparty: a %s', (raw, kind) => {
    expect(readTransaction(raw)).toEqual({ kind, merchantless: false, needsKnownMerchant: false });
  });

  it.each(['LEAP CARD TOP-UP DUBLIN', 'LEBARA MOBILE TOP UP 07700900461', 'REVOLUT TOP UP', 'MONZO BANK LTD TOPUP', 'POT NOODLE', 'COTISATION JAZZ CLUB DE PARIS', 'WESTPAC CHOPPER RESCUE FEE'])(
    '%j: a top-up, pot or fee that names what it pays',
    (raw) => {
      expect(readTransaction(raw)).toMatchObject({ merchantless: false });
    },
  );

  it.each([
    // A tax paid to a named authority, a person-to-person app's own line, a reward named after its merchant.
    ['HMRC VAT PAYMENT', 'bill_payment'],
    ['ATO GST PAYMENT', 'bill_payment'],
    ['CITY OF AUSTIN PROPERTY TAX PAYMENT', 'bill_payment'],
    ['APPLE CASH SENT MONEY TO SARAH KIM', 'transfer'],
    ['Zelle money sent to Priya Raman', 'transfer'],
    ['STANDARD TRANSFER VENMO', 'transfer'],
  ])('%j names its counterparty: a %s', (raw, kind) => {
    expect(readTransaction(raw)).toEqual({ kind, merchantless: false, needsKnownMerchant: false });
  });

  it.each([
    'HMRC VAT', 'IRS USATAXPYMT', 'AGENCIA TRIBUTARIA MODELO 303', 'CASH AMERICA', 'CREDIT KARMA', 'TRAVEL CENTERS OF AMERICA', 'PLANET FITNESS', 'PLAN IT FITNESS',
    'PAY IT FORWARD CAFE', 'DOLLAR GENERAL', 'STANDARD PARKING', 'STANDARD CHARTERED', 'CASHBACK WORLD', 'REWARDS NETWORK', 'PLAYSTATION REWARDS', 'UBER CASH CREDIT',
    'MARRIOTT BONVOY POINTS', 'TRAVEL CREDIT UNION', 'PAYMENT RECEIVED FROM AMAZON', 'CASH OUT LOANS', 'VARO BANK',
  ])('%j: ordinary words of a card or an app, but a merchant is named', (raw) => {
    expect(readTransaction(raw)).toMatchObject({ merchantless: false });
  });

  it.each(['PAYMENT TO', 'To', '', 'FAST PAYMENT to', 'Pay Anyone transfer to', 'Sent money to', 'Money received from', 'BONIFICO DA VOI DISPOSTO A FAVORE DI', '/TRTP/SEPA OVERBOEKING/IBAN/ /BIC/ABNANL2A/NAME/', 'HSBC TRANSFER TO'])(
    "%j is the bank's own wording",
    (text) => {
      expect(isBankWording(text)).toBe(true);
    },
  );

  it.each([
    ['NOMINA OCTUBRE', 'income'],
    ['STIPENDIO NOVEMBRE', 'income'],
    ['PALKKA', 'income'],
    ['LON OKTOBER', 'income'],
    ['WYNAGRODZENIE ZA LISTOPAD', 'income'],
    ['MUNKABER OKTOBER', 'income'],
    ['ΜΙΣΘΟΔΟΣΙΑ ΙΟΥΝΙΟΣ', 'income'],
    ['CZYNSZ LISTOPAD MIESZKANIE 7', 'transfer'],
    ['ALQUILER OCTUBRE PISO 1B', 'transfer'],
    ['RENT NOV UNIT 12', 'transfer'],
    ['ΕΝΟΙΚΙΟ ΜΑΙΟΥ', 'transfer'],
    ['RUECKERSTATTUNG KAUTION VON', 'refund'],
    ['ZWROT OD', 'refund'],
    ['MONEY BACK FROM', 'refund'],
  ])('%j is what is left of a line about a person once the person is redacted: %s, nobody named', (raw, kind) => {
    expect(readTransaction(raw)).toMatchObject({ kind, merchantless: true });
  });

  it.each(['LNK DENTAL STUDIO LINCOLN', 'LNK TRANSPORT LTD 4471'])('%j: LNK without a card or a day is no cash machine', (raw) => {
    expect(readTransaction(raw).kind).toBeUndefined();
  });

  it('reads the interest charged on an overdraft and the move that covers it, not as the overdraft\'s fee', () => {
    expect(readTransaction('OVERDRAFT INTEREST')).toMatchObject({ kind: 'interest', merchantless: true });
    expect(readTransaction('INTEREST ON OVERDRAFT')).toMatchObject({ kind: 'interest', merchantless: true });
    expect(readTransaction('DEBIT INTEREST ARRANGED OVERDRAFT')).toMatchObject({ kind: 'interest', merchantless: true });
    expect(readTransaction('OVERDRAFT PROTECTION TRANSFER FROM SAVINGS')).toMatchObject({ kind: 'transfer', merchantless: true });
    // Its fee says so.
    expect(readTransaction('OVERDRAFT PROTECTION TRANSFER FEE')).toMatchObject({ kind: 'fee', merchantless: true });
    expect(readTransaction('UNARRANGED OVERDRAFT FEE')).toMatchObject({ kind: 'fee', merchantless: true });
  });

  it('reads an overdraft\'s or a returned item\'s fee as the bank\'s, whatever item it describes', () => {
    expect(readTransaction('OVERDRAFT ITEM FEE FOR ACTIVITY OF 03-14 ELEC PURCHASE POSTING SEQ 00012')).toMatchObject({ kind: 'fee', merchantless: true });
    expect(readTransaction('INSUFFICIENT FUNDS FEE FOR A $45.00 ITEM - DETAILS: 0314 CARD PURCHASE HULU')).toMatchObject({ kind: 'fee', merchantless: true });
    // Another company's fee still names it.
    expect(readTransaction('LATE FEE BLOCKBUSTER')).toMatchObject({ merchantless: false });
    expect(readTransaction('DELTA AIR CHECKED BAG FEE')).toMatchObject({ merchantless: false });
  });

  it('reads a fee or interest given back as a refund, still the bank\'s own line', () => {
    expect(readTransaction('OVERDRAFT FEE REFUND')).toMatchObject({ kind: 'refund', merchantless: true });
    expect(readTransaction('DEVOLUCION COMISION')).toMatchObject({ kind: 'refund', merchantless: true });
    expect(readTransaction('ESTORNO TARIFA')).toMatchObject({ kind: 'refund', merchantless: true });
    expect(readTransaction('NAB FEE REFUND')).toMatchObject({ kind: 'refund', merchantless: true });
    // A shop's refund names the shop.
    expect(readTransaction('AMAZON PRIME FEE REFUND')).toMatchObject({ kind: 'refund', merchantless: false });
  });

  it('reads a card\'s cash advance as cash, a lender named so as a shop', () => {
    expect(readTransaction('CASH ADVANCE 03/14')).toMatchObject({ kind: 'atm', merchantless: true });
    expect(readTransaction('CASH ADVANCE CENTERS OF TEXAS')).toMatchObject({ merchantless: false });
    expect(readTransaction('CASH ADVANCE FEE')).toMatchObject({ kind: 'fee', merchantless: true });
  });

  it('reads a shared cash network as no operator: Finland\'s Otto, not the shop', () => {
    expect(readTransaction('OTTO NOSTO')).toMatchObject({ kind: 'atm', merchantless: true });
    expect(readTransaction('OTTO VERSAND')).toMatchObject({ merchantless: false });
  });

  it('reads a telecom\'s or a payroll company\'s fee as naming them', () => {
    expect(readTransaction('PALVELUMAKSU ELISA')).toMatchObject({ merchantless: false });
    expect(readTransaction('GUSTO PAYROLL FEE')).toMatchObject({ merchantless: false });
  });

  it.each([
    ['COMISION POR SALDO INSUFICIENTE', 'fee'],
    ['COMMISSIONS', 'fee'],
    ['AVGIFTER', 'fee'],
    ['PALVELUMAKSUT', 'fee'],
    ['Spesen Kontoführung', 'fee'],
    ['TENUE DE COMPTE', 'fee'],
    ['INTERESTEN', 'interest'],
    ['Verrechnungssteuer', 'interest'],
    ['Připsaný úrok duben', 'interest'],
    ['VYBER HOTOVOSTI', 'atm'],
    ['DEPOSITO NUMERARIO', 'atm'],
    ['PREVOD MEZI VLASTNIMI UCTY', 'transfer'],
    ['ROUND-UP TO SAVINGS', 'transfer'],
    ['PAGO TDC', 'transfer'],
    ['SALARIO', 'income'],
    ['EMOLUMENTI', 'income'],
    ['CHQ PAID-12345', 'check'],
    ['INT CHRG', 'interest'],
    ['OD INT', 'interest'],
    ['PALKANMAKSU', 'income'],
    ['GEHALTSZAHLUNG', 'income'],
    ['AUTO PYMT THANK YOU', 'transfer'],
    ['FNB MONTHLY ACCOUNT FEE', 'fee'],
    ['UBS KONTOFUEHRUNGSGEBUEHR', 'fee'],
    ['TVA SUR FRAIS', 'fee'],
  ] as const)('reads %s as a %s line naming nobody', (line, kind) => {
    expect(readTransaction(line)).toMatchObject({ kind, merchantless: true });
  });

  it('reads a cheque numbered after "N°" with its payee as one numbered without it: naming the payee', () => {
    expect(readTransaction('CHEQUE N° 7654321 CABINET DUPONT')).toEqual(readTransaction('CHEQUE 7654321 CABINET DUPONT'));
    expect(readTransaction('CHEQUE N° 7654321 CABINET DUPONT')).toMatchObject({ merchantless: false });
  });

  it.each(['RENT-A-CENTER 0451', 'RENT A CAR MALAGA', 'RENT THE RUNWAY', 'PENSION SCHMIDT', 'HOTEL PENSION ALPENBLICK', 'CHEQUE CENTRE LONDON', 'LONDON ZOO'])(
    '%j: a shop named with a wage, rent or cheque word names itself',
    (raw) => {
      expect(readTransaction(raw)).toMatchObject({ merchantless: false });
    },
  );

  it.each(['SALARIS MEI 2024', 'CHECK #1045 PAYEE:', 'ZWROT OD', 'CZYNSZ LIPIEC MIESZKANIE 12', 'ΕΝΟΙΚΙΟ ΙΟΥΝΙΟΥ'])("%j before a person is the bank's own wording", (text) => {
    expect(isBankWording(text)).toBe(true);
  });

  it.each(['VIR SEPA RECU DE', 'VIR SEPA EMIS VERS', 'VIREMENT EN VOTRE FAVEUR DE', 'REMBOURSEMENT DE', 'TRANSFERENCIA RECIBIDA DE', 'BONIFICO RICEVUTO DA', 'ONTVANGEN VAN', 'BANK CREDIT'])(
    "%j: a transfer received, sent or given back, before a person, is the bank's own wording",
    (text) => {
      expect(isBankWording(text)).toBe(true);
    },
  );

  it.each(['VIR SEPA RECU DE SARL DUPONT', 'REMBOURSEMENT AMAZON', 'BANK CREDIT ACME LTD'])('%j names a company', (text) => {
    expect(isBankWording(text)).toBe(false);
  });

  it.each(['KONTO 0532013000 BLZ 37040044', 'Konto 1234567890 BLZ 37040044', 'KTO-NR 1234567 BLZ 10050000', 'BSB 062-000 ACC 12345678', 'RIB 30004 00550 00012345678 45', 'IFSC SBIN0001234 ACCOUNT 1234567890'])(
    '%j: an account number and a bank code, nobody named',
    (raw) => {
      expect(readTransaction(raw)).toMatchObject({ merchantless: true });
    },
  );

  it.each(['KONTOR BUTIKEN STOCKHOLM', 'KONTO EXPRESS BERLIN', 'ROUTING GRILL 1234'])('%j: a label beside a word of a name is no account line', (raw) => {
    expect(readTransaction(raw)).toMatchObject({ merchantless: false });
  });

  it.each(['SQ *', 'ACME PLUMBING DES:PAYMENT INDN:', 'PAYPAL *', 'REVOLUT PAYMENT TO', 'ZELLE TO'])('%j names a payer, a processor or a rail', (text) => {
    expect(isBankWording(text)).toBe(false);
  });

  it.each(['COSTCO ANNUAL MEMBERSHIP FEE', 'COTISATION TENNIS CLUB DE LYON', 'CANONE RAI TV', 'STARBUCKS STORE 00853', 'UNIVERSITY OF TORONTO FEES TORONTO ON', 'PLANET FIT CLUB FEES', 'CHECK CASHING PLACE', 'PINTEREST ADS'])(
    '%j: the words do not tell, or a payee owns the fee',
    (raw) => {
      expect(readTransaction(raw)).toEqual({ merchantless: false, needsKnownMerchant: false });
    },
  );
});
