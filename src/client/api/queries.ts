import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserInfo, UserInfoPatch } from '../../shared/schemas/user-info';
import type { Locale } from '../../shared/i18n/locales';
import type { ApiError } from './http';
import { fetchUserInfo, patchUserInfo } from './user';
import { fetchAppSettings, fetchCookieConsentSettings } from './public';

// Server state through react-query: one cache entry per call, shared by every view that needs it.

export const queryKeys = {
  userInfo: ['user', 'info'] as const,
  appSettings: (locale: Locale) => ['public', 'app-settings', locale] as const,
  cookieConsentSettings: (locale: Locale) => ['public', 'cookie-consent-settings', locale] as const,
};

export function useUserInfo(options: { enabled?: boolean } = {}) {
  return useQuery<UserInfo, ApiError>({
    queryKey: queryKeys.userInfo,
    queryFn: ({ signal }) => fetchUserInfo(signal),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}

export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation<UserInfo, ApiError, UserInfoPatch>({
    meta: { errorShown: 'inline' }, // shown by the profile and localization forms
    mutationFn: patchUserInfo,
    onSuccess: async (updated) => {
      // The answer is the new user info: show it at once, then let every reader refetch.
      client.setQueryData(queryKeys.userInfo, updated);
      await client.invalidateQueries({ queryKey: queryKeys.userInfo });
    },
  });
}

export function useAppSettings(locale: Locale) {
  return useQuery({
    queryKey: queryKeys.appSettings(locale),
    queryFn: ({ signal }) => fetchAppSettings(locale, signal),
    staleTime: Infinity,
  });
}

export function useCookieConsentSettings(locale: Locale) {
  return useQuery({
    queryKey: queryKeys.cookieConsentSettings(locale),
    queryFn: ({ signal }) => fetchCookieConsentSettings(locale, signal),
    staleTime: Infinity,
  });
}
