import * as v from 'valibot';
import { CHECKLIST_ITEM_IDS, CHECKLIST_PARAMS, CHECKLIST_ROUTES, CHECKLIST_STATUSES, CHECKLIST_TABS, type ChecklistRoute } from '../domain/checklist';

// GET /api/app/user/checklist and PUT /api/app/user/checklist/{itemId} (ours; account-and-shell
// AS §2.1 /home and /checklist/{tab}/{checklistItemId}): the onboarding checklist of the host,
// computed from the account's data (shared/domain/checklist.ts), and dismissing or restoring one item.

const ROUTE_NAMES = Object.keys(CHECKLIST_ROUTES) as [ChecklistRoute, ...ChecklistRoute[]];

export const ChecklistActionSchema = v.object({
  route: v.picklist(ROUTE_NAMES),
  params: v.record(v.picklist(CHECKLIST_PARAMS), v.string()),
  /** The route's path with the params filled in: where the item's button leads. */
  path: v.pipe(v.string(), v.startsWith('/')),
});

export const ChecklistItemSchema = v.object({
  id: v.picklist(CHECKLIST_ITEM_IDS),
  tab: v.picklist(CHECKLIST_TABS),
  status: v.picklist(CHECKLIST_STATUSES),
  effortMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  action: ChecklistActionSchema,
});
export type ChecklistItemWire = v.InferOutput<typeof ChecklistItemSchema>;

export const ChecklistSchema = v.object({
  items: v.array(ChecklistItemSchema),
  progress: v.object({ done: v.number(), total: v.number(), percent: v.number() }),
});
export type Checklist = v.InferOutput<typeof ChecklistSchema>;

/** PUT body: dismiss (true) or restore (false) the item. Unknown fields are refused. */
export const ChecklistDismissSchema = v.strictObject({
  dismissed: v.boolean('dismissed must be true or false'),
});
export type ChecklistDismiss = v.InferOutput<typeof ChecklistDismissSchema>;
