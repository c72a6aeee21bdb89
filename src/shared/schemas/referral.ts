import * as v from 'valibot';
import { REFERRAL_CODE_PATTERN } from '../domain/referral';

// POST /api/app/cello-token and GET /api/public/referral (AS §7: "POST
// /api/app/cello-token with productId and productUserId; answer has token (referral widget)").
// productId is the portal's referral product (REFERRAL_PRODUCT_ID, in the app settings);
// productUserId is the id of the host the caller acts as (user info `userId`).

// Reasons name no field: the problem's invalidParams carry the field's name beside them.
const required = (max: number) =>
  v.pipe(v.string('is required (text)'), v.nonEmpty('must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

export const ReferralTokenRequestSchema = v.object({
  productId: required(64),
  productUserId: v.pipe(required(64), v.uuid('must be a host id (UUID)')),
});
export type ReferralTokenRequest = v.InferOutput<typeof ReferralTokenRequestSchema>;

export const ReferralTokenSchema = v.object({
  /** A signed token (JWT, HS256) naming the product, the host and its referral code; one hour. */
  token: v.string(),
});
export type ReferralToken = v.InferOutput<typeof ReferralTokenSchema>;

export const ReferralWidgetQuerySchema = v.object({
  token: required(2048),
});

export const ReferralWidgetSchema = v.object({
  code: v.pipe(v.string(), v.regex(REFERRAL_CODE_PATTERN)),
  /** {PUBLIC_URL}/redirect/register?ref={code} */
  link: v.string(),
  /** When the token the answer was read with runs out (ISO). */
  expiresAt: v.string(),
  /** How many hosts registered through the link: a count only, no one's identity. */
  registeredCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ReferralWidget = v.InferOutput<typeof ReferralWidgetSchema>;
