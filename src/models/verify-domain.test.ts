import { describe, expect, it } from 'vitest';
import { createDomainVerifier, isRegistrableHostname } from './verify-domain';

describe('isRegistrableHostname', () => {
  it('accepts bare hostnames', () => {
    for (const host of ['netflix.com', 'amazon.co.uk', 'one.google.com', 'myer.com.au', 't.co', 'xn--bcher-kva.de', 'Zoom.US']) {
      expect(isRegistrableHostname(host)).toBe(true);
    }
  });

  it('rejects URLs, paths, ports, IPs, spaces, underscores and reserved names', () => {
    for (const value of [
      'https://netflix.com', 'netflix.com/', 'netflix.com/path', 'netflix.com:8080', 'netflix.com?x=1', 'user@netflix.com',
      '192.168.1.1', '[::1]', 'net flix.com', 'my_shop.com', 'netflix', 'localhost', 'printer.local', 'api.internal',
      'example.test', 'co.uk', '-netflix.com', 'netflix-.com', 'netflix..com', '.netflix.com', 'netflix.c', `${'a'.repeat(64)}.com`,
    ]) {
      expect(isRegistrableHostname(value), value).toBe(false);
    }
  });
});

describe('createDomainVerifier', () => {
  it('checks syntax only when mode is off', async () => {
    const verifier = createDomainVerifier({ mode: 'off', resolve: () => Promise.reject(new Error('must not be called')) });
    expect(await verifier.verify('netflix.com')).toBe(true);
    expect(await verifier.verify('https://netflix.com')).toBe(false);
  });

  it('requires the name to resolve in dns mode, and caches both answers', async () => {
    const asked: string[] = [];
    const verifier = createDomainVerifier({
      mode: 'dns',
      resolve: async (host) => {
        asked.push(host);
        if (host === 'netflix.com') return ['54.155.178.5'];
        throw Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(await verifier.verify('netflix.com')).toBe(true);
    expect(await verifier.verify('NETFLIX.com')).toBe(true);
    expect(await verifier.verify('netflx-invented.com')).toBe(false);
    expect(await verifier.verify('netflx-invented.com')).toBe(false);
    expect(await verifier.verify('bad_domain.com')).toBe(false);
    expect(asked).toEqual(['netflix.com', 'netflx-invented.com']);
  });

  it('shares one lookup between concurrent checks of a name', async () => {
    let lookups = 0;
    const verifier = createDomainVerifier({ mode: 'dns', resolve: async () => { lookups += 1; return ['1.2.3.4']; } });
    expect(await Promise.all([verifier.verify('wayfair.com'), verifier.verify('wayfair.com')])).toEqual([true, true]);
    expect(lookups).toBe(1);
  });

  it('treats a lookup slower than the cap as not resolving, without caching it', async () => {
    let calls = 0;
    const verifier = createDomainVerifier({
      mode: 'dns',
      timeoutMs: 50,
      resolve: () => {
        calls += 1;
        return calls === 1 ? new Promise(() => undefined) : Promise.resolve(['1.2.3.4']);
      },
    });
    expect(await verifier.verify('slow.com')).toBe(false);
    expect(await verifier.verify('slow.com')).toBe(true);
  });

  it('keeps at most cacheSize names', async () => {
    const asked: string[] = [];
    const verifier = createDomainVerifier({ mode: 'dns', cacheSize: 1, resolve: async (host) => { asked.push(host); return ['1.2.3.4']; } });
    await verifier.verify('a-shop.com');
    await verifier.verify('b-shop.com');
    await verifier.verify('a-shop.com');
    expect(asked).toEqual(['a-shop.com', 'b-shop.com', 'a-shop.com']);
  });
});
