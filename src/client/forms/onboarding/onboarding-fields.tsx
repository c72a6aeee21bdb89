import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import * as v from 'valibot';
import { StepField } from '../step-field';
import { usePropertiesConfiguration } from '../../api/properties-configuration';
import { cutState, hasVat, issuesTaxId, NO_TAX_ID_COUNTRIES, NO_VAT_COUNTRIES, taxErrorField, type TaxForm } from '../../../shared/domain/tax-details';
import type { Address } from '../../../shared/schemas/onboarding';
import './onboarding.css';

// Pieces the onboarding forms share: field errors (the form's own, shown once a field was left,
// and the server's of the last save, shown at once), a country list, the address and the tax
// fields. Field names are the wire's nested names (address.city, owners[0].firstName); the one
// exception is taxId (AS §5: it stands for the first tax identification's id).

/** valibot issues -> { field name: first issue }, names in the bracket style the server answers. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[] | undefined, rename: (name: string) => string = (n) => n): Record<string, v.BaseIssue<unknown>> {
  const out: Record<string, v.BaseIssue<unknown>> = {};
  for (const issue of issues ?? []) {
    const name = rename((v.getDotPath(issue) ?? '').replace(/\.(\d+)(?=\.|$)/g, '[$1]'));
    if (!(name in out)) out[name] = issue;
  }
  return out;
}

/** What the form shows at a field: the server's error first, else its own once touched. */
export function useFieldErrors(issues: Record<string, v.BaseIssue<unknown>>, serverErrors: Record<string, string>, serverName: (field: string) => string = (f) => f) {
  const intl = useIntl();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // The wizard hands field names normalised to dots (owners.0.firstName, shared/domain/api-errors.ts);
  // the forms name fields with brackets as the server does: compare both in the dot form.
  const dots = (name: string) => name.replace(/\[(\d+)\]/g, '.$1');
  const server: Record<string, string> = {};
  for (const [name, text] of Object.entries(serverErrors)) server[dots(taxErrorField(name))] = text;
  const error = (field: string): string | undefined => {
    const fromServer = server[dots(serverName(field))] ?? server[dots(field)];
    if (fromServer) return fromServer;
    const issue = issues[field];
    if (!issue || !touched[field]) return undefined;
    const empty = issue.input === '' || issue.input === undefined || (typeof issue.input === 'string' && !issue.input.trim());
    return intl.formatMessage({ id: empty ? 'listing.validation.required' : `listing.onboarding.invalid` });
  };
  const touch = (field: string) => () => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  return { error, touch };
}

