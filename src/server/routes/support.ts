import { ProblemError, ProblemType } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { appSettings } from '../config/settings';
import { hitRateLimit } from '../services/rate-limit';
import { answerLocale, contactTopics, knowledgeArticles, sendSupportMessage } from '../services/support';
import {
  ContactFormAnswerSchema,
  ContactFormSchema,
  ContactTopicListSchema,
  ContactTopicsQuerySchema,
  KnowledgeArticleListSchema,
  KnowledgeArticlesQuerySchema,
} from '../../shared/schemas/support';

// Support and help for the host (AS §7), mounted under /api/app/user: the contact
// form's topics, the form itself and the help articles. Texts come in `hl`, else the host's locale.

/**
 * Per host (an impersonating staff member counts for the host): a person writes a few messages an
 * hour at most; a loop must not fill the support desk.
 */
export const SUPPORT_MESSAGE_LIMIT = { perHost: 10, windowSeconds: 3600 };

export const supportRoutes = defineRoutes('/api/app/user', 'support', (route) => {
  route.get(
    '/contact-form/topics',
    {
      summary: "Topics of a contact form: type general (all five) or property (the three about a property's information); name in hl or the host's language, value the topic id",
      auth: true,
      query: ContactTopicsQuerySchema,
      response: ContactTopicListSchema,
    },
    async (c, { query }) => c.json(await contactTopics(query.type, answerLocale(query.hl, c.get('host')))),
  );

  // Validation first: a malformed form costs no hit of the limit.
  route.post(
    '/contact-form',
    {
      summary: 'Send a message to support (201): topic, body (1..2000 after trimming), optional pageId (help area) and propertyUnitId (one of your units); 400 naming the field; 429 past 10 an hour (retry-after)',
      auth: true,
      success: [201],
      body: ContactFormSchema,
      response: ContactFormAnswerSchema,
    },
    async (c, { body }, { database }) => {
      const host = c.get('host');
      const limit = await hitRateLimit(database.db, `support-message:${host.id}`, SUPPORT_MESSAGE_LIMIT.perHost, SUPPORT_MESSAGE_LIMIT.windowSeconds);
      if (!limit.allowed) {
        c.header('retry-after', String(limit.retryAfter));
        throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'You have sent many support messages in the last hour; please try again later.');
      }
      return c.json(await sendSupportMessage(database.db, { host, staff: c.get('staff') }, body), 201);
    },
  );

  route.get(
    '/knowledge-articles',
    {
      summary: 'Help-centre articles of the areas in categories (one comma-separated list; absent: all), in hl or the host language; 400 naming categories for an unknown area',
      auth: true,
      query: KnowledgeArticlesQuerySchema,
      response: KnowledgeArticleListSchema,
    },
    async (c, { query }, { env }) => c.json(await knowledgeArticles(appSettings(env).helpCenterUrls.helpCenter, query.categories, answerLocale(query.hl, c.get('host')))),
  );
});
