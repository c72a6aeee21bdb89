import { api, callApi, parseAnswer } from './http';
import {
  ListingDecisionSchema,
  ListingReviewListSchema,
  VerificationDecisionSchema,
  VerificationReviewListSchema,
} from '../../shared/schemas/staff-review';

// Staff review calls (server: routes/staff.ts). A document is fetched with the bearer token (a
// plain link would carry none) and handed back as a Blob for the page to open.

export const staffReviewKeys = {
  verifications: ['staff', 'verifications'] as const,
  listings: ['staff', 'listings'] as const,
};

const base = 'app/staff';

export const fetchPendingVerifications = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(VerificationReviewListSchema, await api.get(`${base}/verifications`, { signal }).json()));
export const fetchReviewDocument = (hostId: string, documentId: string) =>
  callApi(async () => api.get(`${base}/verifications/${encodeURIComponent(hostId)}/documents/${encodeURIComponent(documentId)}`).blob());
export const approveVerification = (hostId: string) =>
  callApi(async () => parseAnswer(VerificationDecisionSchema, await api.post(`${base}/verifications/${encodeURIComponent(hostId)}/approve`).json()));
export const rejectVerification = (hostId: string, reason: string) =>
  callApi(async () => parseAnswer(VerificationDecisionSchema, await api.post(`${base}/verifications/${encodeURIComponent(hostId)}/reject`, { json: { reason } }).json()));

export const fetchListingsUnderReview = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(ListingReviewListSchema, await api.get(`${base}/listings`, { signal }).json()));
export const approveListing = (unitId: string) =>
  callApi(async () => parseAnswer(ListingDecisionSchema, await api.post(`${base}/listings/${encodeURIComponent(unitId)}/approve`).json()));
export const rejectListing = (unitId: string, reason: string) =>
  callApi(async () => parseAnswer(ListingDecisionSchema, await api.post(`${base}/listings/${encodeURIComponent(unitId)}/reject`, { json: { reason } }).json()));
