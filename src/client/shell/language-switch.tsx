import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LOCALES, toLocale, type Locale } from '../../shared/i18n/locales';
import { shortLanguageCode } from '../../shared/domain/language';
import { changeLanguage } from '../i18n/change-language';
import { Icon } from './icons';

// The language switch (spec §4 "Language change"): store the choice, reload without hl.
// Language names are written in their own language, so a host lost in a foreign interface
// still finds theirs.

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

export function LanguageRadioItems() {
  const intl = useIntl();
  return (
    <>
      {LOCALES.map((locale) => (
        <DropdownMenu.RadioItem key={locale} value={locale} className="menu__item menu__item--radio" lang={locale}>
          <DropdownMenu.ItemIndicator className="menu__indicator" aria-hidden="true">
            ✓
          </DropdownMenu.ItemIndicator>
          {intl.formatMessage({ id: `language.${locale}` })}
        </DropdownMenu.RadioItem>
      ))}
    </>
  );
}

export function LanguageSwitch({ signedIn, impersonating }: { signedIn: boolean; impersonating: boolean }) {
  const intl = useIntl();
  const current = (toLocale(intl.locale) ?? LOCALES[0]) as Locale;
  const { changing, change } = useChangeLanguage({ signedIn, impersonating });
  const label = intl.formatMessage({ id: 'shell.language.current' }, { language: intl.formatMessage({ id: `language.${current}` }) });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="header-button" aria-label={label} aria-busy={changing || undefined} data-testid="language-switch">
        <Icon name="globe" />
        <span className="header-button__text">{shortLanguageCode(current).toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__label">{intl.formatMessage({ id: 'shell.language.title' })}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={change}>
            <LanguageRadioItems />
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
