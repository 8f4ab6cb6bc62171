import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts';
import type { LimitReason } from '../billing';
import type { DescriptorAnalysis } from '../domain';
import { analyzeDescriptor, isBankWording, loadKnowledgeBase, normalizeDescriptor, readTransaction } from '../knowledge';
import type { ModelItemResult } from '../models';
import { prepareForModel } from '../redact';
import { enrichBatch, rememberLocalReadings } from './enrich-batch';
import { createInputHasher } from './input-hash';
import { createMemoryCache } from './memory-cache';
import type { EnrichDependencies } from './ports';
import { rejectionReason } from './reject';

const ACCOUNT: Account = { id: 'acct_test', email: 'test@localhost', plan: 'production', role: 'user', dailyCap: 1000, createdAt: 0, suspendedAt: null };
const CONTEXT = { account: ACCOUNT, keyId: 'key_test', jobId: null, refuseWhenLimited: false };
const NOW = Date.UTC(2026, 10, 25, 12);

interface Harness {
  deps: EnrichDependencies;
  /** What the model was sent, per call. */
  modelCalls: string[][];
  reserved: number[];
  refunded: number[];
}

/**
 * enrichBatch with in-memory dependencies: the real analysis, rejection, knowledge and redaction,
 * a memory cache, a scripted model (answers by text; "FAIL" in the text fails that item) and a
 * meter that grants up to `grant` items.
 */
function harness(options: { grant?: number; limit?: LimitReason; confidence?: number; explodeOn?: string } = {}): Harness {
  const knowledge = loadKnowledgeBase();
  const modelCalls: string[][] = [];
  const reserved: number[] = [];
  const refunded: number[] = [];
  const deps: EnrichDependencies = {
    analyze(raw): DescriptorAnalysis {
      if (options.explodeOn && raw.includes(options.explodeOn)) throw new Error('a bug in a pure step');
      return analyzeDescriptor(raw);
    },
    reject: rejectionReason,
    readTransaction,
    prepareForModel: (raw) => prepareForModel(raw, normalizeDescriptor, undefined, isBankWording),
    knowledge: { match: (analysis) => knowledge.match(analysis), findByName: (name) => knowledge.findByName(name), impersonates: (analysis) => knowledge.impersonates(analysis) },
    cache: createMemoryCache(),
    hasher: createInputHasher('unit-test-secret-unit-test-secret-0123'),
    async runModel(inputs) {
      modelCalls.push(inputs.map((input) => input.text));
      const items = inputs.map(
        (input): ModelItemResult =>
          input.text.includes('FAIL')
            ? { ok: false, reason: 'model_timeout' }
            : { ok: true, answer: { name: `Shop ${input.text.split(' ')[0]}`, domain: null, category: 'shopping', mcc: '5999', isSubscription: false, confidence: options.confidence ?? 0.9 } },
      );
      return { items, usage: { inputTokens: 10 * inputs.length, outputTokens: 5 * inputs.length }, itemUsage: inputs.map(() => ({ inputTokens: 10, outputTokens: 5 })) };
    },
    verifyDomain: async () => false,
    meter: {
      async reserve(_account, count) {
        reserved.push(count);
        const granted = Math.min(count, options.grant ?? count);
        return granted === count ? { granted } : { granted, limit: { reason: options.limit ?? 'daily_limit_reached', retryAfterSeconds: 60 } };
      },
      async refund(_account, count) {
        refunded.push(count);
      },
    },
  };
  return { deps, modelCalls, reserved, refunded };
}

async function run(h: Harness, inputs: string[], context = CONTEXT) {
  const outcome = await enrichBatch(h.deps, context, inputs, NOW);
  if (!outcome.ok) throw new Error(`refused: ${outcome.limit.reason}`);
  return outcome.batch;
}

