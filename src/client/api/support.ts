import { api, callApi, parseAnswer } from './http';
import type { HelpArea } from '../../shared/domain/help-areas';
import {
  ContactFormAnswerSchema,
  ContactTopicListSchema,
  KnowledgeArticleListSchema,
  SupportMessagePageSchema,
  SupportMessageSchema,
  type ContactForm,
  type ContactFormType,
} from '../../shared/schemas/support';

// Support and help calls (server: routes/support.ts, routes/support-staff.ts). Texts are asked in
// the interface's language (hl), which may differ from the account's while staff acts for a host.

export const supportKeys = {
  topics: (type: ContactFormType, locale: string) => ['support', 'topics', type, locale] as const,
  articles: (area: HelpArea, locale: string) => ['support', 'articles', area, locale] as const,
  staffMessages: (page: number) => ['staff', 'support-messages', page] as const,
  staffMessagesAll: ['staff', 'support-messages'] as const,
};

export const fetchContactTopics = (type: ContactFormType, locale: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(ContactTopicListSchema, await api.get('app/user/contact-form/topics', { searchParams: { type, hl: locale }, signal }).json()));

export const sendContactForm = (form: ContactForm) =>
  callApi(async () => parseAnswer(ContactFormAnswerSchema, await api.post('app/user/contact-form', { json: form }).json()));

export const fetchKnowledgeArticles = (area: HelpArea, locale: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(KnowledgeArticleListSchema, await api.get('app/user/knowledge-articles', { searchParams: { categories: area, hl: locale }, signal }).json()));

export const fetchSupportMessages = (page: number, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(SupportMessagePageSchema, await api.get('app/staff/support-messages', { searchParams: { page, limit: 20 }, signal }).json()));

export const markSupportMessageHandled = (id: string) =>
  callApi(async () => parseAnswer(SupportMessageSchema, await api.post(`app/staff/support-messages/${encodeURIComponent(id)}/handled`).json()));
