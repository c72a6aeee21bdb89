import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { notFound } from '../http/problem';
import { getChecklist, setChecklistDismissed } from '../services/checklist';
import { ChecklistDismissSchema } from '../../shared/schemas/checklist';
import { isChecklistItemId } from '../../shared/domain/checklist';

// GET /api/app/user/checklist and PUT /api/app/user/checklist/{itemId} (ours; account-and-shell
// AS §2.1 /home, /checklist/{tab}/{checklistItemId}), mounted under /api/app/user. The host comes
// from the token (the acted-for host under impersonation), never from the path or body.
export function checklistRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/checklist', async (c) => c.json(await getChecklist(db(), c.get('host'))));

  r.put('/checklist/:itemId', validate('json', ChecklistDismissSchema), async (c) => {
    const itemId = c.req.param('itemId');
    // An item that does not exist is a missing resource, whatever the body says.
    if (!isChecklistItemId(itemId)) throw notFound('checklist item');
    return c.json(await setChecklistDismissed(db(), actorOf(c), itemId, c.req.valid('json').dismissed));
  });

  return r;
}
