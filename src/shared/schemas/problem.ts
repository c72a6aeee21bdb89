// Error shapes (AS §3/AS §8). The server always answers RFC 9457
// problem+json; the browser also understands the older {message, errors[]} shape.
export interface InvalidParam {
  name: string;
  reason: string;
}
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  invalidParams?: InvalidParam[];
  /** A 409 about nights: the nights (yyyy-MM-dd) the write cannot have. */
  nights?: string[];
  /** ...and what holds them: a stay (by code), closed nights, or an imported calendar (by feed). */
  holders?: ProblemHolder[];
  /** Correlation id of the request, also sent as the x-correlation-id header. */
  correlationId?: string;
}
export interface ProblemHolder {
  kind: 'stay' | 'request' | 'inquiry' | 'closed' | 'imported';
  code: string | null;
  feedId: string | null;
  feedName: string | null;
  nights: string[];
}
export interface LegacyErrorBody {
  message?: string;
  errors?: { field?: string; message: string; type?: string }[];
}
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
