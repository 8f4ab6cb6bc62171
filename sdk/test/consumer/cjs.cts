// Compiled by package.test.ts against the built package, as a CommonJS user would require it.
import { createClient, type Job } from '@txenrich/client';

const client = createClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'txe_live_x' });
export function poll(jobId: string): Promise<Job> {
  return client.getJob(jobId);
}
