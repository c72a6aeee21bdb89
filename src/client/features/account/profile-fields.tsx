import { useId, type ReactNode } from 'react';
import type { FieldName } from './profile-form';

// The profile form's fields: a label, a hint and the field's errors around each control, tied
// together for screen readers (aria-describedby, aria-invalid).

export function withCurrent<T extends string>(options: readonly T[], ...current: string[]): string[] {
  return [...new Set([...options, ...current.filter(Boolean)])];
}

export function displayNames(locale: string, type: 'language' | 'currency'): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

interface FieldProps {
  name: FieldName;
  label: string;
  errors?: string[];
  hint?: string;
  disabled?: boolean;
}

/** Label, hint and error wired to the control, so screen readers announce all three. */
function FieldFrame({ id, label, hint, errors, children, name }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={`form-field form-field--${name}${errors?.length ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      {errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint?: string, errors?: string[]) =>
  [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export function TextField(props: FieldProps & { value: string; onChange: (v: string) => void; type?: string; autoComplete?: string; required?: boolean; multiline?: boolean }) {
  const id = useId();
  const common = {
    id,
    name: props.name,
    value: props.value,
    disabled: props.disabled,
    required: props.required,
    'aria-invalid': props.errors?.length ? true : undefined,
    'aria-describedby': describedBy(id, props.hint, props.errors),
  };
  return (
    <FieldFrame {...props} id={id}>
      {props.multiline ? (
        <textarea {...common} rows={5} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
}

export function SelectField(props: FieldProps & { value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FieldFrame {...props} id={id}>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.errors)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function Switch(props: FieldProps & { checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className={`form-field form-field--checkbox${props.errors?.length ? ' form-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={props.errors?.length ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxGroup(props: Omit<FieldProps, 'label'> & { legend: string; values: string[]; onChange: (v: string[]) => void; options: { value: string; label: string }[] }) {
  const id = useId();
  const toggle = (value: string, on: boolean) => props.onChange(on ? [...props.values, value] : props.values.filter((x) => x !== value));
  return (
    <fieldset className={`form-field form-field--group${props.errors?.length ? ' form-field--invalid' : ''}`} aria-describedby={props.errors?.length ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      {/* Layout kept here until the shell stylesheet has a rule for option grids. */}
      <div className="form-field__options" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '0.5rem 1rem' }}>
        {props.options.map((o, i) => (
          <div key={o.value} className="form-field__option" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <input
              id={`${id}-${o.value}`}
              type="checkbox"
              // Only the first box carries the name, so "focus the first error" lands in the group.
              name={i === 0 ? props.name : undefined}
              value={o.value}
              checked={props.values.includes(o.value)}
              disabled={props.disabled}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
          </div>
        ))}
      </div>
      {props.errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
