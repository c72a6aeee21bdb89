import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { varyOnAcceptEncoding } from './precompressed-static';

// API answers (JSON, problem+json, iCal text) above 1 KB go out gzipped when the client accepts
// it: lists of bookings or the OpenAPI document are tens to hundreds of KB of repetitive JSON.
// Hono's compress middleware does the compressing (CompressionStream, on Node's web streams), but
// its threshold only works on a response whose Content-Length is known, and c.json() sets none:
// without the measuring step below it compressed every answer, a 20-byte one included. A
// text/event-stream (the live messaging channel) is never measured nor compressed: buffering it
// would hold its events back until the stream ends.

export const API_COMPRESSION_THRESHOLD = 1024;

/** Whether an API answer of this content-type may be compressed: text-like, never an event stream. */
export function isCompressibleApiType(contentType: string): boolean {
  return !/^\s*text\/event-stream(?:[;\s]|$)/i.test(contentType) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

const mayCompress = /gzip|deflate|\*/i;

export function compressApi(): MiddlewareHandler {
  const gzip = compress({ threshold: API_COMPRESSION_THRESHOLD, contentTypeFilter: isCompressibleApiType });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const res = c.res;
      const type = res.headers.get('content-type');
      if (!type || !isCompressibleApiType(type) || res.headers.has('content-encoding')) return;
      // Compressed or not, the answer depends on Accept-Encoding for a shared cache.
      varyOnAcceptEncoding(res.headers);
      if (!res.body || c.req.method === 'HEAD' || res.headers.has('content-length') || res.headers.has('transfer-encoding')) return;
      // A client that names none of the encodings gets the answer as it is whatever its size (hono's
      // compress picks gzip or deflate, or any under "*"): no need to read it here, and
      // @hono/node-server states the length of an answer built in memory itself.
      if (!mayCompress.test(c.req.header('accept-encoding') ?? '')) return;
      // Built in memory anyway (c.json, c.text): read it to know its size for the threshold.
      // The new answer takes the bytes and a plain init, not `res` itself: @hono/node-server writes
      // a Response made of bytes and headers straight to the socket, while one made from another
      // Response goes through a web stream (measured ~0.1 ms more per API request).
      const body = new Uint8Array(await res.arrayBuffer());
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      c.res.headers.set('content-length', String(body.byteLength));
    });
}
