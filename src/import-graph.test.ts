import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles in production code (CONTRIBUTING.md "Layout"): between folders none at all,
 * type imports included, so that a folder's door (its index.ts) can be read top-down; between
 * files none through a value import, so that module start-up order never decides what is
 * defined. A type-only import (`import type`, `export type`) is erased from the JavaScript and
 * may close a loop inside one folder.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);

interface Edge {
  to: string;
  typeOnly: boolean;
}

function productionFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')].find((candidate) => existsSync(candidate));
}

function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
    const to = resolve(file, specifier.text);
    if (!to) throw new Error(`${path.relative(SRC, file)}: cannot resolve ${specifier.text}`);
    edges.push({ to, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypeNames = !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, !!clause && (clause.isTypeOnly || (!clause.name && onlyTypeNames)));
    } else if (ts.isExportDeclaration(node)) {
      const onlyTypeNames = !!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, node.isTypeOnly || onlyTypeNames);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Strongly connected components with more than one member (Tarjan), as sorted name lists. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

const folderOf = (file: string) => path.relative(SRC, file).split(path.sep)[0] as string;

describe('the import graph of src/', () => {
  const files = productionFiles(SRC);
  const edges = new Map(files.map((file) => [file, importsOf(file)]));

  it('has no cycle between folders, type imports included', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, out] of edges) {
      const from = folderOf(file);
      if (!folders.has(from)) folders.set(from, new Set());
      for (const { to } of out) if (folderOf(to) !== from) folders.get(from)?.add(folderOf(to));
    }
    expect(cycles(folders)).toEqual([]);
  });

  it('has no cycle between files through value imports', () => {
    const values = new Map([...edges].map(([file, out]) => [file, new Set(out.filter((edge) => !edge.typeOnly).map((edge) => edge.to))]));
    expect(cycles(values).map((component) => component.map((file) => path.relative(SRC, file)))).toEqual([]);
  });

  it('sees a cycle when there is one (the detector is not blind)', () => {
    expect(cycles(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]))).toEqual([['a', 'b', 'c']]);
  });
});
