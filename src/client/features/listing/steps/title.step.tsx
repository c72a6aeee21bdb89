import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Unit } from '../../../../shared/schemas/unit';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { patchUnit } from '../../../api/listing';
import { LengthCounter } from '../unit-steps/length-counter';
import { issueText, type Issue } from '../unit-steps/validation-text';
import type { StepDefinition } from '../step-definition';

// Step "title": the unit's title and description as guests read them. Limits of UnitPatchSchema
// (title 150, description 10000 characters, both trimmed); a title is needed to publish
// (shared/domain/publishability), a description is optional.

export const UNIT_TITLE_MAX = 150;
export const UNIT_DESCRIPTION_MAX = 10_000;

const titleIssue = (text: string): Issue | null =>
  !text ? { id: 'listing.validation.required' } : text.length > UNIT_TITLE_MAX ? { id: 'listing.validation.tooLong', values: { max: UNIT_TITLE_MAX } } : null;
const descriptionIssue = (text: string): Issue | null =>
  text.length > UNIT_DESCRIPTION_MAX ? { id: 'listing.validation.tooLong', values: { max: UNIT_DESCRIPTION_MAX } } : null;

export function UnitTitleStep({ unit }: { unit: Unit }) {
  const intl = useIntl();
  const counterId = useId();
  const initial = { title: unit.title ?? '', description: unit.description ?? '' };
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const serverErrors = useServerFieldErrors();
  const values = { title: title.trim(), description: description.trim() || null };
  const issues = { title: titleIssue(values.title), description: descriptionIssue(values.description ?? '') };
  // Too long shows while typing (the counter turns red); required once the field is left.
  const errorOf = (name: keyof typeof issues) =>
    serverErrors[name] ?? (issues[name] && (touched[name] || issues[name]!.id === 'listing.validation.tooLong') ? issueText(intl, issues[name]) : undefined);
  const dirty = values.title !== initial.title.trim() || (values.description ?? '') !== initial.description.trim();

  return (
    <StepFrame values={values} dirty={dirty} valid={!issues.title && !issues.description}>
      <StepField label={<FormattedMessage id="listing.unitSteps.title.label" />} required error={errorOf('title')} hint={<FormattedMessage id="listing.unitSteps.title.hint" />}>
        {(field) => (
          <input
            {...field}
            aria-describedby={[field['aria-describedby'], `${counterId}-title`].filter(Boolean).join(' ')}
            type="text"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, title: true }))}
          />
        )}
      </StepField>
      <LengthCounter id={`${counterId}-title`} length={values.title.length} max={UNIT_TITLE_MAX} />
      <StepField
        label={<FormattedMessage id="listing.unitSteps.description.label" />}
        error={errorOf('description')}
        hint={<FormattedMessage id="listing.unitSteps.description.hint" />}
      >
        {(field) => (
          <textarea
            {...field}
            aria-describedby={[field['aria-describedby'], `${counterId}-description`].filter(Boolean).join(' ')}
            rows={8}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, description: true }))}
          />
        )}
      </StepField>
      <LengthCounter id={`${counterId}-description`} length={(values.description ?? '').length} max={UNIT_DESCRIPTION_MAX} />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'title',
  Form: ({ unit }) => <UnitTitleStep unit={unit} />,
  save: (ids, values) => patchUnit(ids.unitId, { title: values.title as string, description: (values.description as string | null) ?? null }),
};
