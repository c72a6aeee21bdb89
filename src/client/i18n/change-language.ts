import type { Locale } from '../../shared/i18n/locales';
import { urlWithoutLanguageParams } from '../../shared/domain/language';
import { patchUserInfo } from '../api/user';
import { storeLocale } from './locale-storage';

// AS §4 "Language change": the choice is stored and the page reloads with hl removed.
// A signed-in host's own locale wins over the stored choice (AS §5), so it is saved on the account
// too; a staff member acting for a host must not change that host's account, so only the
// stored choice changes then (the app start skips the host's locale while impersonating).

/** The page navigation, apart so tests can watch it. */
export const browserNavigation = {
  replace(url: string) {
    window.location.replace(url);
  },
};

export async function changeLanguage(locale: Locale, account: { signedIn: boolean; impersonating: boolean }): Promise<void> {
  storeLocale(locale);
  if (account.signedIn && !account.impersonating) {
    try {
      await patchUserInfo({ locale });
    } catch {
      // The stored choice still applies when signed out; the reload shows what the account keeps.
    }
  }
  browserNavigation.replace(urlWithoutLanguageParams(window.location.href));
}