/** A region's name in the page's language (Intl.DisplayNames), the code when the runtime has none. */
export function regionName(locale: string, code: string) {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The countries of the configuration (translated by the server); `extra` adds codes outside it
 * (a tax country may be one the portal lists no property in), named by the browser.
 */
export function CountrySelect({ value, onChange, onBlur, field, extra = [] }: { value: string; onChange: (code: string) => void; onBlur: () => void; field: Record<string, unknown>; extra?: readonly string[] }) {
  const intl = useIntl();
  const configuration = usePropertiesConfiguration();
  const listed = configuration.data?.countries ?? [];
  const known = new Set(listed.map((c) => c.code));
  const added = [...new Set([...extra, ...(value ? [value] : [])])].filter((code) => !known.has(code)).map((code) => ({ code, name: regionName(intl.locale, code) }));
  const countries = [...listed.map((c) => ({ code: c.code, name: c.name })), ...added].sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  return (
    <select {...field} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} disabled={!configuration.data}>
      <option value="">{intl.formatMessage({ id: 'listing.onboarding.country.choose' })}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

/** The countries the tax rules of AS §5 name, offered as tax countries though no property is listed there. */
const TAX_EXTRA_COUNTRIES = [...new Set([...NO_TAX_ID_COUNTRIES, ...NO_VAT_COUNTRIES])];

export const emptyAddress = (): Address => ({ country: '', city: '', street: '', houseNumberOrName: '', postalCode: '', stateOrProvince: '' });

type Errors = ReturnType<typeof useFieldErrors>;

export function AddressFields({ address, onChange, errors, prefix = 'address', legendId = 'listing.onboarding.address.legend' }: { address: Address; onChange: (a: Address) => void; errors: Errors; prefix?: string; legendId?: string }) {
  const set = (k: keyof Address) => (e: { target: { value: string } }) => onChange({ ...address, [k]: k === 'stateOrProvince' ? cutState(e.target.value) : e.target.value });
  const text = (k: Exclude<keyof Address, 'country'>, required: boolean, extra: Record<string, unknown> = {}) => (
    <StepField key={k} label={<FormattedMessage id={`listing.onboarding.address.${k}`} />} required={required} error={errors.error(`${prefix}.${k}`)}>
      {(field) => <input {...field} {...extra} value={address[k] ?? ''} onChange={set(k)} onBlur={errors.touch(`${prefix}.${k}`)} />}
    </StepField>
  );
  return (
    <fieldset className="onboarding-form__group">
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      <StepField label={<FormattedMessage id="listing.onboarding.address.country" />} required error={errors.error(`${prefix}.country`)}>
        {(field) => <CountrySelect field={field} value={address.country} onChange={(country) => onChange({ ...address, country })} onBlur={errors.touch(`${prefix}.country`)} />}
      </StepField>
      <div className="listing-step__row">
        {text('street', true, { autoComplete: 'address-line1' })}
        {text('houseNumberOrName', true)}
      </div>
      <div className="listing-step__row">
        {text('postalCode', true, { autoComplete: 'postal-code' })}
        {text('city', true, { autoComplete: 'address-level2' })}
      </div>
      {text('stateOrProvince', false, { maxLength: 3 })}
    </fieldset>
  );
}

/** Tax details (AS §3, AS §5): the tax id only where the country issues one, the VAT id only when the host has one. */
export function TaxFields({ tax, onChange, errors }: { tax: TaxForm; onChange: (t: TaxForm) => void; errors: Errors }) {
  const country = tax.countryIssueTaxId;
  return (
    <fieldset className="onboarding-form__group">
      <legend>
        <FormattedMessage id="listing.onboarding.tax.legend" />
      </legend>
      <StepField label={<FormattedMessage id="listing.onboarding.tax.country" />} required error={errors.error('countryIssueTaxId')}>
        {(field) => <CountrySelect field={field} value={country} extra={TAX_EXTRA_COUNTRIES} onChange={(c) => onChange({ ...tax, countryIssueTaxId: c })} onBlur={errors.touch('countryIssueTaxId')} />}
      </StepField>
      {country && !issuesTaxId(country) ? (
        <p className="onboarding-form__note">
          <FormattedMessage id="listing.onboarding.tax.noTaxId" />
        </p>
      ) : (
        <StepField label={<FormattedMessage id="listing.onboarding.tax.taxId" />} required error={errors.error('taxId')}>
          {(field) => <input {...field} value={tax.taxId} onChange={(e) => onChange({ ...tax, taxId: e.target.value })} onBlur={errors.touch('taxId')} />}
        </StepField>
      )}
      {(!country || hasVat(country)) && (
        <label className="onboarding-form__check">
          <input type="checkbox" checked={tax.userHasVatId} onChange={(e) => onChange({ ...tax, userHasVatId: e.target.checked })} />
          <FormattedMessage id="listing.onboarding.tax.hasVat" />
        </label>
      )}
      {tax.userHasVatId && (!country || hasVat(country)) && (
        <StepField label={<FormattedMessage id="listing.onboarding.tax.vatId" />} required error={errors.error('vatId')} hint={<FormattedMessage id="listing.onboarding.tax.vatHint" />}>
          {(field) => <input {...field} value={tax.vatId} onChange={(e) => onChange({ ...tax, vatId: e.target.value })} onBlur={errors.touch('vatId')} />}
        </StepField>
      )}
    </fieldset>
  );
}
