import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The identity server's browser protections: its pages load only their own stylesheet and
 * script, post forms only to themselves and are never framed. Shared by the interaction pages
 * (Hono) and oidc-provider's own answers (error, sign-out, discovery, token), so both agree.
 */
export const identitySecureHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
    },
  });

/** The same headers as name/value pairs, for answers written by oidc-provider (Koa) rather than Hono. */
export async function identityHeaderPairs(): Promise<[string, string][]> {
  const probe = new Hono().use(identitySecureHeaders()).get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return [...res.headers.entries()];
}
