#!/usr/bin/env node
// `npm run build` (also run by `npm install` through `prepare`): bundles the CLI and server into
// dist/txenrich.js, so `npm start` runs plain JavaScript and compiles nothing at run time.
// Type checking is `npm run typecheck`'s job; this step only strips types and joins modules.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');

/**
 * Modules that read data files beside themselves (knowledge records, name lexicons) use
 * import.meta.url. In a bundle that URL would be dist/txenrich.js, so each source file's
 * import.meta.url is replaced by its own source location, relative to the bundle: the data
 * stays in src/ and is read from there (dist/ and src/ ship together).
 */
const sourceLocations = {
  name: 'source-locations',
  setup(plugin) {
    plugin.onLoad({ filter: /[/\\]src[/\\].*\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(root, 'src/cli/main.ts')],
  outdir,
  entryNames: 'txenrich',
  // Dynamic imports stay lazy (the Stripe library, the server for `serve`, the local enricher):
  // a command or a process without billing does not load what it does not use. Chunks sit
  // beside the bundle so the source locations below resolve the same from every chunk.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // The maps point at src/*.ts, which ship beside dist/: without a copy of every source inside
  // them they are a third of the size, and `--enable-source-maps` holds 1 MB less in memory.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [sourceLocations],
  banner: { js: '#!/usr/bin/env node' },
});
