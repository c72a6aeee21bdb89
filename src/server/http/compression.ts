import { gzip as gzipAsync, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { negotiateEncoding, varyOnAcceptEncoding } from './precompressed-static';

// API answers (JSON, problem+json, iCal text) above 1 KB go out gzipped when the client accepts
// it: lists of bookings or the OpenAPI document are tens to hundreds of KB of repetitive JSON.
// The answer is built in memory (c.json, c.text), so it is gzipped in one call with node:zlib, not
// through a CompressionStream: on a 30 KB calendar answer the stream cost about 2 ms of CPU against
// 0.15–0.3 ms for one zlib call (the web streams' chunks and promises, not the deflating), on every
// API request a browser makes. A text/event-stream (the live messaging channel) is never read nor
// compressed: buffering it would hold its events back until the stream ends.

export const API_COMPRESSION_THRESHOLD = 1024;

/** Above this size the deflating runs on libuv's thread pool instead of holding the event loop (the OpenAPI document, a large export). */
const COMPRESS_OFF_THREAD_BYTES = 64 * 1024;
const gzipOffThread = promisify(gzipAsync);
/** Whether an API answer of this content-type may be compressed: text-like, never an event stream. */
export function isCompressibleApiType(contentType: string): boolean {
  return !/^\s*text\/event-stream(?:[;\s]|$)/i.test(contentType) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

export function compressApi(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !isCompressibleApiType(type) || res.headers.has('content-encoding')) return;
    // Compressed or not, the answer depends on Accept-Encoding for a shared cache.
    varyOnAcceptEncoding(res.headers);
    if (!res.body || c.req.method === 'HEAD' || res.headers.has('transfer-encoding')) return;
    // A client that accepts no gzip gets the answer as it is, unread (@hono/node-server states the
    // length of an answer built in memory itself).
    if (negotiateEncoding(c.req.header('accept-encoding'), ['gzip']) !== 'gzip') return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // The new answer takes bytes and a plain init, not `res` itself: @hono/node-server writes a
    // Response made of bytes straight to the socket, one made from another Response goes through a web stream.
    if (body.byteLength < API_COMPRESSION_THRESHOLD) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const gzipped = body.byteLength > COMPRESS_OFF_THREAD_BYTES ? await gzipOffThread(body) : gzipSync(body);
    headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(gzipped.byteLength));
    c.res = new Response(gzipped, { status: res.status, statusText: res.statusText, headers });
  };
}
