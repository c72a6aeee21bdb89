import * as v from 'valibot';
import type { InvalidParam, ProblemDetails } from '../shared/schemas/problem';

// What a service refuses, said in the domain's words. Services (and jobs) throw these and know
// nothing of HTTP; the edge (src/server/http/problem.ts, toProblem) maps each kind to its status,
// problem type and title, so the wire answer is decided in one table.
//
// The kinds are the ones services need:
//   invalid                 the input breaks a rule (names the fields)
//   not-found               what was asked for does not exist (or is not the caller's)
//   conflict                the write contradicts the current state
//   forbidden               the caller may not do this
//   too-large               an upload is over its limit
//   unsupported-media-type  an upload is not of a format accepted
//   unprocessable           well-formed input whose content cannot be used (a calendar's rules)
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'forbidden' | 'too-large' | 'unsupported-media-type' | 'unprocessable';

/** Problem extension members a refusal may carry (the nights a conflict is about, and their holders). */
export type DomainErrorExtensions = Pick<ProblemDetails, 'nights' | 'holders'>;

export interface DomainErrorOptions {
  invalidParams?: InvalidParam[];
  extensions?: DomainErrorExtensions;
  /** A summary more specific than the kind's (e.g. 'Photo too large'); the edge answers it as the title. */
  title?: string;
}

export class DomainError extends Error {
  readonly invalidParams?: InvalidParam[];
  readonly extensions?: DomainErrorExtensions;
  readonly title?: string;

  constructor(
    public readonly kind: DomainErrorKind,
    public readonly detail?: string,
    options: DomainErrorOptions = {},
  ) {
    super(detail ?? options.title ?? kind);
    this.name = 'DomainError';
    this.invalidParams = options.invalidParams;
    this.extensions = options.extensions;
    this.title = options.title;
  }
}

export const invalid = (invalidParams: InvalidParam[], detail = 'The request has invalid fields.') => new DomainError('invalid', detail, { invalidParams });
export const notFound = (what = 'resource') => new DomainError('not-found', `The ${what} does not exist.`);
export const conflict = (detail: string, extensions?: DomainErrorExtensions) => new DomainError('conflict', detail, { extensions });
export const forbidden = (detail: string) => new DomainError('forbidden', detail);

/** valibot issues -> invalidParams, one per field (dot paths; the root is "body"/"query"). */
export function issuesToInvalidParams(issues: readonly v.BaseIssue<unknown>[], root: string): InvalidParam[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const name = v.getDotPath(issue) ?? root;
    if (!seen.has(name)) seen.set(name, issue.message);
  }
  return [...seen].map(([name, reason]) => ({ name, reason }));
}
