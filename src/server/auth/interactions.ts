import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { HttpBindings } from '@hono/node-server';
import type Provider from 'oidc-provider';
import * as v from 'valibot';
import type { Db } from '../db/client';
import type { Logger } from 'pino';
import { chooseLocale, DEFAULT_LOCALE, toLocale, type Locale } from '../../shared/i18n/locales';
import { ForgotPasswordForm, PasswordChangeForm, PasswordResetForm, RegistrationForm, SignInForm, formErrors, type FieldErrors } from '../../shared/schemas/identity';
import { claimFailureTurn, clearFailureWait, forgiveRateLimitHit, hitRateLimit, type FailureWait } from '../services/rate-limit';
import { recordAudit } from '../services/audit';
import { recordReferral } from '../services/referral';
import { REGISTER_SCREEN, referralCodeFrom } from '../../shared/domain/referral';
import { REGISTERED_AMR } from '../../shared/domain/tour';
import { changePassword, checkCredentials, createAccount, EmailTakenError, findAccountById, mailRecipientOf } from './accounts';
import { FORGOT_PASSWORD_LIMIT, findResetAccount, requestPasswordReset, resetPassword } from './password-reset';
import { confirmEmail, emailVerificationSender } from './email-verification';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH, forgotPasswordUrl } from './identity-links';
import { enqueueMail } from '../services/mail/outbox';
import { passwordChangedMail } from '../services/mail/identity-mails';
import { newId } from '../db/ids';
import { page, translator, type Translate } from './pages/render';
import { identitySecureHeaders } from './security-headers';
import { authPagesBodyLimit } from './body-limit';
import { forgotPasswordForm, passwordChangeForm, passwordResetForm, registrationForm, signInForm } from './pages/forms';
import { clientAddress, type TrustProxy } from '../http/client-address';
import { knownBrowserId, rememberBrowser } from './known-browser';
import { serverPaths } from '../paths';

type Ctx = Context<{ Bindings: HttpBindings }>;

const assets = {
  'auth.css': { type: 'text/css; charset=utf-8', body: readFileSync(path.join(serverPaths.authPages, 'auth.css'), 'utf8') },
  'auto-submit.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(path.join(serverPaths.authPages, 'auto-submit.js'), 'utf8') },
};

// Failed password guesses (sign-in, and the current password on the password page) are limited
// two ways. Per visitor address, a fixed window: 50 in 15 minutes, so one address cannot try
// many accounts. Per account, no lock (anyone could lock a host out by failing on purpose) but a
// wait that grows: 5 failures are free, then the next attempt waits 1 s after the last failure,
// 2 s, 4 s ... up to 30 s; a right password after the wait signs in and ends it (README "Sign-in
// limits"). At the cap an account takes at most 2 guesses a minute, whoever sends them.
export const SIGN_IN_LIMIT = { perAddress: 50, windowSeconds: 15 * 60 };
export const SIGN_IN_WAIT: FailureWait = { freeFailures: 5, firstWaitSeconds: 1, maxWaitSeconds: 30, forgetSeconds: 15 * 60 };
export const REGISTRATION_LIMIT = { perAddress: 10, windowSeconds: 60 * 60 };

function localeOf(c: Ctx, uiLocales?: unknown): Locale {
  return chooseLocale({
    url: c.req.query('hl') ?? c.req.query('ho_hl'),
    stored: typeof uiLocales === 'string' ? uiLocales.split(' ')[0] : undefined,
    app: c.req.header('accept-language')?.split(',')[0],
  });
}

async function formFields(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).map(([k, val]) => [k, typeof val === 'string' ? val : '']));
}

