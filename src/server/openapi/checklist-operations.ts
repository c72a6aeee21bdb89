import type { Operation } from './operation';
import { ChecklistDismissSchema, ChecklistSchema } from '../../shared/schemas/checklist';
import { CHECKLIST_ITEM_IDS } from '../../shared/domain/checklist';

// OpenAPI entries of the onboarding checklist (routes/checklist.ts; AS §2.1 /home, /checklist).
export const checklistOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/user/checklist',
    summary:
      "The host's onboarding checklist (tabs setup and grow), computed from the account's data: each item done, open or dismissed, with an effort hint and the path its action leads to; progress counts every item but the dismissed ones",
    tag: 'shell',
    auth: true,
    response: ChecklistSchema,
  },
  {
    method: 'put',
    path: '/api/app/user/checklist/{itemId}',
    summary: `Dismiss ({"dismissed": true}) or restore ({"dismissed": false}) one item: ${CHECKLIST_ITEM_IDS.join(', ')}. An unknown item is 404; a bad body 400 naming body.dismissed. Answers the whole checklist`,
    tag: 'shell',
    auth: true,
    body: ChecklistDismissSchema,
    response: ChecklistSchema,
  },
];
