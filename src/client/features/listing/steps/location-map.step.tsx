import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { LocationInput, Property } from '../../../../shared/schemas/property';
import { putLocation } from '../../../api/listing';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { PinMap } from '../location/pin-map';
import { COUNTRY_CENTRES } from '../location/country-centres';
import '../location/location.css';
import type { StepDefinition } from '../step-definition';

// Step "location/map": the exact spot of the property. The pin starts where the property was
// saved, else at the chosen place, else in the middle of its country; dragging it or clicking the
// map moves it. Latitude and longitude are also two text fields — the keyboard's way to place
// the pin, and the whole step where a browser cannot draw the map. Save sends PUT location/map.

type Axis = 'latitude' | 'longitude';
const BOUNDS: Record<Axis, { min: number; max: number }> = { latitude: { min: -90, max: 90 }, longitude: { min: -180, max: 180 } };
/** Where the map opens with no country either: Europe, where most hosts are. */
const FALLBACK: readonly [number, number] = [48, 10];

type Verdict = { ok: true; value: number } | { ok: false; reason: 'required' | 'number' | 'range' };

/** A coordinate as typed: a comma is a decimal separator too (de-DE, fr-FR, it-IT keyboards). */
export function readCoordinate(text: string, axis: Axis): Verdict {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { ok: false, reason: 'required' };
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return { ok: false, reason: 'number' };
  const value = Number(trimmed);
  const { min, max } = BOUNDS[axis];
  return value < min || value > max ? { ok: false, reason: 'range' } : { ok: true, value };
}

const savedPin = (location: Record<string, unknown> | null) =>
  typeof location?.latitude === 'number' && typeof location.longitude === 'number' ? { latitude: location.latitude, longitude: location.longitude } : null;

function startingView(location: Record<string, unknown> | null) {
  const saved = savedPin(location);
  // Country shapes are all the map has: from this far the host still sees where the pin is.
  if (saved) return { ...saved, zoom: 7 };
  const centre = typeof location?.countryCode === 'string' ? COUNTRY_CENTRES[location.countryCode] : undefined;
  const [latitude, longitude] = centre ?? FALLBACK;
  return { latitude, longitude, zoom: centre ? 5 : 3 };
}

export function LocationMapForm({ property }: { property: Property }) {
  const intl = useIntl();
  const serverErrors = useServerFieldErrors();
  const [saved] = useState(() => savedPin(property.location));
  const [view] = useState(() => startingView(property.location));
  const [text, setText] = useState<Record<Axis, string>>(() => ({ latitude: String(view.latitude), longitude: String(view.longitude) }));
  const [touched, setTouched] = useState<Partial<Record<Axis, boolean>>>({});
  // The pin stays at the last valid position while a field is being corrected.
  const [pin, setPin] = useState({ latitude: view.latitude, longitude: view.longitude });

  const verdicts: Record<Axis, Verdict> = { latitude: readCoordinate(text.latitude, 'latitude'), longitude: readCoordinate(text.longitude, 'longitude') };
  const valid = verdicts.latitude.ok && verdicts.longitude.ok;
  const values: LocationInput = verdicts.latitude.ok && verdicts.longitude.ok ? { latitude: verdicts.latitude.value, longitude: verdicts.longitude.value } : {};
  // No saved pin yet: the proposed one is new, so Save is offered for it.
  const dirty = !saved || !valid || values.latitude !== saved.latitude || values.longitude !== saved.longitude;

  const type = (axis: Axis, value: string) => {
    setText((old) => ({ ...old, [axis]: value }));
    const verdict = readCoordinate(value, axis);
    if (verdict.ok) setPin((old) => ({ ...old, [axis]: verdict.value }));
  };
  const moveTo = (latitude: number, longitude: number) => {
    setText({ latitude: String(latitude), longitude: String(longitude) });
    setPin({ latitude, longitude });
  };
  const errorOf = (axis: Axis) => {
    if (serverErrors[axis]) return serverErrors[axis];
    const verdict = verdicts[axis];
    if (verdict.ok || !touched[axis]) return undefined;
    if (verdict.reason === 'required') return intl.formatMessage({ id: 'listing.validation.required' });
    if (verdict.reason === 'number') return intl.formatMessage({ id: 'listing.validation.number' });
    return intl.formatMessage({ id: 'listing.validation.range' }, BOUNDS[axis]);
  };

  return (
    <StepFrame values={values} dirty={dirty} valid={valid}>
      <p className="location-step__intro">
        <FormattedMessage id="listing.location.map.intro" />
      </p>
      <PinMap latitude={pin.latitude} longitude={pin.longitude} zoom={view.zoom} onMove={moveTo} />
      <div className="location-coordinates">
        {(['latitude', 'longitude'] as const).map((axis) => (
          <StepField
            key={axis}
            label={<FormattedMessage id={`listing.location.map.${axis}`} />}
            required
            error={errorOf(axis)}
            hint={<FormattedMessage id={`listing.location.map.${axis}Hint`} />}
          >
            {(field) => (
              <input
                {...field}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={text[axis]}
                onChange={(e) => type(axis, e.target.value)}
                onBlur={() => setTouched((old) => ({ ...old, [axis]: true }))}
              />
            )}
          </StepField>
        ))}
      </div>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'location-map',
  Form: ({ property }) => <LocationMapForm property={property} />,
  save: (ids, values) => putLocation(ids.propertyId, 'map', values as LocationInput),
};