/** The identity server's own pages under /auth: sign-in, registration, password change. */
export function interactionPages(deps: { provider: Provider; db: Db; logger: Logger; trustProxy: TrustProxy; publicUrl: string; registrationsPerAddress?: number; now?: () => Date }) {
  const { provider, db } = deps;
  const addressOf = (c: Ctx) => clientAddress(c, deps.trustProxy);
  const now = deps.now ?? (() => new Date());
  // A password guess (sign-in, or the current password on the password page) counts per account
  // and per visitor address, under keys both pages share, so neither page gets around the other.
  const accountKey = (email: string) => `sign-in:wait:${email}`;
  const addressKey = (c: Ctx) => `sign-in:address:${addressOf(c)}`;
  /**
   * Counts one guess; answers the seconds to wait when the address has used up its window or the
   * account's wait still runs, else null (the guess may be judged). An address refused does not
   * touch the account's wait.
   */
  async function passwordGuessRefused(c: Ctx, email: string): Promise<number | null> {
    const byAddress = await hitRateLimit(db, addressKey(c), SIGN_IN_LIMIT.perAddress, SIGN_IN_LIMIT.windowSeconds);
    if (!byAddress.allowed) return byAddress.retryAfter;
    const byAccount = await claimFailureTurn(db, await waitKey(c, email), SIGN_IN_WAIT, now());
    return byAccount.allowed ? null : byAccount.retryAfter;
  }
  /** A browser that signed in to the account before waits on its own (known-browser.ts); any other on the account's wait. */
  const waitKey = async (c: Ctx, email: string) => {
    const browser = await knownBrowserId(db, c, email);
    return browser ? `sign-in:browser:${browser}` : accountKey(email);
  };
  /** Only failed guesses count: a right password takes its address hit back and ends the wait it counted under. */
  const forgivePasswordGuess = async (c: Ctx, email: string) => Promise.all([forgiveRateLimitHit(db, addressKey(c)), clearFailureWait(db, await waitKey(c, email))]);
  /** The 429 text: seconds while the account's wait runs, minutes for an address's window. */
  const waitMessage = (t: Translate, seconds: number) =>
    seconds === 1
      ? t('error.waitOneSecond')
      : seconds < 60
        ? t('error.waitSeconds', { seconds })
        : t('error.tooManyAttempts', { minutes: Math.ceil(seconds / 60) });
  const app = new Hono<{ Bindings: HttpBindings }>().basePath('/auth');

  app.use(identitySecureHeaders());
  app.use(authPagesBodyLimit());
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('cache-control', 'no-store');
  });

  app.get('/assets/:name', (c) => {
    const asset = assets[c.req.param('name') as keyof typeof assets];
    if (!asset) return c.notFound();
    return c.body(asset.body, 200, { 'content-type': asset.type, 'cache-control': 'public, max-age=3600' });
  });

  // The interaction (one sign-in attempt) behind the cookie oidc-provider set; null when expired.
  async function details(c: Ctx) {
    try {
      const d = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
      return d.uid === c.req.param('uid') ? d : null;
    } catch {
      return null;
    }
  }

  async function expired(c: Ctx) {
    const locale = localeOf(c);
    const t = await translator(locale);
    return c.html(page({ locale, t, title: t('title.error'), body: html`<p class="auth-alert auth-alert-error" role="alert">${t('error.sessionExpired')}</p>` }), 400);
  }

  const links = (uid: string, locale: Locale) => ({
    base: `/auth/interaction/${uid}`,
    login: `/auth/interaction/${uid}/login?hl=${locale}`,
    register: `/auth/interaction/${uid}/register?hl=${locale}`,
    forgot: `${FORGOT_PASSWORD_PATH}?hl=${locale}`,
  });

  // What every sign-in page needs: the interaction, its language, the texts and the links.
  async function interactionPage(c: Ctx) {
    const d = await details(c);
    if (!d) return null;
    const locale = localeOf(c, d.params.ui_locales);
    return { d, locale, t: await translator(locale), l: links(d.uid, locale) };
  }

  // /login shows the sign-in form even when the request asked for registration first.
  app.on('GET', ['/interaction/:uid', '/interaction/:uid/login'], async (c) => {
    const found = await interactionPage(c);
    if (!found) return expired(c);
    const { d, locale, t, l } = found;
    if (d.prompt.name === 'consent') return finishConsent(c, d);
    if (d.params[REGISTER_SCREEN.param] === REGISTER_SCREEN.value && !c.req.path.endsWith('/login')) return c.redirect(l.register, 303);
    const loginHint = typeof d.params.login_hint === 'string' ? d.params.login_hint : undefined;
    // On /login the language links stay on /login (the bare address may lead to registration).
    const languageBase = c.req.path.endsWith('/login') ? `${l.base}/login` : l.base;
    return c.html(
      page({ locale, t, title: t('title.signIn'), languageBase, body: signInForm(t, { action: l.login, registerHref: l.register, forgotHref: l.forgot, email: loginHint }) }),
    );
  });

  app.post('/interaction/:uid/login', async (c) => {
    const found = await interactionPage(c);
    if (!found) return expired(c);
    const { locale, t, l } = found;
    const input = await formFields(c);
    const render = (status: 400 | 401 | 429, o: { errors?: FieldErrors; general?: string }) =>
      c.html(page({ locale, t, title: t('title.signIn'), languageBase: l.base, body: signInForm(t, { action: l.login, registerHref: l.register, forgotHref: l.forgot, email: input.email, ...o }) }), status);

    const parsed = v.safeParse(SignInForm, input);
    if (!parsed.success) return render(400, { errors: formErrors(parsed.issues), general: t('text.formHasErrors') });
    const email = parsed.output.email.toLowerCase();
    const waitSeconds = await passwordGuessRefused(c, email);
    if (waitSeconds !== null) {
      c.header('retry-after', String(waitSeconds));
      return render(429, { general: waitMessage(t, waitSeconds) });
    }
    const account = await checkCredentials(db, email, parsed.output.password);
    if (!account) {
      await recordAudit(db, { host: null, staff: null, action: 'identity.sign-in-failed', detail: { email } });
      return render(401, { general: t('error.invalidCredentials') });
    }
    // Only failed attempts count: a success takes its hits back.
    await forgivePasswordGuess(c, email);
    await rememberBrowser(db, c, email);
    await recordAudit(db, { host: null, staff: null, action: 'identity.signed-in', target: account.id });
    const location = await provider.interactionResult(c.env.incoming, c.env.outgoing, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    return c.redirect(location, 303);
  });

  app.get('/interaction/:uid/register', async (c) => {
    const found = await interactionPage(c);
    if (!found) return expired(c);
    const { d, locale, t, l } = found;
    const values = { ref: referralCodeFrom(d.params[REGISTER_SCREEN.refParam]) ?? '' };
    return c.html(page({ locale, t, title: t('title.register'), languageBase: `${l.base}/register`, body: registrationForm(t, { action: l.register, signInHref: `${l.base}/login?hl=${locale}`, values }) }));
  });

  app.post('/interaction/:uid/register', async (c) => {
    const found = await interactionPage(c);
    if (!found) return expired(c);
    const { locale, t, l } = found;
    const input = await formFields(c);
    const render = (status: 400 | 409 | 429, o: { errors?: FieldErrors; general?: string }) =>
      c.html(
        page({ locale, t, title: t('title.register'), languageBase: `${l.base}/register`, body: registrationForm(t, { action: l.register, signInHref: `${l.base}/login?hl=${locale}`, values: { ...input, password: '', passwordConfirmation: '' }, passwordCleared: !!input.password, ...o }) }),
        status,
      );
    const parsed = v.safeParse(RegistrationForm, input);
    if (!parsed.success) return render(400, { errors: formErrors(parsed.issues), general: t('text.formHasErrors') });
    const limit = await hitRateLimit(db, `register:address:${addressOf(c)}`, deps.registrationsPerAddress ?? REGISTRATION_LIMIT.perAddress, REGISTRATION_LIMIT.windowSeconds);
    if (!limit.allowed) {
      c.header('retry-after', String(limit.retryAfter));
      return render(429, { general: t('error.tooManyAttempts', { minutes: Math.ceil(limit.retryAfter / 60) }) });
    }
    try {
      // The account and the mail asking to confirm its address commit together (email-verification.ts).
      const sendVerification = await emailVerificationSender(db, deps.publicUrl);
      const account = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const created = await createAccount(tx, { ...parsed.output, locale });
        await sendVerification(tx, created, now());
        return created;
      });
      await recordAudit(db, { host: null, staff: null, action: 'identity.registered', target: account.id });
      // The account exists now; a failure to keep the invitation must not undo the registration.
      await recordReferral(db, { accountId: account.id, code: input.ref }).catch((err) => deps.logger.warn({ err }, 'referral not kept'));
      // The ID token says this sign-in is the registration (amr), so the portal greets a new host.
      const login = { accountId: account.id, amr: ['pwd', REGISTERED_AMR] };
      const location = await provider.interactionResult(c.env.incoming, c.env.outgoing, { login }, { mergeWithLastSubmission: false });
      return c.redirect(location, 303);
    } catch (error) {
      if (error instanceof EmailTakenError) return render(409, { errors: { email: 'error.emailTaken' } });
      throw error;
    }
  });

  // The password page changes the password of the account signed in at this identity server (its
  // session cookie, the one the portal's sign-in set), never of an address typed into the form.
  // Without that session a page visit is sent to sign in first, a form post is refused (401).
  // A change ends every session of the account, this one too (accounts.ts changePassword): the
  // page says so and leads back to the portal, which asks for the new password.
  async function signedInAccount(c: Ctx) {
    const session = await provider.Session.get({ req: c.env.incoming, res: c.env.outgoing } as unknown as Parameters<typeof provider.Session.get>[0]);
    return session.accountId ? ((await findAccountById(db, session.accountId)) ?? null) : null;
  }
  const passwordAction = (locale: Locale) => `/auth/account/password?hl=${locale}`;
  /** Writes "your password was changed" to the account's address, in the transaction of the change (accounts.ts changePassword). */
  async function passwordChangedNotice(account: Parameters<typeof mailRecipientOf>[1]) {
    const to = await mailRecipientOf(db, account);
    const at = now();
    const mail = await passwordChangedMail({ eventId: newId(at.getTime()), to, changedAt: at, forgotLink: forgotPasswordUrl(deps.publicUrl, toLocale(to.locale) ?? DEFAULT_LOCALE) });
    return (tx: Db) => enqueueMail(tx, mail, at);
  }

  app.get('/account/password', async (c) => {
    const account = await signedInAccount(c);
    if (!account) return c.redirect('/redirect/login', 303);
    const locale = localeOf(c);
    const t = await translator(locale);
    return c.html(page({ locale, t, title: t('title.password'), languageBase: '/auth/account/password', body: passwordChangeForm(t, { action: passwordAction(locale), email: account.email }) }));
  });

  app.post('/account/password', async (c) => {
    const locale = localeOf(c);
    const t = await translator(locale);
    const account = await signedInAccount(c);
    if (!account) {
      return c.html(page({ locale, t, title: t('title.password'), body: html`<p class="auth-alert auth-alert-error" role="alert">${t('error.signInFirst')}</p><a class="auth-button" href="/redirect/login">${t('action.signIn')}</a>` }), 401);
    }
    const input = await formFields(c);
    const render = (status: 200 | 400 | 401 | 429, o: { errors?: FieldErrors; general?: string; success?: string }) =>
      c.html(page({ locale, t, title: t('title.password'), languageBase: '/auth/account/password', body: passwordChangeForm(t, { action: passwordAction(locale), email: account.email, ...o }) }), status);
    const parsed = v.safeParse(PasswordChangeForm, input);
    if (!parsed.success) return render(400, { errors: formErrors(parsed.issues), general: t('text.formHasErrors') });
    // The current password is a password guess like a sign-in: the same limits, shared with it.
    const waitSeconds = await passwordGuessRefused(c, account.email);
    if (waitSeconds !== null) {
      c.header('retry-after', String(waitSeconds));
      return render(429, { general: waitMessage(t, waitSeconds) });
    }
    if (!(await checkCredentials(db, account.email, parsed.output.currentPassword))) {
      await recordAudit(db, { host: null, staff: null, action: 'identity.password-change-failed', target: account.id });
      return render(401, { errors: { currentPassword: 'error.currentPasswordWrong' } });
    }
    await forgivePasswordGuess(c, account.email);
    await changePassword(db, account.id, parsed.output.newPassword, { inSameTransaction: await passwordChangedNotice(account) });
    await recordAudit(db, { host: null, staff: null, action: 'identity.password-changed', target: account.id });
    return c.html(page({ locale, t, title: t('title.password'), body: html`<p class="auth-alert auth-alert-success" role="status">${t('text.passwordChanged')}</p><a class="auth-button" href="/">${t('action.toPortal')}</a>` }), 200);
  });

  // "Forgot password?" (password-reset.ts). The answer after sending is the same whether an
  // account has the address or not, so the page tells nobody which addresses have accounts; the
  // limits count every send, known address or not, so they tell nothing either.
  const forgotAction = (locale: Locale) => `${FORGOT_PASSWORD_PATH}?hl=${locale}`;
  const resetAction = (token: string, locale: Locale) => `${RESET_PASSWORD_PATH}/${token}?hl=${locale}`;

  app.get(FORGOT_PASSWORD_PATH.slice('/auth'.length), async (c) => {
    const locale = localeOf(c);
    const t = await translator(locale);
    return c.html(page({ locale, t, title: t('title.forgotPassword'), languageBase: FORGOT_PASSWORD_PATH, body: forgotPasswordForm(t, { action: forgotAction(locale) }) }));
  });

  app.post(FORGOT_PASSWORD_PATH.slice('/auth'.length), async (c) => {
    const locale = localeOf(c);
    const t = await translator(locale);
    const input = await formFields(c);
    const render = (status: 200 | 400 | 429, body: Parameters<typeof page>[0]['body']) =>
      c.html(page({ locale, t, title: t('title.forgotPassword'), languageBase: FORGOT_PASSWORD_PATH, body }), status);
    const parsed = v.safeParse(ForgotPasswordForm, input);
    if (!parsed.success) return render(400, forgotPasswordForm(t, { action: forgotAction(locale), email: input.email, errors: formErrors(parsed.issues), general: t('text.formHasErrors') }));
    const email = parsed.output.email.toLowerCase();
    for (const [key, limit] of [[`password-reset:address:${addressOf(c)}`, FORGOT_PASSWORD_LIMIT.perAddress], [`password-reset:email:${email}`, FORGOT_PASSWORD_LIMIT.perEmail]] as const) {
      const hit = await hitRateLimit(db, key, limit, FORGOT_PASSWORD_LIMIT.windowSeconds);
      if (!hit.allowed) {
        c.header('retry-after', String(hit.retryAfter));
        return render(429, forgotPasswordForm(t, { action: forgotAction(locale), email: input.email, general: t('error.tooManyAttempts', { minutes: Math.ceil(hit.retryAfter / 60) }) }));
      }
    }
    await requestPasswordReset(db, { email, publicUrl: deps.publicUrl, now: now() });
    await recordAudit(db, { host: null, staff: null, action: 'identity.password-reset-requested', detail: { email } });
    return render(200, html`<p class="auth-alert auth-alert-success" role="status">${t('text.resetLinkSent', { email })}</p><a class="auth-button" href="/">${t('action.toPortal')}</a>`);
  });

  /** The page for a link that does not work (any more): why, and a way to get a new one. */
  const resetLinkInvalid = (c: Ctx, locale: Locale, t: Translate) =>
    c.html(
      page({ locale, t, title: t('title.linkInvalid'), body: html`<p class="auth-alert auth-alert-error" role="alert">${t('error.resetLinkInvalid')}</p><a class="auth-button" href="${forgotAction(locale)}">${t('action.requestNewLink')}</a>` }),
      410,
    );

  // Opening the link only shows the form (mail scanners open links); the post uses it up.
  app.get(`${RESET_PASSWORD_PATH.slice('/auth'.length)}/:token`, async (c) => {
    const locale = localeOf(c);
    const t = await translator(locale);
    const token = c.req.param('token');
    const account = await findResetAccount(db, token, now());
    if (!account) return resetLinkInvalid(c, locale, t);
    return c.html(page({ locale, t, title: t('title.resetPassword'), body: passwordResetForm(t, { action: resetAction(token, locale), email: account.email }) }));
  });

  app.post(`${RESET_PASSWORD_PATH.slice('/auth'.length)}/:token`, async (c) => {
    const locale = localeOf(c);
    const t = await translator(locale);
    const token = c.req.param('token');
    const account = await findResetAccount(db, token, now());
    if (!account) return resetLinkInvalid(c, locale, t);
    const parsed = v.safeParse(PasswordResetForm, await formFields(c));
    if (!parsed.success) {
      return c.html(page({ locale, t, title: t('title.resetPassword'), body: passwordResetForm(t, { action: resetAction(token, locale), email: account.email, errors: formErrors(parsed.issues), general: t('text.formHasErrors') }) }), 400);
    }
    const changed = await resetPassword(db, { token, password: parsed.output.newPassword, publicUrl: deps.publicUrl, now: now() });
    if (!changed) return resetLinkInvalid(c, locale, t);
    // Whoever holds the link owns the address: the wrong guesses counted against the account end here.
    await clearFailureWait(db, accountKey(changed.email));
    await recordAudit(db, { host: null, staff: null, action: 'identity.password-reset', target: changed.id });
    return c.html(page({ locale, t, title: t('title.resetPassword'), body: html`<p class="auth-alert auth-alert-success" role="status">${t('text.passwordReset')}</p><a class="auth-button" href="/">${t('action.toPortal')}</a>` }));
  });

  // The confirmation link of the registration mail (email-verification.ts). Following it only
  // proves the address reached its owner, so a mail scanner opening it first does no harm.
  app.get(`${VERIFY_EMAIL_PATH.slice('/auth'.length)}/:token`, async (c) => {
    const locale = localeOf(c);
    const t = await translator(locale);
    const account = await confirmEmail(db, c.req.param('token'), now());
    if (!account) {
      return c.html(page({ locale, t, title: t('title.linkInvalid'), body: html`<p class="auth-alert auth-alert-error" role="alert">${t('error.emailLinkInvalid')}</p><a class="auth-button" href="/">${t('action.toPortal')}</a>` }), 410);
    }
    await recordAudit(db, { host: null, staff: null, action: 'identity.email-verified', target: account.id });
    return c.html(page({ locale, t, title: t('title.emailVerified'), body: html`<p class="auth-alert auth-alert-success" role="status">${t('text.emailVerified', { email: account.email })}</p><a class="auth-button" href="/">${t('action.toPortal')}</a>` }));
  });

  // The portal is a first-party client: its grant is made without asking (see loadExistingGrant),
  // so a consent prompt only appears for an unusual request; approve what the client may have.
  async function finishConsent(c: Ctx, d: Awaited<ReturnType<Provider['interactionDetails']>>) {
    const grant = new provider.Grant({ accountId: d.session!.accountId, clientId: String(d.params.client_id) });
    const missing = d.prompt.details as { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    const location = await provider.interactionResult(c.env.incoming, c.env.outgoing, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return c.redirect(location, 303);
  }

  app.onError(async (error, c) => {
    deps.logger.error({ err: error }, 'identity page failed');
    const locale = localeOf(c as Ctx);
    const t = await translator(locale);
    return c.html(page({ locale, t, title: t('title.error'), body: html`<p class="auth-alert auth-alert-error" role="alert">${t('error.generic')}</p>` }), 500);
  });

  return app;
}
