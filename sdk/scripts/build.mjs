// Builds dist/esm and dist/cjs (each with .d.ts) with plain tsc: no bundler, no runtime dependency.
// dist/cjs gets its own package.json ({"type":"commonjs"}) so Node reads those files as CommonJS
// although this package is "type": "module".
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
for (const project of ['tsconfig.build.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', path.join(root, project)], { stdio: 'inherit' });
}
mkdirSync(path.join(root, 'dist/cjs'), { recursive: true });
writeFileSync(path.join(root, 'dist/cjs/package.json'), '{ "type": "commonjs" }\n');
