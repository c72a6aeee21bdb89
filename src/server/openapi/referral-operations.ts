import type { Operation } from './operation';
import { REFERRAL_TOKEN_LIMIT } from '../../shared/domain/referral';
import { ReferralTokenRequestSchema, ReferralTokenSchema, ReferralWidgetQuerySchema, ReferralWidgetSchema } from '../../shared/schemas/referral';

// OpenAPI entries of the referral widget (routes/referral.ts).
export const referralOperations: Operation[] = [
  { method: 'post', path: '/api/app/cello-token', summary: `A signed token (HS256, one hour) for the referral widget, naming the product, the host and its referral code. productId must be the portal's referral product (app settings referralProductId; else 400 naming productId); productUserId must be the id of the host the caller acts as (else 403). 429 after ${REFERRAL_TOKEN_LIMIT.perHost} in ${REFERRAL_TOKEN_LIMIT.windowSeconds / 60} minutes`, tag: 'referral', auth: true, body: ReferralTokenRequestSchema, response: ReferralTokenSchema },
  { method: 'get', path: '/api/public/referral', summary: 'What the referral widget shows for a token of POST /api/app/cello-token: the referral code, the invitation link ({PUBLIC_URL}/redirect/register?ref={code}) and registeredCount, how many hosts registered through the link (a number only). 401 for a token that is tampered with, expired or of another product', tag: 'referral', auth: false, query: ReferralWidgetQuerySchema, response: ReferralWidgetSchema },
];
