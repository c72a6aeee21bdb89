import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { getGuestPreferences, patchGuestPreferences } from '../services/guest-preferences';
import { GuestPreferencesPatchSchema, GuestPreferencesSchema } from '../../shared/schemas/guest-preferences';

// GET and PATCH /api/app/user/guest-preferences (AS §7), mounted under
// /api/app/user; the host comes from the token (or the host a staff member acts for).
export const guestPreferencesRoutes = defineRoutes('/api/app/user', 'user', (route) => {
  // The host row is read for this request by authenticate(), so it is current.
  route.get(
    '/guest-preferences',
    { summary: "The host's guest-profile answers (each null until answered), whether all five are answered, and when last saved", auth: true, response: GuestPreferencesSchema },
    (c) => c.json(getGuestPreferences(c.get('host'))),
  );

  route.patch(
    '/guest-preferences',
    {
      summary:
        'Save the answers of one or more questions (bookingTimes, stayDurations, startOfStay, groupSizes: one or more known options; language: exactly one); others are kept. 400 naming the field',
      auth: true,
      body: GuestPreferencesPatchSchema,
      response: GuestPreferencesSchema,
    },
    async (c, { body }, { database }) => c.json(await patchGuestPreferences(database.db, actorOf(c), body)),
  );
});
