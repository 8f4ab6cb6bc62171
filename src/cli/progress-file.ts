import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CliError, EXIT } from './exit-codes';

/**
 * The sidecar beside `--out` (`out.csv.progress.json`) that makes `--resume` possible. Rows are
 * processed in file order, so "finished" is a prefix: the first `rowsDone` data rows, whose
 * output is exactly the first `outputBytes` bytes of the output file. It is rewritten (atomically)
 * only after a batch's output is on disk, so after Ctrl-C or a crash the output is cut back to
 * `outputBytes` and the run continues at row `rowsDone`; nothing finished is redone.
 */
const progressSchema = z.object({
  version: z.literal(1),
  input: z.string(),
  inputBytes: z.number().int(),
  inputModifiedMs: z.number(),
  column: z.string(),
  rowsDone: z.number().int().min(0),
  outputBytes: z.number().int().min(0),
  /** Data rows (0-based) that came back `retry`: retried once the pass is over. */
  retryRows: z.array(z.number().int().min(0)),
  /** The pass is over; only the retry pass remains. */
  passComplete: z.boolean(),
});
export type Progress = z.infer<typeof progressSchema>;

export function progressPath(out: string): string {
  return `${out}.progress.json`;
}

export function describeInput(file: string, column: string): Pick<Progress, 'input' | 'inputBytes' | 'inputModifiedMs' | 'column'> {
  const stat = statSync(file);
  return { input: path.resolve(file), inputBytes: stat.size, inputModifiedMs: Math.floor(stat.mtimeMs), column };
}

export function readProgress(out: string): Progress | undefined {
  const file = progressPath(out);
  if (!existsSync(file)) return undefined;
  const parsed = progressSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new CliError(`${file} is not a txenrich progress file`, EXIT.dataError, `delete it and ${out} to start over`);
  return parsed.data;
}

export function writeProgress(out: string, progress: Progress): void {
  const file = progressPath(out);
  writeFileSync(`${file}.tmp`, JSON.stringify(progress));
  renameSync(`${file}.tmp`, file);
}

export function removeProgress(out: string): void {
  rmSync(progressPath(out), { force: true });
}

/** Refuses to resume onto a different input, column or a changed file. */
export function checkResumable(progress: Progress, current: Pick<Progress, 'input' | 'inputBytes' | 'inputModifiedMs' | 'column'>, out: string): void {
  const same = progress.input === current.input && progress.inputBytes === current.inputBytes && progress.inputModifiedMs === current.inputModifiedMs && progress.column === current.column;
  if (!same) {
    throw new CliError(`${out} was started from another input file, a changed file or another --column`, EXIT.usage, `rerun with the same --file and --column, or delete ${progressPath(out)} and ${out} to start over`);
  }
}
