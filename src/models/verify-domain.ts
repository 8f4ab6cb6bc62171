import { Resolver } from 'node:dns/promises';

const LABEL = /^(?:xn--)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Names that are syntactically fine but never a merchant's public site: reserved top-level
 * names (RFC 2606/6761, .internal, .local) could point a client at something on its own
 * network, and a bare second-level suffix ("co.uk") is nobody's domain. The list of suffixes is
 * deliberately small (no public-suffix dependency); the DNS check catches the rest.
 */
const RESERVED_TOP_LEVEL = new Set(['localhost', 'local', 'internal', 'test', 'example', 'invalid', 'onion', 'arpa', 'lan', 'home', 'corp']);
const BARE_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'co.za',
  'com.br', 'com.mx', 'com.ar', 'co.in', 'com.sg', 'com.hk', 'co.kr', 'com.tr', 'com.cn',
]);

/**
 * True for a bare hostname that could be a merchant's registrable domain or a site under it
 * ("netflix.com", "one.google.com", "amazon.co.uk"). False for URLs, anything with a scheme,
 * path, port, query, credentials, spaces or underscores, IP addresses, single labels, reserved
 * names and bare public suffixes. Case-insensitive; callers store the lower-case form.
 */
export function isRegistrableHostname(value: string): boolean {
  if (typeof value !== 'string' || value.length < 4 || value.length > 253) return false;
  const host = value.toLowerCase();
  const labels = host.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  // An all-digit last label means an IPv4 address (or garbage), never a registrable name.
  if (!TOP_LEVEL.test(topLevel) || RESERVED_TOP_LEVEL.has(topLevel)) return false;
  if (labels.length === 2 && BARE_SUFFIXES.has(host)) return false;
  return true;
}

/** Looks a hostname up; resolves to the records found, rejects when there are none. */
export type HostnameResolver = (hostname: string) => Promise<readonly unknown[]>;

export interface DomainVerifierOptions {
  /** `off`: syntax only. `dns`: the name must also resolve (SPEC §2, TXENRICH_VERIFY_DOMAINS). */
  mode: 'off' | 'dns';
  /** Injected in tests; by default A, then AAAA, then NS records through node:dns. */
  resolve?: HostnameResolver;
  /** Cap on one lookup; a lookup that takes longer counts as "does not resolve". */
  timeoutMs?: number;
  /** Entries kept in memory; the oldest is dropped first. */
  cacheSize?: number;
  cacheTtlMs?: number;
}

export interface DomainVerifier {
  verify(domain: string): Promise<boolean>;
}

/**
 * A domain the model proposes is only returned when it passes here. Answers are cached (both
 * ways) so a batch naming the same merchant 25 times costs one lookup; concurrent lookups of one
 * name share a promise. Timeouts are not cached: a slow resolver must not blank a real domain
 * for the whole cache lifetime.
 */
export function createDomainVerifier(options: DomainVerifierOptions): DomainVerifier {
  const timeoutMs = options.timeoutMs ?? 1500;
  const cacheSize = options.cacheSize ?? 10_000;
  const cacheTtlMs = options.cacheTtlMs ?? 60 * 60 * 1000;
  const resolve = options.resolve ?? createDefaultResolver(timeoutMs);
  const cache = new Map<string, { resolves: boolean; expiresAt: number }>();
  const inFlight = new Map<string, Promise<boolean>>();

  async function lookup(host: string): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((done) => {
      timer = setTimeout(() => done('timeout'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([
        resolve(host).then(
          (records) => (records.length > 0 ? 'yes' : 'no'),
          () => 'no' as const,
        ),
        timedOut,
      ]);
      if (outcome !== 'timeout') remember(host, outcome === 'yes');
      return outcome === 'yes';
    } finally {
      clearTimeout(timer);
    }
  }

  function remember(host: string, resolves: boolean): void {
    cache.delete(host);
    cache.set(host, { resolves, expiresAt: Date.now() + cacheTtlMs });
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  }

  return {
    async verify(domain) {
      if (!isRegistrableHostname(domain)) return false;
      if (options.mode === 'off') return true;
      const host = domain.toLowerCase();
      const cached = cache.get(host);
      if (cached && cached.expiresAt > Date.now()) return cached.resolves;
      const pending = inFlight.get(host);
      if (pending) return pending;
      const started = lookup(host).finally(() => inFlight.delete(host));
      inFlight.set(host, started);
      return started;
    },
  };
}

/**
 * A registered domain has NS records even when its apex has no address, so NS is the last
 * resort. Each resolver call gets its own Resolver because `cancel()` would otherwise cut
 * every lookup in flight.
 */
function createDefaultResolver(timeoutMs: number): HostnameResolver {
  return async (hostname) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    const timer = setTimeout(() => resolver.cancel(), timeoutMs);
    try {
      for (const query of [
        () => resolver.resolve4(hostname),
        () => resolver.resolve6(hostname),
        () => resolver.resolveNs(hostname),
      ]) {
        const records = await query().catch((): string[] => []);
        if (records.length > 0) return records;
      }
      return [];
    } finally {
      clearTimeout(timer);
    }
  };
}
