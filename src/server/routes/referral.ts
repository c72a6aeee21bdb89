import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { badRequest, forbidden, unauthorized } from '../http/problem';
import { defineRoutes, perApp } from '../http/route-table';
import { rateLimited } from '../http/rate-limited';
import { recordAudit } from '../services/audit';
import { issueReferralToken, readReferralToken } from '../services/referral';
import { REFERRAL_TOKEN_LIMIT } from '../../shared/domain/referral';
import { ReferralTokenRequestSchema, ReferralTokenSchema, ReferralWidgetQuerySchema, ReferralWidgetSchema } from '../../shared/schemas/referral';

// The referral widget (AS §7 "POST /api/app/cello-token with productId and
// productUserId; answer has token"). Our reading of the two fields:
// - productId must be the portal's referral product (REFERRAL_PRODUCT_ID, default 'host-portal',
//   handed to the browser in the app settings); any other is a 400 naming productId.
// - productUserId must be the id of the host the caller acts as: the signed-in host, or the host
//   a staff member acts for. Any other id — another host's, or one that exists nowhere — is the
//   same 403, so the answer tells nothing about which ids exist.
// The token is signed by us and read back by GET /api/public/referral?token=, which answers the
// code and the invitation link; the token is the only credential that call needs.

const noStore = (c: Context) => c.header('cache-control', 'no-store');

// After validation (a malformed call costs no hit), counted per host acted for; one counter per app.
const tokenLimit = perApp(({ database }) =>
  rateLimited<Context<AppEnv>>(database.db, {
    key: (c) => `referral-token:${c.get('host').id}`,
    limit: REFERRAL_TOKEN_LIMIT.perHost,
    windowSeconds: REFERRAL_TOKEN_LIMIT.windowSeconds,
    detail: 'Too many invitation links asked for; please try again in a few minutes.',
  }),
);

export const referralTokenRoutes = defineRoutes('/api/app', 'referral', (route) => {
  route.post(
    '/cello-token',
    {
      summary: `A signed token (HS256, one hour) for the referral widget, naming the product, the host and its referral code. productId must be the portal's referral product (app settings referralProductId; else 400 naming productId); productUserId must be the id of the host the caller acts as (else 403). 429 after ${REFERRAL_TOKEN_LIMIT.perHost} in ${REFERRAL_TOKEN_LIMIT.windowSeconds / 60} minutes`,
      auth: true,
      body: ReferralTokenRequestSchema,
      response: ReferralTokenSchema,
      useAfterValidation: (deps) => [tokenLimit(deps)],
    },
    async (c, { body }, { database, env }) => {
      const db = database.db;
      const { productId, productUserId } = body;
      const host = c.get('host');
      if (productId !== env.REFERRAL_PRODUCT_ID)
        throw badRequest([{ name: 'productId', reason: `must be the portal's referral product id "${env.REFERRAL_PRODUCT_ID}"` }]);
      if (productUserId.toLowerCase() !== host.id.toLowerCase())
        throw forbidden('productUserId must be the id of the host you are signed in as (or act for).');
      const token = await issueReferralToken(db, { productId, hostId: host.id });
      await recordAudit(db, { host, staff: c.get('staff'), action: 'referral.token-issued', detail: { productId } });
      noStore(c);
      return c.json({ token });
    },
  );
});

export const referralPublicRoutes = defineRoutes('/api/public', 'referral', (route) => {
  route.get(
    '/referral',
    {
      summary:
        'What the referral widget shows for a token of POST /api/app/cello-token: the referral code, the invitation link ({PUBLIC_URL}/redirect/register?ref={code}) and registeredCount, how many hosts registered through the link (a number only). 401 for a token that is tampered with, expired or of another product',
      auth: false,
      query: ReferralWidgetQuerySchema,
      response: ReferralWidgetSchema,
    },
    async (c, { query }, { database, env }) => {
      const widget = await readReferralToken(database.db, {
        token: query.token,
        productId: env.REFERRAL_PRODUCT_ID,
        publicUrl: env.publicUrl,
      });
      if (!widget) throw unauthorized('The referral token is invalid or has expired; open the invitation again.');
      noStore(c);
      return c.json(widget);
    },
  );
});
