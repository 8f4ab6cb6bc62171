import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

/** Sends raw bytes and returns the whole answer: status, headers and body. */
async function raw(port: number, request: string | Buffer): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.write(request);
    socket.setTimeout(5_000, () => socket.destroy());
  });
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  // Only the first answer: a request whose framing is wrong can leave bytes the server reads as a second one.
  const body = Buffer.from(rest.join('\r\n\r\n'), 'latin1').subarray(0, Number(headers['content-length'] ?? Infinity)).toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectSpecError(answer: { headers: Record<string, string>; body: string }, code: string): Record<string, unknown> {
  expect(answer.headers['content-type']).toMatch(/application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({ code, error: expect.any(String), request_id: expect.stringMatching(/^req_/) });
  expect(Object.keys(body).every((name) => ['error', 'code', 'details', 'request_id'].includes(name))).toBe(true);
  return body;
}

describe('client errors use the SPEC §5 body', () => {
  let t: TestApp;
  let port: number;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    ({ key } = await t.newKey());
    await t.app.http.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.http.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('a 10,000-character job id: 414 in the SPEC body, without echoing the URL', async () => {
    const id = 'J'.repeat(10_000);
    const answer = await raw(port, `GET /v1/enrich/jobs/${id} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(414);
    expectSpecError(answer, 'uri_too_long');
    expect(answer.body).not.toContain('JJJJ');
  });

  it('a Content-Length that is not a number: 400 SPEC body', async () => {
    const answer = await raw(port, `POST /v1/enrich HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 12x\r\n\r\n{}`);
    expect(answer.status).toBe(400);
    expectSpecError(answer, 'validation_error');
  });

  it('a Content-Length shorter than the body: 400 SPEC body', async () => {
    const body = '{"transactions":["NETFLIX.COM"]}';
    const answer = await raw(port, `POST /v1/enrich HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-API-Key: ${key}\r\nContent-Length: ${body.length - 5}\r\nConnection: close\r\n\r\n${body}`);
    expect(answer.status).toBe(400);
    expectSpecError(answer, 'validation_error');
  });

  it('malformed framing (two Content-Length values): 400 SPEC body', async () => {
    const answer = await raw(port, `POST /v1/enrich HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`);
    expect(answer.status).toBe(400);
    expectSpecError(answer, 'validation_error');
  });

  it('oversized headers: 431 SPEC body', async () => {
    const answer = await raw(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectSpecError(answer, 'header_too_large');
  });

  it('a bad URL escape: 400 SPEC body without the URL', async () => {
    const answer = await raw(port, `GET /v1/enrich/jobs/%E0%A4%A HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nConnection: close\r\n\r\n`);
    expect([400, 404]).toContain(answer.status);
    const body = expectSpecError(answer, answer.status === 400 ? 'validation_error' : 'not_found');
    expect(JSON.stringify(body)).not.toContain('%E0');
  });

  it('a body above 1 MiB: 413 SPEC body', async () => {
    const big = JSON.stringify({ transactions: ['x'.repeat(1_100_000)] });
    const answer = await raw(port, `POST /v1/enrich HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-API-Key: ${key}\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`);
    expect(answer.status).toBe(413);
    expectSpecError(answer, 'payload_too_large');
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it.each(['/docs', '/docs/static/index.html', '/openapi.json', '/healthz'])('%s carries CSP without inline script, X-Frame-Options and nosniff', async (url) => {
    const answer = await t.app.http.inject(url);
    const csp = String(answer.headers['content-security-policy'] ?? '');
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers carry the OWASP REST subset with no-store; pages carry the whole browser set', async () => {
    const api = await t.app.http.inject('/v1/enrich/jobs/x');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    for (const browserOnly of ['x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'origin-agent-cluster']) {
      expect(api.headers[browserOnly]).toBeUndefined();
    }
    const page = await t.app.http.inject('/docs/');
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('the OpenAPI document declares Retry-After on 503 and 429 answers', async () => {
    const document = (await t.app.http.inject('/openapi.json')).json();
    for (const route of ['/v1/enrich', '/v1/enrich/async', '/v1/feedback']) {
      expect(document.paths[route].post.responses['503'].headers['Retry-After']).toBeDefined();
      expect(document.paths[route].post.responses['429'].headers['Retry-After']).toBeDefined();
    }
  });

  it('the /docs page has no inline script, so the CSP does not break it', async () => {
    const page = await t.app.http.inject('/docs/');
    expect(page.statusCode).toBe(200);
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((match) => (match[1] ?? '').trim() !== '');
    expect(inline).toEqual([]);
  });
});
