import { useQuery } from '@tanstack/react-query';
import { GuestPreferencesSchema, type GuestPreferences, type GuestPreferencesPatch } from '../../../shared/schemas/guest-preferences';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';

// GET and PATCH /api/app/user/guest-preferences (AS §7): the host's ideal guest.
// Server: routes/guest-preferences.ts.

export const guestPreferencesKeys = { all: ['user', 'guest-preferences'] as const };

export const fetchGuestPreferences = (signal?: AbortSignal): Promise<GuestPreferences> =>
  callApi(async () => parseAnswer(GuestPreferencesSchema, await api.get('app/user/guest-preferences', { signal }).json()));

export const patchGuestPreferences = (patch: GuestPreferencesPatch): Promise<GuestPreferences> =>
  callApi(async () => parseAnswer(GuestPreferencesSchema, await api.patch('app/user/guest-preferences', { json: patch }).json()));

/** The stored answers as the cache holds them: the section reads them, the flow fetches them when it opens. */
export const guestPreferencesQuery = {
  queryKey: guestPreferencesKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchGuestPreferences(signal),
};

export function useGuestPreferences(options: { enabled?: boolean } = {}) {
  return useQuery<GuestPreferences, ApiError>({
    ...guestPreferencesQuery,
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}
