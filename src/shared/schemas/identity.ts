import * as v from 'valibot';
import { noDirectionControls } from './text';
import { COMMERCIAL_MODELS } from '../domain/commercial-model';

// The identity server's forms. Messages are translation keys (scope "auth"), so the page that
// shows the error says it in the visitor's language.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('error.emailRequired'), v.maxLength(254, 'error.emailInvalid'), v.email('error.emailInvalid'));
const password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, 'error.passwordTooShort'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'error.passwordTooLong'),
);
const name = (required: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(100, 'error.nameTooLong'), noDirectionControls('error.nameDirectionControls'));

export const SignInForm = v.object({
  email,
  password: v.pipe(v.string(), v.nonEmpty('error.passwordRequired')),
});

export const RegistrationForm = v.pipe(
  v.object({
    email,
    password,
    passwordConfirmation: v.string(),
    givenName: name('error.givenNameRequired'),
    familyName: name('error.familyNameRequired'),
    accountType: v.picklist(['individual', 'company'], 'error.accountTypeRequired'),
    // Nothing is picked for the host; a form sent without a pick names the field like a wrong one.
    commercialModel: v.pipe(v.optional(v.string(), ''), v.picklist(COMMERCIAL_MODELS, 'error.commercialModelRequired')),
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (f) => f.password === f.passwordConfirmation, 'error.passwordsDiffer'),
    ['passwordConfirmation'],
  ),
);

// The account is the signed-in one (the identity server's session), never an address in the form.
export const PasswordChangeForm = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty('error.passwordRequired')),
    newPassword: password,
    passwordConfirmation: v.string(),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['passwordConfirmation']], (f) => f.newPassword === f.passwordConfirmation, 'error.passwordsDiffer'),
    ['passwordConfirmation'],
  ),
);

/** "Forgot password?": only the address; the answer is the same whether an account has it. */
export const ForgotPasswordForm = v.object({ email });

/** The page a reset link opens: the new password under the same rules as on the password page. */
export const PasswordResetForm = v.pipe(
  v.object({
    newPassword: password,
    passwordConfirmation: v.string(),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['passwordConfirmation']], (f) => f.newPassword === f.passwordConfirmation, 'error.passwordsDiffer'),
    ['passwordConfirmation'],
  ),
);

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, keyed by field name. */
export function formErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'form';
    out[field] ??= issue.message;
  }
  return out;
}
