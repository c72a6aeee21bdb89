import { FormattedMessage, useIntl } from '../../i18n/intl';
import { StepField } from '../step-field';
import { EU_MEMBER_STATES, PHONE_TYPES } from '../../../shared/domain/company-details';
import type { Address } from '../../../shared/schemas/onboarding';
import { AddressFields, emptyAddress, regionName, type useFieldErrors } from './onboarding-fields';

// The company's tax details beyond name, contacts and address (AS §3): the phone's
// type, business and accounting e-mails, the principal place of business when it is elsewhere,
// and a permanent establishment in the EU with its member states. The rules (a second address
// only when elsewhere, states only with an establishment) are the shared schema's.

export interface CompanyExtra {
  phoneType: (typeof PHONE_TYPES)[number];
  businessEmail: string;
  accountingEmail: string;
  principalAddressSameAsAddress: boolean;
  principalAddress: Address;
  euPermanentEstablishment: boolean | null;
  euMemberStates: string[];
}

export const companyExtraOf = (saved: Partial<Omit<CompanyExtra, 'principalAddress'>> & { principalAddress?: Address } | null): CompanyExtra => ({
  phoneType: saved?.phoneType ?? 'mobile',
  businessEmail: saved?.businessEmail ?? '',
  accountingEmail: saved?.accountingEmail ?? '',
  principalAddressSameAsAddress: saved?.principalAddressSameAsAddress ?? true,
  principalAddress: saved?.principalAddress ?? emptyAddress(),
  euPermanentEstablishment: saved?.euPermanentEstablishment ?? null,
  euMemberStates: saved?.euMemberStates ?? [],
});

/** What is sent: no second address when it is the same one. */
export function companyExtraToWire({ principalAddress, ...extra }: CompanyExtra) {
  return { ...extra, ...(extra.principalAddressSameAsAddress ? {} : { principalAddress }) };
}

type Errors = ReturnType<typeof useFieldErrors>;

export function CompanyContactExtras({ extra, onChange, errors }: { extra: CompanyExtra; onChange: (e: CompanyExtra) => void; errors: Errors }) {
  const intl = useIntl();
  const email = (k: 'businessEmail' | 'accountingEmail') => (
    <StepField label={<FormattedMessage id={`listing.onboarding.company.${k}`} />} error={errors.error(k)}>
      {(field) => <input {...field} type="email" value={extra[k]} onChange={(e) => onChange({ ...extra, [k]: e.target.value })} onBlur={errors.touch(k)} />}
    </StepField>
  );
  return (
    <>
      <StepField label={<FormattedMessage id="listing.onboarding.company.phoneType" />} error={errors.error('phoneType')}>
        {(field) => (
          <select {...field} value={extra.phoneType} onChange={(e) => onChange({ ...extra, phoneType: e.target.value as CompanyExtra['phoneType'] })}>
            {PHONE_TYPES.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `listing.onboarding.company.phoneType.${t}` })}
              </option>
            ))}
          </select>
        )}
      </StepField>
      <div className="listing-step__row">
        {email('businessEmail')}
        {email('accountingEmail')}
      </div>
    </>
  );
}

export function CompanyPlaceAndEu({ extra, onChange, errors }: { extra: CompanyExtra; onChange: (e: CompanyExtra) => void; errors: Errors }) {
  const intl = useIntl();
  const establishment = extra.euPermanentEstablishment === null ? '' : String(extra.euPermanentEstablishment);
  const toggleState = (code: string, on: boolean) =>
    onChange({ ...extra, euMemberStates: on ? [...extra.euMemberStates, code] : extra.euMemberStates.filter((c) => c !== code) });
  const statesError = errors.error('euMemberStates');
  return (
    <>
      <label className="onboarding-form__check">
        <input type="checkbox" checked={extra.principalAddressSameAsAddress} onChange={(e) => onChange({ ...extra, principalAddressSameAsAddress: e.target.checked })} />
        <FormattedMessage id="listing.onboarding.company.principalSame" />
      </label>
      {!extra.principalAddressSameAsAddress && (
        <AddressFields address={extra.principalAddress} onChange={(principalAddress) => onChange({ ...extra, principalAddress })} errors={errors} prefix="principalAddress" legendId="listing.onboarding.company.principalAddress" />
      )}
      <StepField label={<FormattedMessage id="listing.onboarding.company.euEstablishment" />} error={errors.error('euPermanentEstablishment')}>
        {(field) => (
          <select {...field} value={establishment} onChange={(e) => onChange({ ...extra, euPermanentEstablishment: e.target.value === '' ? null : e.target.value === 'true' })}>
            <option value="">{intl.formatMessage({ id: 'listing.onboarding.company.euEstablishment.unstated' })}</option>
            <option value="true">{intl.formatMessage({ id: 'listing.onboarding.company.euEstablishment.yes' })}</option>
            <option value="false">{intl.formatMessage({ id: 'listing.onboarding.company.euEstablishment.no' })}</option>
          </select>
        )}
      </StepField>
      {extra.euPermanentEstablishment === true && (
        <fieldset className="onboarding-form__group">
          <legend>
            <FormattedMessage id="listing.onboarding.company.euMemberStates" />
          </legend>
          <div className="onboarding-form__states">
            {[...EU_MEMBER_STATES]
              .map((code) => ({ code, name: regionName(intl.locale, code) }))
              .sort((a, b) => a.name.localeCompare(b.name, intl.locale))
              .map(({ code, name }) => (
                <label key={code} className="onboarding-form__check">
                  <input type="checkbox" checked={extra.euMemberStates.includes(code)} onChange={(e) => toggleState(code, e.target.checked)} onBlur={errors.touch('euMemberStates')} />
                  {name}
                </label>
              ))}
          </div>
          {statesError && (
            <p className="onboarding-form__error" role="alert">
              {statesError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
