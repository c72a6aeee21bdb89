import { createHash, randomBytes } from 'node:crypto';

// A minimal OpenID Connect client for scripts and tests: the same authorization code + PKCE
// flow the browser runs, driven over HTTP with a cookie jar, against the real /auth pages.

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface LoginOptions {
  baseUrl: string;
  clientId?: string;
  redirectUri?: string;
  email: string;
  password: string;
  jar?: CookieJar;
}

export class LoginError extends Error {
  constructor(message: string, readonly status: number, readonly body: string) {
    super(message);
  }
}

async function step(jar: CookieJar, url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
  jar.store(res);
  return res;
}

/** Starts an authorization request; answers the sign-in page's URL and the PKCE verifier. */
export async function startAuthorization(o: Omit<LoginOptions, 'email' | 'password'> & { jar: CookieJar; extra?: Record<string, string> }) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const redirectUri = o.redirectUri ?? `${o.baseUrl}/`;
  const params = new URLSearchParams({
    client_id: o.clientId ?? 'host-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...o.extra,
  });
  const res = await step(o.jar, `${o.baseUrl}/auth/auth?${params}`);
  const location = res.headers.get('location');
  if (res.status !== 303 && res.status !== 302) throw new LoginError(`authorization answered ${res.status}`, res.status, await res.text());
  return { interactionUrl: new URL(location!, o.baseUrl).toString(), verifier, state, redirectUri };
}

/** Follows redirects inside /auth until the browser would land on the client's redirect URI. */
export async function followToCallback(baseUrl: string, jar: CookieJar, location: string, redirectUri: string) {
  let next = new URL(location, baseUrl).toString();
  for (let hops = 0; hops < 10; hops++) {
    if (next.startsWith(redirectUri) && new URL(next).searchParams.has('code')) return new URL(next);
    if (next.startsWith(redirectUri) && new URL(next).searchParams.has('error')) {
      throw new LoginError(`authorization failed: ${new URL(next).searchParams.get('error')}`, 400, next);
    }
    const res = await step(jar, next);
    const to = res.headers.get('location');
    if (!to) throw new LoginError(`expected a redirect from ${next}, got ${res.status}`, res.status, await res.text());
    next = new URL(to, next).toString();
  }
  throw new LoginError('too many redirects', 508, next);
}

export async function exchangeCode(baseUrl: string, o: { code: string; verifier: string; redirectUri: string; clientId?: string }): Promise<TokenSet> {
  return tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code: o.code,
    redirect_uri: o.redirectUri,
    client_id: o.clientId ?? 'host-portal',
    code_verifier: o.verifier,
  });
}

export async function refreshTokens(baseUrl: string, refreshToken: string, clientId = 'host-portal'): Promise<TokenSet> {
  return tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
}

async function tokenRequest(baseUrl: string, form: Record<string, string>): Promise<TokenSet> {
  const res = await fetch(`${baseUrl}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  const body = await res.text();
  if (!res.ok) throw new LoginError(`token endpoint answered ${res.status}: ${body}`, res.status, body);
  return JSON.parse(body) as TokenSet;
}

/** The whole flow: authorize, sign in with the password on the real page, exchange the code. */
export async function signInWithPassword(o: LoginOptions): Promise<TokenSet> {
  const jar = o.jar ?? new CookieJar();
  const { interactionUrl, verifier, state, redirectUri } = await startAuthorization({ ...o, jar });
  const uid = new URL(interactionUrl).pathname.split('/').pop()!;
  const res = await step(jar, `${o.baseUrl}/auth/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: o.email, password: o.password }),
  });
  if (res.status !== 303) throw new LoginError(res.status === 401 ? "the email or password is not correct" : `sign-in answered ${res.status}`, res.status, await res.text());
  const callback = await followToCallback(o.baseUrl, jar, res.headers.get('location')!, redirectUri);
  if (callback.searchParams.get('state') !== state) throw new LoginError('state mismatch', 400, callback.toString());
  return exchangeCode(o.baseUrl, { code: callback.searchParams.get('code')!, verifier, redirectUri, clientId: o.clientId });
}
