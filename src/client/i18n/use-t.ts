import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** t('key', values): a short form of intl.formatMessage for plain-text translations. */
export function useT(): (id: string, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
