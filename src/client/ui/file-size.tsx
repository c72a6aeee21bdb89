import { FormattedNumber } from '../i18n/intl';

/**
 * A file's size in the reader's language and units: bytes under 1 KB (a small scan is not
 * "0 KB"), kilobytes under 1 MB, else megabytes with one decimal.
 */
export function FileSize({ bytes }: { bytes: number }) {
  if (bytes < 1024) return <FormattedNumber value={bytes} style="unit" unit="byte" unitDisplay="short" />;
  if (bytes < 1024 * 1024) return <FormattedNumber value={bytes / 1024} style="unit" unit="kilobyte" unitDisplay="short" maximumFractionDigits={0} />;
  return <FormattedNumber value={bytes / (1024 * 1024)} style="unit" unit="megabyte" unitDisplay="short" maximumFractionDigits={1} />;
}
