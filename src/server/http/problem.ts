import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PROBLEM_CONTENT_TYPE, type InvalidParam, type ProblemDetails } from '../../shared/schemas/problem';
import { DomainError, type DomainErrorKind } from '../domain-errors';

// Routes and middleware may keep building problems here; what services refuse arrives as a
// DomainError and is mapped by toProblem below. The parser helper lives with the domain errors.
export { issuesToInvalidParams } from '../domain-errors';

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
  unsupportedMediaType: 'urn:host-portal:problem:unsupported-media-type',
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

/** The one table from what a service refuses to what the API answers; a DomainError's own title wins over the kind's. */
const DOMAIN_PROBLEMS: Record<DomainErrorKind, { status: ContentfulStatusCode; type: string; title: string }> = {
  invalid: { status: 400, type: ProblemType.validation, title: 'Invalid request' },
  forbidden: { status: 403, type: ProblemType.forbidden, title: 'Forbidden' },
  'not-found': { status: 404, type: ProblemType.notFound, title: 'Not found' },
  conflict: { status: 409, type: ProblemType.conflict, title: 'Conflict' },
  'too-large': { status: 413, type: ProblemType.payloadTooLarge, title: 'Payload too large' },
  'unsupported-media-type': { status: 415, type: ProblemType.unsupportedMediaType, title: 'Unsupported media type' },
  unprocessable: { status: 422, type: ProblemType.validation, title: 'Unprocessable content' },
};

export function problemResponse(c: Context, problem: ProblemDetails): Response {
  const body: ProblemDetails = { ...problem, correlationId: c.get('correlationId' as never) };
  if (problem.status === 401) c.header('WWW-Authenticate', 'Bearer');
  // A body refused as too large is left unread; the server drops the unread rest after a short wait, so a
  // client that reused this connection for its next call would see it cut. Closing it says so up front.
  if (problem.status === 413) c.header('Connection', 'close');
  return c.body(JSON.stringify(body), problem.status as ContentfulStatusCode, { 'content-type': PROBLEM_CONTENT_TYPE });
}

export function toProblem(err: unknown): ProblemDetails {
  if (err instanceof DomainError) {
    const { status, type, title } = DOMAIN_PROBLEMS[err.kind];
    return { type, title: err.title ?? title, status, detail: err.detail, invalidParams: err.invalidParams, ...err.extensions };
  }
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
