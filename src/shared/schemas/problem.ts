// Error shapes (spec account-and-shell §3/§8). The server always answers RFC 9457
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
  /** Correlation id of the request, also sent as the x-correlation-id header. */
  correlationId?: string;
}
export interface LegacyErrorBody {
  message?: string;
  errors?: { field?: string; message: string; type?: string }[];
}
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
