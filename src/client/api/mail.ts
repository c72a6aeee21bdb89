import { api, callApi, parseAnswer } from './http';
import { MailDetailSchema, MailPageSchema } from '../../shared/schemas/mail';

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
