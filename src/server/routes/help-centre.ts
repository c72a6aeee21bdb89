import { defineRoutes } from '../http/route-table';
import { appSettings } from '../config/settings';
import { knowledgeArticles } from '../services/support';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { KnowledgeArticleListSchema, KnowledgeArticlesQuerySchema } from '../../shared/schemas/support';

// The help centre's articles for everyone (the portal's /help pages, AS §2.9),
// mounted under /api/public: no token, read-only. The same answer and validation as the host's
// GET /api/app/user/knowledge-articles; without a host, `hl` absent means the default locale,
// like the other public routes.

export const helpCentreRoutes = defineRoutes('/api/public', 'support', (route) => {
  route.get(
    '/knowledge-articles',
    {
      summary: 'The help centre (/help) without a token: the same articles, categories and 400 as above, each with its body (paragraphs separated by a blank line); hl or the default locale',
      auth: false,
      query: KnowledgeArticlesQuerySchema,
      response: KnowledgeArticleListSchema,
    },
    async (c, { query }, { env }) => {
      // The same for every visitor of a language: shared caches may keep it a few minutes.
      c.header('cache-control', 'public, max-age=300');
      return c.json(await knowledgeArticles(appSettings(env).helpCenterUrls.helpCenter, query.categories, query.hl ?? DEFAULT_LOCALE));
    },
  );
});
