import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { hlQuery as hl } from '../http/locale-query';
import { appSettings, domainConfig, publicSettings } from '../config/settings';
import { COOKIE_SETTINGS } from '../config/cookies';
import { messages, TRANSLATION_SCOPES } from '../services/translations';

export function publicRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>();

  api.get('/app-settings', validate('query', v.object({ hl })), (c) => c.json(appSettings(deps.env)));

  api.get('/settings', (c) => c.json(publicSettings));

  api.get(
    '/ui-translations',
    validate('query', v.object({ hl, scope: v.optional(v.picklist(TRANSLATION_SCOPES, `must be one of ${TRANSLATION_SCOPES.join(', ')}`), 'app') })),
    async (c) => {
      const { hl: locale, scope } = c.req.valid('query');
      c.header('cache-control', 'public, max-age=300');
      return c.json({ locale, scope, messages: await messages(scope, locale) });
    },
  );

  api.get('/cookie-consent-settings', validate('query', v.object({ hl })), async (c) => {
    const t = await messages('server', c.req.valid('query').hl);
    return c.json({
      items: COOKIE_SETTINGS.map(({ titleKey, descriptionKey, ...rest }) => ({
        ...rest,
        title: t[titleKey] ?? titleKey,
        description: t[descriptionKey] ?? descriptionKey,
      })),
    });
  });

  return api;
}

/** GET /config/{hostname}.json — what the browser needs before anything else. */
export function domainConfigRoute(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get(
    '/:file{[a-z0-9.-]+\\.json}',
    (c) => c.json(domainConfig(deps.env, c.req.param('file').replace(/\.json$/, ''))),
  );
  return r;
}
