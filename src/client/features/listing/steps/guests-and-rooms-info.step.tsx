import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Unit, UnitPatch } from '../../../../shared/schemas/unit';
import { GUESTS_MAX, GUESTS_MIN } from '../../../../shared/domain/publishability';
import { areaToSquareMetres, displayArea, type MeasurementUnits } from '../../../../shared/domain/area-units';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { patchUnit } from '../../../api/listing';
import type { StepDefinition } from '../step-definition';

/** The server's bounds for a unit's size in square metres (UnitPatchSchema). */
const SIZE_MIN = 1;
const SIZE_MAX = 100_000;

type Issue = { key: string; values?: Record<string, number> } | null;

function guestsIssue(text: string): Issue {
  if (!text.trim()) return { key: 'required' };
  const n = Number(text);
  if (!Number.isInteger(n)) return { key: 'wholeNumber' };
  if (n < GUESTS_MIN || n > GUESTS_MAX) return { key: 'range', values: { min: GUESTS_MIN, max: GUESTS_MAX } };
  return null;
}

function sizeIssue(text: string, units: MeasurementUnits): Issue {
  if (!text.trim()) return null; // optional
  const n = Number(text);
  if (!Number.isFinite(n)) return { key: 'number' };
  const metres = areaToSquareMetres(n, units);
  if (metres < SIZE_MIN || metres > SIZE_MAX) return { key: 'range', values: { min: displayArea(SIZE_MIN, units)!, max: displayArea(SIZE_MAX, units)! } };
  return null;
}

// Step "guests-and-rooms/info": how many guests the unit sleeps and its size, in the host's units
// (the API stores square metres, HC §5).
export function GuestsStep({ unit }: { unit: Unit }) {
  const intl = useIntl();
  const initial = {
    guests: unit.guests == null ? '' : String(unit.guests),
    units: unit.propertySizeMeasurementUnit,
    size: unit.propertySize == null ? '' : String(displayArea(unit.propertySize, unit.propertySizeMeasurementUnit)),
  };
  const [guests, setGuests] = useState(initial.guests);
  const [units, setUnits] = useState<MeasurementUnits>(initial.units);
  const [size, setSize] = useState(initial.size);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const serverErrors = useServerFieldErrors();

  const issues = { guests: guestsIssue(guests), propertySize: sizeIssue(size, units) };
  const text = (name: keyof typeof issues) =>
    serverErrors[name] ?? (touched[name] && issues[name] ? intl.formatMessage({ id: `listing.validation.${issues[name]!.key}` }, issues[name]!.values) : undefined);
  const dirty = guests.trim() !== initial.guests || size.trim() !== initial.size || units !== initial.units;
  const values = {
    guests: Number(guests),
    propertySize: size.trim() ? areaToSquareMetres(Number(size), units) : null,
    propertySizeMeasurementUnit: units,
  };

  return (
    <StepFrame values={values} dirty={dirty} valid={!issues.guests && !issues.propertySize}>
      <StepField label={<FormattedMessage id="listing.guests.label" />} required error={text('guests')}>
        {(field) => (
          <input
            {...field}
            type="number"
            inputMode="numeric"
            min={GUESTS_MIN}
            max={GUESTS_MAX}
            step={1}
            value={guests}
            onChange={(e) => setGuests(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, guests: true }))}
          />
        )}
      </StepField>
      <div className="listing-step__row">
        <StepField label={<FormattedMessage id="listing.size.label" />} error={text('propertySize')}>
          {(field) => (
            <input
              {...field}
              type="number"
              inputMode="decimal"
              min={0}
              value={size}
              onChange={(e) => setSize(e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, propertySize: true }))}
            />
          )}
        </StepField>
        <StepField label={<FormattedMessage id="listing.size.units" />} required>
          {(field) => (
            <select {...field} value={units} onChange={(e) => setUnits(e.target.value as MeasurementUnits)}>
              <option value="metric">{intl.formatMessage({ id: 'listing.size.metric' })}</option>
              <option value="imperial">{intl.formatMessage({ id: 'listing.size.imperial' })}</option>
            </select>
          )}
        </StepField>
      </div>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'guests-and-rooms-info',
  Form: ({ unit }) => <GuestsStep unit={unit} />,
  save: (ids, values) => patchUnit(ids.unitId, values as UnitPatch),
};