describe('enrichBatch', () => {
  it("gives a model's merchant whose name spells the line's own web address that domain, checked; no other", async () => {
    const h = harness();
    const checked: string[] = [];
    h.deps.runModel = async (inputs) => ({
      items: inputs.map((input): ModelItemResult => ({ ok: true, answer: { name: input.text.startsWith('MAPLE') ? 'Maple Hollow Soap' : 'Cedar Candles', domain: null, category: 'shopping', mcc: '5999', isSubscription: false, confidence: 0.7 } })),
      usage: { inputTokens: 0, outputTokens: 0 },
      itemUsage: inputs.map(() => ({ inputTokens: 0, outputTokens: 0 })),
    });
    h.deps.verifyDomain = async (domain) => {
      checked.push(domain);
      return true;
    };
    const batch = await run(h, ['MAPLEHOLLOWSOAP.COM', 'MAPLE HOLLOW SOAP', 'CEDARCANDLESHOP.CO.UK']);
    expect(batch.results.map((item) => item.domain ?? null)).toEqual(['maplehollowsoap.com', null, null]);
    expect(checked).toEqual(['maplehollowsoap.com']);
  });

  it('decides each item on its own: a throwing step or a failed model answer costs that item only', async () => {
    const h = harness({ explodeOn: 'EXPLODE' });
    const batch = await run(h, ['NETFLIX.COM', 'EXPLODE HARDWARE', 'ACORN HARDWARE', 'FAIL HARDWARE', '12/03/2024']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.source])).toEqual([
      ['complete', 'cache'],
      ['retry', 'model_error'],
      ['complete', 'llm'],
      ['retry', 'model_timeout'],
      ['rejected', 'all_digits'],
    ]);
    expect(batch.usage).toEqual({ cache: 1, model: 1, rejected: 1, retry: 2, billable: 1 });
    expect(batch.status).toBe('partial');
    // Only the two undecided items went to the model, as redacted text.
    expect(h.modelCalls).toEqual([['ACORN HARDWARE', 'FAIL HARDWARE']]);
  });

  it('reserves only items that need the model and refunds those that did not complete', async () => {
    const h = harness();
    await run(h, ['NETFLIX.COM', 'ACORN HARDWARE', 'FAIL ONE HARDWARE', 'FAIL TWO HARDWARE', 'N/A']);
    expect(h.reserved).toEqual([3]);
    expect(h.refunded).toEqual([2]);
  });

  it('gives items beyond the limit `retry` with the limit as reason, and refuses a sync batch that fits none', async () => {
    const limited = harness({ grant: 1, limit: 'allowance_exhausted' });
    const batch = await run(limited, ['ACORN HARDWARE', 'BIRCH HARDWARE', 'CEDAR HARDWARE', 'NETFLIX.COM']);
    expect(batch.results.map((item) => item.reason ?? item.status)).toEqual(['complete', 'allowance_exhausted', 'allowance_exhausted', 'complete']);
    expect(limited.modelCalls).toEqual([['ACORN HARDWARE']]);
    expect(limited.refunded).toEqual([0]);

    const none = harness({ grant: 0 });
    const refused = await enrichBatch(none.deps, { ...CONTEXT, refuseWhenLimited: true }, ['ACORN HARDWARE', 'NETFLIX.COM'], NOW);
    expect(refused).toEqual({ ok: false, limit: { reason: 'daily_limit_reached', retryAfterSeconds: 60 } });
    expect(none.modelCalls).toEqual([]);
    // A sync batch whose every item is answered without the model is never refused.
    expect((await enrichBatch(none.deps, { ...CONTEXT, refuseWhenLimited: true }, ['NETFLIX.COM'], NOW)).ok).toBe(true);
  });

  it('returns one usage record per item, in input order, with where each answer came from', async () => {
    const h = harness();
    const first = await run(h, ['NETFLIX.COM', 'ACORN HARDWARE', 'N/A', 'FAIL HARDWARE']);
    expect(first.records.map((record) => [record.outcome, record.origin, record.billable, record.inputTokens])).toEqual([
      ['cache', 'knowledge', false, 0],
      ['model', 'model', true, 10],
      ['rejected', null, false, 0],
      ['retry', null, false, 10],
    ]);
    expect(first.records.every((record) => record.accountId === ACCOUNT.id && record.keyId === 'key_test' && record.at === NOW && /^[0-9a-f]{64}$/.test(record.inputHash))).toBe(true);

    // The confident model answer was cached; a correction for another string beats any model.
    const acornHash = first.records[1]?.inputHash;
    const correction = { name: 'Birch & Co', domain: 'birch.example', category: 'home' as const, mcc: null, isSubscription: false, confidence: 1, origin: 'feedback' as const };
    const birch = await run(h, ['BIRCH HARDWARE']);
    await h.deps.cache.put(birch.records[0]?.inputHash as string, correction, null, NOW);
    const second = await run(h, ['ACORN HARDWARE', 'BIRCH HARDWARE']);
    expect(second.records.map((record) => record.origin)).toEqual(['model_cache', 'correction']);
    expect(second.records[0]?.inputHash).toBe(acornHash);
    expect(second.results.map((item) => [item.source, item.merchant, item.confidence])).toEqual([
      ['cache', 'Shop ACORN', 0.9],
      ['cache', 'Birch & Co', 1],
    ]);
  });

  it('rejects a stranger\'s web address wearing a brand\'s name, and keeps a verified merchant the noise rule would drop', async () => {
    const h = harness();
    const batch = await run(h, ['WWW.NETFLIX-ACCOUNT-UPDATE.COM', 'SPOTIFY.PROMO-ACCESS.XYZ', 'NETFLIX.COM', 'POS DEBIT 0519 H-E-B #592 SAN ANTONIO TX', 'asdkjh qwe zxc']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.merchant])).toEqual([
      ['rejected', 'no_merchant_signal'],
      ['rejected', 'no_merchant_signal'],
      ['complete', 'Netflix'],
      ['complete', 'H-E-B'],
      ['rejected', 'no_merchant_signal'],
    ]);
    expect(h.modelCalls).toEqual([]);
  });

  it('rejects a fake help line, a brand spelt with a digit and a typosquatted address, and keeps the brand\'s own lines', async () => {
    const h = harness();
    const batch = await run(h, ['NORTON AUTO RENEWAL SUPPORT 1-855-555-0133', 'SQ *NETFLIX CUSTOMER SUPPORT', 'AMAZ0N *PRIME RENEWAL', 'SPOTIFFY.COM 877-555-0100', 'NORTON *AP1234567 855-815-2726']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.merchant])).toEqual([
      ['rejected', 'no_merchant_signal'],
      ['rejected', 'no_merchant_signal'],
      ['rejected', 'no_merchant_signal'],
      ['rejected', 'no_merchant_signal'],
      ['complete', 'Norton'],
    ]);
    expect(h.modelCalls).toEqual([]);
  });

  it('rejects a bank transfer to a person once the name is redacted, and keeps a transfer to a company or a person-to-person service', async () => {
    const h = harness();
    const batch = await run(h, ['Überweisung an Katrin Vogel', 'ONLINE TRANSFER TO MARGARET CHEN REF BIRTHDAY', 'TRANSFER TO ACME PLUMBING LLC REF INV 22', 'ZELLE PAYMENT TO JOHN SMITH', 'ÄÄÄ ÖÖ ßßß']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.merchant, item.kind])).toEqual([
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'transfer'],
      ['complete', 'Shop ACME', 'transfer'],
      ['complete', 'Zelle', 'transfer'],
      ['rejected', 'no_merchant_signal', undefined],
    ]);
    expect(h.modelCalls).toEqual([['ACME PLUMBING']]);
  });

  it("rejects a line whose counterparty is a person's name after bank words alone, whatever note follows, and keeps a company or a known rail", async () => {
    const h = harness();
    const batch = await run(h, ['PAYMENT TO T NGUYEN 481923', 'FAST PAYMENT to TAN WEI MING OTHR Dinner', 'To Tomasz Nowak', 'K OKAFOR FLAT SHARE 309634 41926837', 'PAYMENT TO ACME PLUMBING LTD', 'FASTER PAYMENT TO THAMES WATER', 'ZELLE TO JOHN SMITH RENT']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.merchant, item.kind])).toEqual([
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'transfer'],
      ['complete', 'Shop PAYMENT', undefined],
      ['complete', 'Thames Water', 'transfer'],
      ['complete', 'Zelle', 'transfer'],
    ]);
    expect(h.modelCalls).toEqual([['PAYMENT TO ACME PLUMBING']]);
  });

  it("rejects card issuers' and payment apps' own lines and their transfers to a person, and keeps the rail or authority they name", async () => {
    const h = harness();
    const batch = await run(h, ['Sent money to Anna Kowalska', 'Pay Anyone transfer to Marisol Ortiz', 'Transfer to Varo Savings Account', 'MEMBERSHIP REWARDS POINTS STATEMENT CREDIT', 'VAT PAYMENT Q2 REF 123456789', 'APPLE CASH SENT MONEY TO SARAH KIM', 'HMRC VAT']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.merchant, item.kind])).toEqual([
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', undefined],
      ['rejected', 'no_merchant', 'bill_payment'],
      ['complete', 'Apple Cash', 'transfer'],
      ['complete', 'HMRC', undefined],
    ]);
    expect(h.modelCalls).toEqual([]);
  });

  it("rejects a line that is only a person's name, even where a brand is one fuzzy step away; a brand spelled so stays", async () => {
    const h = harness();
    const batch = await run(h, ['Jan Kowalski', 'Sarah Okafor', 'TED BAKER', 'JOHN REED', 'CHANEL MORGAN']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.merchant, item.redacted])).toEqual([
      ['rejected', 'empty_after_redaction', ['person_name']],
      ['rejected', 'empty_after_redaction', ['person_name']],
      ['complete', 'Ted Baker', undefined],
      ['complete', 'John Reed', ['person_name']],
      // A brand that is only the given name names nobody.
      ['rejected', 'empty_after_redaction', ['person_name']],
    ]);
    expect(h.modelCalls).toEqual([]);
  });

  it('rejects bank lines that name nobody in other languages, with their kind', async () => {
    const h = harness();
    const batch = await run(h, ['COMMISSIONI TENUTA CONTO 1 TRIM 2024', 'Kapitalizacja odsetek', 'SAQUE CAIXA ELETRONICO 12/03', 'Przelew własny na rachunek oszczędnościowy', '振込手数料', 'TARIFA NETFLIX', 'PAGO TARJETA DE CREDITO', 'JUROS SALDO DEVEDOR']);
    expect(batch.results.map((item) => [item.status, item.reason ?? item.merchant, item.kind])).toEqual([
      ['rejected', 'no_merchant', 'fee'],
      ['rejected', 'no_merchant', 'interest'],
      ['rejected', 'no_merchant', 'atm'],
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'fee'],
      ['complete', 'Netflix', undefined],
      ['rejected', 'no_merchant', 'transfer'],
      ['rejected', 'no_merchant', 'interest'],
    ]);
    expect(h.modelCalls).toEqual([]);
  });

  it('rejects wages, rent to a landlord, own transfers, cheques and money given back by a person, in many languages, and keeps shops named with those words', async () => {
    const h = harness();
    const batch = await run(h, [
      'NOMINA JUNIO 2025 PABLO JIMENEZ ORTEGA',
      'PALKKA 11/2025 NIEMI SATU',
      'ΜΙΣΘΟΔΟΣΙΑ ΙΟΥΝΙΟΣ 2025 ΓΕΩΡΓΙΟΥ ΕΛΕΝΗ',
      'CZYNSZ MARZEC 2025 MIESZKANIE 4 AGATA WROBEL',
      'ALQUILER ABRIL PISO 2A CARMEN NAVARRO DIAZ',
      'UMBUCHUNG SPARKONTO PETRA HOFFMANN',
      'CHQ 004417 ISSUED TO MR K ADJEI',
      'ZWROT OD MACIEJ KOWALCZYK ZA KINO',
      'MONEY BACK FROM FIONA WALSH',
      'RENT-A-CENTER #0451 DALLAS TX',
      'CHEQUE CENTRE LONDON',
      'PENSION SCHMIDT MUENCHEN',
      'PENSION MARIA THERESIA SALZBURG',
      'RENT THE RUNWAY',
    ]);
    expect(batch.results.map((item) => [item.status, item.reason ?? 'merchant'])).toEqual([
      ...Array.from({ length: 9 }, () => ['rejected', 'no_merchant']),
      ...Array.from({ length: 5 }, () => ['complete', 'merchant']),
    ]);
    // No person's name went to the model; the shops did.
    expect(h.modelCalls.flat().join(' ')).not.toMatch(/JIMENEZ|NIEMI|ΓΕΩΡΓΙΟΥ|WROBEL|NAVARRO|HOFFMANN|ADJEI|KOWALCZYK|WALSH/);
  });

  it('reads a wire to or from a person as a transfer that names nobody, and a wire to a company as the company', async () => {
    const h = harness();
    const batch = await run(h, [
      'WIRE TYPE:INTL OUT DATE:240314 TRN:2024031400118822 BNF:DAVID ALVAREZ',
      'WIRE TYPE:BOOK IN DATE:240314 TRN:2024031400118822 ORIG:JANE DOE ID:1234',
      'WIRE OUT DAVID ALVAREZ',
      'INCOMING WIRE FROM MARIA LOPEZ',
      'WIRE TYPE:WIRE OUT DATE:240314 TIME:1130 ET TRN:2024031400118822 SERVICE REF:001234 BNF:ACME TOOLS LTD ID:12345 BNF BK:JPMORGAN CHASE BANK',
      'WIRE TRANSFER TO ACME TOOLS LTD',
      'COPPER WIRE SUPPLY CO',
    ]);
    expect(batch.results.map((item) => [item.status, item.reason ?? 'merchant'])).toEqual([
      ...Array.from({ length: 4 }, () => ['rejected', 'no_merchant']),
      ...Array.from({ length: 3 }, () => ['complete', 'merchant']),
    ]);
    const sent = h.modelCalls.flat().join(' | ');
    expect(sent).not.toMatch(/ALVAREZ|DOE|LOPEZ/);
    // The company is what the model reads of both wires, without the fields.
    expect(sent).toMatch(/ACME TOOLS/);
    expect(sent).not.toMatch(/TRN|BNF/);
  });

  it('answers the same with remembered local readings, and an approved correction still applies to a remembered string', async () => {
    const inputs = ['NETFLIX.COM', 'WWW.NETFLIX-ACCOUNT-UPDATE.COM', 'POS DEBIT 0519 H-E-B #592 SAN ANTONIO TX', 'ACORN HARDWARE', 'N/A', 'CALL JOHN SMITH 415-555-0100 ACORN', 'MONTHLY SERVICE FEE'];
    const fresh = harness();
    const remembered = harness();
    const deps = rememberLocalReadings(remembered.deps);
    let expected = await run(fresh, inputs);
    for (let round = 0; round < 2; round += 1) {
      if (round > 0) expected = await run(fresh, inputs);
      const outcome = await enrichBatch(deps, CONTEXT, inputs, NOW);
      if (!outcome.ok) throw new Error('refused');
      expect(outcome.batch.results).toEqual(expected.results);
      expect(outcome.batch.records.map((record) => record.inputHash)).toEqual(expected.records.map((record) => record.inputHash));
    }

    // A remembered verified answer is made once and shared, frozen, by every request for the string.
    const again = await enrichBatch(deps, CONTEXT, ['NETFLIX.COM', 'NETFLIX.COM'], NOW);
    if (!again.ok) throw new Error('refused');
    expect(again.batch.results[0]).toBe(again.batch.results[1]);
    expect(Object.isFrozen(again.batch.results[0])).toBe(true);

    const netflixHash = expected.records[0]?.inputHash as string;
    const renamed = { name: 'Netflix Corrected', domain: 'netflix.com', category: 'entertainment' as const, mcc: '4899', isSubscription: true };
    const corrected = await enrichBatch({ ...deps, corrections: async () => ({ byHash: (hash) => (hash === netflixHash ? renamed : null), byName: () => null, examples: () => [] }) }, CONTEXT, ['NETFLIX.COM'], NOW);
    if (!corrected.ok) throw new Error('refused');
    expect(corrected.batch.results[0]?.merchant).toBe('Netflix Corrected');
  });
});

