import { useId, type ReactNode } from 'react';
import { FormattedMessage } from '../i18n/intl';

// One labelled field with its error right under it, tied by aria-describedby so a screen reader
// reads the error with the field. A form where every field is needed (the calendar forms) leaves
// the required and optional marks off (`marks={false}`).
export function StepField({
  label,
  required,
  marks = true,
  className,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  /** Whether the label says "*" or "(optional)". */
  marks?: boolean;
  /** A class of the form's own beside "form-field". */
  className?: string;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true; required?: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-field', className, error ? 'form-field--invalid' : null].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {marks &&
          (required ? (
            <span aria-hidden="true"> *</span>
          ) : (
            <span className="form-field__optional">
              {' '}
              <FormattedMessage id="forms.field.optional" />
            </span>
          ))}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
