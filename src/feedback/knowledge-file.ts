import { z } from 'zod';
import { merchantRecordSchema } from '../knowledge';
import { loadCorrections, saveCorrections, type Correction } from './correction-store';
import type { FeedbackDependencies } from './ports';

/**
 * One line of a knowledge file (`txenrich knowledge export|import`): the shipped merchant record
 * format (src/knowledge/record.ts), provenance included (`source`: `feedback` for an approval
 * here, else what the importing file said; `verified`: the day, UTC), so a fleet can share what
 * its operators approved. Differences from a shipped record, both forced by what a correction is:
 * - `aliases` are whole normalized, redacted descriptors (up to 128 characters, the model input
 *   limit) and match that descriptor exactly, not as words inside longer ones;
 * - `countries` is `["ZZ"]` (ISO 3166's user-assigned "unknown") when nobody said where.
 */
export const knowledgeFileRecordSchema = merchantRecordSchema.extend({ aliases: z.array(z.string().min(2).max(128)).min(1) }).strict();

export type KnowledgeFileRecord = z.infer<typeof knowledgeFileRecordSchema>;

const UNKNOWN_COUNTRY = 'ZZ';

function day(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

function groupKey(correction: Correction): string {
  return JSON.stringify([correction.name, correction.domain, correction.category, correction.mcc, correction.isSubscription, correction.source, day(correction.verifiedAt)]);
}

/**
 * The approved corrections as records, one per merchant (all the descriptors it was approved
 * for are its aliases), in a stable order so two exports of the same data are identical.
 */
export async function exportKnowledge(deps: Pick<FeedbackDependencies, 'db'>): Promise<KnowledgeFileRecord[]> {
  const groups = new Map<string, { first: Correction; aliases: Set<string> }>();
  for (const correction of await loadCorrections(deps.db)) {
    const key = groupKey(correction);
    const group = groups.get(key) ?? { first: correction, aliases: new Set<string>() };
    group.aliases.add(correction.modelText);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ first, aliases }) => ({
      name: first.name,
      domain: first.domain,
      category: first.category,
      mcc: first.mcc,
      is_subscription: first.isSubscription,
      countries: [UNKNOWN_COUNTRY],
      aliases: [...aliases].sort(),
      source: first.source,
      verified: day(first.verifiedAt),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.aliases[0] ?? '').localeCompare(b.aliases[0] ?? '', 'en'));
}

export function formatKnowledgeFile(records: readonly KnowledgeFileRecord[]): string {
  return records.map((record) => `${JSON.stringify(record)}\n`).join('');
}

export interface ImportProblem {
  line: number;
  message: string;
}

export type ImportOutcome = { ok: true; records: number; written: number } | { ok: false; problems: ImportProblem[] };

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** Parses every line before anything is written: one bad line and the file is refused whole. */
export function parseKnowledgeFile(text: string): { records: Array<{ line: number; record: KnowledgeFileRecord }>; problems: ImportProblem[] } {
  const records: Array<{ line: number; record: KnowledgeFileRecord }> = [];
  const problems: ImportProblem[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    if (content.trim().length === 0) return;
    const line = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch {
      problems.push({ line, message: 'not a JSON object' });
      return;
    }
    const parsed = knowledgeFileRecordSchema.safeParse(value);
    if (parsed.success) records.push({ line, record: parsed.data });
    else problems.push({ line, message: describe(parsed.error) });
  });
  return { records, problems };
}

/**
 * Imports a knowledge file as approved corrections: each alias is keyed the way this
 * installation keys descriptors (prepareForModel, then its own hash secret), so files move
 * between installations with different secrets. All or nothing, and importing the same file
 * again writes nothing.
 */
export async function importKnowledge(deps: Pick<FeedbackDependencies, 'db' | 'prepare' | 'hasher'>, text: string, now = Date.now()): Promise<ImportOutcome> {
  const { records, problems } = parseKnowledgeFile(text);
  const corrections: Correction[] = [];
  for (const { line, record } of records) {
    for (const [index, alias] of record.aliases.entries()) {
      const prepared = deps.prepare(alias).text;
      if (prepared.length === 0) {
        // The alias itself is not echoed: it may be a transaction string.
        problems.push({ line, message: `aliases.${index}: nothing is left after personal data is removed` });
        continue;
      }
      corrections.push({
        inputHash: deps.hasher(prepared),
        modelText: prepared,
        name: record.name,
        domain: record.domain,
        category: record.category,
        mcc: record.mcc,
        isSubscription: record.is_subscription,
        source: record.source,
        feedbackId: null,
        verifiedAt: Date.parse(`${record.verified}T00:00:00Z`),
      });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  if (problems.length > 0) return { ok: false, problems };
  if (records.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file holds no record' }] };
  const written = await saveCorrections(deps.db, corrections, now);
  return { ok: true, records: records.length, written };
}
