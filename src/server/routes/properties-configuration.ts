import { etag } from 'hono/etag';
import * as v from 'valibot';
import { defineRoutes } from '../http/route-table';
import { hlQuery as hl } from '../http/locale-query';
import { propertiesConfiguration } from '../config/properties-configuration/build';
import { PropertiesConfigurationSchema } from '../../shared/schemas/properties-configuration';

/**
 * GET /api/app/properties-configuration?hl= (HC §3 Configuration, HC §7): the lists
 * the listing forms choose from, translated. Mounted under the authenticated /api/app, so a token
 * is needed although nothing in it depends on the host.
 */
export const propertiesConfigurationRoutes = defineRoutes('/api/app/properties-configuration', 'properties', (route) => {
  route.get(
    '/',
    {
      summary: 'Catalogue of lists for the listing forms, per locale',
      auth: true,
      query: v.object({ hl }),
      response: PropertiesConfigurationSchema,
      // The lists change only with a deployment: after max-age the browser revalidates for a 304.
      use: () => [etag()],
    },
    (c, { query }) => {
      // private: the call sits behind a token, so no shared cache may keep it.
      c.header('cache-control', 'private, max-age=300');
      c.header('content-language', query.hl);
      return c.json(propertiesConfiguration(query.hl));
    },
  );
});
