import { useId, type ReactNode } from 'react';
import './choice-list.css';

// A required choice of one value among a few, each with a sentence saying what it means: native
// radios in a fieldset, so arrow keys move between them and the legend names the group. The
// error sits under the group and is read with it.

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

export function ChoiceList<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="choice-list" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="choice-card">
          <input type="radio" name={`${name}-${id}`} value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} />
          <span>
            {c.label}
            {c.description && <span className="choice-card__description">{c.description}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="choice-list__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
