import * as v from 'valibot';
import { DOCUMENT_KINDS } from './onboarding';

// Staff review of identity verifications and listings (AS §1, AS §3; hosting-core
// listing statuses). The paths are ours (the spec does not show staff calls).

export const REVIEW_REASON_MIN = 5;
export const REVIEW_REASON_MAX = 500;

/** Why staff refuse: the host reads it, so it must say something (5–500 characters once trimmed). */
export const ReviewRejectSchema = v.object({
  reason: v.pipe(
    v.string('enter a reason'),
    v.trim(),
    v.minLength(REVIEW_REASON_MIN, `must be at least ${REVIEW_REASON_MIN} characters`),
    v.maxLength(REVIEW_REASON_MAX, `must be at most ${REVIEW_REASON_MAX} characters`),
  ),
});
export type ReviewReject = v.InferOutput<typeof ReviewRejectSchema>;

export const ReviewDocumentSchema = v.object({
  id: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  subject: v.string(),
  fileName: v.string(),
  byteSize: v.number(),
});
export type ReviewDocument = v.InferOutput<typeof ReviewDocumentSchema>;

export const VerificationReviewSchema = v.object({
  hostId: v.string(),
  name: v.string(),
  email: v.string(),
  type: v.picklist(['individual', 'company']),
  submittedAt: v.nullable(v.string()),
  documents: v.array(ReviewDocumentSchema),
});
export type VerificationReview = v.InferOutput<typeof VerificationReviewSchema>;
export const VerificationReviewListSchema = v.object({ items: v.array(VerificationReviewSchema) });

export const VerificationDecisionSchema = v.object({
  hostId: v.string(),
  kycStatus: v.picklist(['verified', 'rejected']),
  reason: v.nullable(v.string()),
  reviewedAt: v.string(),
});

export const ListingReviewSchema = v.object({
  unitId: v.string(),
  propertyId: v.string(),
  hostId: v.string(),
  hostName: v.string(),
  hostEmail: v.string(),
  propertyTitle: v.nullable(v.string()),
  unitTitle: v.nullable(v.string()),
  /** When the unit went under review (its last change). */
  since: v.string(),
});
export type ListingReview = v.InferOutput<typeof ListingReviewSchema>;
export const ListingReviewListSchema = v.object({ items: v.array(ListingReviewSchema) });

export const ListingDecisionSchema = v.object({
  unitId: v.string(),
  state: v.picklist(['PUBLISHED', 'REJECTED_BY_STAFF']),
  reason: v.nullable(v.string()),
  reviewedAt: v.string(),
});

// The fraud-tracking script's device signals (AS §6): nothing that names a person.
export const FraudSignalsSchema = v.object({
  /** The browser session the signals belong to (the token's session when it names one wins). */
  sessionId: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/, 'must be 8–64 letters, digits, - or _')),
  timeZone: v.pipe(v.string(), v.maxLength(64)),
  language: v.pipe(v.string(), v.maxLength(35)),
  screen: v.object({
    width: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    pixelRatio: v.pipe(v.number(), v.minValue(0), v.maxValue(16)),
  }),
  platform: v.pipe(v.string(), v.maxLength(64)),
  touch: v.boolean(),
  /** SHA-256 of the user agent, hex: enough to tell devices apart without storing the string. */
  userAgentHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest')),
});
export type FraudSignals = v.InferOutput<typeof FraudSignalsSchema>;
