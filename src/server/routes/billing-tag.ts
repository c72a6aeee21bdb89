import { defineRoutes } from '../http/route-table';
import { actorOf } from '../http/actor';
import { getBillingTag, saveBillingTag } from '../services/billing-tag';
import { BillingTagSaveResultSchema, BillingTagSaveSchema, BillingTagViewSchema } from '../../shared/schemas/account-pricing';

// GET /api/app/user/billing-tag (ours: the tab's current tag and the plans it may choose) and
// PUT /api/app/user/billing-tag/{tag}/save (AS §7), mounted under /api/app/user.
export const billingTagRoutes = defineRoutes('/api/app/user', 'user', (route) => {
  route.get(
    '/billing-tag',
    {
      summary:
        'The billing tag (plan new properties get), the plans the host may choose with their terms, and the property counts (403 without the pricing tab: hybrid hosts, subscription hosts without pro)',
      auth: true,
      response: BillingTagViewSchema,
    },
    async (c, _, deps) => c.json(await getBillingTag(deps.database.db, c.get('host'))),
  );

  route.put(
    '/billing-tag/:tag/save',
    {
      summary:
        'Choose the billing tag (400 naming tag when the host may not choose it; 403 without the pricing tab); optional body applyToExistingProperties also moves every property to it',
      auth: true,
      // The body is optional: the spec's call sends none, and then only new properties get the tag.
      body: BillingTagSaveSchema,
      optionalBody: true,
      response: BillingTagSaveResultSchema,
    },
    async (c, { body }, deps) => c.json(await saveBillingTag(deps.database.db, actorOf(c), c.req.param('tag'), body.applyToExistingProperties)),
  );
});
