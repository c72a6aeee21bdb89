import type { QueryClient } from '@tanstack/react-query';
import { resolveLocale } from '../../shared/domain/language';
import type { AppSettings, PublicSettings } from '../../shared/schemas/app-settings';
import type { UserInfo } from '../../shared/schemas/user-info';
import type { Locale } from '../../shared/i18n/locales';
import { fetchAppSettingsShared } from '../api/public';
import { fetchUserInfo } from '../api/user';
import { queryKeys } from '../api/queries';
import { loadMessages, type Messages } from '../i18n/messages';
import { guessLocale, localeSources, rememberSignedInLocale } from '../i18n/locale-guess';
import { startPublicSettings } from './public-settings';
import { resolveTheme, type Theme } from '../../shared/domain/theme';
import { applyTheme, StartFailure } from './start-failure';

// The app start (AS §2.4, AS §4): settings, the host (when signed in) and the texts of the chosen
// language, fetched in parallel so start-up costs one round trip after the page's scripts.

export interface LoadedApp {
  locale: Locale;
  messages: Messages;
  appSettings: AppSettings;
  publicSettings: PublicSettings;
}

export async function loadApp(options: { signedIn: Promise<boolean>; queryClient: QueryClient; signal?: AbortSignal }): Promise<LoadedApp> {
  // App settings answer in the language asked for, and the texts are the language's: the first
  // guess is nearly always final, so both start now, with the session still booting; only the
  // host's user info waits for it.
  const guess = guessLocale();
  const guessedMessages = loadMessages(guess);
  guessedMessages.catch(() => undefined); // awaited below only if the guess holds
  // AS §8: a failed settings load has its own message on the error page, so does the theme.
  const settings = Promise.all([fetchAppSettingsShared(guess, options.signal), startPublicSettings(options.signal)]).catch((error: unknown) => {
    throw new StartFailure('settings', error);
  });
  settings.catch(() => undefined); // awaited below, after the user info
  const userInfo: Promise<UserInfo | null> = options.signedIn.then((signedIn) =>
    signedIn ? options.queryClient.fetchQuery({ queryKey: queryKeys.userInfo, queryFn: ({ signal }) => fetchUserInfo(signal) }) : null,
  );
  const [user, [appSettings, publicSettings]] = await Promise.all([userInfo, settings]);
  let theme: Theme | null;
  try {
    theme = resolveTheme(appSettings.theme);
  } catch (error) {
    throw new StartFailure('theme', error);
  }
  // A staff member acting for a host keeps their own language, not the host's.
  const locale = resolveLocale({ ...localeSources(), userLocale: user && !user.isImpersonating ? user.locale : null, appDefault: appSettings.defaultLocale });
  options.queryClient.setQueryData(queryKeys.appSettings(locale), appSettings);
  if (user) rememberSignedInLocale(locale);
  const messages = await (locale === guess ? guessedMessages : loadMessages(locale));
  if (theme) applyTheme(theme);
  return { locale, messages, appSettings, publicSettings };
}
