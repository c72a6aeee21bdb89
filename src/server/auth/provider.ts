import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { html, raw } from 'hono/html';
import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { chooseLocale } from '../../shared/i18n/locales';
import { REGISTER_SCREEN } from '../../shared/domain/referral';
import { databaseAdapter } from './adapter';
import { loadServerKeys } from './keys';
import { findAccountById, type IdentityAccount } from './accounts';
import { interactionPages } from './interactions';
import { page, translator } from './pages/render';
import { identityHeaderPairs } from './security-headers';
import { admitProviderBody } from './body-limit';

// Lifetimes: access tokens are short (the session machine refreshes them), refresh tokens
// rotate on every use and keep a signed-in host signed in for two weeks of inactivity at most.
export const TOKEN_TTL = {
  AccessToken: 15 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
};
export const API_SCOPE = 'api';

function claimsOf(account: IdentityAccount) {
  return {
    sub: account.id,
    email: account.email,
    // Set once the host followed the link of the confirmation mail (email-verification.ts) or a password link.
    email_verified: account.emailVerifiedAt !== null,
    given_name: account.givenName,
    family_name: account.familyName,
    name: `${account.givenName} ${account.familyName}`.trim(),
    locale: account.locale,
    account_type: account.accountType,
    // How the host chose to work with guests at registration; the API provisions the host with it.
    ...(account.commercialModel && { commercial_model: account.commercialModel }),
  };
}

/** The portal's own browser client: public (no secret), so PKCE is required. */
function portalClient(env: Env): ClientMetadata {
  const origins = new Set([env.publicUrl]);
  // The vite dev server proxies /auth and /api; its pages live on another port.
  if (env.NODE_ENV === 'development') ['http://127.0.0.1:5173', 'http://localhost:5173'].forEach((o) => origins.add(o));
  return {
    client_id: env.OIDC_CLIENT_ID,
    client_name: 'Host portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [...origins].map((o) => `${o}/`),
    post_logout_redirect_uris: [...origins].map((o) => `${o}/`),
  };
}

function uiLocale(ctx: KoaContextWithOIDC) {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  return chooseLocale({
    url: typeof ctx.query.hl === 'string' ? ctx.query.hl : undefined,
    stored: typeof params.ui_locales === 'string' ? params.ui_locales.split(' ')[0] : undefined,
    app: ctx.get('accept-language').split(',')[0],
  });
}

/**
 * The embedded OpenID Connect provider under /auth. Accounts, sessions and keys live in the
 * database; access tokens are JWTs for the API audience, so the API verifies them like any
 * other issuer's.
 */
export async function createIdentityProvider(deps: { db: Db; env: Env; logger: Logger; now?: () => Date }) {
  const { db, env } = deps;
  const keys = await loadServerKeys(db);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [portalClient(env)],
    jwks: { keys: keys.signing as never },
    cookies: { keys: keys.cookies, long: { signed: true }, short: { signed: true } },
    claims: {
      // amr: how the session signed in, ['pwd'] or, right after registering, ['pwd', 'registered'].
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale', 'account_type', 'commercial_model'],
    },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // /redirect/register asks for the registration form first and carries the invitation's code.
    extraParams: [REGISTER_SCREEN.param, REGISTER_SCREEN.refParam],
    ttl: TOKEN_TTL,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const locale = uiLocale(ctx);
          const t = await translator(locale);
          // Koa would send a String object as JSON: hence String(...). oidc-provider's form carries its CSRF token; auto-submit.js posts it with logout=yes.
          const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>').replace('<form', '<form data-auto-submit');
          ctx.type = 'html';
          ctx.body = String(await page({
            locale,
            t,
            title: t('title.signOut'),
            body: html`<p>${t('text.signOutPrompt')}</p>${raw(withLogout)}<button type="submit" form="op.logoutForm">${t('action.signOut')}</button><script src="/auth/assets/auto-submit.js"></script>`,
          }));
        },
        async postLogoutSuccessSource(ctx) {
          const locale = uiLocale(ctx);
          const t = await translator(locale);
          ctx.type = 'html';
          ctx.body = String(await page({ locale, t, title: t('title.signedOut'), body: html`<a class="auth-button" href="/">${t('action.toPortal')}</a>` }));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => env.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== env.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: env.audience,
            accessTokenTTL: TOKEN_TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => claimsOf(account) };
    },
    // The API provisions a host from the access token alone, so it carries who the host is.
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      const { email, given_name, family_name, account_type, locale, commercial_model } = claimsOf(account);
      return { email, given_name, family_name, account_type, locale, ...(commercial_model && { commercial_model }) };
    },
    // The portal is first-party: its sign-in grants what it asks for without a consent screen.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (ctx.oidc.client!.clientId !== env.OIDC_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(env.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Refresh tokens for the portal even without prompt=consent (offline_access is dropped then).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
    async renderError(ctx, out, error) {
      deps.logger.warn({ err: error, out }, 'identity request failed');
      const locale = uiLocale(ctx);
      const t = await translator(locale);
      ctx.type = 'html';
      ctx.body = String(await page({
        locale,
        t,
        title: t('title.error'),
        body: html`<p class="auth-alert auth-alert-error" role="alert">${t('error.generic')}</p><p>${t('text.errorHint')}</p><a class="auth-button" href="/">${t('action.toPortal')}</a>`,
      }));
    },
  };

  const provider = new Provider(env.issuer, configuration);
  // Behind proxies (TRUST_PROXY, http/client-address.ts) the issuer is https while this process
  // sees http: their X-Forwarded-* headers are believed, the visitor's address as many hops from
  // the right as there are proxies. With a list of proxy addresses, koa believes the whole header;
  // the sign-in limits use clientAddress, which honours the list.
  provider.proxy = 'proxies' in env.trustProxy || env.trustProxy.hops > 0;
  if ('hops' in env.trustProxy) provider.app.maxIpsCount = env.trustProxy.hops;
  const providerListener = provider.callback();
  const pages = getRequestListener(interactionPages({ provider, db, logger: deps.logger, trustProxy: env.trustProxy, publicUrl: env.publicUrl, registrationsPerAddress: env.REGISTRATIONS_PER_ADDRESS_HOUR, now: deps.now }).fetch);
  const protections = await identityHeaderPairs();

  return {
    provider,
    /** Handles any request whose path starts with /auth. */
    handle(req: IncomingMessage, res: ServerResponse) {
      const pathname = (req.url ?? '/').split('?')[0];
      if (/^\/auth\/(interaction|account|assets)\//.test(pathname)) return pages(req, res);
      // oidc-provider's own answers (error and sign-out pages, discovery, tokens) get the pages' protections.
      for (const [name, value] of protections) res.setHeader(name, value);
      // oidc-provider is mounted under a prefix: keep the full URL for it, strip the prefix.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
      req.url = req.url!.slice('/auth'.length) || '/';
      void admitProviderBody(req, res).then(
        (admitted) => (admitted ? providerListener(req, res) : undefined),
        (err: unknown) => {
          // The client went away while sending; nothing is left to answer.
          deps.logger.debug({ err }, 'identity request body not read');
          if (!res.headersSent) res.writeHead(400, { connection: 'close' }).end();
        },
      );
    },
  };
}
