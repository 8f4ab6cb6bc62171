import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A browser-shaped client over app.inject: keeps cookies (honouring Path and clearing), reads
 * the `_csrf` of the last page, posts forms url-encoded.
 */
export class DashboardClient {
  readonly cookies = new Map<string, string>();
  lastPage = '';
  /** The `_csrf` of the last page that had a form. */
  lastCsrf: string | undefined;

  constructor(
    private readonly http: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    if (String(response.headers['content-type'] ?? '').startsWith('text/html')) {
      this.lastPage = response.body;
      const match = /name="_csrf" value="([^"]+)"/.exec(response.body);
      if (match?.[1]) this.lastCsrf = match[1];
    }
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const response = await this.http.inject({ method: 'GET', url, remoteAddress: this.remoteAddress, headers: cookie ? { cookie } : {} });
    this.remember(response);
    return response;
  }

  /** Posts a form; `_csrf` is taken from the last page unless given (or `null` for none). */
  async post(url: string, fields: Record<string, string> = {}, csrf: string | null | undefined = undefined): Promise<LightMyRequestResponse> {
    const token = csrf === undefined ? this.csrf() : csrf;
    const form = new URLSearchParams({ ...fields, ...(token === null ? {} : { _csrf: token }) });
    const cookie = this.cookieHeader();
    const response = await this.http.inject({
      method: 'POST',
      url,
      remoteAddress: this.remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: form.toString(),
    });
    this.remember(response);
    return response;
  }

  csrf(): string {
    if (!this.lastCsrf) throw new Error('no page with a _csrf field seen yet');
    return this.lastCsrf;
  }
}
