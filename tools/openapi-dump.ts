// `node bin/run-ts.js tools/openapi-dump.ts [out.json]`: writes the OpenAPI document exactly as a
// fresh app serves it at /openapi.json (throw-away embedded database), for `npm run lint:openapi`
// and for generators. Prints to stdout without an argument.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createApp, createLogger } from '../src/app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'txenrich-openapi-'));
try {
  const config = loadConfig({ TXENRICH_DATA_DIR: dataDir, TXENRICH_LOG_LEVEL: 'warn' });
  const app = await createApp({ config, logger: createLogger({ logLevel: 'warn' }) });
  try {
    const response = await app.http.inject('/openapi.json');
    if (response.statusCode !== 200) throw new Error(`/openapi.json answered ${response.statusCode}`);
    const document = `${JSON.stringify(response.json(), null, 2)}\n`;
    const out = process.argv[2];
    if (out) writeFileSync(out, document);
    else process.stdout.write(document);
  } finally {
    await app.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
