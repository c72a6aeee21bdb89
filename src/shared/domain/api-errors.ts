// One error shape for every failed call (AS §8). The API answers RFC 9457
// problem+json, older or foreign services answer {message, errors[]}; forms and toasts only ever
// see the result of normaliseApiError. Pure: no DOM, no HTTP client, so the server's tests can use it.

export interface NormalisedApiError {
  /** HTTP status; 0 when no response arrived (network failure, timeout, CORS). */
  status: number;
  /** Messages not tied to a field, unique. Entries starting with ERROR_KEY_PREFIX are translation keys. */
  general: string[];
  /** Field name (relative to the asked prefix) -> unique messages. */
  fields: Record<string, string[]>;
  /** Short problem code: the last segment of a known problem type, 'unknown' for a foreign type. */
  code?: string;
  /** A 409 about nights: which nights, and what holds each (problem members `nights`, `holders`). */
  heldNights?: HeldNights;
}

export interface HeldNights {
  nights: string[];
  holders: { kind: string; code: string | null; feedName: string | null; nights: string[] }[];
}

const isDay = (x: unknown): x is string => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x);

/** The held nights of a problem body, when it names valid ones. */
function heldNightsOf(parsed: Record<string, unknown>): HeldNights | undefined {
  if (!Array.isArray(parsed.nights) || parsed.nights.length === 0 || !parsed.nights.every(isDay)) return undefined;
  const holders = (Array.isArray(parsed.holders) ? parsed.holders : []).filter(isRecord).map((h) => ({
    kind: typeof h.kind === 'string' ? h.kind : 'unknown',
    code: typeof h.code === 'string' ? h.code : null,
    feedName: typeof h.feedName === 'string' ? h.feedName : null,
    nights: Array.isArray(h.nights) ? h.nights.filter(isDay) : [],
  }));
  return { nights: parsed.nights as string[], holders };
}

export interface NormaliseOptions {
  /**
   * A nested form asks for its own fields: with prefix 'hostProfile', 'hostProfile.phone' becomes
   * 'phone'. Fields outside the prefix stay under their full name so nothing is lost.
   */
  prefix?: string;
  /** Server field name -> form field name (e.g. taxId -> taxIdentifications.0.id, AS §5). */
  aliases?: Record<string, string>;
}

/** Translation keys produced here share this prefix, so a view can tell keys from server text. */
export const ERROR_KEY_PREFIX = 'errors.';
export const NETWORK_ERROR_KEY = 'errors.network';
export const UNKNOWN_ERROR_KEY = 'errors.unknown';
export const INVALID_FIELD_KEY = 'errors.field.invalid';

/** Statuses with their own wording; other 5xx share one, anything else is 'unknown'. */
const STATUS_KEYS: Record<number, string> = {
  400: 'errors.status.400',
  401: 'errors.status.401',
  403: 'errors.status.403',
  404: 'errors.status.404',
  408: 'errors.status.408',
  409: 'errors.status.409',
  413: 'errors.status.413',
  429: 'errors.status.429',
};

/** Problem types this API documents (src/server/http/problem.ts); others become 'unknown' (AS §8). */
const KNOWN_PROBLEM_PREFIX = 'urn:host-portal:problem:';
export const KNOWN_PROBLEM_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'too-many-requests',
  'payload-too-large',
  'internal',
] as const;

/** Names the server uses for "the request as a whole" rather than a field. */
const ROOT_NAMES = new Set(['', '$', '#', 'body', 'query', 'param', 'params', 'json', 'form', 'root', '_root']);

export function isErrorKey(message: string): boolean {
  return message.startsWith(ERROR_KEY_PREFIX);
}

