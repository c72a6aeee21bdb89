import type { QueryClient } from '@tanstack/react-query';
import { resolveLocale } from '../../shared/domain/language';
import type { AppSettings, PublicSettings } from '../../shared/schemas/app-settings';
import type { UserInfo } from '../../shared/schemas/user-info';
import type { Locale } from '../../shared/i18n/locales';
import { fetchAppSettings } from '../api/public';
import { fetchUserInfo } from '../api/user';
import { queryKeys } from '../api/queries';
import { loadMessages, type Messages } from '../i18n/messages';
import { getStoredLocale } from '../i18n/locale-storage';
import { fetchPublicSettings } from './public-settings';
import { resolveTheme, type Theme } from '../../shared/domain/theme';
import { applyTheme, StartFailure } from './start-failure';

// The app start (spec §2.4, §4): settings, the host (when signed in) and the texts of the chosen
// language, fetched in parallel so start-up costs one round trip.

export interface LoadedApp {
  locale: Locale;
  messages: Messages;
  appSettings: AppSettings;
  publicSettings: PublicSettings;
}

export async function loadApp(options: { signedIn: boolean; queryClient: QueryClient; signal?: AbortSignal }): Promise<LoadedApp> {
  const sources = {
    search: window.location.search,
    stored: getStoredLocale() ?? null,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  };
  // App settings answer in the language asked for; the first guess is nearly always final.
  const guess = resolveLocale(sources);
  const userInfo: Promise<UserInfo | null> = options.signedIn
    ? options.queryClient.fetchQuery({ queryKey: queryKeys.userInfo, queryFn: ({ signal }) => fetchUserInfo(signal) })
    : Promise.resolve(null);
  // §8: a failed settings load has its own message on the error page, so does the theme.
  const settings = Promise.all([fetchAppSettings(guess, options.signal), fetchPublicSettings(options.signal)]).catch((error: unknown) => {
    throw new StartFailure('settings', error);
  });
  const [user, [appSettings, publicSettings]] = await Promise.all([userInfo, settings]);
  let theme: Theme | null;
  try {
    theme = resolveTheme(appSettings.theme);
  } catch (error) {
    throw new StartFailure('theme', error);
  }
  // A staff member acting for a host keeps their own language, not the host's.
  const locale = resolveLocale({ ...sources, userLocale: user && !user.isImpersonating ? user.locale : null, appDefault: appSettings.defaultLocale });
  options.queryClient.setQueryData(queryKeys.appSettings(locale), appSettings);
  const messages = await loadMessages(locale);
  if (theme) applyTheme(theme);
  return { locale, messages, appSettings, publicSettings };
}
