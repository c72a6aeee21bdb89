import { BrowserHealthSchema } from '../../../shared/schemas/telemetry';
import { DeadJobPageSchema } from '../../../shared/schemas/dead-jobs';
import { MailDetailSchema, MailPageSchema } from '../../../shared/schemas/mail';
import {
  ListingDecisionSchema,
  ListingReviewListSchema,
  VerificationDecisionSchema,
  VerificationReviewListSchema,
} from '../../../shared/schemas/staff-review';
import { api, callApi, parseAnswer } from '../../api/http';

// The staff desk's browser health (server: routes/telemetry.ts).
export const browserHealthKey = ['staff', 'browser-health'] as const;

export const fetchBrowserHealth = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(BrowserHealthSchema, await api.get('app/staff/browser-health', { signal }).json()));

// The staff desk's dead jobs (server: routes/dead-jobs-staff.ts): background jobs given up after
// their last attempt, most recent first; retry puts one back as due.

export const deadJobsKey = ['staff', 'dead-jobs'] as const;
export const DEAD_JOBS_PAGE_SIZE = 50;

export const fetchDeadJobs = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(DeadJobPageSchema, await api.get('app/staff/dead-jobs', { searchParams: { limit: DEAD_JOBS_PAGE_SIZE }, signal }).json()));

export const retryDeadJob = (id: string) => callApi(async () => void (await api.post(`app/staff/dead-jobs/${encodeURIComponent(id)}/retry`)));

// The staff mailbox (server: routes/mail-staff.ts): every mail the portal wrote, newest first.

export const mailKeys = {
  list: (page: number) => ['staff', 'mail', page] as const,
  one: (id: string) => ['staff', 'mail', 'one', id] as const,
};

export const MAIL_PAGE_SIZE = 20;

export const fetchStaffMail = (page: number, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(MailPageSchema, await api.get('app/staff/mail', { searchParams: { page, limit: MAIL_PAGE_SIZE }, signal }).json()));

export const fetchStaffMailItem = (id: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(MailDetailSchema, await api.get(`app/staff/mail/${encodeURIComponent(id)}`, { signal }).json()));

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
