import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { StepFrame } from '../form-host';
import { StepField } from '../step-field';
import { StepLoading } from '../step-loading';
import { useServerFieldErrors } from '../form-host';
import { useUserInfo } from '../../api/queries';
import { fetchBusinessDetails, fetchIndividualDetails, onboardingKeys, saveBusinessDetails, saveIndividualDetails } from '../../api/onboarding';
import { taxFormToWire, taxWireToForm, type TaxForm } from '../../../shared/domain/tax-details';
import { CompanyDetailsSchema, IndividualDetailsSchema, type Address, type CompanyDetails, type IndividualDetails } from '../../../shared/schemas/onboarding';
import type { StepIds } from '../form-host';
import { AddressFields, CountrySelect, emptyAddress, issuesByField, TaxFields, useFieldErrors } from './onboarding-fields';
import { CompanyContactExtras, companyExtraOf, companyExtraToWire, CompanyPlaceAndEu, type CompanyExtra } from './company-extra-fields';
import { profileTypeOf } from '../../../shared/domain/company-details';

// Who the host is (steps verification/info and personal-details/info, AS §2.2 and
// AS §3): an individual's names, birth date, nationality, address and tax details, or a company's
// legal name, registration, contacts, address and tax details. One form per kind of host; the
// step shows the one of the signed-in host. Checked with the server's own schema before Save.

export type IdentityValues = { kind: 'individual'; details: IndividualDetails } | { kind: 'company'; company: CompanyDetails };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function IndividualForm({ saved }: { saved: IndividualDetails | null }) {
  const initial = {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    birthDate: saved?.birthDate ?? '',
    nationality: saved?.nationality ?? '',
    address: saved?.address ?? emptyAddress(),
    tax: taxWireToForm(saved),
  };
  const [form, setForm] = useState(initial);
  const wire = { firstName: form.firstName, lastName: form.lastName, birthDate: form.birthDate, nationality: form.nationality, address: form.address, ...taxFormToWire(form.tax) };
  const parsed = v.safeParse(IndividualDetailsSchema, wire);
  const taxRequired = wire.taxIdentifications.length === 0 && form.tax.countryIssueTaxId !== '' && taxFormToWire({ ...form.tax, taxId: 'x' }).taxIdentifications.length > 0;
  const vatRequired = wire.userHasVatId && !form.tax.vatId.trim();
  const issues = issuesByField(parsed.issues);
  if (taxRequired) issues.taxId = { input: '' } as v.BaseIssue<unknown>;
  if (vatRequired) issues.vatId = { input: '' } as v.BaseIssue<unknown>;
  const errors = useFieldErrors(issues, useServerFieldErrors());
  const set = <K extends keyof typeof form>(k: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: value }));
  const textField = (k: 'firstName' | 'lastName', autoComplete: string) => (
    <StepField label={<FormattedMessage id={`listing.onboarding.person.${k}`} />} required error={errors.error(k)}>
      {(field) => <input {...field} autoComplete={autoComplete} value={form[k]} onChange={(e) => set(k)(e.target.value)} onBlur={errors.touch(k)} />}
    </StepField>
  );
  const values: IdentityValues = { kind: 'individual', details: (parsed.success ? parsed.output : wire) as IndividualDetails };
  return (
    <StepFrame values={values} dirty={!same(form, initial)} valid={parsed.success && !taxRequired && !vatRequired}>
      <div className="onboarding-form">
        <div className="listing-step__row">
          {textField('firstName', 'given-name')}
          {textField('lastName', 'family-name')}
        </div>
        <div className="listing-step__row">
          <StepField label={<FormattedMessage id="listing.onboarding.person.birthDate" />} required error={errors.error('birthDate')}>
            {(field) => <input {...field} type="date" autoComplete="bday" value={form.birthDate} onChange={(e) => set('birthDate')(e.target.value)} onBlur={errors.touch('birthDate')} />}
          </StepField>
          <StepField label={<FormattedMessage id="listing.onboarding.person.nationality" />} required error={errors.error('nationality')}>
            {(field) => <CountrySelect field={field} value={form.nationality} onChange={set('nationality')} onBlur={errors.touch('nationality')} />}
          </StepField>
        </div>
        <AddressFields address={form.address} onChange={set('address') as (a: Address) => void} errors={errors} />
        <TaxFields tax={form.tax} onChange={set('tax') as (t: TaxForm) => void} errors={errors} />
      </div>
    </StepFrame>
  );
}

