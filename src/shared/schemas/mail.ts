import * as v from 'valibot';
import { pageOf, pagedSearchQuery } from './pagination';
import { MAIL_STATUSES, MAIL_TRANSPORTS } from '../domain/mail/outbox';

// The staff mailbox (GET /api/app/staff/mail, GET /api/app/staff/mail/{id}): the outbox as staff
// sees it — every mail the portal wrote, sent over SMTP or kept in the embedded mailbox.

export const MailListQuerySchema = v.object({ page: pagedSearchQuery.page, limit: pagedSearchQuery.limit });

export const MailSummarySchema = v.object({
  id: v.string(),
  recipient: v.string(),
  language: v.string(),
  kind: v.string(),
  subject: v.string(),
  status: v.picklist(MAIL_STATUSES),
  transport: v.nullable(v.picklist(MAIL_TRANSPORTS)),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type MailSummary = v.InferOutput<typeof MailSummarySchema>;

export const MailPageSchema = pageOf(MailSummarySchema);
export type MailPage = v.InferOutput<typeof MailPageSchema>;

export const MailDetailSchema = v.object({
  ...MailSummarySchema.entries,
  html: v.string(),
  text: v.string(),
  headers: v.record(v.string(), v.string()),
});
export type MailDetail = v.InferOutput<typeof MailDetailSchema>;
