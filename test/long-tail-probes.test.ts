import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { LONG_TAIL_PROBES } from './long-tail-probes';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * The long-tail audit (test/long-tail-probes.ts) through the whole pipeline with the builtin model,
 * as `txenrich eval` runs it, scored as eval scores names (case, accents and punctuation aside).
 * Every probe names its merchant but the known gaps below; the table keeps the coverage.
 */

/**
 * Lines no rule reads yet: a payee after an instant-payment rail or wallet's own words (PIX, MB WAY,
 * SWISH, PAYNOW: the rail is named); a given name after a trade or CHEZ, which redaction takes as a
 * person's; a cut the statement made that no rule completes with certainty (HOU, SE, COLLE); towns
 * that are also the name's words (NAPOLI, FONTANA, DOLOMITI) or are not in the gazetteer
 * (MUIZENBERG, ODENSE C).
 */
const KNOWN_GAPS: ReadonlySet<string> = new Set([
  "SQ *JAVA JUNCTION COFFEE HOU",
  "DEPANNEUR CHEZ MARCEL LAVAL QC",
  "SQ *SALT SPRING SOAPWORKS SALT SPRING IS BC",
  "Point of Sale - Visa Debit VISA DEBIT PUR-4567 PRAIRIE PET SUPPLY",
  "VISA PURCHASE 12/03 GUMTREE CAFE FREMANTLE WA",
  "LS THE BOOK NOOK HOBART TAS",
  "Kartenzahlung Gasthaus Zum Hirschen Freiburg im Breisgau",
  "POS 1234 K1 12.03 BAECKEREI STROBL SALZBURG",
  "BANKOMAT GASTHOF ZUR POST ST. WOLFGANG",
  "PAIEMENT BANCONTACT FRITERIE CHEZ EUGENE LIEGE",
  "COMPRA MB WAY PADARIA SAO JOAO",
  "TRF MB WAY PARA OFICINA AUTO SILVA",
  "PLATNOSC KARTA 1234 ZAKLAD FRYZJERSKI ANNA",
  "SWISH BETALNING SOLROSENS FÖRSKOLA",
  "DANKORT 12.03 BLOMSTERHUSET ODENSE C",
  "VIPPS*FISKEBUTIKKEN ÅLESUND",
  "PIX ENVIADO PADARIA PAO DE OURO LTDA",
  "PIX QRS ACOUGUE BOI GORDO",
  "COMPRA CARTAO 12/03 FARMACIA POPULAR ME RIO DE JANEIRO",
  "PIX TRANSF OFICINA MECANICA DO JOAO EIRELI",
  "MP*PIZZARIA BELLA NAPOLI",
  "PAYNOW TRANSFER TO LIM BROS TRADING",
  "GREENLEAF LANDSCAPING SE",
  "OLD MILL ANTIQUES & COLLE",
  "THE ANCHOR PUB SOUTHWARK LONDON SE1",
  "ZETTLE_*WAVERLEY MARKET ED",
  "Kartenzahlung GETRAENKEMARKT KRAUSE HALLE (SAALE)",
  "KARTENZAHLUNG MAESTRO 1234 EISDIELE DOLOMITI",
  "COMPRA TARJ. CAFETERIA LA ESQUINA-L HOSPITALET",
  "SQ *MIDNIGHT OIL COFFEEHOUS",
  "YOCO *SURF SHACK MUIZENBERG",
  "COMPRA TARJ. TABERNA EL BUHO-SAN SEBASTIAN DE LOS",
  "PAGAMENTO POS TRATTORIA ALLA VECCHIA FONTANA",
]);

describe('long-tail merchant names', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline(LONG_TAIL_PROBES.map(([line]) => line));
  }, 120_000);

  const named = (line: string): string => {
    const result = results.get(line);
    return result?.status === 'complete' ? (result.merchant ?? '') : `<${result?.status ?? 'missing'}>`;
  };

  it.each(LONG_TAIL_PROBES.filter(([line]) => !KNOWN_GAPS.has(line)))('%j is %j', (line, merchant) => {
    expect(foldName(named(line))).toBe(foldName(merchant));
  });

  it('keeps the known gaps few, and each one a probe', () => {
    const lines = new Set(LONG_TAIL_PROBES.map(([line]) => line));
    for (const gap of KNOWN_GAPS) expect(lines.has(gap), gap).toBe(true);
    expect(KNOWN_GAPS.size / LONG_TAIL_PROBES.length).toBeLessThan(0.1);
  });
});
