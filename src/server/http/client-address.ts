import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';

// Whose request it is, as the rate limits count them. Behind a load balancer every request comes
// from the balancer's address, and only the X-Forwarded-For header names the visitor, but any
// visitor can send that header too. TRUST_PROXY says which part of it to believe:
// - a number of hops: that many proxies stand in front of this server, each appending the address
//   it saw, so the visitor is that many entries from the right (0: the socket's address);
// - a list of addresses: the proxies we run; from the socket leftwards, each trusted proxy's
//   entry is passed over until the first address that is not one of them.
// Every limit and the identity server use this one answer (server/env.ts reads the setting).

export type TrustProxy = { hops: number } | { proxies: ReadonlySet<string> };

/** An IPv4 address the socket reports as IPv6 (::ffff:10.0.0.1) is the same address. */
const plain = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Reads TRUST_PROXY: a hop count (0–10) or a comma-separated list of proxy addresses; null when neither. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  if (/^\d{1,2}$/.test(raw.trim())) {
    const hops = Number(raw.trim());
    return hops <= 10 ? { hops } : null;
  }
  const proxies = raw.split(',').map(plain);
  return proxies.length > 0 && proxies.every((a) => isIP(a) !== 0) ? { proxies: new Set(proxies) } : null;
}

/** The visitor's address from the socket's and the X-Forwarded-For header's, as `trust` allows. */
export function clientAddressFrom(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = socketAddress ? plain(socketAddress) : 'unknown';
  const forwarded = (forwardedFor ?? '').split(',').map(plain).filter((a) => isIP(a) !== 0);
  const chain = [...forwarded, socket]; // the visitor first, this server's neighbour last
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  let i = chain.length - 1;
  while (i > 0 && trust.proxies.has(chain[i]!)) i -= 1;
  return chain[i]!;
}

/** The visitor's address of a request served by the Node adapter (`c.env` holds its socket). */
export function clientAddress(c: { env: unknown; req: { header(name: string): string | undefined } }, trust: TrustProxy): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return clientAddressFrom(incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), trust);
}
