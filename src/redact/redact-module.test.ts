import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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
  // Every form of cast, judged by the type it produces rather than how it is spelled:
  // `as RedactedText`, `<RedactedText>x`, `as ModelInput['text']`, an alias, an array or union
  // holding one. The type checker resolves what a text search cannot. A probe file, compiled in
  // the same program, proves the detector sees the forms a search would miss.
  it('is cast in exactly one production place: the private seal() of redact.ts', () => {
    const files = ['src', 'bench', 'tools']
      .flatMap((folder) => typeScriptFiles(path.join(REPOSITORY, folder)))
      .filter((file) => !file.endsWith('.test.ts'));
    const probe = path.join(REDACT_DIRECTORY, '__cast_probe__.ts');
    const probeText = [
      "import type { RedactedText } from './types';",
      'type Alias = RedactedText;',
      'interface Input { text: RedactedText }',
      "export const a = 'x' as Input['text'];",
      "export const b = 'x' as Alias;",
      "export const c = ['x'] as RedactedText[];",
      "export const d = 'x' as unknown as RedactedText | undefined;",
      "export const e = 'x' as string;",
    ].join('\n');
    const options = { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: ['node'] };
    const host = ts.createCompilerHost(options);
    const { fileExists, getSourceFile } = host;
    host.fileExists = (file) => path.resolve(file) === probe || fileExists.call(host, file);
    host.getSourceFile = (file, language, ...rest) =>
      path.resolve(file) === probe ? ts.createSourceFile(file, probeText, language) : getSourceFile.call(host, file, language, ...rest);
    const program = ts.createProgram([...files, probe], options, host);
    const checker = program.getTypeChecker();
    const isBranded = (type: ts.Type, depth = 0): boolean => {
      if (depth > 4) return false;
      if (type.getProperties().some((property) => property.escapedName.toString().includes('redactedBrand'))) return true;
      if (type.isUnionOrIntersection()) return type.types.some((part) => isBranded(part, depth + 1));
      const typeArguments = (type as ts.TypeReference).target ? checker.getTypeArguments(type as ts.TypeReference) : [];
      return typeArguments.some((argument) => isBranded(argument, depth + 1));
    };
    const casts: string[] = [];
    for (const source of program.getSourceFiles()) {
      const file = path.resolve(source.fileName);
      if (file !== probe && !files.includes(file)) continue;
      const visit = (node: ts.Node): void => {
        if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && isBranded(checker.getTypeFromTypeNode(node.type))) {
          casts.push(`${path.relative(REPOSITORY, file)}: ${node.type.getText(source)}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(casts.filter((cast) => cast.includes('__cast_probe__'))).toEqual([
      "src/redact/__cast_probe__.ts: Input['text']",
      'src/redact/__cast_probe__.ts: Alias',
      'src/redact/__cast_probe__.ts: RedactedText[]',
      'src/redact/__cast_probe__.ts: RedactedText | undefined',
    ]);
    expect(casts.filter((cast) => !cast.includes('__cast_probe__'))).toEqual(['src/redact/redact.ts: RedactedText']);
  }, 90_000);

  it('exposes only the public API from index.ts', () => {
    expect(Object.keys(door).sort()).toEqual(['MODEL_INPUT_MAX_CHARS', 'PII_KINDS', 'findPhones', 'isListedGivenName', 'isListedSurname', 'prepareForModel', 'readModelText', 'redact']);
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
