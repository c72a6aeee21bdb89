import { Hono } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { hlQuery as hl } from '../http/locale-query';
import { propertiesConfiguration } from '../config/properties-configuration/build';

/**
 * GET /api/app/properties-configuration?hl= (HC §3 Configuration, HC §7): the lists
 * the listing forms choose from, translated. Mounted under the authenticated /api/app, so a token
 * is needed although nothing in it depends on the host.
 */
export function propertiesConfigurationRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  // The lists change only with a deployment: after max-age the browser revalidates for a 304.
  r.get('/', etag(), validate('query', v.object({ hl })), (c) => {
    // private: the call sits behind a token, so no shared cache may keep it.
    c.header('cache-control', 'private, max-age=300');
    c.header('content-language', c.req.valid('query').hl);
    return c.json(propertiesConfiguration(c.req.valid('query').hl));
  });
  return r;
}
