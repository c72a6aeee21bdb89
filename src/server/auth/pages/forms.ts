import { html } from 'hono/html';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrors } from '../../../shared/schemas/identity';
import { referralCodeFrom } from '../../../shared/domain/referral';
import { COMMERCIAL_MODELS } from '../../../shared/domain/commercial-model';
import { alert, field, type Translate } from './render';

// The forms of the identity server. Values come back on error so nothing typed is lost
// (passwords excepted, by design).
const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * The field the page opens on: the first one refused, in the form's order, so a host sent back
 * (a taken address, a short password) lands on what to correct, not at the top of a long form;
 * the first field when nothing was refused.
 */
const focusOf = (order: readonly string[], errors: FieldErrors | undefined) => order.find((name) => errors?.[name]) ?? order[0];

export function signInForm(t: Translate, o: { action: string; registerHref: string; forgotHref: string; email?: string; errors?: FieldErrors; general?: string }) {
  const e = (k: string) => (o.errors?.[k] ? t(o.errors[k]!, limits) : undefined);
  return html`${alert(o.general)}
<form method="post" action="${o.action}" novalidate>
${field({ name: 'email', type: 'email', label: t('field.email'), value: o.email, error: e('email'), autocomplete: 'username', autofocus: !o.email })}
${field({ name: 'password', type: 'password', label: t('field.password'), error: e('password'), autocomplete: 'current-password', autofocus: !!o.email })}
<button type="submit">${t('action.signIn')}</button>
</form>
<p class="auth-switch"><a href="${o.forgotHref}">${t('text.forgotPasswordLink')}</a></p>
<p class="auth-switch">${t('text.noAccount')} <a href="${o.registerHref}">${t('text.registerLink')}</a></p>`;
}

export function registrationForm(
  t: Translate,
  o: { action: string; signInHref: string; values?: Record<string, string>; errors?: FieldErrors; general?: string; passwordCleared?: boolean },
) {
  const e = (k: string) => (o.errors?.[k] ? t(o.errors[k]!, limits) : undefined);
  const v = o.values ?? {};
  const type = v.accountType ?? 'individual';
  // The invitation the host came through (a referral code), kept until the form is sent.
  const ref = referralCodeFrom(v.ref);
  const focus = focusOf(['givenName', 'familyName', 'email', 'accountType', 'commercialModel', 'password', 'passwordConfirmation'], o.errors);
  // A password the host typed is not sent back with the page: say so, or the form comes back
  // with its password fields empty and the next send is refused for them.
  const passwordHint = o.passwordCleared ? `${t('text.passwordAgain')} ${t('text.passwordHint', limits)}` : t('text.passwordHint', limits);
  return html`${alert(o.general)}
<form method="post" action="${o.action}" novalidate>
${field({ name: 'givenName', label: t('field.givenName'), value: v.givenName, error: e('givenName'), autocomplete: 'given-name', autofocus: focus === 'givenName' })}
${field({ name: 'familyName', label: t('field.familyName'), value: v.familyName, error: e('familyName'), autocomplete: 'family-name', autofocus: focus === 'familyName' })}
${field({ name: 'email', type: 'email', label: t('field.email'), value: v.email, error: e('email'), autocomplete: 'email', autofocus: focus === 'email' })}
<fieldset${e('accountType') ? html` aria-describedby="field-accountType-error"` : ''}>
<legend>${t('field.accountType')}</legend>
${(['individual', 'company'] as const).map(
  (k) => html`<label class="auth-radio"><input type="radio" name="accountType" value="${k}"${type === k ? html` checked` : ''}${focus === 'accountType' && k === 'individual' ? html` autofocus` : ''}> ${t(`accountType.${k}`)}</label>`,
)}
${e('accountType') ? html`<p class="auth-error" id="field-accountType-error">${e('accountType')}</p>` : ''}
</fieldset>
<fieldset class="auth-choice"${e('commercialModel') ? html` aria-describedby="field-commercialModel-error"` : ''}>
<legend>${t('field.commercialModel')}</legend>
${COMMERCIAL_MODELS.map(
  // The option's name is its title; the explanation is its description, read after it.
  (k, index) => html`<div class="auth-option"><input type="radio" id="commercialModel-${k}" name="commercialModel" value="${k}" aria-describedby="commercialModel-${k}-description"${v.commercialModel === k ? html` checked` : ''}${focus === 'commercialModel' && index === 0 ? html` autofocus` : ''}><span><label for="commercialModel-${k}"><strong>${t(`commercialModel.${k}`)}</strong></label><span class="auth-hint" id="commercialModel-${k}-description">${t(`commercialModel.${k}.description`)}</span></span></div>`,
)}
${e('commercialModel') ? html`<p class="auth-error" id="field-commercialModel-error">${e('commercialModel')}</p>` : html`<p class="auth-hint">${t('commercialModel.changeLater')}</p>`}
</fieldset>
${field({ name: 'password', type: 'password', label: t('field.password'), error: e('password'), autocomplete: 'new-password', hint: passwordHint, autofocus: focus === 'password' })}
${field({ name: 'passwordConfirmation', type: 'password', label: t('field.passwordConfirmation'), error: e('passwordConfirmation'), autocomplete: 'new-password', autofocus: focus === 'passwordConfirmation' })}
${ref ? html`<input type="hidden" name="ref" value="${ref}">` : ''}
<button type="submit">${t('action.register')}</button>
</form>
<p class="auth-switch">${t('text.haveAccount')} <a href="${o.signInHref}">${t('text.signInLink')}</a></p>`;
}

