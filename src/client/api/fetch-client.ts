// A small fetch client: exactly what the portal's calls use (the options below), so the first page
// does not ship a general-purpose HTTP library. http.ts (the host's client) and guest-chat.ts (the
// guest's) configure it. Each try of a call has its own timeout; a failed call is tried again only
// where its client's retry policy allows; an answer outside 2xx rejects with an HttpError.

export interface Progress {
  /** 0..1; 0 until the end while the size is unknown, below 1 until the body is complete. */
  percent: number;
  transferredBytes: number;
  /** The announced size, or what arrived so far when more arrived (or nothing was announced). */
  totalBytes: number;
}

export type SearchParams = URLSearchParams | Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  /** Sent as JSON, with content-type application/json unless `headers` names another. */
  json?: unknown;
  body?: BodyInit;
  headers?: HeadersInit;
  /** Replaces the path's query; undefined values are left out. */
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** Milliseconds for each try, instead of the client's. */
  timeout?: number;
  /** How many times this call may be tried again (0: never), instead of the policy's limit. */
  retry?: number;
  /** false: an answer outside 2xx resolves like any other. */
  throwHttpErrors?: boolean;
  /** Anything the client's hooks should know of this call. */
  context?: Record<string, unknown>;
  onDownloadProgress?: (progress: Progress) => void;
}

export interface RetryPolicy {
  limit: number;
  /** Lower case, e.g. 'get'. */
  methods: string[];
  statusCodes: number[];
  /** Milliseconds before try `attempt` + 1 (attempt counts from 1). */
  delay: (attempt: number) => number;
}

export interface FetchClientOptions {
  /** Joined to a call's path with one '/': paths never start with one. */
  prefixUrl?: string;
  credentials?: RequestCredentials;
  timeout: number;
  /** Without one, a failed call is never tried again. */
  retry?: RetryPolicy;
  /** Read at each call when absent, so a test's stubbed global fetch is the one used. */
  fetch?: typeof globalThis.fetch;
  /** Before every try, on the request about to be sent. */
  beforeRequest?: (request: Request) => void;
  /** After every answer; `request` is an unsent copy (its body can still be sent), a Response returned replaces the answer. */
  afterResponse?: (request: Request, response: Response, options: CallOptions) => Promise<Response | void>;
  /** Before an HttpError is thrown (every try's, also those tried again). */
  beforeError?: (error: HttpError) => Promise<void>;
}

