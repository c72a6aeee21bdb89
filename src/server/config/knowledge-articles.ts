import type { HelpArea } from '../../shared/domain/help-areas';

// The help dropdown's articles (AS §2.9): short guides per area of the portal,
// each the summary of a help-centre article. Titles and summaries are texts of the server scope
// (src/shared/i18n/server: support.article.{id}.title / .summary / .body), so every host reads them
// in their language; the article itself lives at {helpCenterUrls.helpCenter}/articles/{id}, the
// portal's help centre (/help), which shows the body: paragraphs separated by a blank line.
// Order within an area is the order the dropdown shows.

export interface KnowledgeArticleEntry {
  id: string;
  category: HelpArea;
}

export const KNOWLEDGE_ARTICLES: readonly KnowledgeArticleEntry[] = [
  { id: 'calendar-block-dates', category: 'calendar' },
  { id: 'calendar-sync-ical', category: 'calendar' },
  { id: 'bookings-confirm-requests', category: 'bookings' },
  { id: 'bookings-cancel', category: 'bookings' },
  { id: 'inquiries-answer', category: 'inquiries' },
  { id: 'inquiries-instant-booking', category: 'inquiries' },
  { id: 'properties-add-unit', category: 'properties' },
  { id: 'properties-publish', category: 'properties' },
  { id: 'listing-photos', category: 'listing' },
  { id: 'listing-prices', category: 'listing' },
  { id: 'insights-statistics', category: 'insights' },
  { id: 'insights-reviews', category: 'insights' },
  { id: 'insights-dac7', category: 'insights' },
  { id: 'messages-inbox', category: 'messages' },
  { id: 'messages-guest-chat', category: 'messages' },
  { id: 'account-profile', category: 'account' },
  { id: 'account-language', category: 'account' },
  { id: 'verification-identity', category: 'verification' },
  { id: 'verification-payout', category: 'verification' },
  { id: 'home-getting-started', category: 'home' },
  { id: 'home-contact-support', category: 'home' },
];

export const articleTitleKey = (id: string) => `support.article.${id}.title`;
export const articleSummaryKey = (id: string) => `support.article.${id}.summary`;
export const articleBodyKey = (id: string) => `support.article.${id}.body`;
export const topicNameKey = (topic: string) => `support.topic.${topic}`;
