import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import * as v from 'valibot';
import type { Property, LocationInput } from '../../../../shared/schemas/property';
import type { PropertiesConfigurationSchema } from '../../../../shared/schemas/properties-configuration';
import { validateAddress, type AddressIssue } from '../../../../shared/domain/address-format';
import { ALWAYS_REQUIRED_ADDRESS_FIELDS, type AddressFieldName } from '../../../../shared/domain/address-forms';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import { patchProperty, putLocation } from '../../../api/listing';
import { timeZoneChoices, timeZoneOfAddress } from '../../../../shared/domain/time/property-today';
import type { StepDefinition } from '../step-definition';
import { CountryOptions } from '../location/country-options';

// Step "location/address": the postal address, in the form of the chosen country (its fields,
// order, labels and required flags come from the configuration). The verdict is the shared
// validateAddress, the same one the server's PUT .../location/address applies.
// The property's time zone is chosen here too: by default the one of the address
// (timeZoneOfAddress, as the server derives it), or one the host sets by hand.

type Configuration = v.InferOutput<typeof PropertiesConfigurationSchema>;
type FieldName = 'countryCode' | AddressFieldName;
type Values = Record<FieldName, string>;

const text = (location: Record<string, unknown> | null, name: string) => (typeof location?.[name] === 'string' ? (location[name] as string) : '');

export function AddressStep({ property }: { property: Property }) {
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) return <StepLoading failed={configuration.isError} onRetry={() => void configuration.refetch()} />;
  return <AddressForm property={property} configuration={configuration.data} />;
}

function AddressForm({ property, configuration }: { property: Property; configuration: Configuration }) {
  const intl = useIntl();
  const [initial] = useState<Values>(() => ({
    countryCode: text(property.location, 'countryCode'),
    street: text(property.location, 'street'),
    houseNumberOrName: text(property.location, 'houseNumberOrName'),
    postalCode: text(property.location, 'postalCode'),
    city: text(property.location, 'city'),
    stateOrProvince: text(property.location, 'stateOrProvince'),
  }));
  const [values, setValues] = useState(initial);
  // '' = follow the address; a zone name = set by hand.
  const [initialZone] = useState(() => (property.timeZoneSetByHost ? property.timeZone : ''));
  const [timeZone, setTimeZone] = useState(initialZone);
  const [zones] = useState(() => timeZoneChoices(property.timeZone));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const serverErrors = useServerFieldErrors();

  const form = configuration.addressForm[values.countryCode];
  const states = configuration.countryStates[values.countryCode];
  const verdict = validateAddress(values.countryCode, values);
  const issues = new Map<string, AddressIssue>(verdict.valid ? [] : verdict.issues.map((i) => [i.name, i]));
  const required = (name: FieldName, flag = false) => flag || (ALWAYS_REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(name);
  const errorOf = (name: FieldName, maxLength?: number) => {
    if (serverErrors[name]) return serverErrors[name];
    const issue = issues.get(name);
    if (!issue || !touched[name]) return undefined;
    return intl.formatMessage({ id: `listing.address.error.${issue.reason}` }, { max: maxLength ?? 0, example: form?.postalCode.example ?? '' });
  };
  const set = (name: FieldName, value: string) => setValues((old) => ({ ...old, [name]: value }));
  const touch = (name: FieldName) => setTouched((old) => ({ ...old, [name]: true }));
  const dirty = timeZone !== initialZone || (Object.keys(values) as FieldName[]).some((k) => values[k].trim() !== initial[k].trim());
  // Sent as the host typed it: the server normalises with the same function.
  const body = verdict.valid
    ? { ...verdict.address, countryName: configuration.countries.find((c) => c.code === verdict.address.countryCode)?.name ?? null, [TIME_ZONE]: timeZoneChange(initialZone, timeZone) }
    : {};
  const derivedZone = timeZoneOfAddress({ ...property.location, ...values });

  return (
    <StepFrame values={body} dirty={dirty} valid={verdict.valid}>
      <StepField label={<FormattedMessage id="listing.address.country" />} required error={errorOf('countryCode')}>
        {(field) => (
          <select {...field} autoComplete="country" value={values.countryCode} onChange={(e) => set('countryCode', e.target.value)} onBlur={() => touch('countryCode')}>
            <CountryOptions countries={configuration.countries} emptyLabel={intl.formatMessage({ id: 'listing.field.choose' })} />
          </select>
        )}
      </StepField>
      {form?.fields.map((f) => (
        <StepField
          key={f.name}
          label={f.label}
          required={required(f.name, f.required)}
          error={errorOf(f.name, f.maxLength)}
          hint={f.name === 'postalCode' ? <FormattedMessage id="listing.address.postalCodeExample" values={{ example: form.postalCode.example }} /> : undefined}
        >
          {(field) =>
            f.name === 'stateOrProvince' && states ? (
              <select {...field} value={values.stateOrProvince} onChange={(e) => set('stateOrProvince', e.target.value)} onBlur={() => touch('stateOrProvince')}>
                <option value="">{intl.formatMessage({ id: 'listing.field.choose' })}</option>
                {states.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...field}
                type="text"
                autoComplete={AUTOCOMPLETE[f.name]}
                maxLength={f.maxLength}
                value={values[f.name]}
                onChange={(e) => set(f.name, e.target.value)}
                onBlur={() => touch(f.name)}
              />
            )
          }
        </StepField>
      ))}
      <StepField label={<FormattedMessage id="listing.address.timeZone" />} hint={<FormattedMessage id="listing.address.timeZoneHint" />} error={serverErrors.timeZone}>
        {(field) => (
          <select {...field} name="timeZone" value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'listing.address.timeZoneFromAddress' }, { zone: derivedZone })}</option>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        )}
      </StepField>
    </StepFrame>
  );
}

/** Browser autofill hints for the address fields. */
const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  street: 'address-line1',
  houseNumberOrName: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  stateOrProvince: 'address-level1',
};

/** The zone the form sends besides the address: undefined = unchanged, null = follow the address, else the host's zone. */
const TIME_ZONE = 'timeZone';
export function timeZoneChange(initial: string, chosen: string): string | null | undefined {
  if (chosen === initial) return undefined;
  return chosen === '' ? null : chosen;
}

export const step: StepDefinition = {
  id: 'location-address',
  Form: ({ property }) => <AddressStep property={property} />,
  save: async (ids, values) => {
    const { [TIME_ZONE]: timeZone, ...address } = values;
    const saved = await putLocation(ids.propertyId, 'address', address as LocationInput);
    return timeZone === undefined ? saved : patchProperty(ids.propertyId, { timeZone: timeZone as string | null });
  },
};
