import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property } from '../../../shared/schemas/property';
import { patchProperty } from '../../api/listing';
import { generalErrorTexts } from '../../api/error-text';
import { fieldErrorText } from '../../forms/field-error-text';
import { toApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { StepField } from '../../forms/step-field';
import { refreshListing } from './managed-listing';
import '../../ui/step-form-frame.css';

// /properties/{id}/about: the property's name and description (PATCH /api/app/properties/{id}).
// The limits are the server's (PropertyPatchSchema); a name is needed, as in the listing flow.
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 10_000;

export function PropertyAbout({ property }: { property: Property }) {
  const intl = useIntl();
  const client = useQueryClient();
  const initial = { title: property.title ?? '', description: property.description ?? '' };
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    meta: { errorShown: 'inline' },
    mutationFn: () => patchProperty(property.id, { title: title.trim(), description: description.trim() || null }),
    onSuccess: () => refreshListing(client, { propertyId: property.id }),
  });

  const titleIssue = !title.trim() ? intl.formatMessage({ id: 'listing.validation.required' }) : title.trim().length > TITLE_MAX ? intl.formatMessage({ id: 'listing.validation.tooLong' }, { max: TITLE_MAX }) : undefined;
  const descriptionIssue = description.trim().length > DESCRIPTION_MAX ? intl.formatMessage({ id: 'listing.validation.tooLong' }, { max: DESCRIPTION_MAX }) : undefined;
  // Compared with what the server holds now (the property refetched after a save).
  const dirty = title.trim() !== (property.title ?? '') || description.trim() !== (property.description ?? '');
  const serverFields = save.isError ? toApiError(save.error).fields : {};
  const serverError = (name: string) => (serverFields[name] ? fieldErrorText(intl, serverFields[name]) : undefined);
  const canSave = dirty && !titleIssue && !descriptionIssue && !save.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (canSave) save.mutate();
  };

  return (
    <form className="manage-step" aria-labelledby="manage-about-title" onSubmit={onSubmit} noValidate>
      <h2 id="manage-about-title" className="manage-step__title">
        <FormattedMessage id="listing.manage.about.title" />
      </h2>
      {save.isError && (
        <div role="alert" className="notice notice--error">
          {generalErrorTexts(intl, toApiError(save.error)).join(' ') || intl.formatMessage({ id: 'listing.manage.saveFailed' })}
        </div>
      )}
      <div className="listing-step__body">
        <StepField label={<FormattedMessage id="listing.manage.about.name" />} required error={serverError('title') ?? (touched ? titleIssue : undefined)}>
          {(field) => <input {...field} type="text" value={title} maxLength={TITLE_MAX + 50} onChange={(e) => setTitle(e.target.value)} onBlur={() => setTouched(true)} />}
        </StepField>
        <StepField
          label={<FormattedMessage id="listing.manage.about.description" />}
          error={serverError('description') ?? descriptionIssue}
          hint={<FormattedMessage id="listing.manage.about.descriptionHint" values={{ count: description.trim().length, max: DESCRIPTION_MAX }} />}
        >
          {(field) => <textarea {...field} rows={8} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </StepField>
      </div>
      <div className="manage-step__actions">
        <p role="status" className="manage-step__saved">
          {save.isSuccess && !dirty && <FormattedMessage id="listing.manage.saved" />}
        </p>
        <Button type="submit" variant="primary" disabled={!canSave} busy={save.isPending}>
          <FormattedMessage id="listing.action.save" />
        </Button>
      </div>
    </form>
  );
}
