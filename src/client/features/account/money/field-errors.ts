import type * as v from 'valibot';
import type { IntlShape } from '../../../i18n/intl';
import { INVALID_FIELD_KEY } from '../../../../shared/domain/api-errors';

// A refused field of a money form, in the host's words: each field the forms know has its own
// sentence (account.money.error.<field>); the server's English reason stays in the logs. The same
// field names come from the shared schema checked in the browser and from the server's 400.

export type FieldErrors = Record<string, string>;

const KNOWN_FIELDS = new Set([
  'name',
  'address.country',
  'address.city',
  'address.street',
  'address.houseNumberOrName',
  'address.postalCode',
  'address.stateOrProvince',
  'vatId',
  'email',
  'accountHolder',
  'iban',
  'bic',
  'mandateAccepted',
]);

export const fieldErrorMessage = (intl: Pick<IntlShape, 'formatMessage'>, field: string) =>
  intl.formatMessage({ id: KNOWN_FIELDS.has(field) ? `account.money.error.${field}` : INVALID_FIELD_KEY });

export function errorsFromFields(intl: Pick<IntlShape, 'formatMessage'>, fields: Record<string, unknown>): FieldErrors {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, fieldErrorMessage(intl, field)]));
}

export function errorsFromIssues(intl: Pick<IntlShape, 'formatMessage'>, issues: readonly v.BaseIssue<unknown>[], dotPath: (issue: v.BaseIssue<unknown>) => string | null): FieldErrors {
  const fields: Record<string, true> = {};
  for (const issue of issues) fields[dotPath(issue) ?? 'body'] = true;
  return errorsFromFields(intl, fields);
}

/** Moves the keyboard to the first refused field, so the host lands where the work is. */
export function focusFirstError(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
