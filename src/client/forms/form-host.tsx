import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// Where a step form is shown decides its frame: the wizard (heading, Back and Save and continue, progress) or
// a management page (heading and Save only). The forms only say what they hold (values, dirty,
// valid) through <StepFrame>, and read the server's field errors of their last save here.

export interface StepFrameProps {
  values: Record<string, unknown>;
  dirty: boolean;
  valid: boolean;
  children: ReactNode;
  /** A formless step (start-unit): nothing to save, so no Save button (in the wizard, Continue passes it). */
  formless?: boolean;
  /** The Publish step: something outside the listing (identity verification) must come first. */
  publishBlocked?: boolean;
}

export interface FormHost {
  Frame: ComponentType<StepFrameProps>;
  /** The server's field errors of the last save, translated, by field name. */
  fieldErrors: Record<string, string>;
}

/** The property and unit a step form saves to (the ids a form's save receives). */
export interface StepIds {
  propertyId: string;
  unitId: string;
}

export const FormHostContext = createContext<FormHost | null>(null);

export function useFormHost(): FormHost {
  const host = useContext(FormHostContext);
  if (!host) throw new Error('A step form needs a FormHostContext (the wizard or a management page)');
  return host;
}

/** The server's field errors of the last save, translated, by field name (from the form's host). */
export function useServerFieldErrors(): Record<string, string> {
  return useFormHost().fieldErrors;
}

/** The frame of the current host: forms render <StepFrame values dirty valid>…</StepFrame>. */
export function StepFrame(props: StepFrameProps) {
  const { Frame } = useFormHost();
  return <Frame {...props} />;
}
