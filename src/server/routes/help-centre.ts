import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { appSettings } from '../config/settings';
import { knowledgeArticles } from '../services/support';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { KnowledgeArticlesQuerySchema } from '../../shared/schemas/support';

// The help centre's articles for everyone (the portal's /help pages, AS §2.9),
// mounted under /api/public: no token, read-only. The same answer and validation as the host's
// GET /api/app/user/knowledge-articles; without a host, `hl` absent means the default locale,
// like the other public routes.

export function helpCentreRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.get('/knowledge-articles', validate('query', KnowledgeArticlesQuerySchema), async (c) => {
    const { categories, hl } = c.req.valid('query');
    // The same for every visitor of a language: shared caches may keep it a few minutes.
    c.header('cache-control', 'public, max-age=300');
    return c.json(await knowledgeArticles(appSettings(deps.env).helpCenterUrls.helpCenter, categories, hl ?? DEFAULT_LOCALE));
  });

  return r;
}
