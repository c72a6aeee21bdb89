import { useIntl } from '../../../i18n/intl';
import { useUserInfo } from '../../../api/queries';

// The amount fields' currency sign: the host's currency (user info) written as the page's
// language writes it.

/** The sign of the host's currency (user info; the portal's default until that arrives), for the amount fields. */
export function useCurrencySign(defaultCurrency: string): string {
  const intl = useIntl();
  return currencySign(intl.locale, useUserInfo().data?.currency ?? defaultCurrency);
}

/** The currency's sign in the page's language (€, CHF ...), its code when Intl does not know it. */
export function currencySign(locale: string, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
