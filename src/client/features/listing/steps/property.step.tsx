import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Property } from '../../../../shared/schemas/property';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import { patchProperty } from '../../../api/listing';
import type { StepDefinition } from '../step-definition';

// Step "property": what kind of accommodation it is, from the configuration's list for the
// property's type (single- or multi-unit; the server refuses a type of the other kind).
export function PropertyStep({ property }: { property: Property }) {
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) return <StepLoading failed={configuration.isError} onRetry={() => void configuration.refetch()} />;
  const options = configuration.data.accommodationType.filter((a) => a.listingTypes.includes(property.propertyType));
  return <PropertyForm initial={property.accommodationType ?? ''} options={options} />;
}

function PropertyForm({ initial, options }: { initial: string; options: { value: string; label: string }[] }) {
  const intl = useIntl();
  const [accommodationType, setAccommodationType] = useState(initial);
  const serverErrors = useServerFieldErrors();
  return (
    <StepFrame values={{ accommodationType }} dirty={accommodationType !== initial} valid={options.some((o) => o.value === accommodationType)}>
      <p className="listing-step__intro">
        <FormattedMessage id="listing.property.intro" />
      </p>
      <StepField label={<FormattedMessage id="listing.property.accommodationType" />} required error={serverErrors.accommodationType}>
        {(field) => (
          <select {...field} value={accommodationType} onChange={(e) => setAccommodationType(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'listing.field.choose' })}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </StepField>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'property',
  Form: ({ property }) => <PropertyStep property={property} />,
  save: (ids, values) => patchProperty(ids.propertyId, { accommodationType: (values.accommodationType as string | null) ?? null }),
};
