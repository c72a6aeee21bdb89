import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

// One labelled field of the money forms: its error (or hint) is tied to it with aria-describedby,
// and aria-invalid marks it for assistive technology and for focusFirstError.
export function MoneyField({ label, error, hint, children }: { label: ReactNode; error?: string; hint?: ReactNode; children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true } : {}), ...(error || hint ? { 'aria-describedby': noteId } : {}) })}
      {error ? (
        <p id={noteId} className="form-field__error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="form-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export function TextField({ label, error, hint, value, onChange, ...rest }: { label: ReactNode; error?: string; hint?: ReactNode; value: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  return (
    <MoneyField label={label} error={error} hint={hint}>
      {(props) => <input {...rest} {...props} value={value} onChange={(event) => onChange(event.target.value)} />}
    </MoneyField>
  );
}
