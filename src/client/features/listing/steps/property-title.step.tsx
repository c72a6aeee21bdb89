import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Property } from '../../../../shared/schemas/property';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { patchProperty } from '../../../api/listing';
import type { StepDefinition } from '../step-definition';

/** The server's limit for a property title (PropertyPatchSchema). */
export const PROPERTY_TITLE_MAX = 150;

// Step "property-title" (multi-unit): the name of the property its units are listed under.
export function TitleStep({ property }: { property: Property }) {
  const intl = useIntl();
  const initial = property.title ?? '';
  const [title, setTitle] = useState(initial);
  const [touched, setTouched] = useState(false);
  const serverErrors = useServerFieldErrors();
  const trimmed = title.trim();
  const issue = !trimmed ? 'required' : trimmed.length > PROPERTY_TITLE_MAX ? 'tooLong' : null;
  const error = serverErrors.title ?? (touched && issue ? intl.formatMessage({ id: `listing.validation.${issue}` }, { max: PROPERTY_TITLE_MAX }) : undefined);
  return (
    <StepFrame values={{ title: trimmed }} dirty={trimmed !== initial.trim()} valid={!issue}>
      <StepField label={<FormattedMessage id="listing.title.label" />} required error={error} hint={<FormattedMessage id="listing.title.hint" values={{ max: PROPERTY_TITLE_MAX }} />}>
        {(field) => <input {...field} type="text" value={title} maxLength={PROPERTY_TITLE_MAX + 20} onChange={(e) => setTitle(e.target.value)} onBlur={() => setTouched(true)} />}
      </StepField>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'property-title',
  Form: ({ property }) => <TitleStep property={property} />,
  save: (ids, values) => patchProperty(ids.propertyId, { title: (values.title as string | null) ?? null }),
};
