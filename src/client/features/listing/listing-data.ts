import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { DEFAULT_LOCALE, toLocale } from '../../../shared/i18n/locales';
import { selectFieldErrors } from '../../../../machines/listing-wizard/listing-wizard.select';
import { fetchProperty, fetchPropertiesConfiguration, fetchUnit, listingKeys } from '../../api/listing';
import { errorText } from '../../api/error-text';
import { useWizardActor } from './wizard-actor';

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

/** The server's field errors, translated (codes are translation keys, else the server's text). */
export function useServerFieldErrors(): Record<string, string> {
  const intl = useIntl();
  const errors = useSelector(useWizardActor(), selectFieldErrors);
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, errorText(intl, code)]));
}
