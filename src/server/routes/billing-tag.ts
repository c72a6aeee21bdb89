import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { badRequest, issuesToInvalidParams } from '../http/problem';
import { getBillingTag, saveBillingTag } from '../services/billing-tag';
import { BillingTagSaveSchema } from '../../shared/schemas/account-pricing';

// GET /api/app/user/billing-tag (ours: the tab's current tag and the plans it may choose) and
// PUT /api/app/user/billing-tag/{tag}/save (AS §7), mounted under /api/app/user.
export function billingTagRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/billing-tag', async (c) => c.json(await getBillingTag(deps.database.db, c.get('host'))));
  r.put('/billing-tag/:tag/save', async (c) => {
    // The body is optional: the spec's call sends none, and then only new properties get the tag.
    const text = await c.req.text();
    let raw: unknown = {};
    if (text.trim()) {
      try {
        raw = JSON.parse(text);
      } catch {
        throw badRequest([{ name: 'body', reason: 'must be JSON' }]);
      }
    }
    const parsed = v.safeParse(BillingTagSaveSchema, raw);
    if (!parsed.success) throw badRequest(issuesToInvalidParams(parsed.issues, 'body'));
    const actor = actorOf(c);
    return c.json(await saveBillingTag(deps.database.db, actor, c.req.param('tag'), parsed.output.applyToExistingProperties));
  });
  return r;
}
