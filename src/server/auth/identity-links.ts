import type { Locale } from '../../shared/i18n/locales';

// The addresses of the identity pages a mail links to (auth/interactions.ts serves them). They sit
// under /auth/account/ because provider.ts hands that prefix to the pages, not to oidc-provider.
// `hl` only picks the page's language.

export const FORGOT_PASSWORD_PATH = '/auth/account/password/forgot';
export const RESET_PASSWORD_PATH = '/auth/account/password/reset';
export const VERIFY_EMAIL_PATH = '/auth/account/email/verify';

export const forgotPasswordUrl = (publicUrl: string, locale: Locale) => `${publicUrl}${FORGOT_PASSWORD_PATH}?hl=${locale}`;
export const resetPasswordUrl = (publicUrl: string, token: string, locale: Locale) => `${publicUrl}${RESET_PASSWORD_PATH}/${token}?hl=${locale}`;
export const verifyEmailUrl = (publicUrl: string, token: string, locale: Locale) => `${publicUrl}${VERIFY_EMAIL_PATH}/${token}?hl=${locale}`;
