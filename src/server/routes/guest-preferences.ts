import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { getGuestPreferences, patchGuestPreferences } from '../services/guest-preferences';
import { GuestPreferencesPatchSchema } from '../../shared/schemas/guest-preferences';

// GET and PATCH /api/app/user/guest-preferences (AS §7), mounted under
// /api/app/user; the host comes from the token (or the host a staff member acts for).
export function guestPreferencesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  // The host row is read for this request by authenticate(), so it is current.
  r.get('/guest-preferences', (c) => c.json(getGuestPreferences(c.get('host'))));

  r.patch('/guest-preferences', validate('json', GuestPreferencesPatchSchema), async (c) =>
    c.json(await patchGuestPreferences(deps.database.db, actorOf(c), c.req.valid('json'))),
  );

  return r;
}
