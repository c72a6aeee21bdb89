import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate } from '../../router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flowFor, type PropertyType } from '../../../shared/domain/listing-steps';
import { createProperty } from '../../api/listing';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { usePropertiesConfiguration } from '../../api/properties-configuration';
import { StepLoading } from '../../forms/step-loading';
import { stepPath } from './listing-paths';
import { EntryLayout } from './entry/entry-layout';
import { propertyKeys } from '../../api/properties';
import './add-property-page.css';
import '../../ui/choice-list.css';

// /listing/add-property: the host says whether the property is rented as one unit or as several;
// the server creates the property with its first unit, and the wizard opens on its first step.
export default function AddPropertyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const configuration = usePropertiesConfiguration();
  const [propertyType, setPropertyType] = useState<PropertyType | ''>('');
  const [tried, setTried] = useState(false);
  const create = useMutation({
    meta: { errorShown: 'inline' },
    mutationFn: (type: PropertyType) => createProperty({ propertyType: type }),
    onSuccess: (property) => {
      // The new draft is on /properties at once, not when the cached list is 30 s old.
      void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
      const unitId = property.unitIds[0];
      if (unitId) navigate(stepPath(flowFor(property.propertyType), property.id, unitId, 'property'));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (propertyType) create.mutate(propertyType);
  };
  const missing = tried && !propertyType;

  return (
    <EntryLayout>
      <div className="listing-flow__step listing-add">
        <PageHeading title={<FormattedMessage id="listing.add.title" />} description={<FormattedMessage id="listing.add.intro" />} />
        {!configuration.data ? (
          <StepLoading failed={configuration.isError} onRetry={() => void configuration.refetch()} />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <fieldset className={`form-field form-field--group${missing ? ' form-field--invalid' : ''}`} aria-describedby={missing ? 'listing-add-error' : undefined}>
              <legend>
                <FormattedMessage id="listing.add.type" />
              </legend>
              {configuration.data.listingType.map((option) => (
                <label key={option.value} className="choice-card">
                  <input type="radio" name="propertyType" value={option.value} checked={propertyType === option.value} onChange={() => setPropertyType(option.value)} />
                  <span>
                    <span className="choice-card__title">{option.label}</span>
                    <span className="choice-card__description">{option.description}</span>
                  </span>
                </label>
              ))}
              {missing && (
                <p id="listing-add-error" className="form-field__error">
                  <FormattedMessage id="listing.validation.required" />
                </p>
              )}
            </fieldset>
            {create.isError && (
              <div role="alert" className="notice notice--error">
                {generalErrorTexts(intl, toApiError(create.error)).join(' ') || intl.formatMessage({ id: 'listing.error.saveFailed' })}
              </div>
            )}
            <Button type="submit" busy={create.isPending}>
              <FormattedMessage id="listing.add.submit" />
            </Button>
          </form>
        )}
      </div>
    </EntryLayout>
  );
}
