import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, forbidden, unauthorized } from '../http/problem';
import { validate } from '../http/validate';
import { rateLimited } from '../http/rate-limited';
import { recordAudit } from '../services/audit';
import { issueReferralToken, readReferralToken } from '../services/referral';
import { REFERRAL_TOKEN_LIMIT } from '../../shared/domain/referral';
import { ReferralTokenRequestSchema, ReferralWidgetQuerySchema } from '../../shared/schemas/referral';

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

export function referralTokenRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();
  // After validation (a malformed call costs no hit), counted per host acted for.
  const limit = rateLimited<Context<AppEnv>>(db, {
    key: (c) => `referral-token:${c.get('host').id}`,
    limit: REFERRAL_TOKEN_LIMIT.perHost,
    windowSeconds: REFERRAL_TOKEN_LIMIT.windowSeconds,
    detail: 'Too many invitation links asked for; please try again in a few minutes.',
  });

  r.post('/cello-token', validate('json', ReferralTokenRequestSchema), limit, async (c) => {
    const { productId, productUserId } = c.req.valid('json');
    const host = c.get('host');
    if (productId !== deps.env.REFERRAL_PRODUCT_ID)
      throw badRequest([{ name: 'productId', reason: `must be the portal's referral product id "${deps.env.REFERRAL_PRODUCT_ID}"` }]);
    if (productUserId.toLowerCase() !== host.id.toLowerCase())
      throw forbidden('productUserId must be the id of the host you are signed in as (or act for).');
    const token = await issueReferralToken(db, { productId, hostId: host.id });
    await recordAudit(db, { host, staff: c.get('staff'), action: 'referral.token-issued', detail: { productId } });
    noStore(c);
    return c.json({ token });
  });
  return r;
}

export function referralPublicRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/referral', validate('query', ReferralWidgetQuerySchema), async (c) => {
    const widget = await readReferralToken(deps.database.db, {
      token: c.req.valid('query').token,
      productId: deps.env.REFERRAL_PRODUCT_ID,
      publicUrl: deps.env.publicUrl,
    });
    if (!widget) throw unauthorized('The referral token is invalid or has expired; open the invitation again.');
    noStore(c);
    return c.json(widget);
  });
  return r;
}