describe('enrichBatch provenance', () => {
  const facts = (name: string, mcc: string | null, category: 'shopping' | 'financial_services' = 'shopping') => ({ name, domain: `${name.split(' ')[0]?.toLowerCase()}.example`, category, mcc, isSubscription: false });

  it("takes the model's MCC for a known merchant without one only when the model read the same trade", async () => {
    const h = harness();
    h.deps.knowledge = { match: () => null, findByName: (name) => (name === 'Shop ELM' ? { ...facts('Elm Payments', null, 'financial_services'), fuzzy: false } : null) };
    const batch = await run(h, ['ELM PAYMENTS']);
    expect(batch.results[0]).toMatchObject({ merchant: 'Elm Payments', category: 'financial_services', mcc_code: null });
    expect(batch.provenance[0]?.fields.mcc).toBe('knowledge');
  });

  it('says where each fact of each answer came from: a model answer naming a known or corrected merchant takes its facts', async () => {
    const h = harness();
    // In-memory knowledge and corrections: the model's "Shop ACORN" and "Shop BIRCH" are known
    // merchants (ACORN without an MCC), its "Shop CEDAR" is a corrected one.
    const verified = new Map([
      ['Shop ACORN', { ...facts('Acorn Hardware', null), fuzzy: false }],
      ['Shop BIRCH', { ...facts('Birch Hardware', '5251'), fuzzy: false }],
    ]);
    h.deps.knowledge = { match: () => null, findByName: (name) => verified.get(name) ?? null };
    h.deps.corrections = async () => ({ byHash: () => null, byName: (name) => (name === 'Shop CEDAR' ? facts('Cedar & Sons', '5211') : null), examples: () => [] });

    const batch = await run(h, ['ACORN HARDWARE', 'BIRCH HARDWARE', 'CEDAR HARDWARE', 'DOGWOOD HARDWARE', 'N/A']);
    expect(batch.results.map((item) => [item.source, item.merchant, item.mcc_code])).toEqual([
      ['llm', 'Acorn Hardware', '5999'],
      ['llm', 'Birch Hardware', '5251'],
      ['llm', 'Cedar & Sons', '5211'],
      ['llm', 'Shop DOGWOOD', '5999'],
      [undefined, undefined, undefined],
    ]);
    const known = { name: 'knowledge', domain: 'knowledge', category: 'knowledge', isSubscription: 'knowledge' };
    expect(batch.provenance).toEqual([
      { origin: 'model', fields: { ...known, mcc: 'model' } },
      { origin: 'model', fields: { ...known, mcc: 'knowledge' } },
      { origin: 'model', fields: { name: 'correction', domain: 'correction', category: 'correction', mcc: 'correction', isSubscription: 'correction' } },
      { origin: 'model', fields: { name: 'model', domain: 'model', category: 'model', mcc: 'model', isSubscription: 'model' } },
      null,
    ]);
    // The answer's origin is what the usage record carries: all four were model answers.
    expect(batch.records.map((record) => record.origin)).toEqual(['model', 'model', 'model', 'model', null]);

    // Cached, the same answer is stored as facts: every fact of it is then model_cache.
    const again = await run(h, ['ACORN HARDWARE']);
    expect(again.provenance).toEqual([{ origin: 'model_cache', fields: { name: 'model_cache', domain: 'model_cache', category: 'model_cache', mcc: 'model_cache', isSubscription: 'model_cache' } }]);
    expect(again.results[0]).toMatchObject({ source: 'cache', merchant: 'Acorn Hardware', mcc_code: '5999' });
  });

  it('gives knowledge hits and approved corrections one origin for every fact', async () => {
    const h = harness();
    const batch = await run(h, ['NETFLIX.COM']);
    expect(batch.provenance).toEqual([{ origin: 'knowledge', fields: { name: 'knowledge', domain: 'knowledge', category: 'knowledge', mcc: 'knowledge', isSubscription: 'knowledge' } }]);
    const hash = batch.records[0]?.inputHash as string;
    h.deps.corrections = async () => ({ byHash: (key) => (key === hash ? facts('Netflix Corrected', '4899') : null), byName: () => null, examples: () => [] });
    const corrected = await run(h, ['NETFLIX.COM']);
    expect(corrected.provenance[0]?.origin).toBe('correction');
    expect(new Set(Object.values(corrected.provenance[0]?.fields ?? {}))).toEqual(new Set(['correction']));
  });
});
