import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/accounts';
import { loadConfig } from '../src/config';
import { createInputHasher, createMemoryCache, enrichBatch, type EnrichResultItem, type Meter } from '../src/enrich';
import { foldName } from '../src/eval';
import { createConfiguredModel, createEnrichDependencies } from '../src/pipeline';
import { createLogger } from '../src/app';
import { LONG_TAIL_PROBES } from './long-tail-probes';

/**
 * The long-tail audit (test/long-tail-probes.ts) through the whole pipeline with the builtin model,
 * as `txenrich eval` runs it, scored as eval scores names (case, accents and punctuation aside).
 * Every probe names its merchant but the known gaps below; the table keeps the coverage.
 */

const UNMETERED: Meter = { reserve: async (_account, count) => ({ granted: count }), refund: async () => undefined };
const ACCOUNT: Account = { id: 'acct_probe', email: 'probe@localhost', plan: 'production', role: 'operator', dailyCap: Number.MAX_SAFE_INTEGER, createdAt: 0, suspendedAt: null };

/**
 * Lines no rule reads yet: a payee after an instant-payment rail or wallet's own words (PIX, MB WAY,
 * SWISH, PAYNOW: the rail is named); a given name after a trade or CHEZ, which redaction takes as a
 * person's; a brand's word that begins a local name (SIERRA, GRINDR, A&W); a cut the statement
 * made that no rule completes with certainty (HOU, SE, CEN, COLLE); towns that are also the
 * name's words (NAPOLI, FONTANA, DOLOMITI) or are not in the gazetteer (MUIZENBERG, ODENSE C).
 */
const KNOWN_GAPS: ReadonlySet<string> = new Set([
  "SQ *THE DAILY GRIND PORTLAND OR",
  "A & W AUTO BODY 7135551234 TX",
  "SQ *JAVA JUNCTION COFFEE HOU",
  "DEPANNEUR CHEZ MARCEL LAVAL QC",
  "SQ *SALT SPRING SOAPWORKS SALT SPRING IS BC",
  "Point of Sale - Visa Debit VISA DEBIT PUR-4567 PRAIRIE PET SUPPLY",
  "VISA PURCHASE 12/03 GUMTREE CAFE FREMANTLE WA",
  "LS THE BOOK NOOK HOBART TAS",
  "Kartenzahlung Gasthaus Zum Hirschen Freiburg im Breisgau",
  "POS 1234 K1 12.03 BAECKEREI STROBL SALZBURG",
  "BANKOMAT GASTHOF ZUR POST ST. WOLFGANG",
  "PAIEMENT PAR CARTE X1234 AU BON MARCHE FLEURS",
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
  "HILLTOP CHIROPRACTIC CEN",
  "OLD MILL ANTIQUES & COLLE",
  "SQ *SIERRA BIKE SHOP SOUTH LAKE TAHO CA",
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
  const results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    const config = loadConfig({});
    const model = createConfiguredModel(config, { logger: createLogger({ logLevel: 'warn' }) });
    const deps = createEnrichDependencies({ config, model, cache: createMemoryCache(), hasher: createInputHasher(randomBytes(32).toString('hex')), meter: UNMETERED });
    const lines = LONG_TAIL_PROBES.map(([line]) => line);
    for (let start = 0; start < lines.length; start += 50) {
      const outcome = await enrichBatch(deps, { account: ACCOUNT, keyId: null, jobId: null, refuseWhenLimited: false }, lines.slice(start, start + 50));
      if (!outcome.ok) throw new Error('unreachable: the probes are unmetered');
      for (const result of outcome.batch.results) results.set(result.input, result);
    }
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
