import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, toLocale } from '../../../shared/i18n/locales';
import { fetchProperty, fetchPropertiesConfiguration, fetchUnit, listingKeys } from '../../api/listing';
import { useFormHost } from '../../forms/form-host';

// What the step forms read: the property and unit the machine loaded (same cache entries), the
// configuration lists in the page's language, and the server's field errors of the last save.

export function useListingProperty(propertyId: string) {
  return useQuery({ queryKey: listingKeys.property(propertyId), queryFn: ({ signal }) => fetchProperty(propertyId, signal) });
}

export function useListingUnit(unitId: string) {
  return useQuery({ queryKey: listingKeys.unit(unitId), queryFn: ({ signal }) => fetchUnit(unitId, signal) });
}

export function usePropertiesConfiguration() {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  return useQuery({
    queryKey: listingKeys.configuration(locale),
    queryFn: ({ signal }) => fetchPropertiesConfiguration(locale, signal),
    staleTime: 5 * 60_000,
  });
}

/** The server's field errors of the last save, translated, by field name (from the form's host). */
export function useServerFieldErrors(): Record<string, string> {
  return useFormHost().fieldErrors;
}