/** A call in flight: awaited it is the Response; its body methods set Accept and read the answer. */
export interface ResponsePromise extends Promise<Response> {
  /** The parsed body; '' for a 204 or an empty body. */
  json<T = unknown>(): Promise<T>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type HttpClient = Record<HttpMethod, (path: string, options?: CallOptions) => ResponsePromise>;

export class HttpError extends Error {
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${`${response.status} ${response.statusText}`.trim()}: ${request.method} ${request.url}`);
    this.name = 'HttpError';
  }
}

export class TimeoutError extends Error {
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.name = 'TimeoutError';
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
export const isTimeoutError = (error: unknown): error is TimeoutError => error instanceof TimeoutError;

/** One fetch of `request` (whose signal follows `controller`): after `ms` it is aborted and fails with a TimeoutError. */
function fetchInTime(request: Request, ms: number, controller: AbortController, fetchFn?: typeof globalThis.fetch): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(request));
    }, ms);
    (fetchFn ? fetchFn(request) : fetch(request)).then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A controller that also aborts when `signal` does (AbortSignal.any is missing from browsers before 2024). */
function followingController(signal?: AbortSignal): AbortController {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller;
}

/** Sends `request` once as it is: no hooks, no retry, an error status is an answer. */
export function sendOnce(request: Request, ms: number, fetchFn?: typeof globalThis.fetch): Promise<Response> {
  const controller = followingController(request.signal);
  return fetchInTime(new Request(request, { signal: controller.signal }), ms, controller, fetchFn);
}

/** Waits `ms`; rejects with the signal's reason once it is aborted (a cancelled call waits no more). */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    function abort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

// Statuses whose answer may say when to ask again, and the headers that may say it.
const AFTER_STATUSES = [429, 503];
const AFTER_HEADERS = ['Retry-After', 'RateLimit-Reset', 'X-RateLimit-Retry-After', 'X-RateLimit-Reset', 'X-Rate-Limit-Reset'];

/** Milliseconds before asking again after `error` on try `attempt` (from 1), or null when not asked again. */
function retryDelay(policy: RetryPolicy, method: string, error: unknown, attempt: number): number | null {
  // A POST or PATCH that failed may have been applied; a timed-out call is not waited on twice.
  if (!policy.methods.includes(method.toLowerCase()) || isTimeoutError(error)) return null;
  if (!isHttpError(error)) return policy.delay(attempt);
  const { status, headers } = error.response;
  if (!policy.statusCodes.includes(status)) return null;
  const after = AFTER_STATUSES.includes(status) ? AFTER_HEADERS.map((h) => headers.get(h)).find(Boolean) : undefined;
  if (!after) return policy.delay(attempt);
  // Seconds, an HTTP date, or (a large number) a time in seconds since 1970.
  const ms = Number(after) * 1000;
  if (Number.isNaN(ms)) return Date.parse(after) - Date.now();
  return ms >= Date.parse('2024-01-01') ? ms - Date.now() : ms;
}

/** The answer with a body that reports its progress as it is read. */
function withProgress(response: Response, onProgress: (progress: Progress) => void): Response {
  if (!response.body) return response;
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  if (response.status === 204) return new Response(null, init);
  const announced = Math.max(0, Number(response.headers.get('content-length')) || 0);
  let transferred = 0;
  let previous: Uint8Array | undefined;
  const report = (percent: number) => onProgress({ percent, totalBytes: Math.max(announced, transferred), transferredBytes: transferred });
  // Each chunk is counted when the next arrives, so 100% is reported only once the body has ended.
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      if (previous) {
        transferred += previous.byteLength;
        const share = announced === 0 ? 0 : transferred / announced;
        report(share >= 1 ? 1 - Number.EPSILON : share);
      }
      previous = chunk;
    },
    flush() {
      if (!previous) return;
      transferred += previous.byteLength;
      report(1);
    },
  });
  return new Response(response.body.pipeThrough(counted), init);
}

/** The query for `params`, or null to keep the path's ('' when every value is undefined: the URL ends in '?'). */
function searchOf(params: SearchParams): string | null {
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params);
  if (entries.length === 0) return null;
  return new URLSearchParams(entries.filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined).map(([k, v]) => [k, String(v)])).toString();
}

export function createFetchClient(client: FetchClientOptions): HttpClient {
  const prefix = client.prefixUrl ? client.prefixUrl.replace(/\/?$/, '/') : '';

  function call(method: HttpMethod, path: string, options: CallOptions = {}): ResponsePromise {
    const headers = new Headers(options.headers);
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    let url = prefix + path;
    const search = options.searchParams ? searchOf(options.searchParams) : null;
    if (search !== null) url = url.replace(/(?:\?.*?)?(?=#|$)/, `?${search}`);
    // Aborted by the caller's signal, and by a try's timeout (a timed-out call is not tried again).
    const controller = followingController(options.signal);
    // Never sent itself: each try sends a copy, so the body is still there for the next one.
    let request = new Request(url, { method: method.toUpperCase(), headers, body, credentials: client.credentials, signal: controller.signal });
    const timeout = options.timeout ?? client.timeout;
    const policy = client.retry && { ...client.retry, limit: options.retry ?? client.retry.limit };

    async function attempt(): Promise<Response> {
      client.beforeRequest?.(request);
      const sent = request;
      request = sent.clone();
      let response = await fetchInTime(sent, timeout, controller, client.fetch);
      if (client.afterResponse) response = (await client.afterResponse(request, response, options)) ?? response;
      if (!response.ok && options.throwHttpErrors !== false) {
        const error = new HttpError(response, request);
        await client.beforeError?.(error);
        throw error;
      }
      return options.onDownloadProgress ? withProgress(response, options.onDownloadProgress) : response;
    }

    async function run(): Promise<Response> {
      // One turn first: a body method called right after the call still sets Accept in time.
      await Promise.resolve();
      for (let tries = 1; ; tries++) {
        try {
          return await attempt();
        } catch (error) {
          const ms = policy && tries <= policy.limit ? retryDelay(policy, request.method, error, tries) : null;
          if (ms === null) throw error;
          await wait(ms, options.signal);
        }
      }
    }

    const answer = run() as ResponsePromise;
    /** Asks for `type` unless the call names what it accepts; called before the first try starts. */
    const accept = (type: string) => {
      if (!request.headers.get('accept')) request.headers.set('accept', type);
      return answer;
    };
    answer.json = async <T>() => {
      const response = await accept('application/json');
      const text = response.status === 204 ? '' : await response.text();
      return (text === '' ? '' : JSON.parse(text)) as T;
    };
    answer.text = async () => (await accept('text/*')).text();
    answer.blob = async () => (await accept('*/*')).blob();
    return answer;
  }

  return {
    get: (path, options) => call('get', path, options),
    post: (path, options) => call('post', path, options),
    put: (path, options) => call('put', path, options),
    patch: (path, options) => call('patch', path, options),
    delete: (path, options) => call('delete', path, options),
  };
}
