import { describe, expect, it } from 'vitest';
import { analyzeDescriptor } from '../knowledge/index';
import { rejectionReason } from './reject';

const reasonFor = (raw: string): ReturnType<typeof rejectionReason> => rejectionReason(raw, analyzeDescriptor(raw));

describe('rejectionReason', () => {
  it('rejects items longer than 512 characters', () => {
    expect(reasonFor('A'.repeat(513))).toBe('too_long');
    expect(reasonFor(`STARBUCKS ${'X'.repeat(502)}`)).toBe(null);
  });

  it.each(['', ' ', '  \t  ', '\n', 'x', 'Zx', 'Q7', '!', '/////', '#####', '***'])('%j is too short', (raw) => {
    expect(reasonFor(raw)).toBe('too_short');
  });

  it.each(['2024-03-14', '-12.50', '$45.00', '987654321', '00000000', '4111111111111111', '(206) 555-0147', '12/03/2024 14:32'])(
    '%j is only digits and separators',
    (raw) => {
      expect(reasonFor(raw)).toBe('all_digits');
    },
  );

  it.each(['14 MAR 2024', 'MAR 14 2024', 'Mon 3rd June 2024', '31 DEZ 2023'])('%j is nothing but a date', (raw) => {
    expect(reasonFor(raw)).toBe('no_merchant_signal');
  });

  it.each(['asd asd asd', 'qwe qwe', 'sdf sdf sdf'])('%j is one weak word typed again and again', (raw) => {
    expect(reasonFor(raw)).toBe('no_merchant_signal');
  });

  it.each(['ASDA ASDA', 'BBQ BBQ', 'TOTO TOTO'])('%j is a name typed again', (raw) => {
    expect(reasonFor(raw)).toBe(null);
  });

  it.each(['7 ELEVEN 1234', 'MAY 2024 RENT ACME PROPERTIES', 'ΜΙΣΘΟΔΟΣΙΑ ΙΟΥΝΙΟΣ 2025', 'SUNDAY RILEY 12'])('%j is more than a date', (raw) => {
    expect(reasonFor(raw)).toBe(null);
  });

  it.each([
    'mxyzptlk0093qq',
    'XJ7Q9ZK2LP4M',
    'XK29QZ7LW0PA8M',
    'a8f7d6s5a4',
    'ASDFGHJKL',
    'qwertyuiop',
    'hjkl hjkl hjkl',
    'ABCDEF123456',
    'xkq zzptv rrw',
    'zyxwvu',
    'N/A',
    '#N/A',
    '#VALUE!',
    '#DIV/0!',
    'NULL',
    'None',
    'undefined',
    'TEST',
    'TEST TEST 123',
    'PENDING',
    'TEST TRANSACTION DO NOT POST',
    'PENDING AUTHORIZATION 03/14',
    'xkcd9#@!!~~',
    '🎉🎉 PARTY 🎉🎉',
    '[object Object]',
    'XXXX1234',
    '************4444',
    'VISA DDA PUR',
    'DEBIT CARD PURCHASE',
    'ACCT 000123456789',
    '1,234.56 CR',
    '245.00 DR',
    'CHF 12.50',
    'NL91ABNA0417164300',
    'john.doe@example.org',
    '💳💸',
    'XJQZKWPLMT',
    'asdkjh qwe zxc',
    'zxcvbnm qqq',
    'XJ9 KQ7 ZZ4 PL0',
    'ÄÖÜ ßß ΩΩ',
    'lkjsdf poiu mnb',
    'qwe rty uiop',
    'jjjj kkkk',
    'xx qq zz 99',
    'Tr7$mW4#pZ9q',
    'k3J9!!x_QP0 ~~ 77',
    'ŁĄŻ ŹĆ ŃŚ',
    'ÉÈÊ ÀÂ ÔÖ',
    'qpwoeiruty alskdjfhg',
    'poiuytrewq lkjhgfdsa',
    'zzkq vvbn plmx',
    'ZQXW 88JD 1LQP',
    'Z9QK-77XP-LL2M',
    'zxq 4471 vkj',
    'VXK 12 ZJQ',
    // Doubled rare letters beside a terminal's field label and numbers.
    'KJ7#0002-QQ /AUTH 118204',
    // "Not applicable", "not available", "no data" and "unknown" of other languages' exports.
    'n.v.t.',
    'k.A.',
    'N/D',
    's/d',
    'S.O.',
    'b.d.',
    'T.B.D.',
    // "To be confirmed", as "to be decided" and "to be announced".
    'TBC',
    'T.B.C.',
    'tbc',
    'Keine Angabe',
    'Sans libellé',
    'Geen omschrijving',
    'Sin datos',
    'Sem dados',
    'Brak danych',
    'Onbekend',
    'Okänd',
    // Filler words beside numbers and codes, read whole (the normalizer keeps only the first word).
    'QQQ 123 ZZZ',
    'xkcd 9f9f 0000 zz',
    'JJJ 4410 KKK',
    'ZQXJ',
    'PLACEHOLDER',
    'BLAH BLAH',
    'FOOBAR',
  ])('%j has no merchant signal', (raw) => {
    expect(reasonFor(raw)).toBe('no_merchant_signal');
  });

  it.each([
    '7ELEVEN32145',
    'ABCD DAYCARE',
    'LLOYDS BANK',
    'NN PIZZA',
    'BBQ',
    'BBQ SHACK',
    'ASDA STORES LTD 4471 BRISTOL',
    'O2 UK DD',
    'BP OIL 9412 COLUMBUS OH',
    'IRS DES:USATAXPYMT ID:XXXXX6512 CCD',
    'HMRC VAT',
    'ATO',
    'CVS/PHARMACY #02714',
    'AT&T DES:PAYMENT ID:XXXXX93120 WEB',
    'YAHOO!',
    'E*TRADE SECURITIES',
    '🍕 JOES PIZZA 🍕 BROOKLYN NY',
    'LIBERTY MUTUAL',
    'SQ *JOES PIZZA BROOKLYN NY',
    '1PASSWORD TORONTO ON',
    'PGANDE DES:WEB ONLINE',
    'スターバックス 渋谷店',
    // Full-width Latin letters, as Japanese statements print a name: plain letters, not marked ones.
    'ＪＲ西日本　ＩＣＯＣＡ',
    'ＡＥＯＮ　ＭＡＬＬ',
    'KFC',
    'TJX',
    'WHSMITH 1234',
    'QWERTY KEYBOARDS LTD',
    'VENMO *JANE DOE',
    'AAA MEMBERSHIP',
    'AAA',
    'ZZZ MATTRESS',
    'A1 AUTO K9 CO',
    'KQ7 SEAT 12A',
    'AEO 0412',
    'QDOBA 2231 DENVER CO',
    'ZXY DESIGN STUDIO',
    'IOU CAFE',
    'JJ BEAN COFFEE',
    'XKCD 12AB STORE',
    'JJ 24 BEAN CAFE',
    'ZZ TOP 123',
    'QQ MUSIC 12',
    'ZZ TOP 2024',
    'AAA 24 HOUR TOWING',
    'JVC 4471',
    'VW 1234 BMW',
    'TJX KFC',
    'HSBC 3RD AVE',
    // Initials with dots are a placeholder only when they spell one.
    'H.E.B.',
    'K.A. BAU',
    'B.D. ENTERPRISES',
    'SEM PARAR',
    // A placeholder's letters beside a name are the name's ("TBC" is also a bank's initials).
    'TBC BANK TBILISI',
    'T.B.C. ROOFING',
  ])('%j goes on', (raw) => {
    expect(reasonFor(raw)).toBe(null);
  });
});
