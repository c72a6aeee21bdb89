import * as v from 'valibot';
import { normaliseApiError, statusErrorKey, type HeldNights, type NormalisedApiError } from '../../shared/domain/api-errors';
import { currentAccessToken, endSessionAfterUnauthorized, refreshAfterUnauthorized } from '../auth/token-bridge';
import { getImpersonatedHostId } from './impersonation';
import { reportFailedCall } from '../app/error-reporting';
import { createFetchClient, isHttpError, isTimeoutError, sendOnce, type HttpClient } from './fetch-client';

// The one HTTP client of the portal (DESIGN "src/client/api"): bearer token and impersonation
// header on every call, 401 -> refresh -> retry once, retries only where repeating is harmless,
// and every failure reaches callers as an ApiError in the shape of normaliseApiError.

export const IMPERSONATION_HEADER = 'x-impersonate-host';
export const CORRELATION_HEADER = 'x-correlation-id';
/** Long enough for a slow mobile connection, short enough that a dead call is not a frozen page. */
export const API_TIMEOUT_MS = 15_000;
export const TIMEOUT_ERROR_KEY = 'errors.timeout';
export const INVALID_RESPONSE_ERROR_KEY = 'errors.invalidResponse';

export class ApiError extends Error implements NormalisedApiError {
  readonly status: number;
  readonly general: string[];
  readonly fields: Record<string, string[]>;
  readonly code?: string;
  readonly heldNights?: HeldNights;
  /** Sent by the server on every answer; shown with 5xx errors so support can find the log line. */
  readonly correlationId?: string;

  constructor(normalised: NormalisedApiError, options: { correlationId?: string; cause?: unknown } = {}) {
    super(normalised.general[0] ?? Object.values(normalised.fields)[0]?.[0] ?? 'API error', { cause: options.cause });
    this.name = 'ApiError';
    this.status = normalised.status;
    this.general = normalised.general;
    this.fields = normalised.fields;
    if (normalised.code !== undefined) this.code = normalised.code;
    if (normalised.heldNights) this.heldNights = normalised.heldNights;
    if (options.correlationId) this.correlationId = options.correlationId;
  }
}

const normalisedOf = new WeakMap<Error, ApiError>();

/** Any failure of a call -> ApiError (an AbortError stays as it is: a cancelled call is not a failure). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && normalisedOf.has(error)) return normalisedOf.get(error)!;
  if (isHttpError(error)) {
    return new ApiError(normaliseApiError(error.response.status, undefined), {
      correlationId: error.response.headers.get(CORRELATION_HEADER) ?? undefined,
      cause: error,
    });
  }
  if (isTimeoutError(error)) return new ApiError({ status: 0, general: [TIMEOUT_ERROR_KEY], fields: {} }, { cause: error });
  return new ApiError(normaliseApiError(0, undefined), { cause: error });
}

const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError';

/** Runs a call and rethrows its failure normalised; every function of src/client/api goes through it. */
export async function callApi<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw toApiError(error);
  }
}

/** Checks an answer against its contract; a mismatch is a failure of the call, not a crash later. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw new ApiError({ status: 200, general: [INVALID_RESPONSE_ERROR_KEY], fields: {} }, { cause: new v.ValiError(result.issues) });
}

/**
 * Waits before retry N (from 1): 0.3 s, then 0.6 s, doubling up to 3 s.
 * Client tests set baseMs to 0 (tests/support/client-setup.ts): they check that a failed read is
 * asked again, not how long the client waits in between, and the real waits cost seconds a test.
 */
export const retryBackoff = { baseMs: 300, limitMs: 3_000 };

export const retryDelayMs = (attempt: number) => Math.min(retryBackoff.limitMs, retryBackoff.baseMs * 2 ** (attempt - 1));

export interface ApiClientOptions {
  prefixUrl: string;
  timeout?: number;
  fetch?: typeof globalThis.fetch;
}

export function createApiClient(options: ApiClientOptions): HttpClient {
  const timeout = options.timeout ?? API_TIMEOUT_MS;
  return createFetchClient({
    prefixUrl: options.prefixUrl,
    credentials: 'include',
    timeout,
    ...(options.fetch && { fetch: options.fetch }),
    retry: {
      limit: 2,
      // Only methods that are safe to repeat: a POST or PATCH that timed out may have been applied.
      methods: ['get', 'head', 'options', 'put', 'delete'],
      // 401 is handled by the refresh below; 413 will not shrink by asking again.
      statusCodes: [408, 429, 500, 502, 503, 504],
      delay: retryDelayMs,
    },
    beforeRequest: (request) => {
      const token = currentAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const hostId = getImpersonatedHostId();
      if (hostId) request.headers.set(IMPERSONATION_HEADER, hostId);
    },
    afterResponse: async (request, response) => {
      if (response.status !== 401) return;
      // Only calls that carried a token can be saved by a new one.
      const sent = request.headers.get('Authorization');
      if (!sent) return;
      const refreshed = await refreshAfterUnauthorized(sent.slice('Bearer '.length));
      if (!refreshed) return;
      const token = currentAccessToken();
      if (!token) return;
      // `request` is an unsent copy, so its body can still be sent. This second try has no hooks:
      // a second 401 is answered as it is, never refreshed again (no loop).
      const again = new Request(request.clone());
      again.headers.set('Authorization', `Bearer ${token}`);
      const second = await sendOnce(again, timeout, options.fetch);
      if (second.status === 401) endSessionAfterUnauthorized();
      return second;
    },
    beforeError: async (error) => {
      // Read the body once, here, while it is still unread; callers get the normalised form.
      let body: string | undefined;
      try {
        body = await error.response.clone().text();
      } catch {
        body = undefined;
      }
      const normalised = new ApiError(normaliseApiError(error.response.status, body), {
        correlationId: error.response.headers.get(CORRELATION_HEADER) ?? undefined,
        cause: error,
      });
      normalisedOf.set(error, normalised);
      // AS §8: the error tracker takes every error answer but 401 and 404 (the rule is in
      // reportFailedCall); a timeout or network failure never reaches this hook (no answer).
      reportFailedCall({
        status: normalised.status,
        method: error.request.method,
        url: error.request.url,
        correlationId: normalised.correlationId,
        messageKey: normalised.code ?? statusErrorKey(normalised.status),
      });
    },
  });
}

export const api = createApiClient({ prefixUrl: '/api' });
