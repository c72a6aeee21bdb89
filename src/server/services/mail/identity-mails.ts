import { html } from 'hono/html';
import { formatMoment } from './compose';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../../shared/i18n/locales';
import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { mailButton, mailHtml, mailTranslator, type MailTranslate } from './render';

// The account's security mails (auth/password-reset.ts, auth/email-verification.ts, the password
// page in auth/interactions.ts): a password link, an address confirmation and the notice that the
// password changed. They are SECURITY_MAIL_KINDS (shared/domain/mail/outbox.ts): no unsubscribe
// link and no List-Unsubscribe header, since a host who stopped them would miss a stranger's change.

export const PASSWORD_RESET_MAIL_KIND: MailKind = 'identity.password-reset';
export const EMAIL_VERIFICATION_MAIL_KIND: MailKind = 'identity.email-verification';
export const PASSWORD_CHANGED_MAIL_KIND: MailKind = 'identity.password-changed';

/** Who gets the mail: the account's address, in the language the host uses the portal in. */
export interface MailRecipient {
  email: string;
  locale: string;
  name: string;
}


interface SecurityMailParts {
  key: string;
  kind: MailKind;
  to: MailRecipient;
  /** Texts under this prefix: subject, heading, intro ({email}) and action. */
  prefix: 'passwordReset' | 'emailVerification' | 'passwordChanged';
  link: string;
  /** Lines after the intro (the link's lifetime, what to do if it was not you). */
  notes: (t: MailTranslate, locale: Locale) => string[];
  introValues?: (locale: Locale) => Record<string, string>;
}

/** One frame for the three: greeting, intro, the notes, the button and the link as text. */
async function securityMail(parts: SecurityMailParts): Promise<OutgoingMail> {
  const locale = toLocale(parts.to.locale) ?? DEFAULT_LOCALE;
  const t = await mailTranslator(locale);
  const greeting = parts.to.name ? t('greeting', { name: parts.to.name }) : t('greetingNoName');
  const intro = t(`${parts.prefix}.intro`, { email: parts.to.email, ...parts.introValues?.(locale) });
  const notes = parts.notes(t, locale);
  const action = t(`${parts.prefix}.action`);
  const reason = t('identity.reason');
  const body = html`<p style="margin:0 0 12px">${greeting}</p>
<p style="margin:0 0 16px">${intro}</p>
${notes.map((note) => html`<p style="margin:0 0 12px">${note}</p>`)}
${mailButton(parts.link, action)}
<p style="margin:0;font-size:13px;color:#52606d;word-break:break-all">${parts.link}</p>`;
  const text = [greeting, '', intro, '', ...notes.flatMap((note) => [note, '']), `${action}: ${parts.link}`, '', '-- ', reason, ''].join('\n');
  return {
    key: parts.key,
    to: parts.to.email,
    language: locale,
    kind: parts.kind,
    subject: t(`${parts.prefix}.subject`),
    html: await mailHtml({ locale, t, title: t(`${parts.prefix}.heading`), body, reason }),
    text,
  };
}

/** "Choose a new password": the link of one reset token, working once until `expiresAt`. */
export function passwordResetMail(input: { tokenId: string; to: MailRecipient; link: string; expiresAt: Date }): Promise<OutgoingMail> {
  return securityMail({
    key: `${PASSWORD_RESET_MAIL_KIND}:${input.tokenId}`,
    kind: PASSWORD_RESET_MAIL_KIND,
    to: input.to,
    prefix: 'passwordReset',
    link: input.link,
    notes: (t, locale) => [t('passwordReset.expires', { expires: formatMoment(locale, input.expiresAt) }), t('passwordReset.ignore')],
  });
}

/** "Confirm your e-mail address": sent at registration and again when the host asks from the banner. */
export function emailVerificationMail(input: { eventId: string; to: MailRecipient; link: string; expiresAt: Date }): Promise<OutgoingMail> {
  return securityMail({
    // One mail per request (`eventId` is new each time): a second ask from the banner is a new mail.
    key: `${EMAIL_VERIFICATION_MAIL_KIND}:${input.eventId}`,
    kind: EMAIL_VERIFICATION_MAIL_KIND,
    to: input.to,
    prefix: 'emailVerification',
    link: input.link,
    notes: (t, locale) => [t('emailVerification.expires', { expires: formatMoment(locale, input.expiresAt) }), t('emailVerification.ignore')],
  });
}

/** "Your password was changed", to the account's address, with a way back in if it was not the host. */
export function passwordChangedMail(input: { eventId: string; to: MailRecipient; changedAt: Date; forgotLink: string }): Promise<OutgoingMail> {
  return securityMail({
    key: `${PASSWORD_CHANGED_MAIL_KIND}:${input.eventId}`,
    kind: PASSWORD_CHANGED_MAIL_KIND,
    to: input.to,
    prefix: 'passwordChanged',
    link: input.forgotLink,
    introValues: (locale) => ({ when: formatMoment(locale, input.changedAt) }),
    notes: (t) => [t('passwordChanged.notYou')],
  });
}
