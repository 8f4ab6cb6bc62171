import { z } from 'zod';
import { categorySchema } from '../domain';

/** One line of the labelled format of shared/data (README there): an input and what it should give. */
export const labelledLineSchema = z.object({
  input: z.string(),
  expect: z.discriminatedUnion('status', [
    z.object({ status: z.literal('rejected') }),
    z.object({
      status: z.literal('complete'),
      merchant: z.string().min(1),
      merchant_aliases: z.array(z.string()).default([]),
      /** Acceptable domains, or null when the right answer is null. */
      domain: z.array(z.string()).nullable(),
      category: categorySchema,
      /** Acceptable codes, or null when not scored. */
      mcc: z.array(z.string()).nullable().default(null),
      /** null when not scored. */
      is_subscription: z.boolean().nullable().default(null),
    }),
  ]),
  pii: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
});

export type LabelledLine = z.infer<typeof labelledLineSchema>;

export class LabelledDataError extends Error {
  constructor(readonly problems: ReadonlyArray<{ line: number; message: string }>) {
    super(`invalid labelled data: ${problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('; ')}`);
    this.name = 'LabelledDataError';
  }
}

/**
 * Parses JSON lines in the labelled format; blank lines are skipped. Throws LabelledDataError
 * naming every bad line: an evaluation over half a file would report figures that mean nothing.
 */
export function parseLabelledLines(text: string): LabelledLine[] {
  const lines: LabelledLine[] = [];
  const problems: Array<{ line: number; message: string }> = [];
  text.split('\n').forEach((content, index) => {
    if (content.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      problems.push({ line: index + 1, message: 'not valid JSON' });
      return;
    }
    const parsed = labelledLineSchema.safeParse(json);
    if (parsed.success) lines.push(parsed.data);
    else problems.push({ line: index + 1, message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
  });
  if (problems.length > 0) throw new LabelledDataError(problems);
  return lines;
}
