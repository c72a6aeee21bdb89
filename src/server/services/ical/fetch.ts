import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

// Reading a calendar from a URL the host typed. The server fetches it, so the URL must not be a
// way into our own network (SSRF): every address the name resolves to is checked, at connect
// time (no second lookup an attacker's DNS could answer differently), and again after redirects.

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 3;

/** Why a URL could not be read; the message completes "The calendar address ...". */
export class IcalFetchError extends Error {}

const blocked = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  blocked.addSubnet(net6, prefix, 'ipv6');
}

/** Private, loopback, link-local, multicast or reserved: not a place a public calendar lives. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** webcal:// is http(s) by another name; platforms hand it out for "subscribe" links. */
export function normaliseFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcal:\/\//i, 'https://'));
  } catch {
    throw new IcalFetchError('is not a valid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new IcalFetchError('must be an http(s) or webcal address');
  if (url.username || url.password) throw new IcalFetchError('must not contain a user name or password');
  return url;
}

const PRIVATE = 'points to a private or local network address, which is not allowed';

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Which resolved addresses to refuse when private ones are not allowed (tests narrow it); default isPrivateAddress. */
  refuseAddress?: (address: string) => boolean;
}

export async function fetchCalendar(rawUrl: string, options: FetchOptions): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let url = normaliseFeedUrl(rawUrl);
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(url, { ...options, deadline });
    if (answer.kind === 'body') return answer.text;
    if (redirects >= FETCH_MAX_REDIRECTS) throw new IcalFetchError(`redirected more than ${FETCH_MAX_REDIRECTS} times`);
    try {
      url = normaliseFeedUrl(new URL(answer.location, url).toString());
    } catch {
      throw new IcalFetchError('redirected to an invalid address');
    }
  }
}

type Answer = { kind: 'body'; text: string } | { kind: 'redirect'; location: string };

function getOnce(url: URL, options: FetchOptions & { deadline: number }): Promise<Answer> {
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const refused = (address: string) => !options.allowPrivate && (options.refuseAddress ?? isPrivateAddress)(address);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal is never looked up, so it is checked here; names are checked in `lookup`.
  if (net.isIP(host) && refused(host)) return Promise.reject(new IcalFetchError(PRIVATE));
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      if (list.some((a) => refused(a.address))) return callback(new IcalFetchError(PRIVATE), '', 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
  const remaining = options.deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new IcalFetchError(`did not answer within ${FETCH_TIMEOUT_MS / 1000} seconds`));

  return new Promise<Answer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { lookup, headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'HostPortal-iCal/1.0' }, timeout: remaining },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ kind: 'redirect', location: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new IcalFetchError(`answered HTTP ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          reject(new IcalFetchError(`returned more than ${maxBytes / 1024 / 1024} MB`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new IcalFetchError(`returned more than ${maxBytes / 1024 / 1024} MB`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ kind: 'body', text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => reject(new IcalFetchError(`could not be read (${error.message})`)));
      },
    );
    const timer = setTimeout(() => request.destroy(new IcalFetchError(`did not answer within ${FETCH_TIMEOUT_MS / 1000} seconds`)), remaining);
    request.on('timeout', () => request.destroy(new IcalFetchError(`did not answer within ${FETCH_TIMEOUT_MS / 1000} seconds`)));
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) => {
      if (error instanceof IcalFetchError) reject(error);
      else reject(new IcalFetchError(`could not be reached (${(error as NodeJS.ErrnoException).code ?? error.message})`));
    });
  });
}
