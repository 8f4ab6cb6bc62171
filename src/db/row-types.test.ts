import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Row types stay behind their stores (CONTRIBUTING.md): a folder's door (its index.ts) hands out
 * domain types, never a table's row. This reads every export of every src/<folder>/index.ts but
 * the database's own, walks the types they reach (properties, parameters, return values, type
 * arguments such as Promise<…> and arrays) and fails on any that carries every column of a table
 * in src/db/schema.ts: the table interface itself, Selectable<…>/Insertable<…> of it, an alias or
 * an interface extending it.
 */
const SRC = path.resolve(__dirname, '..');
const SCHEMA = path.join(SRC, 'db', 'schema.ts');
const MAX_DEPTH = 6;
/**
 * Known crossings, each with its reason. `accountFromRow` is the accounts folder's one
 * translation, handed to key verification, which reads the key and its account in one query on
 * every API call (CONTRIBUTING.md): it takes a row and gives the domain `Account`.
 */
const ALLOWED = new Set(['accounts: accountFromRow(row) is a row of AccountsTable']);

function doors(): string[] {
  return readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'db')
    .map((entry) => path.join(SRC, entry.name, 'index.ts'))
    .filter((file) => ts.sys.fileExists(file));
}

function createProgram(files: string[]): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    types: ['node'],
    noEmit: true,
  };
  return ts.createProgram(files, options);
}

interface Table {
  name: string;
  columns: string[];
}

function tablesOf(checker: ts.TypeChecker, schema: ts.SourceFile): Table[] {
  const module = checker.getSymbolAtLocation(schema);
  if (!module) throw new Error('src/db/schema.ts has no exports');
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => symbol.name.endsWith('Table'))
    .map((symbol) => ({ name: symbol.name, columns: checker.getDeclaredTypeOfSymbol(symbol).getProperties().map((property) => property.name) }));
}

/** Types declared outside src/ (Kysely, Fastify, Node) or by the database folder are not walked. */
function isForeign(type: ts.Type): boolean {
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? [];
  return declarations.some((declaration) => {
    const file = declaration.getSourceFile().fileName;
    return file.includes('/node_modules/') || !path.resolve(file).startsWith(SRC + path.sep) || path.resolve(file).startsWith(path.join(SRC, 'db') + path.sep);
  });
}

function findRowTypes(): string[] {
  const files = doors();
  const program = createProgram([...files, SCHEMA]);
  const checker = program.getTypeChecker();
  const schema = program.getSourceFile(SCHEMA);
  if (!schema) throw new Error('src/db/schema.ts not found');
  const tables = tablesOf(checker, schema);
  expect(tables.map((table) => table.name)).toContain('JobsTable');
  const leaks: string[] = [];
  // Per export: every export that reaches a row is named, not only the first.
  let seen = new Set<ts.Type>();

  function rowOf(type: ts.Type): Table | undefined {
    const names = new Set(type.getProperties().map((property) => property.name));
    return tables.find((table) => table.columns.every((column) => names.has(column)));
  }

  function walk(type: ts.Type, where: string, depth: number): void {
    if (depth > MAX_DEPTH || seen.has(type)) return;
    seen.add(type);
    if (type.isUnionOrIntersection()) {
      for (const member of type.types) walk(member, where, depth);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const table = rowOf(type);
    if (table) {
      leaks.push(`${where} is a row of ${table.name}`);
      return;
    }
    if (isForeign(type)) {
      // Promise<Row>, Row[], Readonly<Row>: the container is foreign, what it holds is not.
      for (const argument of checker.getTypeArguments(type as ts.TypeReference) ?? []) walk(argument, `${where}<>`, depth + 1);
      for (const argument of type.aliasTypeArguments ?? []) walk(argument, `${where}<>`, depth + 1);
      return;
    }
    for (const signature of type.getCallSignatures()) {
      for (const parameter of signature.getParameters()) {
        walk(checker.getTypeOfSymbol(parameter), `${where}(${parameter.name})`, depth + 1);
      }
      walk(signature.getReturnType(), `${where}()`, depth + 1);
    }
    for (const property of type.getProperties()) walk(checker.getTypeOfSymbol(property), `${where}.${property.name}`, depth + 1);
  }

  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) continue;
    const folder = path.basename(path.dirname(file));
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const where = `${folder}: ${exported.name}`;
      seen = new Set();
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) walk(checker.getDeclaredTypeOfSymbol(symbol), where, 0);
      if (symbol.flags & ts.SymbolFlags.Value) walk(checker.getTypeOfSymbol(symbol), where, 0);
    }
  }
  return [...new Set(leaks)].filter((leak) => !ALLOWED.has(leak)).sort();
}

describe('row types stay behind their stores', () => {
  it('no folder door exports a table row, or a function or type that carries one', () => {
    expect(findRowTypes()).toEqual([]);
  }, 60_000);
});
