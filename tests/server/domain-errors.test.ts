import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { conflict, DomainError, forbidden, invalid, notFound, type DomainErrorKind } from '../../src/server/domain-errors';
import { ProblemType, toProblem } from '../../src/server/http/problem';

// Services throw DomainError; the http edge (toProblem) decides the status, type and title.
// These are the answers the API gave before the services stopped building problems themselves.
const EXPECTED: Record<DomainErrorKind, { status: number; type: string; title: string }> = {
  invalid: { status: 400, type: ProblemType.validation, title: 'Invalid request' },
  forbidden: { status: 403, type: ProblemType.forbidden, title: 'Forbidden' },
  'not-found': { status: 404, type: ProblemType.notFound, title: 'Not found' },
  conflict: { status: 409, type: ProblemType.conflict, title: 'Conflict' },
  'too-large': { status: 413, type: ProblemType.payloadTooLarge, title: 'Payload too large' },
  'unsupported-media-type': { status: 415, type: 'urn:host-portal:problem:unsupported-media-type', title: 'Unsupported media type' },
  unprocessable: { status: 422, type: ProblemType.validation, title: 'Unprocessable content' },
};

describe('toProblem of a DomainError', () => {
  it.each(Object.entries(EXPECTED) as [DomainErrorKind, (typeof EXPECTED)[DomainErrorKind]][])('maps %s to its status, type and title', (kind, expected) => {
    expect(toProblem(new DomainError(kind, 'Why it was refused.'))).toEqual({ ...expected, detail: 'Why it was refused.' });
  });

  it('answers the constructors as badRequest, notFound, conflict and forbidden did', () => {
    expect(toProblem(invalid([{ name: 'title', reason: 'is required' }]))).toEqual({
      type: ProblemType.validation,
      title: 'Invalid request',
      status: 400,
      detail: 'The request has invalid fields.',
      invalidParams: [{ name: 'title', reason: 'is required' }],
    });
    expect(toProblem(invalid([{ name: 'x', reason: 'y' }], 'Bad x.')).detail).toBe('Bad x.');
    expect(toProblem(notFound('unit'))).toEqual({ type: ProblemType.notFound, title: 'Not found', status: 404, detail: 'The unit does not exist.' });
    expect(toProblem(notFound()).detail).toBe('The resource does not exist.');
    expect(toProblem(conflict('Taken.'))).toEqual({ type: ProblemType.conflict, title: 'Conflict', status: 409, detail: 'Taken.' });
    expect(toProblem(forbidden('Not yours.'))).toEqual({ type: ProblemType.forbidden, title: 'Forbidden', status: 403, detail: 'Not yours.' });
  });

  it('keeps the extensions nights and holders, and a title of its own', () => {
    const holders = [{ kind: 'stay' as const, code: 'HP-1', feedId: null, feedName: null, nights: ['2026-01-01'] }];
    expect(toProblem(conflict('Nights held.', { nights: ['2026-01-01'], holders }))).toEqual({
      type: ProblemType.conflict,
      title: 'Conflict',
      status: 409,
      detail: 'Nights held.',
      nights: ['2026-01-01'],
      holders,
    });
    const photo = toProblem(new DomainError('too-large', 'must be at most 20 MB', { title: 'Photo too large', invalidParams: [{ name: 'file', reason: 'must be at most 20 MB' }] }));
    expect(photo).toEqual({ type: ProblemType.payloadTooLarge, title: 'Photo too large', status: 413, detail: 'must be at most 20 MB', invalidParams: [{ name: 'file', reason: 'must be at most 20 MB' }] });
  });

  it('writes the same JSON, member for member and in order, as a problem built by the http layer', () => {
    const body = JSON.stringify(toProblem(conflict('Nights held.', { nights: ['2026-01-01'] })));
    expect(body).toBe('{"type":"urn:host-portal:problem:conflict","title":"Conflict","status":409,"detail":"Nights held.","nights":["2026-01-01"]}');
  });
});

describe('toProblem of other errors', () => {
  it('answers anything else as a 500 that says nothing of it', () => {
    expect(toProblem(new Error('database exploded'))).toEqual({ type: ProblemType.internal, title: 'Internal server error', status: 500, detail: 'Something went wrong on our side. It has been logged.' });
    expect(toProblem('a string')).toMatchObject({ status: 500 });
  });

  it('still maps hono errors as before', () => {
    expect(toProblem(new HTTPException(400, { message: 'Malformed JSON' }))).toMatchObject({ status: 400, type: ProblemType.validation, invalidParams: [{ name: 'body', reason: 'Malformed JSON' }] });
  });
});
