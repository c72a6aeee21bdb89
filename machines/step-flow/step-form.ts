import { INVALID_FIELD_KEY, isErrorKey, type NormalisedApiError } from '../../src/shared/domain/api-errors';

/**
 * What the step flows share: machines/listing-wizard and machines/verification-flow walk steps
 * of one form each, saving a step and moving on. Their charts differ (the wizard checks eligibility
 * and publishes; the verification starts identity checks and ends when every step is complete),
 * their step on screen is the same: the form's report, the fields the server refused, and a fresh
 * start on every step.
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
