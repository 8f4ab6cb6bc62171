#!/usr/bin/env node
// `node bin/run-ts.js file.ts args…`: runs a TypeScript entry point (benchmarks, scripts) through tsx.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

register();
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node bin/run-ts.js FILE.ts [args…]');
  process.exit(2);
}
process.argv.splice(2, 1);
await import(pathToFileURL(path.resolve(entry)).href);
