import { useId, useMemo, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from '../../../i18n/intl';
import * as v from 'valibot';
import type { LocationInput, Property } from '../../../../shared/schemas/property';
import type { PropertiesConfigurationSchema } from '../../../../shared/schemas/properties-configuration';
import type { Place } from '../../../../shared/schemas/places';
import { putLocation } from '../../../api/listing';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import { PlaceCombobox } from '../location/place-combobox';
import '../location/location.css';
import type { StepDefinition } from '../step-definition';
import { CountryOptions } from '../location/country-options';

// Step "location": the host finds the city or town of the property (the places search) and
// picks one; its country and coordinates come with it. Save sends PUT location/autocomplete;
// the address and the exact pin follow in the next two steps.

type Configuration = v.InferOutput<typeof PropertiesConfigurationSchema>;

/** What a chosen place puts into the location (and what the saved location gives back). */
interface Chosen {
  city: string;
  countryCode: string;
  stateOrProvince: string | null;
  latitude: number;
  longitude: number;
}

function savedChoice(location: Record<string, unknown> | null): Chosen | null {
  const l = location ?? {};
  if (typeof l.city !== 'string' || typeof l.countryCode !== 'string' || typeof l.latitude !== 'number' || typeof l.longitude !== 'number') return null;
  return { city: l.city, countryCode: l.countryCode, stateOrProvince: typeof l.stateOrProvince === 'string' ? l.stateOrProvince : null, latitude: l.latitude, longitude: l.longitude };
}

const sameChoice = (a: Chosen | null, b: Chosen | null) =>
  a === b || (!!a && !!b && a.city === b.city && a.countryCode === b.countryCode && a.latitude === b.latitude && a.longitude === b.longitude);

export function LocationStep({ property }: { property: Property }) {
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) return <StepLoading failed={configuration.isError} onRetry={() => void configuration.refetch()} />;
  return <LocationForm property={property} configuration={configuration.data} />;
}

function LocationForm({ property, configuration }: { property: Property; configuration: Configuration }) {
  const intl = useIntl();
  const [initial] = useState(() => savedChoice(property.location));
  const [chosen, setChosen] = useState<Chosen | null>(initial);
  const [country, setCountry] = useState(() => (typeof property.location?.countryCode === 'string' ? property.location.countryCode : ''));
  const serverErrors = useServerFieldErrors();
  const searchId = useId();
  const chosenId = useId();

  const names = useMemo(() => new Map(configuration.countries.map((c) => [c.code, c.name])), [configuration.countries]);
  const countries = useMemo(() => new Set(names.keys()), [names]);
  const countryName = (code: string) => names.get(code) ?? code;

  const choose = (place: Place) =>
    setChosen({ city: place.name, countryCode: place.countryCode, stateOrProvince: place.region, latitude: place.latitude, longitude: place.longitude });

  const values: LocationInput = chosen
    ? {
        countryCode: chosen.countryCode,
        countryName: countryName(chosen.countryCode),
        city: chosen.city,
        // Only a state the address form offers (US places carry one); a name like "Toscana" is not a code.
        ...(chosen.stateOrProvince && configuration.countryStates[chosen.countryCode]?.some((s) => s.code === chosen.stateOrProvince)
          ? { stateOrProvince: chosen.stateOrProvince }
          : {}),
        latitude: chosen.latitude,
        longitude: chosen.longitude,
      }
    : {};
  // The server names the field it refused; a refused place shows under the search.
  const serverError = serverErrors.city ?? serverErrors.countryCode ?? serverErrors.latitude ?? serverErrors.longitude;

  return (
    <StepFrame values={values} dirty={!sameChoice(chosen, initial)} valid={chosen !== null}>
      <p className="location-step__intro">
        <FormattedMessage id="listing.location.intro" />
      </p>
      <StepField label={<FormattedMessage id="listing.location.country" />} hint={<FormattedMessage id="listing.location.countryHint" />}>
        {(field) => (
          <select {...field} autoComplete="country" value={country} onChange={(e) => setCountry(e.target.value)}>
            <CountryOptions countries={configuration.countries} emptyLabel={intl.formatMessage({ id: 'listing.location.anyCountry' })} />
          </select>
        )}
      </StepField>
      <div className={`form-field${serverError ? ' form-field--invalid' : ''}`}>
        <label htmlFor={searchId}>
          <FormattedMessage id="listing.location.search.label" />
          <span aria-hidden="true"> *</span>
        </label>
        <PlaceCombobox
          id={searchId}
          country={country}
          countries={countries}
          countryName={countryName}
          onChoose={choose}
          describedBy={[chosenId, serverError ? `${chosenId}-error` : null].filter(Boolean).join(' ')}
          invalid={!!serverError}
        />
        {serverError && (
          <p id={`${chosenId}-error`} className="form-field__error">
            {serverError}
          </p>
        )}
      </div>
      <div id={chosenId} className={`location-chosen${chosen ? '' : ' location-chosen--empty'}`} aria-live="polite">
        {chosen ? (
          <>
            <p className="location-chosen__title">
              <FormattedMessage
                id="listing.location.chosen"
                values={{ place: [chosen.city, chosen.stateOrProvince, countryName(chosen.countryCode)].filter(Boolean).join(', ') }}
              />
            </p>
            <p className="location-chosen__coordinates">
              <FormattedMessage
                id="listing.location.coordinates"
                values={{
                  latitude: <FormattedNumber value={chosen.latitude} maximumFractionDigits={5} />,
                  longitude: <FormattedNumber value={chosen.longitude} maximumFractionDigits={5} />,
                }}
              />
            </p>
          </>
        ) : (
          <p>
            <FormattedMessage id="listing.location.nothingChosen" />
          </p>
        )}
      </div>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'location',
  Form: ({ property }) => <LocationStep property={property} />,
  save: (ids, values) => putLocation(ids.propertyId, 'autocomplete', values as LocationInput),
};
