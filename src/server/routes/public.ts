import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { defineRoutes } from '../http/route-table';
import { hlQuery as hl } from '../http/locale-query';
import { appSettings, domainConfig, publicSettings } from '../config/settings';
import { COOKIE_SETTINGS } from '../config/cookies';
import { messages, TRANSLATION_SCOPES } from '../services/translations';
import { AppSettingsSchema, PublicSettingsSchema } from '../../shared/schemas/app-settings';

export const publicRoutes = defineRoutes('/api/public', 'public', (route) => {
  route.get('/app-settings', { summary: 'App settings', auth: false, query: v.object({ hl }), response: AppSettingsSchema }, (c, _, { env }) => c.json(appSettings(env)));

  route.get('/settings', { summary: 'Portal switches (feature settings)', auth: false, response: PublicSettingsSchema }, (c) => c.json(publicSettings));

  route.get(
    '/ui-translations',
    {
      summary: 'Interface translations of a scope',
      auth: false,
      query: v.object({ hl, scope: v.optional(v.picklist(TRANSLATION_SCOPES, `must be one of ${TRANSLATION_SCOPES.join(', ')}`), 'app') }),
      response: v.object({ locale: v.string(), scope: v.string(), messages: v.record(v.string(), v.string()) }),
    },
    async (c, { query }) => {
      const { hl: locale, scope } = query;
      c.header('cache-control', 'public, max-age=300');
      return c.json({ locale, scope, messages: await messages(scope, locale) });
    },
  );

  route.get('/cookie-consent-settings', { summary: 'Cookies and storage the portal uses, translated', auth: false, query: v.object({ hl }) }, async (c, { query }) => {
    const t = await messages('server', query.hl);
    return c.json({
      items: COOKIE_SETTINGS.map(({ titleKey, descriptionKey, ...rest }) => ({
        ...rest,
        title: t[titleKey] ?? titleKey,
        description: t[descriptionKey] ?? descriptionKey,
      })),
    });
  });
});

/** GET /config/{hostname}.json — what the browser needs before anything else. */
export function domainConfigRoute(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get(
    '/:file{[a-z0-9.-]+\\.json}',
    (c) => c.json(domainConfig(deps.env, c.req.param('file').replace(/\.json$/, ''))),
  );
  return r;
}
