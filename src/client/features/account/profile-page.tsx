import { useContext, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import * as v from 'valibot';
import { UserInfoPatchSchema, type UserInfo } from '../../../shared/schemas/user-info';
import { LOCALES } from '../../../shared/i18n/locales';
import { AppDataContext } from '../../app/app-data';
import { useUpdateUserInfo, useUserInfo } from '../../api/queries';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { ProfileImage } from './profile-image';
import { IdealGuestSection } from '../guest-profile/ideal-guest-section';
import { WorkingModelSection } from './working-model-section';
import { HOST_CURRENCIES } from '../../../shared/domain/currencies';
import { buildPatch, FIELD_ORDER, HOST_LANGUAGE_OPTIONS, issuesToFieldErrors, serverToFieldErrors, toForm, type FieldErrors, type FieldName, type FormValues } from './profile-form';
import { CheckboxGroup, displayNames, SelectField, Switch, TextField, withCurrent } from './profile-fields';
import { LeaveGuard } from './leave-guard';
import './profile-page.css';

// /account/profile: the profile fields PATCH /api/app/user/info accepts (AS §3 Profile and
// Host profile). The browser checks the same valibot schema the server checks, so most mistakes
// are named before anything is sent; whatever the server still refuses is shown at its field.

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
