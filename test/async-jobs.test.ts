import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, eventually, type TestApp } from './harness';
import { purgeFinishedJobs } from '../src/jobs';

describe.each(databaseKinds())('async jobs on %s', (kind) => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { worker: true });
    ({ key } = await t.newKey());
  });
  afterAll(async () => t.close());

  const submit = (transactions: unknown[], headers: Record<string, string> = {}, apiKey = key) =>
    t.app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions }, headers: { 'x-api-key': apiKey, ...headers } });
  const poll = (url: string, apiKey = key) => t.app.http.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });
  const finished = (url: string) =>
    eventually(async () => {
      const body = (await poll(url)).json();
      return body.status === 'complete' || body.status === 'failed' ? body : undefined;
    });

  it('accepts 500 items with 202 and Location, and completes them in request order', async () => {
    const inputs = Array.from({ length: 500 }, (_, index) => (index % 5 === 0 ? `NETFLIX.COM ${index}` : index % 5 === 1 ? '#####' : `SQ *CORNER BAKERY ${index} PORTLAND OR`));
    const response = await submit(inputs);
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body.status).toBe('queued');
    expect(body.job_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.poll_url).toBe(`/v1/enrich/jobs/${body.job_id}`);
    expect(response.headers.location).toBe(body.poll_url);

    const job = await finished(body.poll_url);
    expect(job.status).toBe('complete');
    expect(job.results_status).toBe('complete');
    expect(job.progress).toEqual({ total: 500, done: 500 });
    expect(job.results.map((item: { input: string }) => item.input)).toEqual(inputs);
    expect(job.results[0]).toMatchObject({ status: 'complete', merchant: 'Netflix', source: 'cache' });
    expect(job.results[1]).toMatchObject({ status: 'rejected' });
    expect(job.completed_at).toBeTypeOf('string');
    expect(job.error).toBeUndefined();
  });

  it('shows progress without results while queued or processing', async () => {
    const response = await submit(['NETFLIX.COM']);
    const body = (await poll(response.json().poll_url)).json();
    expect(['queued', 'processing', 'complete']).toContain(body.status);
    expect(body.progress.total).toBe(1);
    expect(body.created_at).toBeTypeOf('string');
    if (body.status !== 'complete') expect(body.results).toBeUndefined();
  });

  it('refuses 501 items', async () => {
    const response = await submit(Array.from({ length: 501 }, () => 'NETFLIX.COM'));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.transactions).toBeDefined();
  });

  it('returns the same job for a retried Idempotency-Key, and refuses it with another body', async () => {
    const headers = { 'idempotency-key': `retry-${kind}-1` };
    const first = await submit(['SPOTIFY USA'], headers);
    const second = await submit(['SPOTIFY USA'], headers);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json().job_id).toBe(first.json().job_id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const count = await t.app.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('idempotency_key', '=', headers['idempotency-key']).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const other = await submit(['HULU'], headers);
    expect(other.statusCode).toBe(400);
    expect(other.json().details['Idempotency-Key']).toBeDefined();
    const tooLong = await submit(['HULU'], { 'idempotency-key': 'k'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers 404 for unknown, malformed and other accounts\' jobs', async () => {
    const mine = (await submit(['NETFLIX.COM'])).json();
    const other = await t.newKey();
    expect((await poll(mine.poll_url, other.key)).statusCode).toBe(404);
    expect((await poll('/v1/enrich/jobs/2b0c6f1e-8f5e-4a51-9d1c-0d0f7f6b3a11')).statusCode).toBe(404);
    const malformed = await poll('/v1/enrich/jobs/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().code).toBe('not_found');
  });

  it('deletes finished jobs and their inputs after retention', async () => {
    const { poll_url: url, job_id: jobId } = (await submit(['NETFLIX.COM'])).json();
    await finished(url);
    await purgeFinishedJobs(t.app.database.db, Date.now() + 1000);
    expect((await poll(url)).statusCode).toBe(404);
    const items = await t.app.database.db.selectFrom('job_items').select('position').where('job_id', '=', jobId).execute();
    expect(items).toHaveLength(0);
  });
});
