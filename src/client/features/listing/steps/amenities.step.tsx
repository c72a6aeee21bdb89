import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Unit } from '../../../../shared/schemas/unit';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import { patchUnit } from '../../../api/listing';
import type { StepDefinition } from '../step-definition';
import '../unit-steps/unit-steps.css';

// Step "amenities": what the unit offers, from the configuration (HC §3: grouped, general group
// first; topAmenities, what guests filter on most, asked first). Each amenity is shown once: the
// top ones in their own highlighted group, the rest in their groups. A filter narrows the lists.

/** Lower case without accents, so "cafe" finds "Café" and "lavastoviglie" finds "Lavastoviglie". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function AmenitiesStep({ unit }: { unit: Unit }) {
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) return <StepLoading failed={configuration.isError} onRetry={() => void configuration.refetch()} />;
  return <AmenitiesForm unit={unit} configuration={configuration.data} />;
}

function AmenitiesForm({ unit, configuration }: { unit: Unit; configuration: PropertiesConfiguration }) {
  const intl = useIntl();
  const filterId = useId();
  const serverErrors = useServerFieldErrors();
  // Configuration order, so the same choice always sends the same list.
  const order = configuration.amenities.flatMap((g) => g.items.map((i) => i.value));
  const known = new Set(order);
  const sorted = (set: ReadonlySet<string>) => order.filter((a) => set.has(a));
  // An amenity the configuration no longer offers cannot be saved again (the server refuses it).
  const [initial] = useState(() => new Set(unit.amenities.filter((a) => known.has(a))));
  const [chosen, setChosen] = useState<Set<string>>(initial);
  const [filter, setFilter] = useState('');

  const top = new Set(configuration.topAmenities.map((a) => a.value));
  const matches = (label: string) => fold(label).includes(fold(filter.trim()));
  const groups = [
    { group: 'top', label: intl.formatMessage({ id: 'listing.unitSteps.amenities.top' }), items: configuration.topAmenities.filter((a) => known.has(a.value)) },
    ...configuration.amenities.map((g) => ({ ...g, items: g.items.filter((i) => !top.has(i.value)) })),
  ]
    .map((g) => ({ ...g, items: g.items.filter((i) => matches(i.label)) }))
    .filter((g) => g.items.length > 0);

  const toggle = (value: string, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  const values = { amenities: sorted(chosen) };
  const dirty = values.amenities.join() !== sorted(initial).join();
  // The server names a refused amenity by its index in the list sent (amenities.3).
  const refused = Object.entries(serverErrors).filter(([name]) => name === 'amenities' || name.startsWith('amenities.'));

  return (
    <StepFrame values={values} dirty={dirty} valid>
      <p>
        <FormattedMessage id="listing.unitSteps.amenities.intro" />
      </p>
      {/* A search aid, not an answer: no StepField, so no "(optional)" mark. */}
      <div className="form-field">
        <label htmlFor={filterId}>
          <FormattedMessage id="listing.unitSteps.amenities.filter" />
        </label>
        <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
      </div>
      <p aria-live="polite" className="form-field__hint">
        <FormattedMessage id="listing.unitSteps.amenities.selected" values={{ count: chosen.size }} />
      </p>
      {refused.map(([name, message]) => (
        <p key={name} className="form-field__error" role="alert">
          {message}
        </p>
      ))}
      {groups.length === 0 && (
        <p role="status">
          <FormattedMessage id="listing.unitSteps.amenities.noMatch" values={{ filter: filter.trim() }} />
        </p>
      )}
      {groups.map((g) => (
        <fieldset key={g.group} className={`unit-amenities__group${g.group === 'top' ? ' unit-amenities__group--top' : ''}`}>
          <legend>{g.label}</legend>
          <div className="unit-amenities__items">
            {g.items.map((item) => (
              <label key={item.value} className="unit-amenities__item">
                <input type="checkbox" checked={chosen.has(item.value)} onChange={(e) => toggle(item.value, e.target.checked)} />
                {item.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'amenities',
  Form: ({ unit }) => <AmenitiesStep unit={unit} />,
  save: (ids, values) => patchUnit(ids.unitId, { amenities: values.amenities as string[] }),
};
