import { useIntl } from '../i18n/intl';
import { LOCALES, toLocale } from '../../shared/i18n/locales';
import { Menu, MenuContent, MenuItemIndicator, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../ui/menu';
import type { MenuProps } from './deferred-menu';
import { useChangeLanguage, type LanguageSwitchProps } from './language-change';

// The language menu (fetched on first use). Language names are written in their own language,
// so a host lost in a foreign interface still finds theirs.

export function LanguageRadioItems() {
  const intl = useIntl();
  return (
    <>
      {LOCALES.map((locale) => (
        <MenuRadioItem key={locale} value={locale} className="menu__item menu__item--radio" lang={locale}>
          <MenuItemIndicator className="menu__indicator" aria-hidden="true">
            ✓
          </MenuItemIndicator>
          {intl.formatMessage({ id: `language.${locale}` })}
        </MenuRadioItem>
      ))}
    </>
  );
}

export default function LanguageMenu({ signedIn, impersonating, trigger, defaultOpen }: MenuProps<LanguageSwitchProps>) {
  const intl = useIntl();
  const current = toLocale(intl.locale) ?? LOCALES[0];
  const { changing, change } = useChangeLanguage({ signedIn, impersonating });
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger className={trigger.className} aria-label={trigger.label} aria-busy={changing || undefined} data-testid={trigger.testId}>
        {trigger.content}
      </MenuTrigger>
      <MenuContent>
        <MenuLabel className="menu__label">{intl.formatMessage({ id: 'shell.language.title' })}</MenuLabel>
        <MenuRadioGroup value={current} onValueChange={change}>
          <LanguageRadioItems />
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
