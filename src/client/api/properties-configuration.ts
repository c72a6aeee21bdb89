import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../i18n/intl';
import { DEFAULT_LOCALE, toLocale } from '../../shared/i18n/locales';
import { fetchPropertiesConfiguration, listingKeys } from './listing';

// Apart from api/queries.ts, which the app start imports: the listing calls bring the property
// schemas, which the first page does not need.

/** The properties' configuration lists (countries, regions, amenities ...) in the page's language. */
export function usePropertiesConfiguration() {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  return useQuery({
    queryKey: listingKeys.configuration(locale),
    queryFn: ({ signal }) => fetchPropertiesConfiguration(locale, signal),
    staleTime: 5 * 60_000,
  });
}
