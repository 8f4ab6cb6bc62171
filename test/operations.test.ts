import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../src/http/metrics-server';
import { createTestApp, type TestApp } from './harness';

/** What an operator relies on: request ids, log fields, metric names, the worker's /metrics. */
describe('operations', () => {
  let t: TestApp;
  let key: string;
  let accountId: string;
  let keyId: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    ({ key, accountId, keyId } = await t.newKey());
  });
  afterAll(async () => t.close());

  const enrich = (headers: Record<string, string>) =>
    t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key, ...headers } });

  it('keeps a valid incoming X-Request-Id and replaces an unsafe one', async () => {
    const kept = await enrich({ 'x-request-id': 'trace-4bf92f3577b34da6.a3ce929d:1' });
    expect(kept.headers['x-request-id']).toBe('trace-4bf92f3577b34da6.a3ce929d:1');
    for (const unsafe of ['a'.repeat(129), 'two words', 'x"}{"level":60', '']) {
      const replaced = await enrich({ 'x-request-id': unsafe });
      expect(replaced.headers['x-request-id']).toMatch(/^req_[0-9a-f]{32}$/);
    }
    const failed = await t.app.http.inject({ method: 'POST', url: '/v1/enrich', payload: {}, headers: { 'x-api-key': key, 'x-request-id': 'client-123' } });
    expect(failed.json()).toMatchObject({ request_id: 'client-123' });
  });

  it('names the key and the account on the request log line, never the key itself', async () => {
    await enrich({ 'x-request-id': 'log-fields-1' });
    const completed = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.reqId === 'log-fields-1' && line.msg === 'request completed');
    expect(completed).toMatchObject({ keyId, accountId });
    expect(t.logs.join('\n')).not.toContain(key);
  });

  it('exposes standard Node.js metric names and the queue gauges', async () => {
    await t.app.http.inject({ method: 'POST', url: '/v1/enrich/async', payload: { transactions: ['NETFLIX.COM'] }, headers: { 'x-api-key': key } });
    const metrics = (await t.app.http.inject('/metrics')).body;
    expect(metrics).toMatch(/^process_cpu_seconds_total /m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(metrics).not.toMatch(/txenrich_process_/);
    // No worker runs in this app: the job waits, and its age is measured.
    expect(metrics).toMatch(/^txenrich_jobs_queued 1$/m);
    expect(Number(/^txenrich_jobs_oldest_queued_age_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(0);
  });

  it('serves a registry on its own port for `txenrich worker`', async () => {
    const server = await startMetricsServer(t.app.metrics.registry, { host: '127.0.0.1', port: 0 });
    try {
      const response = await fetch(`${server.url}/metrics`);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toMatch(/^txenrich_items_total\{/m);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
