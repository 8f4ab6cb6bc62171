import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_GIVEN_NAMES, HELD_OUT_SURNAMES } from '../../tools/redaction/corpus/held-out-names';
import * as door from './index';
import { NAME_LEXICON } from './name-lexicon';

const REDACT_DIRECTORY = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY = path.resolve(REDACT_DIRECTORY, '../..');

function typeScriptFiles(directory: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(directory, entry);
    if (entry === 'node_modules') return [];
    if (statSync(full).isDirectory()) return typeScriptFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

describe('RedactedText can only come out of redact()', () => {
  // Production code only: tests may fabricate model input (a hostile string must reach the
  // prompt builder byte for byte), and test/ and *.test.ts never ship.
  it('is cast in exactly one production place: the private seal() of redact.ts', () => {
    const cast = /\bas\s+(?:unknown\s+as\s+)?RedactedText\b|<RedactedText>\s*[\w'"`(]/;
    const files = ['src', 'bench', 'tools']
      .flatMap((folder) => typeScriptFiles(path.join(REPOSITORY, folder)))
      .filter((file) => !file.endsWith('.test.ts'));
    const casting = files.filter((file) => cast.test(readFileSync(file, 'utf8'))).map((file) => path.relative(REPOSITORY, file));
    expect(casting).toEqual(['src/redact/redact.ts']);
  });

  it('exposes only the public API from index.ts', () => {
    expect(Object.keys(door).sort()).toEqual(['MODEL_INPUT_MAX_CHARS', 'PII_KINDS', 'prepareForModel', 'redact']);
  });
});

describe('shipped word lists', () => {
  it('hold several thousand names', () => {
    expect(NAME_LEXICON.givenNames.size).toBeGreaterThan(1500);
    expect(NAME_LEXICON.surnames.size).toBeGreaterThan(1400);
  });

  it('keep business words and names apart, so that neither hides the other', () => {
    const overlap = [...NAME_LEXICON.businessWords].filter(
      (word) => NAME_LEXICON.givenNames.has(word) || NAME_LEXICON.surnames.has(word),
    );
    expect(overlap).toEqual([]);
  });

  it('do not contain the held-out names the recall corpus uses to measure generalisation', () => {
    const leaked = [...HELD_OUT_GIVEN_NAMES, ...HELD_OUT_SURNAMES].filter(
      (name) => NAME_LEXICON.givenNames.has(name) || NAME_LEXICON.surnames.has(name),
    );
    expect(leaked).toEqual([]);
  });

  it('list brands as phrases of two or more words (one word alone would shield every namesake)', () => {
    const single = [...NAME_LEXICON.nameBrands.values()].flat().filter((phrase) => phrase.length < 2);
    expect(single).toEqual([]);
  });
});
