import { useIntl } from '../i18n/intl';
import { LOCALES, toLocale, type Locale } from '../../shared/i18n/locales';
import { shortLanguageCode } from '../../shared/domain/language';
import { deferredMenu } from './deferred-menu';
import { Icon } from './icons';
import type { LanguageSwitchProps } from './language-change';

// The language switch (AS §4 "Language change"): store the choice, reload without hl.
// The menu itself (Radix) is fetched on first use; see deferred-menu.tsx.

// Loaded with the switch, not with the menu: the menu's chunk (language-menu.tsx) then brings only
// Radix and itself, and the account menu and tab use the same module.
export { useChangeLanguage } from './language-change';

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
