import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The dev set shipped in the repository: shared/data/devset.jsonl and the labelled cases added here since (format: shared/data/README.md). */
export const DEVSET_PATH = fileURLToPath(new URL('../../../test/fixtures/devset.jsonl', import.meta.url));

const devsetLineSchema = z.object({
  input: z.string(),
  expect: z.object({
    status: z.enum(['complete', 'rejected']),
    merchant: z.string().optional(),
    merchant_aliases: z.array(z.string()).optional(),
  }),
  pii: z.array(z.string()),
  tags: z.array(z.string()),
});
export type DevsetLine = z.infer<typeof devsetLineSchema>;

/** The labelled lines, or undefined when shared/ is not beside the repository. */
export function readDevset(path: string = DEVSET_PATH): DevsetLine[] | undefined {
  if (!existsSync(path)) return undefined;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => devsetLineSchema.parse(JSON.parse(line)));
}
