// Compiled by package.test.ts against the built package, as an ESM user would import it.
import { TxenrichClient, TxenrichError, type EnrichResultItem } from '@txenrich/client';

const client = new TxenrichClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'txe_live_x' });
export async function run(): Promise<EnrichResultItem[]> {
  try {
    return await client.enrichMany(['NETFLIX.COM'], { concurrency: 2, onProgress: ({ done, total }) => void (done / total) });
  } catch (error) {
    if (error instanceof TxenrichError) void [error.code, error.status, error.requestId];
    throw error;
  }
}
