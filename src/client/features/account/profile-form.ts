import type { useIntl } from '../../i18n/intl';
import * as v from 'valibot';
import type { UserInfo, UserInfoPatch } from '../../../shared/schemas/user-info';
import { unclaimedFieldMessages, type NormalisedApiError } from '../../../shared/domain/api-errors';
import { errorText, generalErrorTexts } from '../../api/error-text';

// The profile form's values (AS §3 Profile and Host profile): read from the user info, turned into
// the PATCH body of what changed, and the browser's and the server's refusals put at their field.
// No React here: the page (profile-page.tsx) renders, this file decides.

/** Languages a host can declare speaking; names come from Intl.DisplayNames in the UI language. */
export const HOST_LANGUAGE_OPTIONS = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pt', 'pl', 'cs', 'hr', 'da', 'sv'] as const;
const PHONE_FIELDS = ['phone', 'phoneForGuests', 'phoneForSms', 'secondaryPhone'] as const;
const SWITCH_FIELDS = ['showPhoneNumberOnOffer', 'sendInquirySms', 'marketingConsent'] as const;

export interface FormValues {
  firstName: string;
  lastName: string;
  alias: string;
  companyName: string;
  locale: string;
  currency: string;
  aboutHost: string;
  hostLanguages: string[];
  phone: string;
  phoneForGuests: string;
  phoneForSms: string;
  secondaryPhone: string;
  secondaryPhoneType: '' | 'mobile' | 'landline';
  showPhoneNumberOnOffer: boolean;
  sendInquirySms: boolean;
  marketingConsent: boolean;
}
export type FieldName = keyof FormValues;

/** Field name in the form -> its dot path in the PATCH body (and in the server's errors). */
const PATH: Record<FieldName, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  alias: 'alias',
  companyName: 'companyName',
  locale: 'locale',
  currency: 'currency',
  aboutHost: 'hostProfile.aboutHost',
  hostLanguages: 'hostProfile.hostLanguages',
  phone: 'hostProfile.phone',
  phoneForGuests: 'hostProfile.phoneForGuests',
  phoneForSms: 'hostProfile.phoneForSms',
  secondaryPhone: 'hostProfile.secondaryPhone',
  secondaryPhoneType: 'hostProfile.secondaryPhoneType',
  showPhoneNumberOnOffer: 'hostProfile.showPhoneNumberOnOffer',
  sendInquirySms: 'hostProfile.sendInquirySms',
  marketingConsent: 'hostProfile.marketingConsent',
};
const FIELD_BY_PATH = new Map(Object.entries(PATH).map(([field, path]) => [path, field as FieldName]));
/** Focus order for "go to the first error". */
export const FIELD_ORDER = Object.keys(PATH) as FieldName[];

export function toForm(user: UserInfo): FormValues {
  const hp = user.hostProfile;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    alias: user.alias ?? '',
    companyName: user.companyName ?? '',
    locale: user.locale,
    currency: user.currency,
    aboutHost: hp.aboutHost ?? '',
    hostLanguages: [...hp.hostLanguages],
    phone: hp.phone ?? '',
    phoneForGuests: hp.phoneForGuests ?? '',
    phoneForSms: hp.phoneForSms ?? '',
    secondaryPhone: hp.secondaryPhone ?? '',
    secondaryPhoneType: hp.secondaryPhoneType ?? '',
    showPhoneNumberOnOffer: hp.showPhoneNumberOnOffer,
    sendInquirySms: hp.sendInquirySms,
    marketingConsent: hp.marketingConsent,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const orNull = (s: string) => (s.trim() === '' ? null : s);

/** Only what changed is sent: a PATCH must not overwrite what another tab changed meanwhile. */
export function buildPatch(initial: FormValues, values: FormValues, isCompany: boolean): UserInfoPatch {
  const patch: Record<string, unknown> = {};
  const hostProfile: Record<string, unknown> = {};
  const changed = (f: FieldName) => !same(initial[f], values[f]);
  // Optional texts are stored as null when blank, so blank-to-blank (or spaces) is no change.
  const changedOptional = (f: 'alias' | 'companyName' | 'aboutHost' | (typeof PHONE_FIELDS)[number]) => orNull(initial[f]) !== orNull(values[f]);
  if (changed('firstName')) patch.firstName = values.firstName;
  if (changed('lastName')) patch.lastName = values.lastName;
  if (changedOptional('alias')) patch.alias = orNull(values.alias);
  if (isCompany && changedOptional('companyName')) patch.companyName = orNull(values.companyName);
  if (changed('locale')) patch.locale = values.locale;
  if (changed('currency')) patch.currency = values.currency;
  if (changedOptional('aboutHost')) hostProfile.aboutHost = orNull(values.aboutHost);
  if (changed('hostLanguages')) hostProfile.hostLanguages = values.hostLanguages;
  for (const f of PHONE_FIELDS) if (changedOptional(f)) hostProfile[f] = orNull(values[f]);
  if (changed('secondaryPhoneType')) hostProfile.secondaryPhoneType = values.secondaryPhoneType === '' ? null : values.secondaryPhoneType;
  for (const f of SWITCH_FIELDS) if (changed(f)) hostProfile[f] = values[f];
  if (Object.keys(hostProfile).length > 0) patch.hostProfile = hostProfile;
  return patch as UserInfoPatch;
}

export type FieldErrors = Partial<Record<FieldName, string[]>>;

/** valibot issues -> translation keys per field; the schema's English messages are never shown. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[], intl: ReturnType<typeof useIntl>): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    let text: string;
    if (issue.type === 'min_length') text = intl.formatMessage({ id: 'profile.validation.required' });
    else if (issue.type === 'max_length') text = intl.formatMessage({ id: 'profile.validation.maxLength' }, { max: Number(issue.requirement) });
    else if (issue.type === 'regex') text = intl.formatMessage({ id: 'profile.validation.currency' });
    else if (issue.type === 'picklist') text = intl.formatMessage({ id: 'profile.validation.choice' });
    else text = intl.formatMessage({ id: 'errors.field.invalid' });
    const field = FIELD_BY_PATH.get(path) ?? FIELD_BY_PATH.get(path.split('.').slice(0, 2).join('.'));
    if (field) fields[field] = [...new Set([...(fields[field] ?? []), text])];
    else if (!general.includes(text)) general.push(text);
  }
  return { fields, general };
}

export function serverToFieldErrors(error: NormalisedApiError, intl: ReturnType<typeof useIntl>, shown: ReadonlySet<FieldName>): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {};
  const claimed: string[] = [];
  for (const [path, messages] of Object.entries(error.fields)) {
    const field = FIELD_BY_PATH.get(path);
    if (field && shown.has(field)) {
      fields[field] = messages.map((m) => errorText(intl, m));
      claimed.push(path);
    }
  }
  const general = generalErrorTexts(intl, error, unclaimedFieldMessages(error, claimed));
  return { fields, general };
}