/** The password page of the signed-in account: `email` names it, it is not a field. */
export function passwordChangeForm(t: Translate, o: { action: string; email: string; errors?: FieldErrors; general?: string; success?: string }) {
  const e = (k: string) => (o.errors?.[k] ? t(o.errors[k]!, limits) : undefined);
  const focus = focusOf(['currentPassword', 'newPassword', 'passwordConfirmation'], o.errors);
  return html`${alert(o.general)}${alert(o.success, 'success')}
<p class="auth-hint">${t('text.signedInAs', { email: o.email })}</p>
<form method="post" action="${o.action}" novalidate>
${field({ name: 'currentPassword', type: 'password', label: t('field.currentPassword'), error: e('currentPassword'), autocomplete: 'current-password', autofocus: focus === 'currentPassword' })}
${field({ name: 'newPassword', type: 'password', label: t('field.newPassword'), error: e('newPassword'), autocomplete: 'new-password', hint: t('text.passwordHint', limits), autofocus: focus === 'newPassword' })}
${field({ name: 'passwordConfirmation', type: 'password', label: t('field.passwordConfirmation'), error: e('passwordConfirmation'), autocomplete: 'new-password', autofocus: focus === 'passwordConfirmation' })}
<button type="submit">${t('action.changePassword')}</button>
</form>`;
}

/** "Forgot password?": the address to send the link to. */
export function forgotPasswordForm(t: Translate, o: { action: string; email?: string; errors?: FieldErrors; general?: string }) {
  const e = (k: string) => (o.errors?.[k] ? t(o.errors[k]!, limits) : undefined);
  return html`${alert(o.general)}
<p>${t('text.forgotPasswordIntro')}</p>
<form method="post" action="${o.action}" novalidate>
${field({ name: 'email', type: 'email', label: t('field.email'), value: o.email, error: e('email'), autocomplete: 'username', autofocus: true })}
<button type="submit">${t('action.sendResetLink')}</button>
</form>`;
}

/** The page a reset link opens: `email` names the account the link is for, it is not a field. */
export function passwordResetForm(t: Translate, o: { action: string; email: string; errors?: FieldErrors; general?: string }) {
  const e = (k: string) => (o.errors?.[k] ? t(o.errors[k]!, limits) : undefined);
  const focus = focusOf(['newPassword', 'passwordConfirmation'], o.errors);
  return html`${alert(o.general)}
<p class="auth-hint">${t('text.resetFor', { email: o.email })}</p>
<form method="post" action="${o.action}" novalidate>
<input type="text" name="username" value="${o.email}" autocomplete="username" hidden>
${field({ name: 'newPassword', type: 'password', label: t('field.newPassword'), error: e('newPassword'), autocomplete: 'new-password', hint: t('text.passwordHint', limits), autofocus: focus === 'newPassword' })}
${field({ name: 'passwordConfirmation', type: 'password', label: t('field.passwordConfirmation'), error: e('passwordConfirmation'), autocomplete: 'new-password', autofocus: focus === 'passwordConfirmation' })}
<button type="submit">${t('action.saveNewPassword')}</button>
</form>`;
}
