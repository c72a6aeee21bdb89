import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPreferencesSchema, type MailPreferencePut, type MailPreferences } from '../../shared/schemas/mail-preferences';
import { api, callApi, parseAnswer, type ApiError } from './http';

// GET and PUT /api/app/user/mail-preferences (server: routes/user.ts, services/mail/preferences.ts):
// which kinds of mail the host's address gets. The account's Notifications tab reads and switches them.

export const mailPreferencesKeys = { all: ['user', 'mail-preferences'] as const };

export const fetchMailPreferences = (signal?: AbortSignal): Promise<MailPreferences> =>
  callApi(async () => parseAnswer(MailPreferencesSchema, await api.get('app/user/mail-preferences', { signal }).json()));

export const putMailPreference = (change: MailPreferencePut): Promise<MailPreferences> =>
  callApi(async () => parseAnswer(MailPreferencesSchema, await api.put('app/user/mail-preferences', { json: change }).json()));

export function useMailPreferences() {
  return useQuery<MailPreferences, ApiError>({
    queryKey: mailPreferencesKeys.all,
    queryFn: ({ signal }) => fetchMailPreferences(signal),
    staleTime: 60_000,
  });
}

const withKind = (preferences: MailPreferences, change: MailPreferencePut): MailPreferences => ({
  ...preferences,
  kinds: preferences.kinds.map((k) => (k.kind === change.kind ? { ...k, enabled: change.enabled } : k)),
});

/**
 * Switches one kind at once (optimistic): the switch moves before the server answers, and moves
 * back when the server refuses. Only the switched kind is taken from the answer, so a second switch
 * changed while the first was saving keeps its own value. The tab shows a failure itself.
 */
export function useSetMailPreference() {
  const client = useQueryClient();
  return useMutation<MailPreferences, ApiError, MailPreferencePut, { previous?: MailPreferences }>({
    meta: { errorShown: 'inline' },
    mutationFn: putMailPreference,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: mailPreferencesKeys.all });
      const previous = client.getQueryData<MailPreferences>(mailPreferencesKeys.all);
      if (previous) client.setQueryData(mailPreferencesKeys.all, withKind(previous, change));
      return { previous };
    },
    onError: (_error, change) => {
      const current = client.getQueryData<MailPreferences>(mailPreferencesKeys.all);
      if (current) client.setQueryData(mailPreferencesKeys.all, withKind(current, { kind: change.kind, enabled: !change.enabled }));
    },
    onSuccess: (answer, change) => {
      const saved = answer.kinds.find((k) => k.kind === change.kind);
      const current = client.getQueryData<MailPreferences>(mailPreferencesKeys.all);
      if (current && saved) client.setQueryData(mailPreferencesKeys.all, { ...withKind(current, saved), bounced: answer.bounced });
    },
  });
}