export function statusErrorKey(status: number): string {
  if (!Number.isFinite(status) || status <= 0) return NETWORK_ERROR_KEY;
  if (status >= 500 && status <= 599) return 'errors.status.5xx';
  return STATUS_KEYS[status] ?? UNKNOWN_ERROR_KEY;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const text = (x: unknown): string | undefined => {
  if (typeof x !== 'string') return undefined;
  const t = x.trim();
  return t === '' ? undefined : t;
};

/** 'hostProfile[phone]', '/hostProfile/phone', '#/hostProfile/phone' -> 'hostProfile.phone'. */
export function normaliseFieldName(name: string): string {
  return name
    .trim()
    .replace(/^#?\/+/, '')
    .replace(/\[([^\]]*)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '');
}

function parseBody(body: unknown): unknown {
  // Some clients hand over the raw text; a JSON text is read, anything else (HTML, plain) is opaque.
  if (typeof body === 'string') {
    const t = body.trim();
    if (t.startsWith('{')) {
      try {
        return JSON.parse(t);
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
  return body;
}

function problemCode(type: unknown): string | undefined {
  if (typeof type !== 'string') return undefined;
  if (type === 'about:blank') return undefined;
  if (type.startsWith(KNOWN_PROBLEM_PREFIX)) {
    const code = type.slice(KNOWN_PROBLEM_PREFIX.length);
    return (KNOWN_PROBLEM_CODES as readonly string[]).includes(code) ? code : 'unknown';
  }
  return 'unknown';
}

export function normaliseApiError(status: number | null | undefined, body: unknown, options: NormaliseOptions = {}): NormalisedApiError {
  const st = typeof status === 'number' && Number.isFinite(status) && status > 0 ? Math.trunc(status) : 0;
  const general = new Set<string>();
  const fields = new Map<string, Set<string>>();
  const prefix = options.prefix ? normaliseFieldName(options.prefix) : '';

  const addField = (rawName: unknown, rawMessage: unknown) => {
    const message = text(rawMessage);
    const name = typeof rawName === 'string' || typeof rawName === 'number' ? normaliseFieldName(String(rawName)) : '';
    if (ROOT_NAMES.has(name)) {
      if (message) general.add(message);
      return;
    }
    let field = options.aliases && Object.hasOwn(options.aliases, name) ? options.aliases[name] : name;
    if (prefix && field.startsWith(`${prefix}.`)) field = field.slice(prefix.length + 1);
    // An error on the nested form itself (name === prefix) belongs to that form as a whole.
    if (prefix && field === prefix) {
      if (message) general.add(message);
      return;
    }
    let set = fields.get(field);
    if (!set) fields.set(field, (set = new Set()));
    set.add(message ?? INVALID_FIELD_KEY);
  };

  const parsed = parseBody(body);
  let code: string | undefined;

  if (isRecord(parsed)) {
    const isProblem = 'type' in parsed || 'invalidParams' in parsed || 'invalid_params' in parsed || 'detail' in parsed || 'title' in parsed;
    if (isProblem) code = problemCode(parsed.type);

    // Legacy shape: {message, errors: [{field?, message, type?}]}
    const message = text(parsed.message);
    if (message) general.add(message);
    if (Array.isArray(parsed.errors)) {
      for (const e of parsed.errors) {
        if (typeof e === 'string') {
          const m = text(e);
          if (m) general.add(m);
        } else if (isRecord(e)) {
          const hasField = (typeof e.field === 'string' && text(e.field) !== undefined) || typeof e.field === 'number';
          if (hasField) addField(e.field, e.message);
          else {
            const m = text(e.message);
            if (m) general.add(m);
          }
        }
      }
    }

    // RFC 9457 shape: {type, title, status, detail, invalidParams: [{name, reason}]}
    const params = Array.isArray(parsed.invalidParams) ? parsed.invalidParams : Array.isArray(parsed.invalid_params) ? parsed.invalid_params : [];
    for (const p of params) {
      if (isRecord(p)) addField(p.name ?? p.field, p.reason ?? p.message);
    }
    // The detail explains the failure as a whole; when fields carry the explanation it only
    // repeats "the request has invalid fields", which the form already says in its own words.
    if (isProblem && fields.size === 0) {
      const summary = text(parsed.detail) ?? text(parsed.title);
      if (summary && general.size === 0) general.add(summary);
    }
  }

  if (general.size === 0 && fields.size === 0) general.add(statusErrorKey(st));

  const result: NormalisedApiError = {
    status: st,
    general: [...general],
    fields: Object.fromEntries([...fields].map(([k, v]) => [k, [...v]])),
  };
  if (code !== undefined) result.code = code;
  const held = isRecord(parsed) ? heldNightsOf(parsed) : undefined;
  if (held) result.heldNights = held;
  return result;
}

/** Field messages a form has no input for, to show with the general ones instead of losing them. */
export function unclaimedFieldMessages(error: NormalisedApiError, knownFields: readonly string[]): string[] {
  const known = new Set(knownFields);
  const out = new Set<string>();
  for (const [field, messages] of Object.entries(error.fields)) {
    if (!known.has(field)) for (const m of messages) out.add(m);
  }
  return [...out];
}
