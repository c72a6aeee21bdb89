import { useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { Dialog } from '../../ui/dialog';
import * as v from 'valibot';
import { UserInfoPatchSchema, type UserInfo, type UserInfoPatch } from '../../../shared/schemas/user-info';
import { LOCALES } from '../../../shared/i18n/locales';
import { AppDataContext } from '../../app/app-data';
import { unclaimedFieldMessages, type NormalisedApiError } from '../../../shared/domain/api-errors';
import { useUpdateUserInfo, useUserInfo } from '../../api/queries';
import { errorText, generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { ProfileImage } from './profile-image';
import { IdealGuestSection } from '../guest-profile/ideal-guest-section';
import { WorkingModelSection } from './working-model-section';
import { HOST_CURRENCIES } from '../../../shared/domain/currencies';
import './profile-page.css';

// /account/profile: the profile fields PATCH /api/app/user/info accepts (AS §3 Profile and
// Host profile). The browser checks the same valibot schema the server checks, so most mistakes
// are named before anything is sent; whatever the server still refuses is shown at its field.

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
type FieldName = keyof FormValues;

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
const FIELD_ORDER = Object.keys(PATH) as FieldName[];

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

type FieldErrors = Partial<Record<FieldName, string[]>>;

/** valibot issues -> translation keys per field; the schema's English messages are never shown. */
function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[], intl: ReturnType<typeof useIntl>): { fields: FieldErrors; general: string[] } {
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

function serverToFieldErrors(error: NormalisedApiError, intl: ReturnType<typeof useIntl>, shown: ReadonlySet<FieldName>): { fields: FieldErrors; general: string[] } {
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

export default function ProfilePage() {
  const intl = useIntl();
  const userInfo = useUserInfo();

  return (
    <section className="account-profile">
      <PageHeading title={<FormattedMessage id="profile.title" />} description={<FormattedMessage id="profile.intro" />} />
      {userInfo.isPending ? (
        <ProfileSkeleton />
      ) : userInfo.isError ? (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id="profile.loadError" />
          </p>
          <p>{generalErrorTexts(intl, toApiError(userInfo.error)).join(' ')}</p>
          <Button variant="secondary" onClick={() => void userInfo.refetch()} busy={userInfo.isFetching}>
            <FormattedMessage id="profile.retry" />
          </Button>
        </div>
      ) : (
        // Keyed by user so that another host (impersonation switch) starts from a fresh form.
        <>
          <ProfileImage user={userInfo.data} />
          {!userInfo.data.isImpersonating && <WorkingModelSection />}
          <ProfileForm key={userInfo.data.userId} user={userInfo.data} />
          <IdealGuestSection />
        </>
      )}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="account-profile__skeleton" aria-busy="true" role="status">
      <span className="visually-hidden">
        <FormattedMessage id="profile.loading" />
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="skeleton skeleton--field" aria-hidden="true" />
      ))}
    </div>
  );
}

