import { describe, expect, it } from 'vitest';
import { clientAddressFrom, parseTrustProxy } from '../../src/server/http/client-address';
import { loadEnv } from '../../src/server/env';

// Whose request it is, for every rate limit: the socket's address, or the visitor's as the
// proxies TRUST_PROXY names report it in X-Forwarded-For; never what a visitor claims alone.

const hops = (n: number) => parseTrustProxy(String(n))!;

describe('the client address', () => {
  it('with no proxy trusted, is the socket address: a visitor cannot choose another by a header', () => {
    expect(clientAddressFrom('198.51.100.4', '1.2.3.4', hops(0))).toBe('198.51.100.4');
    expect(clientAddressFrom('::ffff:198.51.100.4', undefined, hops(0))).toBe('198.51.100.4');
    expect(clientAddressFrom(undefined, undefined, hops(0))).toBe('unknown');
  });

  it('behind one load balancer, is the entry it appended, not the ones the visitor sent before it', () => {
    // The visitor sent "1.2.3.4" themselves; the balancer (10.0.0.2) appended the address it saw.
    expect(clientAddressFrom('10.0.0.2', '1.2.3.4, 203.0.113.9', hops(1))).toBe('203.0.113.9');
    // Two visitors behind the same balancer are two addresses, not one shared limit.
    expect(clientAddressFrom('10.0.0.2', '203.0.113.10', hops(1))).toBe('203.0.113.10');
    // Two proxies in a row: two hops from the right.
    expect(clientAddressFrom('10.0.0.3', '1.2.3.4, 203.0.113.9, 10.0.0.2', hops(2))).toBe('203.0.113.9');
    // Fewer entries than hops (a request that skipped a proxy): the leftmost there is.
    expect(clientAddressFrom('10.0.0.2', undefined, hops(2))).toBe('10.0.0.2');
    // Garbage in the header is not an address.
    expect(clientAddressFrom('10.0.0.2', 'not-an-address', hops(1))).toBe('10.0.0.2');
  });

  it('with the proxies named by address, passes over exactly those', () => {
    const ours = parseTrustProxy('10.0.0.2, 10.0.0.3')!;
    expect(clientAddressFrom('10.0.0.3', '1.2.3.4, 203.0.113.9, 10.0.0.2', ours)).toBe('203.0.113.9');
    // A request straight from the internet: its own header is not believed.
    expect(clientAddressFrom('198.51.100.4', '10.0.0.2, 1.2.3.4', ours)).toBe('198.51.100.4');
  });

  it('TRUST_PROXY is read at start: a hop count or addresses, 1 hop by default behind https, refused otherwise', () => {
    expect(loadEnv({}).trustProxy).toEqual({ hops: 0 });
    expect(loadEnv({ PUBLIC_URL: 'https://hosts.example' }).trustProxy).toEqual({ hops: 1 });
    expect(loadEnv({ PUBLIC_URL: 'https://hosts.example', TRUST_PROXY: '0' }).trustProxy).toEqual({ hops: 0 });
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2,::1' }).trustProxy).toEqual({ proxies: new Set(['10.0.0.2', '::1']) });
    expect(() => loadEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY="11": must be a number of proxies \(0 to 10\)/);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true"/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.2, proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});
