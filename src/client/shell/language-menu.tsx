import { useIntl } from 'react-intl';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LOCALES, toLocale } from '../../shared/i18n/locales';
import type { MenuProps } from './deferred-menu';
import { useChangeLanguage, type LanguageSwitchProps } from './language-change';

// The language menu (fetched on first use). Language names are written in their own language,
// so a host lost in a foreign interface still finds theirs.

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

export default function LanguageMenu({ signedIn, impersonating, trigger, defaultOpen }: MenuProps<LanguageSwitchProps>) {
  const intl = useIntl();
  const current = toLocale(intl.locale) ?? LOCALES[0];
  const { changing, change } = useChangeLanguage({ signedIn, impersonating });
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={trigger.className} aria-label={trigger.label} aria-busy={changing || undefined} data-testid={trigger.testId}>
        {trigger.content}
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
