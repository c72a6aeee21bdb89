import { INVALID_FIELD_KEY, isErrorKey, type NormalisedApiError } from '../../src/shared/domain/api-errors';

/**
 * What the step flows share: machines/listing-wizard and machines/verification-flow walk steps
 * of one form each, saving a step and moving on. Their step states are one chart
 * (step-flow-chart.ts); around it each has its own (the wizard checks eligibility and publishes;
 * the verification starts identity checks and ends when every step is complete). Their step on
 * screen is the same: the form's report, the fields the server refused, and a fresh start on every
 * step.
 */

/** A field the server refused, by error code (a translation key), never by message. */
export interface FieldError {
  field: string;
  code: string;
}

/** What the step's form reports: Save needs a valid form, Continue an unchanged one. */
export interface StepFormState {
  dirty: boolean;
  valid: boolean;
}

/** What a step flow's context holds of the step on screen. */
export interface StepOnScreen<TErrorCode extends string> {
  form: StepFormState;
  /** Field errors of the last failed save (or publish). */
  fieldErrors: FieldError[];
  errorCode: TErrorCode | null;
}

// A step's form starts untouched; validity is reported by the form as soon as it mounts.
const FRESH_FORM: StepFormState = { dirty: false, valid: false };

/** A step just opened: its form untouched, no refusal shown. */
export const FRESH_STEP = { form: FRESH_FORM, fieldErrors: [] as FieldError[], errorCode: null };

/** Field errors as codes: a translation key the server sent, else the generic invalid-field key. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const fields = (error as Partial<NormalisedApiError> | null)?.fields ?? {};
  return Object.entries(fields).map(([field, messages]) => ({ field, code: messages.find(isErrorKey) ?? INVALID_FIELD_KEY }));
}

/** Field errors as the step's form shows them: field → error code (translation key). */
export const fieldErrorMap = (fieldErrors: readonly FieldError[]): Record<string, string> =>
  Object.fromEntries(fieldErrors.map((e) => [e.field, e.code]));

/** What every step flow's connect gives its step frame: the form's report, Continue, Back, the step links. */
export interface StepFlowView {
  /** What the machine last heard of the step's form, to tell it again when the form differs. */
  readonly form: StepFormState;
  /** Field errors of the last refused save, field → error code (translation key). */
  readonly fieldErrors: Record<string, string>;
  /** The primary button: enabled, and worded Continue (an unchanged step) or Save and continue. */
  readonly canContinue: boolean;
  readonly continueLabel: 'continue' | 'saveAndContinue';
  readonly saving: boolean;
  readonly canBack: boolean;
  /** Whether the machine opens this step now (a step link, the address). */
  canOpen: (stepId: string) => boolean;
  retry: () => void;
  /** What the form says (dirty, valid). */
  changeForm: (dirty: boolean, valid: boolean) => void;
  /** The one primary action (button or Enter): saves the values, or passes the unchanged step; nothing when neither is possible. */
  continue: (values: Record<string, unknown>) => void;
  back: () => void;
  open: (stepId: string) => void;
}
