import { useId, type ReactNode } from 'react';

// One labelled field of the calendar forms with its error right under it, tied to the input by
// aria-describedby so a screen reader reads the error with the field.
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function FeedField({ label, error, hint, children }: { label: ReactNode; error?: string; hint?: ReactNode; children: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field calendar-sync__field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

/** After a refused submit, focus goes to the first field marked invalid, so its error is read. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has marked the fields.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
