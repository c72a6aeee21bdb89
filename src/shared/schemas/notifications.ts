import * as v from 'valibot';
import { NOTIFICATION_TYPES } from './user-interactions';

// GET /api/app/user/notifications (ours; AS §3 Notifications, AS §4, AS §7 "paths not
// shown"): the host's notifications, derived from the account's current state
// (shared/domain/notifications.ts), newest first, at most 50, and how many are unread. Marking
// them read is PUT /api/app/user/interaction with their interaction names.

export const NotificationSchema = v.object({
  /** notification_{type}_{unitId} (newRequest: _{requestId}; importOverlap: _{unitId}_{since}); the name PUT /user/interaction takes. */
  interactionType: v.string(),
  type: v.picklist(NOTIFICATION_TYPES),
  unitId: v.string(),
  unitTitle: v.string(),
  interacted: v.boolean(),
  /** When the event behind it happened (ISO instant). */
  createdAt: v.string(),
  /** newRequest: the host's answer deadline (ISO instant); otherwise null. */
  deadline: v.nullable(v.string()),
  /**
   * importOverlap: the nights imported events share with the unit's stays: how many, from the
   * first (ISO date) to the day after the last (like a check-out); otherwise null.
   */
  nights: v.nullable(v.object({ count: v.number(), from: v.string(), to: v.string() })),
  /** Where the notification's action leads (an in-app path). */
  action: v.object({ path: v.string() }),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const NotificationListSchema = v.object({
  items: v.array(NotificationSchema),
  unread: v.number(),
});
export type NotificationList = v.InferOutput<typeof NotificationListSchema>;
