import { brotliCompress as brotliAsync, brotliCompressSync, constants, gzip as gzipAsync, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { negotiateEncoding, varyOnAcceptEncoding } from './precompressed-static';

// API answers (JSON, problem+json, iCal text) above 1 KB go out compressed when the client accepts
// it: lists of bookings or the OpenAPI document are tens to hundreds of KB of repetitive JSON.
// Brotli when accepted (browsers ask for it over HTTPS), else gzip. Brotli at quality 2 is both
// smaller and cheaper than gzip's default level on our answers (measured on a year's price list,
// 37 KB: gzip 1,390 bytes in 86-96 µs of CPU, brotli 2 1,007 bytes in 50 µs; on a bookings page,
// 10 KB: gzip 2,177 bytes in 40 µs, brotli 2 2,139 bytes in 32 µs); the build's files, compressed
// once, take brotli's best (scripts/vite/precompress.ts). The answer is built in memory (c.json,
// c.text), so it is compressed in one call with node:zlib, not through a CompressionStream: on a
// 30 KB calendar answer the stream cost about 2 ms of CPU against 0.15–0.3 ms for one zlib call
// (the web streams' chunks and promises, not the deflating), on every API request a browser
// makes. A text/event-stream (the live messaging channel) is never read nor compressed: buffering
// it would hold its events back until the stream ends.

export const API_COMPRESSION_THRESHOLD = 1024;

/** Above this size the compressing runs on libuv's thread pool instead of holding the event loop (the OpenAPI document, a large export). */
const COMPRESS_OFF_THREAD_BYTES = 64 * 1024;
const brotliOptions = (bytes: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } });
const compressors = {
  br: { now: (body: Uint8Array) => brotliCompressSync(body, brotliOptions(body.byteLength)), offThread: (body: Uint8Array) => promisify(brotliAsync)(body, brotliOptions(body.byteLength)) },
  gzip: { now: (body: Uint8Array) => gzipSync(body), offThread: (body: Uint8Array) => promisify(gzipAsync)(body) },
};
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
    if (c.req.method === 'HEAD' || res.headers.has('transfer-encoding')) return;
    // A client that accepts neither gets the answer as it is, unread (@hono/node-server writes an
    // answer built in memory straight to the socket, stating its length; asking for its body
    // would first make it a full web Response, about 45 µs of CPU under load).
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    if (!encoding || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // The new answer takes bytes and a plain init, not `res` itself: @hono/node-server writes a
    // Response made of bytes straight to the socket, one made from another Response goes through a web stream.
    if (body.byteLength < API_COMPRESSION_THRESHOLD) {
      replaceAnswer(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const compress = compressors[encoding];
    const compressed = body.byteLength > COMPRESS_OFF_THREAD_BYTES ? await compress.offThread(body) : compress.now(body);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.byteLength));
    replaceAnswer(c, new Response(compressed, { status: res.status, statusText: res.statusText, headers }));
  };
}

/**
 * Sets `answer` (which carries every header of the one it replaces) as the context's answer. Set
 * over another, Hono copies the old answer's headers onto a copy of the new one, reading its body
 * as a stream; cleared first, the new answer stays bytes that go straight to the socket.
 */
function replaceAnswer(c: Context, answer: Response) {
  c.res = undefined;
  c.res = answer;
}