function ProfileForm({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const update = useUpdateUserInfo();
  const [initial, setInitial] = useState(() => toForm(user));
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const isCompany = user.type === 'company';
  const saving = update.isPending;

  const patch = useMemo(() => buildPatch(initial, values, isCompany), [initial, values, isCompany]);
  const dirty = Object.keys(patch).length > 0;

  // Unsaved changes: the browser asks before a reload or closing the tab.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const shownFields = useMemo(() => new Set<FieldName>(FIELD_ORDER.filter((f) => f !== 'companyName' || isCompany)), [isCompany]);

  const set = <K extends FieldName>(field: K, value: FormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setSaved(false);
    // The message was about the old value; keep the others until the next save.
    if (fieldErrors[field]) setFieldErrors(({ [field]: _gone, ...rest }) => rest);
  };

  // Fields are disabled while saving and a disabled field cannot take focus, so the focus moves
  // to the first error only after the render that enables them again.
  const pendingFocus = useRef<FieldErrors | null>(null);
  const focusFirstError = (errors: FieldErrors) => {
    pendingFocus.current = errors;
  };
  useEffect(() => {
    const errors = pendingFocus.current;
    if (!errors || saving) return;
    pendingFocus.current = null;
    const first = FIELD_ORDER.find((f) => errors[f]?.length);
    const el = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    if (el) el.focus();
    else alertRef.current?.focus();
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty) return;
    setSaved(false);
    const checked = v.safeParse(UserInfoPatchSchema, patch);
    if (!checked.success) {
      const { fields, general } = issuesToFieldErrors(checked.issues, intl);
      setFieldErrors(fields);
      setGeneralErrors(general);
      focusFirstError(fields);
      return;
    }
    try {
      const updated = await update.mutateAsync(checked.output);
      const next = toForm(updated);
      setInitial(next);
      setValues(next);
      setFieldErrors({});
      setGeneralErrors([]);
      setSaved(true);
    } catch (error) {
      const { fields, general } = serverToFieldErrors(toApiError(error), intl, shownFields);
      setFieldErrors(fields);
      setGeneralErrors(general);
      focusFirstError(fields);
    }
  };

  const hasFieldErrors = Object.values(fieldErrors).some((m) => m && m.length > 0);
  const issuer = useContext(AppDataContext)?.appSettings.identityProvider.issuer;
  // Only the embedded identity server (issuer PUBLIC_URL/auth) has this page; another provider has its own.
  const embedded = issuer?.replace(/\/$/, '') === `${window.location.origin}/auth`;
  const passwordPage = embedded ? '/auth/account/password' : null;
  const languageNames = useMemo(() => displayNames(intl.locale, 'language'), [intl.locale]);
  const currencyNames = useMemo(() => displayNames(intl.locale, 'currency'), [intl.locale]);

  const field = (name: FieldName) => ({ name, errors: fieldErrors[name], disabled: saving });

  return (
    <form ref={formRef} className="account-profile__form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={hasFieldErrors || generalErrors.length ? 'profile-errors' : undefined}>
      <div id="profile-errors" ref={alertRef} tabIndex={-1} role="alert" className={hasFieldErrors || generalErrors.length > 0 ? 'notice notice--error' : undefined}>
        {(hasFieldErrors || generalErrors.length > 0) && (
          <>
            {hasFieldErrors && (
              <p>
                <FormattedMessage id="profile.fixFields" />
              </p>
            )}
            {generalErrors.length > 0 && (
              <ul>
                {generalErrors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      <fieldset>
        <legend>
          <FormattedMessage id="profile.section.personal" />
        </legend>
        <p className="account-profile__readonly">
          <span>
            <FormattedMessage id="profile.field.email" />
          </span>{' '}
          <span>{user.email}</span>
        </p>
        {/* The embedded identity server's password page, for the host's own session (never while impersonating). */}
        {passwordPage && !user.isImpersonating && (
          <p className="account-profile__readonly">
            <a href={`${passwordPage}?hl=${intl.locale}`}>
              <FormattedMessage id="profile.changePassword" />
            </a>
          </p>
        )}
        <TextField {...field('firstName')} label={intl.formatMessage({ id: 'profile.field.firstName' })} value={values.firstName} onChange={(s) => set('firstName', s)} autoComplete="given-name" required />
        <TextField {...field('lastName')} label={intl.formatMessage({ id: 'profile.field.lastName' })} value={values.lastName} onChange={(s) => set('lastName', s)} autoComplete="family-name" required />
        <TextField
          {...field('alias')}
          label={intl.formatMessage({ id: 'profile.field.alias' })}
          hint={intl.formatMessage({ id: 'profile.hint.alias' })}
          value={values.alias}
          onChange={(s) => set('alias', s)}
          autoComplete="nickname"
        />
        {isCompany && (
          <TextField {...field('companyName')} label={intl.formatMessage({ id: 'profile.field.companyName' })} value={values.companyName} onChange={(s) => set('companyName', s)} autoComplete="organization" />
        )}
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="profile.section.preferences" />
        </legend>
        <SelectField
          {...field('locale')}
          label={intl.formatMessage({ id: 'profile.field.locale' })}
          value={values.locale}
          onChange={(s) => set('locale', s)}
          options={LOCALES.map((l) => ({ value: l, label: languageNames(l) }))}
        />
        <SelectField
          {...field('currency')}
          label={intl.formatMessage({ id: 'profile.field.currency' })}
          value={values.currency}
          onChange={(s) => set('currency', s)}
          options={withCurrent(HOST_CURRENCIES, values.currency).map((c) => ({ value: c, label: `${currencyNames(c)} (${c})` }))}
        />
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="profile.section.hostProfile" />
        </legend>
        <TextField
          {...field('aboutHost')}
          multiline
          label={intl.formatMessage({ id: 'profile.field.aboutHost' })}
          hint={intl.formatMessage({ id: 'profile.hint.aboutHost' })}
          value={values.aboutHost}
          onChange={(s) => set('aboutHost', s)}
        />
        <CheckboxGroup
          {...field('hostLanguages')}
          legend={intl.formatMessage({ id: 'profile.field.hostLanguages' })}
          values={values.hostLanguages}
          onChange={(list) => set('hostLanguages', list)}
          options={withCurrent(HOST_LANGUAGE_OPTIONS, ...values.hostLanguages).map((l) => ({ value: l, label: languageNames(l) }))}
        />
        <TextField {...field('phone')} type="tel" label={intl.formatMessage({ id: 'profile.field.phone' })} value={values.phone} onChange={(s) => set('phone', s)} autoComplete="tel" />
        <TextField
          {...field('phoneForGuests')}
          type="tel"
          label={intl.formatMessage({ id: 'profile.field.phoneForGuests' })}
          hint={intl.formatMessage({ id: 'profile.hint.phoneForGuests' })}
          value={values.phoneForGuests}
          onChange={(s) => set('phoneForGuests', s)}
        />
        <TextField {...field('phoneForSms')} type="tel" label={intl.formatMessage({ id: 'profile.field.phoneForSms' })} value={values.phoneForSms} onChange={(s) => set('phoneForSms', s)} />
        <TextField {...field('secondaryPhone')} type="tel" label={intl.formatMessage({ id: 'profile.field.secondaryPhone' })} value={values.secondaryPhone} onChange={(s) => set('secondaryPhone', s)} />
        <SelectField
          {...field('secondaryPhoneType')}
          label={intl.formatMessage({ id: 'profile.field.secondaryPhoneType' })}
          value={values.secondaryPhoneType}
          onChange={(s) => set('secondaryPhoneType', s as FormValues['secondaryPhoneType'])}
          options={[
            { value: '', label: intl.formatMessage({ id: 'profile.phoneType.none' }) },
            { value: 'mobile', label: intl.formatMessage({ id: 'profile.phoneType.mobile' }) },
            { value: 'landline', label: intl.formatMessage({ id: 'profile.phoneType.landline' }) },
          ]}
        />
        <Switch {...field('showPhoneNumberOnOffer')} label={intl.formatMessage({ id: 'profile.field.showPhoneNumberOnOffer' })} checked={values.showPhoneNumberOnOffer} onChange={(b) => set('showPhoneNumberOnOffer', b)} />
        <Switch {...field('sendInquirySms')} label={intl.formatMessage({ id: 'profile.field.sendInquirySms' })} checked={values.sendInquirySms} onChange={(b) => set('sendInquirySms', b)} />
        <Switch {...field('marketingConsent')} label={intl.formatMessage({ id: 'profile.field.marketingConsent' })} checked={values.marketingConsent} onChange={(b) => set('marketingConsent', b)} />
      </fieldset>

      <div className="account-profile__actions">
        <Button type="submit" disabled={!dirty} busy={saving}>
          <FormattedMessage id={saving ? 'profile.saving' : 'profile.save'} />
        </Button>
        <Button
          variant="secondary"
          disabled={saving || !dirty}
          onClick={() => {
            setValues(initial);
            setFieldErrors({});
            setGeneralErrors([]);
          }}
        >
          <FormattedMessage id="profile.discard" />
        </Button>
        {dirty && !saving && (
          <span className="account-profile__unsaved">
            <FormattedMessage id="profile.unsaved" />
          </span>
        )}
      </div>
      <div role="status" className="account-profile__saved">
        {saved && <FormattedMessage id="profile.saved" />}
      </div>
      <LeaveGuard when={dirty && !saving} />
    </form>
  );
}

function withCurrent<T extends string>(options: readonly T[], ...current: string[]): string[] {
  return [...new Set([...options, ...current.filter(Boolean)])];
}

function displayNames(locale: string, type: 'language' | 'currency'): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

interface FieldProps {
  name: FieldName;
  label: string;
  errors?: string[];
  hint?: string;
  disabled?: boolean;
}

/** Label, hint and error wired to the control, so screen readers announce all three. */
function FieldFrame({ id, label, hint, errors, children, name }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={`form-field form-field--${name}${errors?.length ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      {errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint?: string, errors?: string[]) =>
  [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function TextField(props: FieldProps & { value: string; onChange: (v: string) => void; type?: string; autoComplete?: string; required?: boolean; multiline?: boolean }) {
  const id = useId();
  const common = {
    id,
    name: props.name,
    value: props.value,
    disabled: props.disabled,
    required: props.required,
    'aria-invalid': props.errors?.length ? true : undefined,
    'aria-describedby': describedBy(id, props.hint, props.errors),
  };
  return (
    <FieldFrame {...props} id={id}>
      {props.multiline ? (
        <textarea {...common} rows={5} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
}

function SelectField(props: FieldProps & { value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FieldFrame {...props} id={id}>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.errors)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function Switch(props: FieldProps & { checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className={`form-field form-field--checkbox${props.errors?.length ? ' form-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={props.errors?.length ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

function CheckboxGroup(props: Omit<FieldProps, 'label'> & { legend: string; values: string[]; onChange: (v: string[]) => void; options: { value: string; label: string }[] }) {
  const id = useId();
  const toggle = (value: string, on: boolean) => props.onChange(on ? [...props.values, value] : props.values.filter((x) => x !== value));
  return (
    <fieldset className={`form-field form-field--group${props.errors?.length ? ' form-field--invalid' : ''}`} aria-describedby={props.errors?.length ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      {/* Layout kept here until the shell stylesheet has a rule for option grids. */}
      <div className="form-field__options" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '0.5rem 1rem' }}>
        {props.options.map((o, i) => (
          <div key={o.value} className="form-field__option" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <input
              id={`${id}-${o.value}`}
              type="checkbox"
              // Only the first box carries the name, so "focus the first error" lands in the group.
              name={i === 0 ? props.name : undefined}
              value={o.value}
              checked={props.values.includes(o.value)}
              disabled={props.disabled}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
          </div>
        ))}
      </div>
      {props.errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** In-app navigation away from unsaved changes asks first; only a data router can block it. */
function LeaveGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <LeaveDialog when={when} /> : null;
}

function LeaveDialog({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      overlayClassName="dialog__overlay"
      overlayStyle={{ position: 'fixed', inset: 0, background: 'var(--color-scrim)', zIndex: 300 }}
      className="dialog"
      style={{ position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: 301, maxWidth: 'min(480px, 92vw)', padding: 24, borderRadius: 12, background: 'var(--color-surface)' }}
      titleClassName={null}
      title={<FormattedMessage id="profile.leave.title" />}
      description={<FormattedMessage id="profile.leave.description" />}
    >
      <div className="account-profile__actions">
        <Button variant="secondary" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          <FormattedMessage id="profile.leave.stay" />
        </Button>
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          <FormattedMessage id="profile.leave.leave" />
        </Button>
      </div>
    </Dialog>
  );
}
