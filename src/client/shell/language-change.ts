import { useState } from 'react';
import { toLocale } from '../../shared/i18n/locales';
import { changeLanguage } from '../i18n/change-language';

// Changing the language, shared by the header's switch (language-switch.tsx), the menu it loads on
// first use (language-menu.tsx), the account menu and the localization tab; in a module of its own
// so that the switch and its menu do not import each other.

export function useChangeLanguage(account: { signedIn: boolean; impersonating: boolean }) {
  const [changing, setChanging] = useState(false);
  const change = (value: string) => {
    const locale = toLocale(value);
    if (!locale || changing) return;
    setChanging(true);
    void changeLanguage(locale, account).finally(() => setChanging(false));
  };
  return { changing, change };
}

export interface LanguageSwitchProps {
  signedIn: boolean;
  impersonating: boolean;
}
