import { describe, expect, it } from 'vitest';
import { envelopeSerializerCompiler, fastSerializerCompiler } from './fast-serializer';
import { envelopeSchema } from './schemas';

const envelope = (results: object[]) => ({ results, job_id: null, status: 'partial', usage: { cache: 1, model: 0, rejected: 1, retry: 1, billable: 0 } });

describe('envelopeSerializerCompiler', () => {
  const whole = fastSerializerCompiler({ schema: envelopeSchema });
  const pieces = envelopeSerializerCompiler({ schema: envelopeSchema });

  it('writes the same text as the whole-envelope serializer, remembered items included', () => {
    const known = Object.freeze({ input: 'NETFLIX.COM', status: 'complete', source: 'cache', merchant: 'Netflix', domain: 'netflix.com', category: 'entertainment', mcc_code: '4899', is_subscription: true, confidence: 1, kind: 'purchase' });
    const rejected = { input: '"quoted" \u2028 ÄÖÜ', status: 'rejected', confidence: 0, reason: 'too_short', redacted: ['card_number'] };
    const retry = { input: 'X', status: 'retry', confidence: 0, reason: 'model_timeout' };
    for (const results of [[known], [known, rejected, known, retry], [rejected], []]) {
      const data = envelope(results);
      expect(pieces(data)).toBe(whole(data));
      expect(pieces(data)).toBe(whole(data)); // second time from the remembered JSON
      expect(JSON.parse(pieces(data))).toEqual(JSON.parse(JSON.stringify(data)));
    }
  });

  it('never remembers an item that can change', () => {
    const item: Record<string, unknown> = { input: 'A', status: 'retry', confidence: 0, reason: 'model_error' };
    expect(JSON.parse(pieces(envelope([item]))).results[0].reason).toBe('model_error');
    item.reason = 'model_timeout';
    expect(JSON.parse(pieces(envelope([item]))).results[0].reason).toBe('model_timeout');
  });
});
