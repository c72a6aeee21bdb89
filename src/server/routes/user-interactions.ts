import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { listInteractions, putInteractions } from '../services/user-interactions';
import { UserInteractionPutSchema } from '../../shared/schemas/user-interactions';

// GET /api/app/user/interactions and PUT /api/app/user/interaction (AS §7), mounted
// under /api/app/user beside routes/user.ts; the host comes from the token, never the body.
export function userInteractionsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/interactions', async (c) => c.json(await listInteractions(db(), c.get('host').id)));

  r.put('/interaction', validate('json', UserInteractionPutSchema), async (c) =>
    c.json(await putInteractions(db(), actorOf(c), c.req.valid('json'))),
  );

  return r;
}
