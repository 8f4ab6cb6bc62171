import { readFileSync } from 'node:fs';

/**
 * The package version, read from package.json so `--version`, the OpenAPI document and the
 * package never disagree. Looked up from this file upwards: the sources run from src/ through tsx
 * and a build may run them from another folder.
 */
function readVersion(): string {
  for (let folder = new URL('./', import.meta.url); ; folder = new URL('../', folder)) {
    try {
      const manifest = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'txenrich' && manifest.version) return manifest.version;
    } catch {
      // No package.json here: keep walking up.
    }
    if (folder.pathname === '/') return '0.0.0';
  }
}

export const VERSION = readVersion();
