import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { PROBLEM_CONTENT_TYPE, type InvalidParam, type ProblemDetails } from '../../shared/schemas/problem';

// Every error the API answers is RFC 9457 problem+json. `type` is a stable, documented URI
// fragment the browser can switch on; `title` is a short English summary for logs; the browser
// shows `detail` or translates by `type`.
export const ProblemType = {
  validation: 'urn:host-portal:problem:validation',
  unauthorized: 'urn:host-portal:problem:unauthorized',
  forbidden: 'urn:host-portal:problem:forbidden',
  notFound: 'urn:host-portal:problem:not-found',
  conflict: 'urn:host-portal:problem:conflict',
  tooMany: 'urn:host-portal:problem:too-many-requests',
  payloadTooLarge: 'urn:host-portal:problem:payload-too-large',
  internal: 'urn:host-portal:problem:internal',
} as const;

export class ProblemError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly type: string,
    public readonly title: string,
    public readonly detail?: string,
    public readonly invalidParams?: InvalidParam[],
    /** RFC 9457 extension members (e.g. the nights a 409 is about). */
    public readonly extensions?: Pick<ProblemDetails, 'nights' | 'holders'>,
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (invalidParams: InvalidParam[], detail = 'The request has invalid fields.') =>
  new ProblemError(400, ProblemType.validation, 'Invalid request', detail, invalidParams);
export const notFound = (what = 'resource') =>
  new ProblemError(404, ProblemType.notFound, 'Not found', `The ${what} does not exist.`);
export const conflict = (detail: string) => new ProblemError(409, ProblemType.conflict, 'Conflict', detail);
export const unauthorized = (detail = 'A valid access token is required.') =>
  new ProblemError(401, ProblemType.unauthorized, 'Unauthorized', detail);
export const forbidden = (detail: string) => new ProblemError(403, ProblemType.forbidden, 'Forbidden', detail);

export function problemResponse(c: Context, problem: ProblemDetails): Response {
  const body: ProblemDetails = { ...problem, correlationId: c.get('correlationId' as never) };
  if (problem.status === 401) c.header('WWW-Authenticate', 'Bearer');
  // A body refused as too large is left unread; the server drops the unread rest after a short wait, so a
  // client that reused this connection for its next call would see it cut. Closing it says so up front.
  if (problem.status === 413) c.header('Connection', 'close');
  return c.body(JSON.stringify(body), problem.status as ContentfulStatusCode, { 'content-type': PROBLEM_CONTENT_TYPE });
}

export function toProblem(err: unknown): ProblemDetails {
  if (err instanceof ProblemError) {
    return { type: err.type, title: err.title, status: err.status, detail: err.detail, invalidParams: err.invalidParams, ...err.extensions };
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed bodies (e.g. invalid JSON) before our validators run.
    const status = err.status;
    if (status === 400) return { type: ProblemType.validation, title: 'Invalid request', status, detail: err.message || 'The request body is malformed.', invalidParams: [{ name: 'body', reason: err.message || 'malformed body' }] };
    return { type: status === 413 ? ProblemType.payloadTooLarge : ProblemType.internal, title: err.message || 'Error', status };
  }
  return { type: ProblemType.internal, title: 'Internal server error', status: 500, detail: 'Something went wrong on our side. It has been logged.' };
}

/** valibot issues -> invalidParams, one per field (dot paths; the root is "body"/"query"). */
export function issuesToInvalidParams(issues: readonly v.BaseIssue<unknown>[], root: string): InvalidParam[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const name = v.getDotPath(issue) ?? root;
    if (!seen.has(name)) seen.set(name, issue.message);
  }
  return [...seen].map(([name, reason]) => ({ name, reason }));
}
