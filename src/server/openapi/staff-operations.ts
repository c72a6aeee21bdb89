import type { Operation } from './operation';
import {
  FraudSignalsSchema,
  ListingDecisionSchema,
  ListingReviewListSchema,
  ReviewRejectSchema,
  VerificationDecisionSchema,
  VerificationReviewListSchema,
} from '../../shared/schemas/staff-review';
import { DeadJobListQuerySchema, DeadJobPageSchema } from '../../shared/schemas/dead-jobs';

// Staff review of verifications and listings (routes/staff.ts) and the fraud-tracking script's
// signals (routes/fraud-signals.ts). Paths are ours; every staff route answers 403 to a host.
const s = '/api/app/staff';
export const staffOperations: Operation[] = [
  { method: 'get', path: `${s}/verifications`, summary: 'Staff: identity verifications handed in, oldest first, with their documents', tag: 'staff', auth: true, response: VerificationReviewListSchema },
  {
    method: 'get',
    path: `${s}/verifications/{hostId}/documents/{documentId}`,
    summary: 'Staff: one document file as stored (attachment, nosniff, no-store)',
    tag: 'staff',
    auth: true,
  },
  { method: 'post', path: `${s}/verifications/{hostId}/approve`, summary: 'Staff: verify the identity (409 unless submitted)', tag: 'staff', auth: true, response: VerificationDecisionSchema },
  { method: 'post', path: `${s}/verifications/{hostId}/reject`, summary: 'Staff: refuse the identity documents with a reason the host sees (409 unless submitted)', tag: 'staff', auth: true, body: ReviewRejectSchema, response: VerificationDecisionSchema },
  { method: 'get', path: `${s}/listings`, summary: 'Staff: units under review, oldest first', tag: 'staff', auth: true, response: ListingReviewListSchema },
  { method: 'post', path: `${s}/listings/{unitId}/approve`, summary: 'Staff: publish a unit under review (409 unless under review or not publishable)', tag: 'staff', auth: true, response: ListingDecisionSchema },
  { method: 'post', path: `${s}/listings/{unitId}/reject`, summary: 'Staff: refuse a unit under review with a reason the host sees (409 unless under review)', tag: 'staff', auth: true, body: ReviewRejectSchema, response: ListingDecisionSchema },
  {
    method: 'get',
    path: `${s}/dead-jobs`,
    summary: 'Staff: background jobs given up after their last attempt (queue, payload, attempts, last error, when), most recent first; paged',
    tag: 'staff',
    auth: true,
    query: DeadJobListQuerySchema,
    response: DeadJobPageSchema,
  },
  { method: 'post', path: `${s}/dead-jobs/{id}/retry`, summary: 'Staff: put a dead job back as due now with its attempts counted afresh (204; 404 when it is not dead)', tag: 'staff', auth: true, success: [204] },
  {
    method: 'post',
    path: '/api/app/fraud-signals',
    summary: "Device signals of the host's session, once per session (204; dropped for staff and under impersonation; 429 past 20 sessions an hour)",
    tag: 'user',
    auth: true,
    success: [204],
    body: FraudSignalsSchema,
  },
];

