import type { ReactNode } from 'react';
import { StepField } from '../../forms/step-field';

// One labelled field of the calendar forms with its error right under it (the shared StepField,
// without required or optional marks: every field of these forms is needed).
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function FeedField({ label, error, hint, children }: { label: ReactNode; error?: string; hint?: ReactNode; children: (props: FieldControlProps) => ReactNode }) {
  return (
    <StepField label={label} error={error} hint={hint} marks={false} className="calendar-sync__field">
      {({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
    </StepField>
  );
}

/** After a refused submit, focus goes to the first field marked invalid, so its error is read. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has marked the fields.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
