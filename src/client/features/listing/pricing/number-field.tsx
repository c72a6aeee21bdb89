import type { ReactNode } from 'react';
import { StepField } from '../../../forms/step-field';

// A number the host types (price, nights, percent); its unit is in the label, so it is read out. Kept as text so the
// host can clear it and type again; the shared schema judges the value.
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  hint,
  decimal = false,
  min,
  max,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  decimal?: boolean;
  min?: number;
  max?: number;
}) {
  return (
    <StepField label={label} required={required} error={error} hint={hint}>
      {(field) => (
          <input
            {...field}
            type="number"
            inputMode={decimal ? 'decimal' : 'numeric'}
            step={decimal ? 'any' : 1}
            min={min}
            max={max}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
      )}
    </StepField>
  );
}
