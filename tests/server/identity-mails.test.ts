import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq, like } from 'drizzle-orm';
import { runningServer } from '../support/server';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { readMail, type ReadMail } from '../support/received-mail';
import { ALPINE, ANNA, MARIE } from '../support/api';
import { CookieJar, LoginError, exchangeCode, followToCallback, refreshTokens, signInWithPassword, startAuthorization } from '../../scripts/lib/oidc-login';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { identityAccounts, mailOutbox, rateLimits } from '../../src/server/db/schema';
import { FORGOT_PASSWORD_LIMIT, RESET_LINK_SECONDS } from '../../src/server/auth/password-reset';
import { VERIFICATION_RESEND_LIMIT } from '../../src/server/auth/email-verification';
import { readUnsubscribeToken, unsubscribeSigner } from '../../src/server/services/mail/unsubscribe';
import { scaledMs } from '../support/time-scale';

// The account's security mails end to end: the whole server (its job worker too) over a fresh
// seeded database, SMTP_URL pointing at a real SMTP receiver in this process, and the identity
// pages' clock in the test's hand, so a link's hour passes without waiting for it.

let smtp: SmtpReceiver;
let running: Awaited<ReturnType<typeof runningServer>>;
let clock = new Date();
const db = () => running.database.db;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  running = await runningServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Host portal <no-reply@host-portal.example>' }, { now: () => clock });
}, scaledMs(60_000));
afterAll(async () => {
  await running?.close();
  await smtp?.close();
});
beforeEach(async () => {
  clock = new Date();
  // Every test sends from 127.0.0.1: each starts with the forgot-password limits unused.
  await db().delete(rateLimits).where(like(rateLimits.key, 'password-reset:%'));
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

/** The next mail to `to` (with this subject) that the receiver takes after `seen` mails (the worker sends every few seconds). */
async function nextMailTo(to: string, seen: number, subject?: string, timeout = 20_000): Promise<ReadMail> {
  const started = Date.now();
  for (;;) {
    const found = smtp.received.slice(seen).filter((m) => m.to.includes(to)).map(readMail).find((m) => subject === undefined || m.subject === subject);
    if (found) return found;
    if (Date.now() - started > timeout) throw new Error(`no mail to ${to} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const forgot = (email: string, hl = 'en-US') => fetch(`${running.url}/auth/account/password/forgot?hl=${hl}`, form({ email }));
const linkIn = (mail: ReadMail, path: string) => {
  const match = new RegExp(`${running.url.replace(/[.]/g, '\\.')}${path}/[A-Za-z0-9_.-]+\\?hl=[a-zA-Z-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[0];
};

describe('forgot password', () => {
  it('the sign-in page links to it, and it answers the same whether an account has the address or not', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startAuthorization({ baseUrl: running.url, jar });
    const signIn = await (await fetch(`${interactionUrl}?hl=fr-FR`, { headers: { cookie: jar.header() } })).text();
    expect(signIn).toContain('<a href="/auth/account/password/forgot?hl=fr-FR">Mot de passe oublié ?</a>');

    const page = await fetch(`${running.url}/auth/account/password/forgot?hl=de-DE`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Passwort zurücksetzen</h1>');

    const seen = smtp.received.length;
    const known = await forgot('  Alpine@Demo.Host-Portal.test ');
    const unknown = await forgot('nobody@demo.host-portal.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownHtml = (await known.text()).replace(ALPINE, 'ADDRESS');
    expect(knownHtml).toContain('If an account exists for ADDRESS, we have sent it a link');
    expect((await unknown.text()).replace('nobody@demo.host-portal.test', 'ADDRESS')).toBe(knownHtml);

    // Only the account's address gets a mail, in its host's language (alpine@ uses the portal in German).
    const mail = await nextMailTo(ALPINE, seen);
    expect(mail.subject).toBe('Neues Passwort für das Gastgeberportal wählen');
    expect(mail.text).toContain('Hallo Lukas,');
    expect(mail.text).toContain('Der Link funktioniert einmal und eine Stunde lang');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.text).not.toMatch(/unsubscribe/i);
    expect(linkIn(mail, '/auth/account/password/reset')).toMatch(/\?hl=de-DE$/);
    const toNobody = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'nobody@demo.host-portal.test'));
    expect(toNobody).toEqual([]);
  }, scaledMs(40_000));

  it('names a bad address field and sends nothing', async () => {
    const res = await forgot('not-an-address', 'it-IT');
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain('id="field-email-error"');
    expect(body).toContain('aria-invalid="true"');
  });

  it('the link sets a new password once: the old one stops working, every session ends, the old address hears of it', async () => {
    const before = await signInWithPassword({ baseUrl: running.url, email: ALPINE, password: DEMO_PASSWORD });
    const seen = smtp.received.length;
    await forgot(ALPINE);
    const link = linkIn(await nextMailTo(ALPINE, seen), '/auth/account/password/reset');

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const openedHtml = await opened.text();
    expect(openedHtml).toContain('<h1>Neues Passwort wählen</h1>');
    expect(openedHtml).toContain(`Neues Passwort für ${ALPINE}.`);

    // The same rules as the password page, each bad field named.
    const short = await fetch(link, form({ newPassword: 'short', passwordConfirmation: 'short' }));
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Verwenden Sie mindestens 10 Zeichen.');
    const differ = await fetch(link, form({ newPassword: 'a-fresh-password', passwordConfirmation: 'another-password' }));
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('id="field-passwordConfirmation-error"');

    const sent = smtp.received.length;
    const done = await fetch(link, form({ newPassword: 'a-fresh-password', passwordConfirmation: 'a-fresh-password' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Ihr neues Passwort ist gespeichert.');

    await expect(signInWithPassword({ baseUrl: running.url, email: ALPINE, password: DEMO_PASSWORD })).rejects.toBeInstanceOf(LoginError);
    await expect(signInWithPassword({ baseUrl: running.url, email: ALPINE, password: 'a-fresh-password' })).resolves.toHaveProperty('access_token');
    // The sessions from before the change have ended (accounts.ts changePassword).
    await expect(refreshTokens(running.url, before.refresh_token!)).rejects.toBeInstanceOf(LoginError);

    // Used once, the link shows why it no longer works, and changes nothing.
    for (const again of [await fetch(link), await fetch(link, form({ newPassword: 'a-third-password', passwordConfirmation: 'a-third-password' }))]) {
      expect(again.status).toBe(410);
      const html = await again.text();
      expect(html).toContain('Dieser Link ist abgelaufen oder wurde schon benutzt');
      expect(html).toContain('href="/auth/account/password/forgot?hl=de-DE"');
    }
    await expect(signInWithPassword({ baseUrl: running.url, email: ALPINE, password: 'a-fresh-password' })).resolves.toHaveProperty('access_token');

    const notice = await nextMailTo(ALPINE, sent);
    expect(notice.subject).toBe('Ihr Passwort für das Gastgeberportal wurde geändert');
    expect(notice.text).toContain(`Das Passwort des Kontos ${ALPINE} im Gastgeberportal wurde am`);
    expect(notice.headers.has('list-unsubscribe')).toBe(false);
    expect(notice.text).toContain(`${running.url}/auth/account/password/forgot?hl=de-DE`);
  }, scaledMs(60_000));

  it('a link works for one hour only', async () => {
    const seen = smtp.received.length;
    await forgot(MARIE);
    const link = linkIn(await nextMailTo(MARIE, seen), '/auth/account/password/reset');
    expect(link).toMatch(/\?hl=fr-FR$/);
    const requestedAt = clock.getTime();

    clock = new Date(requestedAt + RESET_LINK_SECONDS * 1000 - 60_000);
    expect((await fetch(link)).status).toBe(200);

    clock = new Date(requestedAt + RESET_LINK_SECONDS * 1000 + 1000);
    const late = await fetch(link);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('Ce lien a expiré ou a déjà été utilisé');
    const latePost = await fetch(link, form({ newPassword: 'too-late-password', passwordConfirmation: 'too-late-password' }));
    expect(latePost.status).toBe(410);
    await expect(signInWithPassword({ baseUrl: running.url, email: MARIE, password: DEMO_PASSWORD })).resolves.toHaveProperty('access_token');
  }, scaledMs(40_000));

  it('is limited per typed address, whether an account has it or not, and per visitor address', async () => {
    for (const email of [ANNA, 'nobody-else@demo.host-portal.test']) {
      for (let i = 0; i < FORGOT_PASSWORD_LIMIT.perEmail; i++) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email, 'de-DE');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toContain('Zu viele Versuche.');
    }
    const used = 2 * (FORGOT_PASSWORD_LIMIT.perEmail + 1);
    for (let i = used; i < FORGOT_PASSWORD_LIMIT.perAddress; i++) expect((await forgot(`someone-${i}@example.test`)).status).toBe(200);
    expect((await forgot('one-more@example.test')).status).toBe(429);
  }, scaledMs(40_000));
});

describe('the password page', () => {
  it('tells the old address that the password changed, in its language and without an unsubscribe link', async () => {
    const jar = new CookieJar();
    await signInWithPassword({ baseUrl: running.url, email: ANNA, password: DEMO_PASSWORD, jar });
    const seen = smtp.received.length;
    const res = await fetch(`${running.url}/auth/account/password`, {
      ...form({ currentPassword: DEMO_PASSWORD, newPassword: 'anna-new-password', passwordConfirmation: 'anna-new-password' }),
      headers: { ...form({}).headers, cookie: jar.header() },
    });
    expect(res.status).toBe(200);
    // (The limits' test before asked for links to anna@ too: those arrive in between.)
    const notice = await nextMailTo(ANNA, seen, 'Your host portal password was changed');
    expect(notice.text).toContain('Hello Anna,');
    expect(notice.text).toContain('If this was not you, choose a new password at once');
    expect(notice.text).toContain(`${running.url}/auth/account/password/forgot?hl=en-US`);
    expect(notice.headers.has('list-unsubscribe')).toBe(false);
  }, scaledMs(40_000));

  it('a security mail cannot be unsubscribed from, even with a correctly signed token', async () => {
    const sign = await unsubscribeSigner(db());
    expect(await readUnsubscribeToken(db(), sign(ANNA, 'identity.password-changed'))).toBeNull();
    expect(await readUnsubscribeToken(db(), sign(ANNA, 'booking-request.created'))).toEqual({ address: ANNA, kind: 'booking-request.created' });
  });
});

describe('confirming the address after registration', () => {
  async function register(email: string, hl: string) {
    const jar = new CookieJar();
    const { interactionUrl, verifier, redirectUri } = await startAuthorization({ baseUrl: running.url, jar });
    const res = await fetch(`${interactionUrl}/register?hl=${hl}`, {
      ...form({ givenName: 'Giulia', familyName: 'Neri', email, accountType: 'individual', commercialModel: 'commission', password: 'giulia-password', passwordConfirmation: 'giulia-password' }),
      headers: { ...form({}).headers, cookie: jar.header() },
    });
    expect(res.status).toBe(303);
    jar.store(res);
    const callback = await followToCallback(running.url, jar, res.headers.get('location')!, redirectUri);
    return exchangeCode(running.url, { code: callback.searchParams.get('code')!, verifier, redirectUri });
  }
  const info = async (token: string) => (await fetch(`${running.url}/api/app/user/info`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{ emailVerified: boolean }>;
  const resend = (token: string) => fetch(`${running.url}/api/app/user/email-verification`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

  it('mails a link in the registration’s language; following it confirms the address for the API and the ID token', async () => {
    const email = 'giulia@example.test';
    const seen = smtp.received.length;
    const tokens = await register(email, 'it-IT');
    expect(decodeJwt(tokens.id_token!).email_verified).toBe(false);
    expect((await info(tokens.access_token)).emailVerified).toBe(false);

    const mail = await nextMailTo(email, seen);
    expect(mail.subject).toBe('Conferma il tuo indirizzo e-mail per il portale host');
    expect(mail.text).toContain('Ciao Giulia,');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const link = linkIn(mail, '/auth/account/email/verify');

    // A link whose signature is not the server's confirms nothing.
    const forged = await fetch(link.replace(/\.([A-Za-z0-9_-]{43})\?/, (_, sig: string) => `.${sig.slice(0, -2)}AA?`));
    expect(forged.status).toBe(410);
    expect(await forged.text()).toContain('Questo link di conferma non è valido o è scaduto.');
    expect((await info(tokens.access_token)).emailVerified).toBe(false);

    const confirmed = await fetch(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`Grazie: ${email} è confermato.`);
    expect((await info(tokens.access_token)).emailVerified).toBe(true);
    expect((await fetch(link)).status).toBe(200); // a second visit (a mail scanner first) is harmless
    const again = await signInWithPassword({ baseUrl: running.url, email, password: 'giulia-password' });
    expect(decodeJwt(again.id_token!).email_verified).toBe(true);
    // Confirmed, there is nothing to send again.
    expect((await resend(again.access_token)).status).toBe(409);
  }, scaledMs(40_000));

  it('the banner’s “send again” mails a new link, a few times an hour; an old link expires after its days', async () => {
    const email = 'pietro@example.test';
    const seen = smtp.received.length;
    const tokens = await register(email, 'de-DE');
    const firstMail = await nextMailTo(email, seen);
    expect(firstMail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für das Gastgeberportal');
    const first = linkIn(firstMail, '/auth/account/email/verify');

    const resent = smtp.received.length;
    expect((await resend(tokens.access_token)).status).toBe(204);
    const second = await nextMailTo(email, resent);
    expect(second.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für das Gastgeberportal');
    for (let i = 1; i < VERIFICATION_RESEND_LIMIT.perAccount; i++) expect((await resend(tokens.access_token)).status).toBe(204);
    const refused = await resend(tokens.access_token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');

    clock = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const expired = await fetch(first);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Dieser Bestätigungslink ist ungültig oder abgelaufen.');
    const [account] = await db().select().from(identityAccounts).where(eq(identityAccounts.email, email));
    expect(account!.emailVerifiedAt).toBeNull();
  }, scaledMs(40_000));
});
