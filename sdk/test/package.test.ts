import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SDK = path.resolve('sdk');
const manifest = JSON.parse(readFileSync(path.join(SDK, 'package.json'), 'utf8')) as { version: string; dependencies?: object; exports: Record<string, { import: { types: string; default: string }; require: { types: string; default: string } }> };

function builtAt(): number {
  const marker = path.join(SDK, 'dist/cjs/package.json');
  return existsSync(marker) ? statSync(marker).mtimeMs : 0;
}
function newestSource(): number {
  const files = [...readdirSync(path.join(SDK, 'src')).map((name) => path.join(SDK, 'src', name)), path.join(SDK, 'package.json'), path.join(SDK, 'tsconfig.build.json')];
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

/** The package as npm users get it: built with plain tsc to ESM + CJS + .d.ts, no runtime dependency. */
describe('@txenrich/client package', () => {
  beforeAll(async () => {
    // CI builds first (.ci/run); a local run builds when dist/ is missing or older than src/.
    if (builtAt() < newestSource()) await run(process.execPath, [path.join(SDK, 'scripts/build.mjs')], { cwd: SDK });
  }, 120_000);

  it('loads as ESM and as CommonJS through its exports map, with types beside each', async () => {
    const entry = manifest.exports['.'];
    if (!entry) throw new Error('no "." export');
    const esm = (await import(pathToFileURL(path.join(SDK, entry.import.default)).href)) as Record<string, unknown>;
    const cjs = createRequire(import.meta.url)(path.join(SDK, entry.require.default)) as Record<string, unknown>;
    for (const module of [esm, cjs]) {
      expect(typeof module.TxenrichClient).toBe('function');
      expect(typeof module.TxenrichError).toBe('function');
      expect(module.VERSION).toBe(manifest.version);
    }
    expect(manifest.dependencies ?? {}).toEqual({});
  });

});
