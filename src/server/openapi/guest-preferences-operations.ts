import type { Operation } from './operation';
import { GuestPreferencesPatchSchema, GuestPreferencesSchema } from '../../shared/schemas/guest-preferences';

// OpenAPI entries for the host's ideal guest (routes/guest-preferences.ts; AS §2.8, AS §3, AS §7).
export const guestPreferencesOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/user/guest-preferences',
    summary: "The host's guest-profile answers (each null until answered), whether all five are answered, and when last saved",
    tag: 'user',
    auth: true,
    response: GuestPreferencesSchema,
  },
  {
    method: 'patch',
    path: '/api/app/user/guest-preferences',
    summary:
      'Save the answers of one or more questions (bookingTimes, stayDurations, startOfStay, groupSizes: one or more known options; language: exactly one); others are kept. 400 naming the field',
    tag: 'user',
    auth: true,
    body: GuestPreferencesPatchSchema,
    response: GuestPreferencesSchema,
  },
];
