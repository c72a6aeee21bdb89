import { actorOf } from '../http/actor';
import { notFound } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { getChecklist, setChecklistDismissed } from '../services/checklist';
import { ChecklistDismissSchema, ChecklistSchema } from '../../shared/schemas/checklist';
import { CHECKLIST_ITEM_IDS, isChecklistItemId } from '../../shared/domain/checklist';

// GET /api/app/user/checklist and PUT /api/app/user/checklist/{itemId} (ours; account-and-shell
// AS §2.1 /home, /checklist/{tab}/{checklistItemId}), mounted under /api/app/user. The host comes
// from the token (the acted-for host under impersonation), never from the path or body.
export const checklistRoutes = defineRoutes('/api/app/user', 'shell', (route) => {
  route.get(
    '/checklist',
    {
      summary:
        "The host's onboarding checklist (tabs setup and grow), computed from the account's data: each item done, open or dismissed, with an effort hint and the path its action leads to; progress counts every item but the dismissed ones",
      auth: true,
      response: ChecklistSchema,
    },
    async (c, _, { database }) => c.json(await getChecklist(database.db, c.get('host'))),
  );

  route.put(
    '/checklist/:itemId',
    {
      summary: `Dismiss ({"dismissed": true}) or restore ({"dismissed": false}) one item: ${CHECKLIST_ITEM_IDS.join(', ')}. An unknown item is 404; a bad body 400 naming body.dismissed. Answers the whole checklist`,
      auth: true,
      body: ChecklistDismissSchema,
      response: ChecklistSchema,
    },
    async (c, { body }, { database }) => {
      const itemId = c.req.param('itemId');
      // An item that does not exist is a missing resource, whatever the body says.
      if (!isChecklistItemId(itemId)) throw notFound('checklist item');
      return c.json(await setChecklistDismissed(database.db, actorOf(c), itemId, body.dismissed));
    },
  );
});
