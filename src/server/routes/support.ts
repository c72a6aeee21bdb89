import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { ProblemError, ProblemType } from '../http/problem';
import { validate } from '../http/validate';
import { appSettings } from '../config/settings';
import { hitRateLimit } from '../services/rate-limit';
import { answerLocale, contactTopics, knowledgeArticles, sendSupportMessage } from '../services/support';
import { ContactFormSchema, ContactTopicsQuerySchema, KnowledgeArticlesQuerySchema } from '../../shared/schemas/support';

// Support and help for the host (AS §7), mounted under /api/app/user: the contact
// form's topics, the form itself and the help articles. Texts come in `hl`, else the host's locale.

/**
 * Per host (an impersonating staff member counts for the host): a person writes a few messages an
 * hour at most; a loop must not fill the support desk.
 */
export const SUPPORT_MESSAGE_LIMIT = { perHost: 10, windowSeconds: 3600 };

export function supportRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/contact-form/topics', validate('query', ContactTopicsQuerySchema), async (c) => {
    const { type, hl } = c.req.valid('query');
    return c.json(await contactTopics(type, answerLocale(hl, c.get('host'))));
  });

  // Validation first: a malformed form costs no hit of the limit.
  r.post('/contact-form', validate('json', ContactFormSchema), async (c) => {
    const host = c.get('host');
    const limit = await hitRateLimit(db(), `support-message:${host.id}`, SUPPORT_MESSAGE_LIMIT.perHost, SUPPORT_MESSAGE_LIMIT.windowSeconds);
    if (!limit.allowed) {
      c.header('retry-after', String(limit.retryAfter));
      throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'You have sent many support messages in the last hour; please try again later.');
    }
    return c.json(await sendSupportMessage(db(), { host, staff: c.get('staff') }, c.req.valid('json')), 201);
  });

  r.get('/knowledge-articles', validate('query', KnowledgeArticlesQuerySchema), async (c) => {
    const { categories, hl } = c.req.valid('query');
    return c.json(await knowledgeArticles(appSettings(deps.env).helpCenterUrls.helpCenter, categories, answerLocale(hl, c.get('host'))));
  });

  return r;
}
