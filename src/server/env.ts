import * as v from 'valibot';
import { parseTrustProxy, type TrustProxy } from './http/client-address';

// Every setting the server reads, validated once at start. A bad value stops the process
// with a message naming the variable, instead of failing later in a request.
const port = v.pipe(
  v.optional(v.string(), '8080'),
  v.regex(/^\d{1,5}$/, 'must be a whole number between 1 and 65535'),
  v.transform(Number),
  v.minValue(1, 'must be a whole number between 1 and 65535'),
  v.maxValue(65535, 'must be a whole number between 1 and 65535'),
);
const wholeNumber = (fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}$/, `must be a whole number between ${min} and ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number between ${min} and ${max}`),
    v.maxValue(max, `must be a whole number between ${min} and ${max}`),
  );
const url = (what: string) => v.pipe(v.string(), v.url(`must be an absolute URL (${what})`));

/** A sender: `address` or `Name <address>` (one address, no line breaks: it becomes a header). */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** Why an SMTP_URL cannot be used (wrong scheme, no host, a port out of range), or null. */
function smtpUrlProblem(value: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') return 'scheme';
  if (!parsed.hostname) return 'host';
  return null;
}

export const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'production'),
  PORT: port,
  HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/.+/, 'must start with postgres:// or postgresql://')),
  ),
  PUBLIC_URL: v.optional(url('the address browsers use to reach this server')),
  OIDC_ISSUER: v.optional(url('an external OpenID Connect issuer')),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'host-portal'),
  OIDC_AUDIENCE: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  // Demo data: seeded on an empty embedded database unless 'false'; on a PostgreSQL server only when 'true'.
  SEED_DEMO: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'), 'info'),
  // Location autocomplete: the offline gazetteer in the database, or a Nominatim-compatible API.
  GEOCODER: v.optional(v.picklist(['gazetteer', 'nominatim'], 'must be gazetteer or nominatim'), 'gazetteer'),
  GEOCODER_URL: v.optional(url('the base address of a Nominatim-compatible search API')),
  // iCal import: how often a URL feed is re-read (minutes), and whether feeds may point at private,
  // loopback or link-local addresses (off: a feed URL must not reach into our own network — SSRF).
  ICAL_SYNC_MINUTES: wholeNumber('60', 5, 1440),
  ICAL_ALLOW_PRIVATE_URLS: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  // New host accounts one visitor address may create in an hour (auth/interactions.ts). The
  // browser journeys register a dozen hosts from 127.0.0.1 and raise it; 10 elsewhere.
  REGISTRATIONS_PER_ADDRESS_HOUR: wholeNumber('10', 1, 1000),
  // Connections this instance keeps to a PostgreSQL server (db/client.ts): several instances share
  // the server's max_connections, so each must be able to take fewer.
  DATABASE_POOL_MAX: wholeNumber('10', 1, 200),
  // How long one calendar may take to parse (seconds) before its worker thread is stopped and the
  // calendar refused (services/ical/parse-isolated.ts).
  ICAL_PARSE_TIMEOUT_SECONDS: wholeNumber('10', 1, 120),
  // The built client's source maps (/assets/*.map): made by every build for the error tracker, but
  // they carry the whole client source; answered 404 unless 'true'.
  SERVE_SOURCE_MAPS: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  // The background job worker (src/server/jobs); 'false' leaves due jobs for another instance.
  JOBS: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'true'),
  // The map of the listing wizard's location step: a MapLibre style (JSON) whose tiles, glyphs and
  // sprites are served from the style's own origin (the security policy lets the browser reach only
  // that one). Unset: the offline map of country outlines bundled with the portal.
  MAP_STYLE_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL (a MapLibre style JSON)'), v.regex(/^https?:\/\//i, 'must be an http or https URL'))),
  // The proxies in front of this server, whose X-Forwarded-For the rate limits and the identity
  // server believe (http/client-address.ts): a hop count, or the proxies' addresses. Unset: 1 when
  // PUBLIC_URL is https (a TLS-terminating proxy), 0 otherwise.
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.check((s) => parseTrustProxy(s) !== null, 'must be a number of proxies (0 to 10) or a comma-separated list of their IP addresses'))),
  // This instance's name among several behind a proxy: when set, every response carries it as
  // `x-instance` (the scale-out check sees which instance answered). Unset: no such header.
  INSTANCE_NAME: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,32}$/, 'must be 1 to 32 letters, digits, dots, dashes or underscores'))),
  // Outbound e-mail (services/mail/): an SMTP server as a URL (smtp://user:pass@host:587, smtps://
  // for TLS from the start). Unset: mails are kept in the database and shown to staff at
  // /staff/mail (the embedded mailbox). MAIL_FROM is the sender of every mail.
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL such as smtp://user:password@mail.example.com:587'),
      v.check((s) => smtpUrlProblem(s) === null, 'must be an smtp:// or smtps:// URL with a host name, such as smtp://user:password@mail.example.com:587'),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(MAIL_FROM_PATTERN, 'must be an address (no-reply@example.com) or a name and an address (Host portal <no-reply@example.com>)')),
    'Host portal <no-reply@host-portal.test>',
  ),
  // The referral programme's product id: the "Invite a host" dialog sends it with POST
  // /api/app/cello-token, which refuses any other (routes/referral.ts).
  REFERRAL_PRODUCT_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')),
    'host-portal',
  ),
  // How long a shutdown (SIGTERM, SIGINT) waits for the requests under way before it cuts them and
  // exits (server.ts); /readyz answers 503 from its start.
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber('10', 1, 600),
  // The bearer token a Prometheus scraper sends to GET /metrics (http/metrics.ts). Unset: /metrics
  // answers 404. At least 16 characters: it guards numbers about the whole instance.
  // The fault switch for browser journeys and manual testers (http/fault-switch.ts): 'on' mounts
  // /api/test/faults, which makes chosen API calls fail. Off by default, and refused unless this
  // instance is out of reach of hosts: NODE_ENV development or test, or (the compiled server the
  // journeys start counts as production) both PUBLIC_URL and HOST on loopback.
  FAULT_SWITCH: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'off'),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 visible ASCII characters (no spaces)'))),
});

