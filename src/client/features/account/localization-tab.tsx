import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { LOCALES, toLocale, DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { useUpdateUserInfo, useUserInfo } from '../../api/queries';
import { useAppData } from '../../app/app-data';
import { generalErrorTexts } from '../../api/error-text';
import { useChangeLanguage } from '../../shell/language-switch';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { HOST_CURRENCIES } from '../../../shared/domain/currencies';

// /account/localization: the app language (the shell's language change: stored, saved on the
// account, page reloaded, AS §4) and the currency the host's amounts are shown in (PATCH user info).

export function LocalizationTab() {
  const intl = useIntl();
  const user = useUserInfo();
  const update = useUpdateUserInfo();
  const languageId = useId();
  const currencyId = useId();
  const current = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  const { appSettings } = useAppData();
  const [language, setLanguage] = useState<string>(current);
  const [currency, setCurrency] = useState<string>(user.data?.currency ?? 'EUR');
  const impersonating = user.data?.isImpersonating ?? false;
  const { changing, change } = useChangeLanguage({ signedIn: true, impersonating });
  const currencies = HOST_CURRENCIES.includes(currency as never) ? HOST_CURRENCIES : [currency, ...HOST_CURRENCIES];

  return (
    <section className="account-localization">
      <PageHeading title={<FormattedMessage id="account.tabs.localization" />} description={<FormattedMessage id="account.localization.intro" />} />
      <form
        className="account-localization__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (language !== current) change(language);
        }}
      >
        <label htmlFor={languageId}>
          <FormattedMessage id="account.localization.language" />
        </label>
        <select id={languageId} value={language} onChange={(event) => setLanguage(event.target.value)} data-testid="account-language">
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {intl.formatMessage({ id: `language.${locale}` })}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" disabled={language === current || changing} busy={changing}>
          <FormattedMessage id="account.localization.applyLanguage" />
        </Button>
      </form>
      <form
        className="account-localization__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (user.data && currency !== user.data.currency) update.mutate({ currency });
        }}
      >
        <label htmlFor={currencyId}>
          <FormattedMessage id="account.localization.currency" />
        </label>
        <select id={currencyId} value={currency} onChange={(event) => setCurrency(event.target.value)} data-testid="account-currency">
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" disabled={!user.data || currency === user.data.currency || update.isPending} busy={update.isPending}>
          <FormattedMessage id="account.localization.saveCurrency" />
        </Button>
        <p role="status">{update.isSuccess && currency === user.data?.currency && <FormattedMessage id="account.localization.saved" />}</p>
        {update.isError && (
          <div role="alert" className="notice notice--error">
            {generalErrorTexts(intl, update.error).map((line) => (
              <p key={line}>{line}</p>
            ))}
            {update.error.fields.currency && <FormattedMessage id="account.localization.currencyRefused" />}
          </div>
        )}
      </form>
      {/* Help-centre link from app settings (AS §2.9), here too: the header's link may be switched off. */}
      <p className="account-localization__help">
        <a href={appSettings.helpCenterUrls.helpCenter} target="_blank" rel="noopener noreferrer" data-nav="help">
          <FormattedMessage id="account.localization.helpCentre" />
        </a>
      </p>
    </section>
  );
}
