import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { patchHost, toUserInfo, userCounts } from '../services/hosts';
import { UserInfoPatchSchema } from '../../shared/schemas/user-info';
import { badRequest } from '../http/problem';

export function userRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.get('/info', async (c) =>
    c.json(toUserInfo(c.get('host'), { staff: c.get('staff'), sessionId: c.get('sessionId'), counts: await userCounts(deps.database.db, c.get('host').id) })),
  );

  r.patch('/info', validate('json', UserInfoPatchSchema), async (c) => {
    const patch = c.req.valid('json');
    const host = c.get('host');
    if (patch.companyName !== undefined && host.type !== 'company') {
      throw badRequest([{ name: 'companyName', reason: 'only company accounts have a company name' }]);
    }
    const updated = await patchHost(deps.database.db, host, patch, c.get('staff'));
    return c.json(toUserInfo(updated, { staff: c.get('staff'), sessionId: c.get('sessionId'), counts: await userCounts(deps.database.db, host.id) }));
  });

  return r;
}
