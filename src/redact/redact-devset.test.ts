import { describe, expect, it } from 'vitest';
import { readDevset } from '../../tools/redaction/corpus/devset';
import { alteredWords, foldedWords, guessKind, leaks } from '../../tools/redaction/corpus/leak-check';
import { redact } from './index';

// shared/data/devset.jsonl is used only to measure: nothing in the redactor knows its strings.
const devset = readDevset() ?? [];
const withPii = devset.filter((line) => line.pii.length > 0);
const complete = devset.filter((line) => line.expect.status === 'complete' && line.expect.merchant !== undefined);

// The dev set ships in the repository (test/fixtures): a missing file fails here, it never skips.
describe('devset', () => {
  it('is shipped with the repository', () => {
    expect(devset.length).toBeGreaterThan(100);
  });

  it.each(withPii.map((line) => [line.input, line] as const))('removes the personal data of %s', (_input, line) => {
    const output = redact(line.input).text;
    for (const value of line.pii) {
      expect(leaks(guessKind(value), value, output), `${value} leaked in "${output}"`).toBe(false);
      // The plain check the data README asks for, beside the stricter one above.
      const compact = (text: string) => text.toUpperCase().replace(/\s+/g, '');
      expect(compact(output)).not.toContain(compact(value));
    }
  });

  it('keeps the merchant words of complete lines that are not personal data', () => {
    const altered: string[] = [];
    for (const line of complete) {
      const output = redact(line.input).text;
      const inputWords = foldedWords(line.input);
      const personal = foldedWords(line.pii.join(' '));
      const names = [line.expect.merchant ?? '', ...(line.expect.merchant_aliases ?? [])];
      const words = [...new Set(names.flatMap((name) => [...foldedWords(name)]))].filter(
        (word) => inputWords.has(word) && !personal.has(word),
      );
      const lost = alteredWords(words, output);
      if (lost.length > 0) altered.push(`${line.input} → ${output} (lost ${lost.join(', ')})`);
    }
    expect(complete.length).toBeGreaterThan(100);
    expect(altered.length / complete.length, altered.join('\n')).toBeLessThanOrEqual(0.01);
  });
});
