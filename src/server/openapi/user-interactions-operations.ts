import type { Operation } from './operation';
import { UserInteractionListSchema, UserInteractionPutSchema } from '../../shared/schemas/user-interactions';

// OpenAPI entries for what a host has seen (routes/user-interactions.ts; AS §3, AS §7).
export const userInteractionOperations: Operation[] = [
  { method: 'get', path: '/api/app/user/interactions', summary: "The host's interactions (notifications and calendar onboarding tasks seen or not), oldest first", tag: 'shell', auth: true, response: UserInteractionListSchema },
  {
    method: 'put',
    path: '/api/app/user/interaction',
    summary:
      'Upsert a list of interactions (1 to 100, each name once): notification_{type}_{unitId} of one of your units, or calendar_onboarding_{sync_calendar|block_dates}; a known name keeps its createdAt. 400 naming {index}.interactionType or {index}.interacted',
    tag: 'shell',
    auth: true,
    body: UserInteractionPutSchema,
    response: UserInteractionListSchema,
  },
];
