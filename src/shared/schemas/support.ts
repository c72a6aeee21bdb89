import * as v from 'valibot';
import { HELP_AREAS, isHelpArea } from '../domain/help-areas';
import { LOCALES, toLocale } from '../i18n/locales';
import { pagedSearchQuery, pageOf } from './pagination';

// Support and help (AS §2.9, AS §3 "Support message", AS §5, AS §7):
//   GET  /api/app/user/contact-form/topics?type=general|property[&hl=]  -> [{name, value}]
//   POST /api/app/user/contact-form {topic, body, pageId?, propertyUnitId?} -> 201 {id, createdAt}
//   GET  /api/app/user/knowledge-articles[?categories=a,b][&hl=]       -> [{id, category, title, summary, body, url}]
//   GET  /api/public/knowledge-articles[?categories=a,b][&hl=]         -> the same, no token (the help centre, /help)
// and the staff desk's GET /api/app/staff/support-messages, POST .../{id}/handled.

export const SUPPORT_TOPICS = [
  'property-information-issue',
  'requested-information-not-available',
  'requirements-clarification-needed',
  'new-feature',
  'general-feedback',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/**
 * Which form asks for topics: `general` (the help dropdown's form: every topic) or `property`
 * (the form opened from a unit's pages: only the three topics about a property's information).
 */
export const CONTACT_FORM_TYPES = ['general', 'property'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];

export const TOPICS_OF_FORM: Record<ContactFormType, readonly SupportTopic[]> = {
  general: SUPPORT_TOPICS,
  property: ['property-information-issue', 'requested-information-not-available', 'requirements-clarification-needed'],
};

export const SUPPORT_BODY_MAX = 2000;

/** Optional `hl`: absent means the host's own locale (the server decides), not English. */
const optionalHl = v.optional(
  v.pipe(
    v.string(),
    v.check((s) => toLocale(s) !== undefined, `must be one of ${LOCALES.join(', ')}`),
    v.transform((s) => toLocale(s)!),
  ),
);

export const ContactTopicsQuerySchema = v.object({
  type: v.optional(v.picklist(CONTACT_FORM_TYPES, `must be one of ${CONTACT_FORM_TYPES.join(', ')}`), 'general'),
  hl: optionalHl,
});

/** A topic as a form offers it: `name` is the label in the request's language, `value` the topic id. */
export const ContactTopicSchema = v.object({ name: v.string(), value: v.picklist(SUPPORT_TOPICS) });
export type ContactTopic = v.InferOutput<typeof ContactTopicSchema>;
export const ContactTopicListSchema = v.array(ContactTopicSchema);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ContactFormSchema = v.object({
  topic: v.picklist(SUPPORT_TOPICS, `must be one of ${SUPPORT_TOPICS.join(', ')}`),
  body: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'write what you need help with'),
    v.maxLength(SUPPORT_BODY_MAX, `must be at most ${SUPPORT_BODY_MAX} characters`),
  ),
  /** The area of the portal the host wrote from (shared/domain/help-areas). */
  pageId: v.optional(v.picklist(HELP_AREAS, `must be one of ${HELP_AREAS.join(', ')}`)),
  /** One of the host's own units; another host's or an unknown unit is refused. */
  propertyUnitId: v.optional(v.pipe(v.string('must be a unit id'), v.regex(UUID, 'must be a unit id'), v.toLowerCase())),
});
export type ContactForm = v.InferInput<typeof ContactFormSchema>;
export type ContactFormOutput = v.InferOutput<typeof ContactFormSchema>;

export const ContactFormAnswerSchema = v.object({ id: v.string(), createdAt: v.string() });
export type ContactFormAnswer = v.InferOutput<typeof ContactFormAnswerSchema>;

/** Splits the comma list of `categories`; every entry must be a help area. */
export function parseCategories(value: string): { categories: string[]; unknown: string[] } {
  const categories = [...new Set(value.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== ''))];
  return { categories, unknown: categories.filter((c) => !isHelpArea(c)) };
}

/**
 * `categories` is one comma-separated list (categories=calendar,bookings); absent or empty means
 * every area. An unknown area is a 400 naming `categories`; a repeated parameter is refused too.
 */
export const KnowledgeArticlesQuerySchema = v.object({
  categories: v.optional(
    v.pipe(
      v.string('send one comma-separated list, e.g. categories=calendar,bookings'),
      v.check((s) => parseCategories(s).unknown.length === 0, `each must be one of ${HELP_AREAS.join(', ')}`),
      v.transform((s) => parseCategories(s).categories as (typeof HELP_AREAS)[number][]),
    ),
  ),
  hl: optionalHl,
});

export const KnowledgeArticleSchema = v.object({
  id: v.string(),
  category: v.picklist(HELP_AREAS),
  title: v.string(),
  summary: v.string(),
  /**
   * The article's text: paragraphs separated by a blank line. The server always sends it; optional
   * so an answer without it (the help dropdown needs only title and summary) still reads.
   */
  body: v.optional(v.string()),
  /** The article in the help centre (app settings helpCenterUrls.helpCenter + /articles/{id}). */
  url: v.string(),
});
export type KnowledgeArticle = v.InferOutput<typeof KnowledgeArticleSchema>;
export const KnowledgeArticleListSchema = v.array(KnowledgeArticleSchema);

// The staff desk.
export const SupportMessagesQuerySchema = v.object({ page: pagedSearchQuery.page, limit: pagedSearchQuery.limit });

export const SupportMessageSchema = v.object({
  id: v.string(),
  topic: v.picklist(SUPPORT_TOPICS),
  body: v.string(),
  pageId: v.nullable(v.string()),
  propertyUnitId: v.nullable(v.string()),
  unitTitle: v.nullable(v.string()),
  hostId: v.string(),
  hostName: v.string(),
  hostEmail: v.string(),
  /** The staff member who sent it while acting for the host, if so. */
  sentByStaff: v.boolean(),
  createdAt: v.string(),
  handledAt: v.nullable(v.string()),
  handledBy: v.nullable(v.string()),
});
export type SupportMessage = v.InferOutput<typeof SupportMessageSchema>;
export const SupportMessagePageSchema = pageOf(SupportMessageSchema);
