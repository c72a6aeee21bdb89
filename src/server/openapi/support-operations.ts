import type { Operation } from './operation';
import {
  ContactFormAnswerSchema,
  ContactFormSchema,
  ContactTopicListSchema,
  ContactTopicsQuerySchema,
  KnowledgeArticleListSchema,
  KnowledgeArticlesQuerySchema,
  SupportMessagePageSchema,
  SupportMessageSchema,
  SupportMessagesQuerySchema,
} from '../../shared/schemas/support';

// Support and help (routes/support.ts, routes/support-staff.ts, routes/help-centre.ts; AS §2.9, AS §3, AS §7).
const u = '/api/app/user';
export const supportOperations: Operation[] = [
  {
    method: 'get',
    path: `${u}/contact-form/topics`,
    summary: "Topics of a contact form: type general (all five) or property (the three about a property's information); name in hl or the host's language, value the topic id",
    tag: 'support',
    auth: true,
    query: ContactTopicsQuerySchema,
    response: ContactTopicListSchema,
  },
  {
    method: 'post',
    path: `${u}/contact-form`,
    summary: 'Send a message to support (201): topic, body (1..2000 after trimming), optional pageId (help area) and propertyUnitId (one of your units); 400 naming the field; 429 past 10 an hour (retry-after)',
    tag: 'support',
    auth: true,
    success: [201],
    body: ContactFormSchema,
    response: ContactFormAnswerSchema,
  },
  {
    method: 'get',
    path: `${u}/knowledge-articles`,
    summary: 'Help-centre articles of the areas in categories (one comma-separated list; absent: all), in hl or the host language; 400 naming categories for an unknown area',
    tag: 'support',
    auth: true,
    query: KnowledgeArticlesQuerySchema,
    response: KnowledgeArticleListSchema,
  },
  {
    method: 'get',
    path: '/api/public/knowledge-articles',
    summary: 'The help centre (/help) without a token: the same articles, categories and 400 as above, each with its body (paragraphs separated by a blank line); hl or the default locale',
    tag: 'support',
    auth: false,
    query: KnowledgeArticlesQuerySchema,
    response: KnowledgeArticleListSchema,
  },
  {
    method: 'get',
    path: '/api/app/staff/support-messages',
    summary: 'Staff: support messages, open first (oldest first), then handled; paged, with host name, e-mail and unit title',
    tag: 'staff',
    auth: true,
    query: SupportMessagesQuerySchema,
    response: SupportMessagePageSchema,
  },
  {
    method: 'post',
    path: '/api/app/staff/support-messages/{id}/handled',
    summary: 'Staff: mark a support message handled (409 when it already is, 404 when unknown)',
    tag: 'staff',
    auth: true,
    response: SupportMessageSchema,
  },
];
