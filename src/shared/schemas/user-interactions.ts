import * as v from 'valibot';
import { TUTORIAL_IDS, type TutorialId } from '../domain/tutorials';
import { OPTIONAL_CATEGORIES, type OptionalCategory } from '../domain/cookie-consent';

// GET /api/app/user/interactions and PUT /api/app/user/interaction (AS §3 "User
// interaction", AS §7): what a host has seen or dismissed, one row per interaction name.
// Names are of two kinds:
//   notification_{type}_{unitId}       (AS §3 Notifications: one of the types below, for one unit)
//   notification_newRequest_{requestId} (ours: a booking request waiting for the host's answer,
//                                        keyed by the request's public id, its code HP-XXXXXX,
//                                        since one unit has many requests)
//   notification_importOverlap_{unitId}_{since} (ours: imported calendar events share nights with
//                                        stays of the unit; `since` is when the newest of those
//                                        clashes came, in ms since 1970, so a new clash is a new
//                                        name and shows unread again: shared/domain/notifications.ts)
//   calendar_onboarding_{task}         (AS §4 Calendar onboarding tasks: sync calendar, block dates)
//   tour_welcome                       (AS §4 Tour modal: seen once closed)
//   tutorial_{videoId}_{started|completed}  (AS §3 Onboarding videos: first play and end, the list's tick)
//   cookie_consent_{category}          (the signed-in host's cookie choice, kept beside the browser's record)
//   help_center_opened                 (AS §2.5 item 8: help-centre clicks are tracked; statistics consent only)

export const NOTIFICATION_TYPES = [
  'discountPromotion',
  'describeIdealGuest',
  'instantBooking',
  'instantBookingAll',
  'instantBookingSome',
  'requiredCodiceIdentificationNumber',
  // Ours, beyond the spec's list: keyed by the request's id, not a unit's (see above).
  'newRequest',
  // Ours: keyed by the unit and the time of its newest clash (see above).
  'importOverlap',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const CALENDAR_ONBOARDING_TASKS = ['sync_calendar', 'block_dates'] as const;
export type CalendarOnboardingTask = (typeof CALENDAR_ONBOARDING_TASKS)[number];

export const calendarOnboardingInteraction = (task: CalendarOnboardingTask) => `calendar_onboarding_${task}` as const;
export const TOUR_WELCOME_INTERACTION = 'tour_welcome';
export const HELP_CENTER_OPENED_INTERACTION = 'help_center_opened';
export const TUTORIAL_STEPS = ['started', 'completed'] as const;
export const tutorialInteraction = (id: TutorialId, step: (typeof TUTORIAL_STEPS)[number]) => `tutorial_${id}_${step}` as const;
export const cookieConsentInteraction = (category: OptionalCategory) => `cookie_consent_${category}` as const;

/** The interaction name of a notification: the id is a unit's, or the request's for newRequest. */
export const notificationInteraction = (type: Exclude<NotificationType, 'importOverlap'>, id: string) => `notification_${type}_${id}` as const;

/** The interaction name of a unit's import-overlap notification: the unit and when its newest clash came (an ISO instant). */
export const importOverlapInteraction = (unitId: string, since: string) => `notification_importOverlap_${unitId}_${Date.parse(since)}` as const;

// Unit ids are lowercase UUIDs (db/ids.ts); one spelling per name keeps one row per name.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// A request's code, as services/bookings/stay-code.ts makes it (upper case, no 0/O, 1/I).
const REQUEST_CODE = 'HP-[A-HJ-NP-Z2-9]{6}';
const UNIT_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter((t) => t !== 'newRequest' && t !== 'importOverlap');
const NOTIFICATION_NAME = new RegExp(`^notification_(?:(${UNIT_NOTIFICATION_TYPES.join('|')})_(${UUID})|importOverlap_(${UUID})_\\d{1,15}|newRequest_${REQUEST_CODE})$`);
const CALENDAR_ONBOARDING_NAME = new RegExp(`^calendar_onboarding_(${CALENDAR_ONBOARDING_TASKS.join('|')})$`);
const ONBOARDING_NAME = new RegExp(
  `^(tour_welcome|help_center_opened|tutorial_(${TUTORIAL_IDS.join('|')})_(${TUTORIAL_STEPS.join('|')})|cookie_consent_(${OPTIONAL_CATEGORIES.join('|')}))$`,
);

/** The unit a notification interaction names (the server checks it is one of the host's), else null (newRequest names a request). */
export function notificationUnitId(interactionType: string): string | null {
  const match = NOTIFICATION_NAME.exec(interactionType);
  return match?.[2] ?? match?.[3] ?? null;
}

export const isKnownInteractionName = (name: string) => NOTIFICATION_NAME.test(name) || CALENDAR_ONBOARDING_NAME.test(name) || ONBOARDING_NAME.test(name);

export const MAX_INTERACTIONS_PER_PUT = 100;

export const InteractionTypeSchema = v.pipe(
  v.string('interactionType must be a string'),
  v.maxLength(128, 'interactionType must be at most 128 characters'),
  v.check(
    isKnownInteractionName,
    `must be notification_{${UNIT_NOTIFICATION_TYPES.join('|')}}_{unitId}, notification_importOverlap_{unitId}_{since}, notification_newRequest_{requestCode}, calendar_onboarding_{${CALENDAR_ONBOARDING_TASKS.join('|')}}, tour_welcome, help_center_opened, tutorial_{videoId}_{${TUTORIAL_STEPS.join('|')}} or cookie_consent_{${OPTIONAL_CATEGORIES.join('|')}}`,
  ),
);

export const UserInteractionWriteSchema = v.object({
  interactionType: InteractionTypeSchema,
  interacted: v.boolean('interacted must be true or false'),
});
export type UserInteractionWrite = v.InferOutput<typeof UserInteractionWriteSchema>;

/** PUT body: a list of interactions, each name at most once (an upsert per name). */
export const UserInteractionPutSchema = v.pipe(
  v.array(UserInteractionWriteSchema, 'send a list of interactions'),
  v.minLength(1, 'send at least one interaction'),
  v.maxLength(MAX_INTERACTIONS_PER_PUT, `send at most ${MAX_INTERACTIONS_PER_PUT} interactions at once`),
  v.rawCheck(({ dataset, addIssue }) => {
    // A list over the limit is refused as a whole; naming each duplicate too would only be noise.
    if (!dataset.typed || dataset.value.length > MAX_INTERACTIONS_PER_PUT) return;
    const seen = new Set<string>();
    dataset.value.forEach((item, index) => {
      if (seen.has(item.interactionType)) {
        addIssue({
          message: 'names an interaction already in this list',
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: item },
            { type: 'object', origin: 'value', input: item, key: 'interactionType', value: item.interactionType },
          ],
        });
      }
      seen.add(item.interactionType);
    });
  }),
);

export const UserInteractionSchema = v.object({
  interactionType: v.string(),
  interacted: v.boolean(),
  /** When the host first met it (ISO instant); a later PUT keeps it. */
  createdAt: v.string(),
});
export type UserInteraction = v.InferOutput<typeof UserInteractionSchema>;

export const UserInteractionListSchema = v.array(UserInteractionSchema);
