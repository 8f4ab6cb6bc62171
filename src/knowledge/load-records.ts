import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripMarks } from './match-key';
import { merchantRecordSchema, type MerchantRecord } from './record';

export const KNOWLEDGE_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

export interface RecordProblem {
  file: string;
  line: number;
  message: string;
}

export interface LoadedRecords {
  records: MerchantRecord[];
  problems: RecordProblem[];
}

/**
 * Folds an alias for uniqueness checks: case, accents, punctuation and spacing do not make two
 * aliases different. Letters of every script count ("ローソン" is an alias, not an empty one).
 */
export function aliasKey(alias: string): string {
  const plain = /^[\x20-\x7E]*$/.test(alias) ? alias : stripMarks(alias.normalize('NFKD'));
  return plain
    .toUpperCase()
    .replace(/[^\p{L}\p{N}&+]+/gu, ' ')
    .trim();
}

/**
 * Reads every *.jsonl file of the knowledge folder and checks the rules the data must keep:
 * schema, unique names, no alias claimed by two merchants. Problems are returned, not thrown,
 * so the test can list them all at once.
 */
export function loadMerchantRecords(directory = KNOWLEDGE_DATA_DIR): LoadedRecords {
  const records: MerchantRecord[] = [];
  const problems: RecordProblem[] = [];
  const names = new Map<string, string>();
  const aliases = new Map<string, string>();
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.jsonl'))
    .sort();
  for (const file of files) {
    const lines = readFileSync(path.join(directory, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (text.trim() === '') return;
      const where = { file, line: index + 1 };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        problems.push({ ...where, message: 'not valid JSON' });
        return;
      }
      const parsed = merchantRecordSchema.safeParse(json);
      if (!parsed.success) {
        problems.push({ ...where, message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
        return;
      }
      const record = parsed.data;
      const nameKey = record.name.toLowerCase();
      const nameOwner = names.get(nameKey);
      if (nameOwner) problems.push({ ...where, message: `name "${record.name}" already used at ${nameOwner}` });
      names.set(nameKey, `${file}:${index + 1}`);
      for (const alias of record.aliases) {
        const key = aliasKey(alias);
        if (key.length < 2) {
          problems.push({ ...where, message: `alias "${alias}" has fewer than 2 letters or digits` });
          continue;
        }
        const owner = aliases.get(key);
        if (owner && owner !== record.name) problems.push({ ...where, message: `alias "${alias}" of "${record.name}" already claimed by "${owner}"` });
        aliases.set(key, record.name);
      }
      for (const [alias, domain] of Object.entries(record.alias_domains ?? {})) {
        if (!record.aliases.some((own) => aliasKey(own) === aliasKey(alias))) {
          problems.push({ ...where, message: `alias_domains key "${alias}" is not one of the merchant's aliases` });
        }
        if (!merchantRecordSchema.shape.domain.safeParse(domain).success) {
          problems.push({ ...where, message: `alias_domains value "${domain}" is not a valid domain` });
        }
      }
      for (const [country, domain] of Object.entries(record.country_domains ?? {})) {
        if (!record.countries.includes(country)) problems.push({ ...where, message: `country_domains key "${country}" is not one of the merchant's countries` });
        if (domain === record.domain) problems.push({ ...where, message: `country_domains value "${domain}" repeats the merchant's domain` });
      }
      for (const alias of record.country_aliases ?? []) {
        if (record.aliases.some((own) => aliasKey(own) === aliasKey(alias))) problems.push({ ...where, message: `country alias "${alias}" is also one of the merchant's aliases` });
      }
      for (const plan of record.plans ?? []) {
        for (const alias of plan.aliases) {
          if (!record.aliases.some((own) => aliasKey(own) === aliasKey(alias))) {
            problems.push({ ...where, message: `plan "${plan.name}" alias "${alias}" is not one of the merchant's aliases` });
          }
        }
      }
      records.push(record);
    });
  }
  return { records, problems };
}