function CompanyForm({ saved }: { saved: CompanyDetails | null }) {
  const initial = {
    legalBusinessName: saved?.legalBusinessName ?? '',
    registrationNumber: saved?.registrationNumber ?? '',
    phoneNumber: saved?.phoneNumber ?? '',
    accountEmail: saved?.accountEmail ?? '',
    address: saved?.address ?? emptyAddress(),
    tax: taxWireToForm(saved),
    extra: companyExtraOf(saved),
  };
  const [form, setForm] = useState(initial);
  const { tax, extra, ...rest } = form;
  const wire = { ...rest, ...companyExtraToWire(extra), ...taxFormToWire(tax) };
  const parsed = v.safeParse(CompanyDetailsSchema, wire);
  const taxRequired = wire.taxIdentifications.length === 0 && tax.countryIssueTaxId !== '' && taxFormToWire({ ...tax, taxId: 'x' }).taxIdentifications.length > 0;
  const vatRequired = wire.userHasVatId && !tax.vatId.trim();
  const issues = issuesByField(parsed.issues);
  if (taxRequired) issues.taxId = { input: '' } as v.BaseIssue<unknown>;
  if (vatRequired) issues.vatId = { input: '' } as v.BaseIssue<unknown>;
  // The server names these fields under company. (they are sent inside { company }).
  const errors = useFieldErrors(issues, useServerFieldErrors(), (f) => `company.${f}`);
  const set = <K extends keyof typeof form>(k: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: value }));
  const textField = (k: 'legalBusinessName' | 'registrationNumber' | 'phoneNumber' | 'accountEmail', type = 'text', autoComplete?: string) => (
    <StepField label={<FormattedMessage id={`listing.onboarding.company.${k}`} />} required error={errors.error(k)}>
      {(field) => <input {...field} type={type} autoComplete={autoComplete} value={form[k]} onChange={(e) => set(k)(e.target.value)} onBlur={errors.touch(k)} />}
    </StepField>
  );
  const values: IdentityValues = { kind: 'company', company: (parsed.success ? parsed.output : wire) as CompanyDetails };
  return (
    <StepFrame values={values} dirty={!same(form, initial)} valid={parsed.success && !taxRequired && !vatRequired}>
      <div className="onboarding-form">
        {textField('legalBusinessName', 'text', 'organization')}
        {textField('registrationNumber')}
        <div className="listing-step__row">
          {textField('phoneNumber', 'tel', 'tel')}
          {textField('accountEmail', 'email', 'email')}
        </div>
        <CompanyContactExtras extra={form.extra} onChange={set('extra') as (e: CompanyExtra) => void} errors={errors} />
        <AddressFields address={form.address} onChange={set('address') as (a: Address) => void} errors={errors} />
        <CompanyPlaceAndEu extra={form.extra} onChange={set('extra') as (e: CompanyExtra) => void} errors={errors} />
        <TaxFields tax={form.tax} onChange={set('tax') as (t: TaxForm) => void} errors={errors} />
      </div>
    </StepFrame>
  );
}

/** The identity form of the signed-in host's type, once its saved details have arrived. */
export function IdentityDetailsForm() {
  const user = useUserInfo();
  const company = user.data?.type === 'company';
  const individual = useQuery({ queryKey: onboardingKeys.individual, queryFn: ({ signal }) => fetchIndividualDetails(signal), enabled: !!user.data && !company });
  const business = useQuery({ queryKey: onboardingKeys.business, queryFn: ({ signal }) => fetchBusinessDetails(signal), enabled: !!user.data && company });
  const query = company ? business : individual;
  // Fetched again on every visit (isFetchedAfterMount), so the form starts from what the server holds after a save.
  if (!user.data || !query.data || !query.isFetchedAfterMount) {
    const failed = user.isError || query.isError;
    return <StepLoading failed={failed} onRetry={() => (user.isError ? user.refetch() : query.refetch())} />;
  }
  return (
    <>
      {/* The legal form the details are given for (AS §3 company profile type). */}
      <p className="onboarding-form__note" data-profile-type={profileTypeOf(user.data.type)}>
        <FormattedMessage id="listing.onboarding.profileType" values={{ type: profileTypeOf(user.data.type) }} />
      </p>
      {company ? <CompanyForm saved={business.data!.company} /> : <IndividualForm saved={individual.data!.details} />}
    </>
  );
}

export function saveIdentityDetails(_ids: StepIds, values: Record<string, unknown>) {
  const v = values as IdentityValues;
  return v.kind === 'company' ? saveBusinessDetails({ company: v.company }) : saveIndividualDetails(v.details);
}
