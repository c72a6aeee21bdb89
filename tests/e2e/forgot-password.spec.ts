import { expect, test } from '@playwright/test';
import { registerHost, signIn } from './support/sign-in';
import { STAFF, mailTo } from './support/mailbox';
import { seriousViolations } from './support/axe';

// A host who forgot the password: "Forgot password?" on the sign-in page, the neutral answer, the
// mail (read from the embedded mailbox through the staff mailbox API, as the journeys' server has
// no SMTP_URL), the link, a new password, and the link refusing a second use. A newly registered
// host, so the demo hosts other journeys sign in as keep their password. The link also confirms
// the address, so the host's "confirm your e-mail" banner is gone afterwards.

test('a host who forgot the password gets a link by mail, chooses a new one, and the link works once', async ({ page, browser, baseURL }) => {
  const email = await registerHost(page, { firstName: 'Lena', lastName: 'Vogt', accountType: 'A private person', model: 'commission' });
  // Registered: the address is not confirmed yet, and the shell says so.
  await expect(page.getByTestId('email-verification-banner')).toContainText('Please confirm your email address');
  // On a phone the banner reads top to bottom: what to do, why, then the button.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const banner = page.getByTestId('email-verification-banner');
  const details = (await banner.locator('.verification-banner__details').boundingBox())!;
  const resend = (await banner.getByRole('button', { name: 'Send the link again' }).boundingBox())!;
  expect(resend.y).toBeGreaterThanOrEqual(details.y + details.height);
  await page.setViewportSize(desktop);

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF, '/staff/mail');
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  const confirmation = await mailTo(staff, email, 'identity.email-verification');
  expect(confirmation.text).toContain('/auth/account/email/verify/');

  // Signed out (a browser without the host's session), the sign-in page leads to the form.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/properties');
  await expect(visitor.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Send the link' }).click();
  await expect(visitor.getByRole('status')).toContainText(`If an account exists for ${email}, we have sent it a link`);

  const mail = await mailTo(staff, email, 'identity.password-reset');
  expect(Object.keys(mail.headers).map((h) => h.toLowerCase())).not.toContain('list-unsubscribe');
  const link = /https?:\/\/\S+\/auth\/account\/password\/reset\/[A-Za-z0-9_-]+\?hl=en-US/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByLabel('New password').fill('short');
  await visitor.getByLabel('Repeat password').fill('short');
  await visitor.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visitor.getByText('Use at least 10 characters.')).toBeVisible();
  await visitor.getByLabel('New password').fill('a-brand-new-secret');
  await visitor.getByLabel('Repeat password').fill('a-brand-new-secret');
  await visitor.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visitor.getByRole('status')).toContainText('Your new password is saved.');

  // The old address hears of the change.
  const notice = await mailTo(staff, email, 'identity.password-changed');
  expect(notice.text).toContain(`The password of the host portal account ${email} was changed`);

  // The link works once.
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // The new password signs in; the old one does not; the address counts as confirmed now.
  await visitor.goto('/properties');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password').fill('a-long-enough-secret');
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('The email or password is not correct.');
  await visitor.getByLabel('Password').fill('a-brand-new-secret');
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/properties/);
  await expect(visitor.getByRole('main')).toBeVisible();
  await expect(visitor.getByTestId('email-verification-banner')).toHaveCount(0);

  await staffContext.close();
  await visitorContext.close();
});
