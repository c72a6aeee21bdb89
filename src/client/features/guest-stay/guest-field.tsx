import type { ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import type { DraftField } from './stay-draft';

// One labelled field of the guest's form with its error right under it (aria-describedby, so a
// screen reader reads the error with the field). Ids are stable so an error can move the focus.

export const fieldId = (field: DraftField) => `guest-stay-${field}`;

export function GuestField({
  field,
  required,
  error,
  children,
}: {
  field: DraftField;
  required?: boolean;
  error?: string | undefined;
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactNode;
}) {
  const id = fieldId(field);
  const errorId = `${id}-error`;
  return (
    <div className={`form-field guest-stay__field guest-stay__field--${field}${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <FormattedMessage id={`guest-stay.field.${field}`} />
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="form-field__optional">
            {' '}
            <FormattedMessage id="guest-stay.field.optional" />
          </span>
        )}
      </label>
      {children({ id, name: field, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': required ? true : undefined })}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