export type RawEnv = v.InferOutput<typeof EnvSchema>;
export type Env = RawEnv & {
  /** The address browsers use: PUBLIC_URL or http://localhost:PORT. */
  publicUrl: string;
  /** The issuer the API trusts: OIDC_ISSUER or the embedded one under /auth. */
  issuer: string;
  /** true when the embedded identity server issues the tokens. */
  embeddedIssuer: boolean;
  audience: string;
  /** Which X-Forwarded-For entries to believe (TRUST_PROXY, or its default). */
  trustProxy: TrustProxy;
};

/** 127.0.0.0/8, ::1 or localhost (a URL's hostname keeps the brackets of an IPv6 address). */
const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries).flatMap((k) => (source[k] === undefined || source[k] === '' ? [] : [[k, source[k]]])),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    throw new EnvError(
      result.issues.map((i) => {
        const name = v.getDotPath(i) ?? '?';
        // A refused SMTP_URL may still carry a password, a refused METRICS_TOKEN is one: neither is printed.
        const input = name === 'SMTP_URL' && typeof i.input === 'string' ? i.input.replace(/\/\/[^@/]*@/, '//***@') : name === 'METRICS_TOKEN' ? '***' : i.input;
        return `${name}=${JSON.stringify(input)}: ${i.message}`;
      }),
    );
  }
  const raw = result.output;
  // Checked together: a geocoder that needs an address must not fail at the first search instead.
  if (raw.GEOCODER === 'nominatim' && !raw.GEOCODER_URL) {
    throw new EnvError(['GEOCODER_URL=undefined: is required when GEOCODER is nominatim']);
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  // A switch that makes calls fail must never be reachable by hosts: a production instance takes
  // it only while it listens on loopback and is addressed as such (a journey's own server).
  if (raw.FAULT_SWITCH === 'on' && raw.NODE_ENV === 'production' && !(isLoopback(raw.HOST) && isLoopback(new URL(publicUrl).hostname))) {
    throw new EnvError([`FAULT_SWITCH="on": is refused in production unless HOST and PUBLIC_URL are loopback (127.0.0.1, ::1 or localhost), got HOST=${JSON.stringify(raw.HOST)} and PUBLIC_URL=${JSON.stringify(publicUrl)}`]);
  }
  const issuer = (raw.OIDC_ISSUER ?? `${publicUrl}/auth`).replace(/\/$/, '');
  return {
    ...raw,
    publicUrl,
    issuer,
    embeddedIssuer: raw.OIDC_ISSUER === undefined,
    audience: raw.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY ?? (publicUrl.startsWith('https:') ? '1' : '0'))!,
  };
}
