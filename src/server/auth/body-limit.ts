import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ProblemType, problemResponse } from '../http/problem';
import { PROBLEM_CONTENT_TYPE } from '../../shared/schemas/problem';

// Bodies sent to /auth: sign-in, registration and password-change forms, and oidc-provider's
// token and sign-out calls. None needs more than a few hundred bytes, and all answer without a
// sign-in, so a larger body is refused before it is read: unlimited, one chunked POST of 100 MB
// grew the server by hundreds of megabytes.

export const AUTH_BODY_MAX_BYTES = 16 * 1024;
const DETAIL = `The request body is larger than ${AUTH_BODY_MAX_BYTES / 1024} KB.`;
const problem = { type: ProblemType.payloadTooLarge, title: 'Payload too large', status: 413, detail: DETAIL } as const;

/** For the identity pages (Hono): refuses by declared length, or while a chunked body streams in. */
export const authPagesBodyLimit = () =>
  bodyLimit({ maxSize: AUTH_BODY_MAX_BYTES, onError: (c: Context) => problemResponse(c, problem) });

/** The same answer from the bare Node response; Connection: close, as problemResponse says why. */
function refuse(res: ServerResponse) {
  res.writeHead(413, { 'content-type': PROBLEM_CONTENT_TYPE, connection: 'close' }).end(JSON.stringify(problem));
}

/**
 * For oidc-provider's endpoints, before they see the request. A declared length over the limit is
 * refused at once. A body without one (chunked) is read here up to the limit — oidc-provider's own
 * reader would take 56 KB — and handed on as req.body, which oidc-provider reads instead of the
 * stream. Answers whether the request may go on.
 */
export async function admitProviderBody(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > AUTH_BODY_MAX_BYTES) return refuse(res), false;
    return true;
  }
  if (req.headers['transfer-encoding'] === undefined) return true;
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    received += (chunk as Buffer).length;
    if (received > AUTH_BODY_MAX_BYTES) return refuse(res), false;
    chunks.push(chunk as Buffer);
  }
  (req as IncomingMessage & { body?: Buffer }).body = Buffer.concat(chunks, received);
  return true;
}
