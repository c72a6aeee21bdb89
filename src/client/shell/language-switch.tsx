import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, toLocale, type Locale } from '../../shared/i18n/locales';
import { shortLanguageCode } from '../../shared/domain/language';
import { changeLanguage } from '../i18n/change-language';
import { deferredMenu } from './deferred-menu';
import { Icon } from './icons';

// The language switch (spec §4 "Language change"): store the choice, reload without hl.
// The menu itself (Radix) is fetched on first use; see deferred-menu.tsx.

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

const LanguageMenu = deferredMenu<LanguageSwitchProps>(() => import('./language-menu'));

export function LanguageSwitch(props: LanguageSwitchProps) {
  const intl = useIntl();
  const current = (toLocale(intl.locale) ?? LOCALES[0]) as Locale;
  const label = intl.formatMessage({ id: 'shell.language.current' }, { language: intl.formatMessage({ id: `language.${current}` }) });
  return (
    <LanguageMenu
      {...props}
      trigger={{
        className: 'header-button',
        label,
        testId: 'language-switch',
        content: (
          <>
            <Icon name="globe" />
            <span className="header-button__text">{shortLanguageCode(current).toUpperCase()}</span>
          </>
        ),
      }}
    />
  );
}
