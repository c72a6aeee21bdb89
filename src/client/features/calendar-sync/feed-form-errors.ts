import type { IntlShape } from '../../i18n/intl';
import * as v from 'valibot';
import { isErrorKey } from '../../../shared/domain/api-errors';
import { FEED_NAME_MAX, FEED_URL_MAX, ICAL_FILE_MAX_BYTES, ICAL_UPLOAD_LIMIT, IcalFeedCreateSchema } from '../../../shared/schemas/ical';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';

// What the add and edit forms say about their fields. The contract's own schema checks a name and
// URL before they are sent (a typo should not cost a round trip to another site); what only the
// server can know — the address gave no calendar, the file is not one — comes back as a field
// error and is shown at that field, in the host's language with the server's reason after it.

type Formatter = Pick<IntlShape, 'formatMessage'>;
export type FeedField = 'name' | 'url' | 'file';
export type FieldErrors = Partial<Record<FeedField, string>>;

const KEY = 'calendar-sync.error';

/** Checks name and (when given) URL as the server will; an empty result means they may be sent. */
export function checkFeedFields(intl: Formatter, fields: { name: string; url?: string }): FieldErrors {
  const result = v.safeParse(v.partial(IcalFeedCreateSchema), fields);
  const errors: FieldErrors = {};
  if (fields.name.trim() === '') errors.name = intl.formatMessage({ id: `${KEY}.required` });
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if ((field !== 'name' && field !== 'url') || errors[field]) continue;
    if (issue.type === 'min_length') errors[field] = intl.formatMessage({ id: `${KEY}.required` });
    else if (issue.type === 'max_length') errors[field] = intl.formatMessage({ id: `${KEY}.tooLong` }, { max: field === 'name' ? FEED_NAME_MAX : FEED_URL_MAX });
    else errors[field] = intl.formatMessage({ id: `${KEY}.urlFormat` });
  }
  return errors;
}

/** A chosen calendar file: an .ics or text/calendar file no larger than the server takes. */
export function checkCalendarFile(intl: Formatter, file: File | null): string | undefined {
  if (!file) return intl.formatMessage({ id: `${KEY}.fileRequired` });
  if (!/\.(ics|ical|ifb|icalendar)$/i.test(file.name) && file.type !== 'text/calendar') return intl.formatMessage({ id: `${KEY}.fileType` });
  if (file.size > ICAL_FILE_MAX_BYTES) return intl.formatMessage({ id: `${KEY}.fileSize` }, { max: ICAL_FILE_MAX_BYTES / (1024 * 1024) });
  return undefined;
}

/** A refused save: messages at the fields the form has, everything else as one general text. */
export function refusalTexts(intl: Formatter, error: unknown, fields: readonly FeedField[]): { fields: FieldErrors; general: string | null } {
  const failure = toApiError(error);
  // A file refused by the per-host upload limit: say which limit, in the host's language.
  if (failure.status === 429 && fields.includes('file')) {
    return { fields: {}, general: intl.formatMessage({ id: `${KEY}.tooManyFiles` }, { max: ICAL_UPLOAD_LIMIT.perHost }) };
  }
  const out: FieldErrors = {};
  const unclaimed: string[] = [];
  for (const [name, messages] of Object.entries(failure.fields)) {
    if (!(fields as readonly string[]).includes(name)) {
      unclaimed.push(...messages);
      continue;
    }
    const field = name as FeedField;
    const known = messages.find(isErrorKey);
    const reason = messages.filter((m) => !isErrorKey(m)).join('; ');
    out[field] = known ? intl.formatMessage({ id: known }) : intl.formatMessage({ id: `${KEY}.refused.${field}` }, { reason });
  }
  const hasGeneral = failure.general.length > 0 || unclaimed.length > 0 || Object.keys(out).length === 0;
  return { fields: out, general: hasGeneral ? generalErrorTexts(intl, failure, unclaimed).join(' ') : null };
}
