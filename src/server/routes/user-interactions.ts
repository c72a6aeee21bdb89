import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { listInteractions, putInteractions } from '../services/user-interactions';
import { UserInteractionListSchema, UserInteractionPutSchema } from '../../shared/schemas/user-interactions';

// GET /api/app/user/interactions and PUT /api/app/user/interaction (AS §7), mounted
// under /api/app/user beside routes/user.ts; the host comes from the token, never the body.
export const userInteractionsRoutes = defineRoutes('/api/app/user', 'shell', (route) => {
  route.get(
    '/interactions',
    { summary: "The host's interactions (notifications and calendar onboarding tasks seen or not), oldest first", auth: true, response: UserInteractionListSchema },
    async (c, _, { database }) => c.json(await listInteractions(database.db, c.get('host').id)),
  );

  route.put(
    '/interaction',
    {
      summary:
        'Upsert a list of interactions (1 to 100, each name once): notification_{type}_{unitId} of one of your units, or calendar_onboarding_{sync_calendar|block_dates}; a known name keeps its createdAt. 400 naming {index}.interactionType or {index}.interacted',
      auth: true,
      body: UserInteractionPutSchema,
      response: UserInteractionListSchema,
    },
    async (c, { body }, { database }) => c.json(await putInteractions(database.db, actorOf(c), body)),
  );
});
