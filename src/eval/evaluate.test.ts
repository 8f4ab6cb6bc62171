import { describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../enrich/result';
import type { AnswerOrigin } from '../domain';
import { evaluate, formatEvalReport, LabelledDataError, parseLabelledLines, type ItemTrace } from './index';

const fixture = [
  { input: 'SQ *JOES PIZZA BROOKLYN NY', expect: { status: 'complete', merchant: "Joe's Pizza", merchant_aliases: ['Joes Pizza'], domain: null, category: 'food_and_drink', mcc: ['5812', '5814'], is_subscription: false }, tags: ['us', 'long_tail'] },
  { input: 'NETFLIX.COM', expect: { status: 'complete', merchant: 'Netflix', merchant_aliases: [], domain: ['netflix.com'], category: 'entertainment', mcc: ['4899'], is_subscription: true }, tags: ['us', 'well_known'] },
  { input: 'NETFLIX 1234', expect: { status: 'complete', merchant: 'Netflix', merchant_aliases: [], domain: ['netflix.com'], category: 'entertainment', mcc: null, is_subscription: null }, tags: ['us', 'well_known'] },
  { input: 'XJ7Q9ZK2LP4M', expect: { status: 'rejected' }, pii: [], tags: ['garbage'] },
  { input: 'N/A', expect: { status: 'rejected' }, pii: [], tags: ['garbage'] },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

const complete = (input: string, merchant: string, extra: Partial<EnrichResultItem> = {}): EnrichResultItem => ({
  input,
  status: 'complete',
  source: 'cache',
  merchant,
  domain: null,
  category: 'food_and_drink',
  mcc_code: null,
  is_subscription: false,
  confidence: 1,
  ...extra,
});

describe('parseLabelledLines', () => {
  it('reads the shared/data format, with defaults for optional fields', () => {
    const lines = parseLabelledLines(`${fixture}\n\n`);
    expect(lines).toHaveLength(5);
    expect(lines[3]).toEqual({ input: 'XJ7Q9ZK2LP4M', expect: { status: 'rejected' }, pii: [], tags: ['garbage'] });
    expect(lines[0]?.pii).toEqual([]);
  });

  it('names every bad line', () => {
    expect(() => parseLabelledLines('{"input": 1}\nnot json')).toThrow(LabelledDataError);
    try {
      parseLabelledLines('{"input": 1}\nnot json');
    } catch (error) {
      expect((error as LabelledDataError).problems.map((problem) => problem.line)).toEqual([1, 2]);
    }
  });
});

describe('evaluate', () => {
  const lines = parseLabelledLines(fixture);
  const results: EnrichResultItem[] = [
    complete('SQ *JOES PIZZA BROOKLYN NY', 'Joes Pizza', { source: 'llm', mcc_code: '5812', confidence: 0.7 }),
    complete('NETFLIX.COM', 'Netflix', { domain: 'netflix.com', category: 'entertainment', mcc_code: '4899', is_subscription: true }),
    complete('NETFLIX 1234', 'NETFLIX', { domain: 'www.netflix.com', category: 'shopping', is_subscription: true }),
    { input: 'XJ7Q9ZK2LP4M', status: 'rejected', confidence: 0, reason: 'no_merchant_signal' },
    complete('N/A', 'N/A'),
  ];
  const report = evaluate(lines, results);

  it('scores names case- and punctuation-insensitively against the name and its aliases', () => {
    expect(report.merchant.all).toEqual({ correct: 3, total: 3, rate: 1 });
    expect(report.merchant.longTail.total).toBe(1);
    expect(report.merchant.known.total).toBe(2);
  });

  it('scores domains, categories, MCC and subscription where labelled', () => {
    expect(report.domain.all.correct).toBe(3);
    expect(report.category.all).toMatchObject({ correct: 2, total: 3 });
    expect(report.mcc.all).toMatchObject({ correct: 2, total: 2 });
    expect(report.isSubscription.all).toMatchObject({ correct: 2, total: 2 });
  });

  it('checks one spelling per merchant', () => {
    expect(report.consistency).toMatchObject({ correct: 0, total: 1, inconsistent: [{ merchant: 'netflix', spellings: ['NETFLIX', 'Netflix'] }] });
  });

  it('measures rejection recall and false rejections', () => {
    expect(report.rejectionRecall).toEqual({ correct: 1, total: 2, rate: 0.5 });
    expect(report.falseRejection.all).toEqual({ correct: 0, total: 3, rate: 0 });
    expect(report.outcomes).toEqual({ cache: 3, llm: 1, rejected: 1, retry: 0 });
  });

  it('lists the misses', () => {
    expect(report.misses.map((miss) => `${miss.field}:${miss.input}`)).toEqual(['category:NETFLIX 1234', 'status:N/A']);
  });

  it('reports nothing by origin without the traces', () => {
    expect(report.byOrigin).toBeNull();
    expect(formatEvalReport(report)).not.toContain('by origin');
  });

  it('counts answers and their cost by origin, and scores each fact under the origin that stated it', () => {
    const all = (origin: AnswerOrigin) => ({ origin, fields: { name: origin, domain: origin, category: origin, mcc: origin, isSubscription: origin } });
    const traces: ItemTrace[] = [
      // A model answer naming a known merchant: the knowledge's facts, the model's MCC.
      { provenance: { origin: 'model', fields: { ...all('knowledge').fields, mcc: 'model' } }, inputTokens: 40, outputTokens: 12 },
      { provenance: all('knowledge'), inputTokens: 0, outputTokens: 0 },
      { provenance: all('model_cache'), inputTokens: 0, outputTokens: 0 },
      { provenance: null, inputTokens: 0, outputTokens: 0 },
      { provenance: all('correction'), inputTokens: 0, outputTokens: 0 },
    ];
    const byOrigin = evaluate(lines, results, traces).byOrigin;
    expect(byOrigin?.model).toMatchObject({ items: 1, inputTokens: 40, outputTokens: 12, merchant: { total: 0 }, mcc: { correct: 1, total: 1 } });
    expect(byOrigin?.knowledge).toMatchObject({ items: 1, merchant: { correct: 2, total: 2 }, domain: { correct: 2, total: 2 }, mcc: { correct: 1, total: 1 }, isSubscription: { correct: 2, total: 2 } });
    // NETFLIX 1234 came from the cache and was wrong on its category; its unlabelled MCC is not scored.
    expect(byOrigin?.model_cache).toMatchObject({ items: 1, category: { correct: 0, total: 1 }, mcc: { total: 0 } });
    // The garbage line answered by a correction counts as an answer, but garbage lines score no facts.
    expect(byOrigin?.correction).toMatchObject({ items: 1, merchant: { total: 0 } });
    expect(byOrigin?.none).toMatchObject({ items: 1 });
    const text = formatEvalReport(evaluate(lines, results, traces));
    expect(text).toMatch(/by origin\s+items\s+tokens in\/out/);
    expect(text).toMatch(/\nmodel\s+1\s+40\/12\s/);
    expect(text).toMatch(/\nno answer\s+1\s+0\/0\n?/);
  });

  it('formats a readable report', () => {
    const text = formatEvalReport(report, { showMisses: true });
    expect(text).toContain('merchant');
    expect(text).toContain('100.0%');
    expect(text).toContain('netflix: NETFLIX | Netflix');
    expect(text).toContain('misses (2)');
    expect(formatEvalReport(report)).not.toContain('misses');
  });

  it('counts look-alikes answered as verified for another merchant (name, domain, or a line that should be rejected)', () => {
    const lookalikes = parseLabelledLines(
      [
        { input: 'ARGOS TAVERNA ASTORIA NY', expect: { status: 'complete', merchant: 'Argos Taverna', domain: null, category: 'food_and_drink' }, tags: ['lookalike'] },
        { input: 'PANDORA JEWELRY #12', expect: { status: 'complete', merchant: 'Pandora', domain: ['pandora.net'], category: 'shopping' }, tags: ['lookalike'] },
        { input: 'WWW.NETFLIX-BILLING-HELP.COM', expect: { status: 'rejected' }, tags: ['lookalike', 'garbage'] },
        { input: 'SHELLFISH SHACK', expect: { status: 'complete', merchant: 'Shellfish Shack', domain: null, category: 'food_and_drink' }, tags: ['lookalike'] },
        { input: 'TESCO PFS 2871', expect: { status: 'complete', merchant: 'Tesco', domain: ['tesco.com'], category: 'transportation' }, tags: [] },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    const answers: EnrichResultItem[] = [
      complete('ARGOS TAVERNA ASTORIA NY', 'Argos', { domain: 'argos.co.uk', category: 'shopping' }),
      // Right name, but the music service's domain: answered as the other Pandora.
      complete('PANDORA JEWELRY #12', 'Pandora', { domain: 'pandora.com', confidence: 0.99 }),
      complete('WWW.NETFLIX-BILLING-HELP.COM', 'Netflix', { domain: 'netflix.com' }),
      // A model's low-confidence answer is no verification, right or wrong.
      complete('SHELLFISH SHACK', 'Shell', { source: 'llm', confidence: 0.6 }),
      // Not a look-alike: counted among all wrongly verified answers only.
      complete('TESCO PFS 2871', 'Shell', { domain: 'shell.com' }),
    ];
    const found = evaluate(lookalikes, answers);
    expect(found.lookalikeVerified).toMatchObject({ correct: 3, total: 4 });
    expect(found.lookalikeVerified.lines.map((line) => line.input)).toEqual(['ARGOS TAVERNA ASTORIA NY', 'PANDORA JEWELRY #12', 'WWW.NETFLIX-BILLING-HELP.COM']);
    expect(found.lookalikeVerified.lines[2]).toEqual({ input: 'WWW.NETFLIX-BILLING-HELP.COM', expected: 'rejected', got: 'Netflix (netflix.com)' });
    expect(found.falseVerified).toMatchObject({ correct: 4, total: 5 });
    expect(evaluate(lines, results).lookalikeVerified).toMatchObject({ correct: 0, total: 0 });
    expect(formatEvalReport(found)).toMatch(/look-alike verified\s+3 of 4/);
    expect(formatEvalReport(found, { showMisses: true })).toContain('"ARGOS TAVERNA ASTORIA NY": expected Argos Taverna (no domain), got Argos (argos.co.uk)');
  });
});
