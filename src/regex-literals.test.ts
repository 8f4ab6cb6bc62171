import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * esbuild (tsx, and the bundle `npm run build` makes) rewrites a regex literal with a Unicode
 * property escape (`/\p{L}/u`) as `new RegExp("\\p{L}", "u")` where the literal stands. At
 * module level that runs once; inside a function it builds a regex on every call, which cost
 * the descriptor reader several microseconds a line. Such regexes are module constants.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);

function productionFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Lines of the compiled file where a rewritten literal stands inside a function (indented). */
function regexBuiltPerCall(file: string): string[] {
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', target: 'node20', format: 'esm' });
  return code.split('\n').filter((line) => /^\s+/.test(line) && /new RegExp\("/.test(line) && !/^\s+(?:\/\/|\*)/.test(line));
}

describe('regex literals in production code', () => {
  it('builds no Unicode-property regex per call (they are module constants)', () => {
    const offenders = productionFiles(SRC).flatMap((file) => regexBuiltPerCall(file).map((line) => `${path.relative(SRC, file)}: ${line.trim().slice(0, 120)}`));
    expect(offenders).toEqual([]);
  });

  it('finds one when a function holds such a literal', () => {
    const { code } = transformSync('export function f(text: string) { return /\\p{L}/u.test(text); }', { loader: 'ts', target: 'node20', format: 'esm' });
    expect(code.split('\n').some((line) => /^\s+/.test(line) && /new RegExp\("/.test(line))).toBe(true);
  });
});
