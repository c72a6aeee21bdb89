import { expect, test } from '@playwright/test';
import { registerHost, signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// A host's first minutes: sign in through the real identity pages, see the shell, switch the
// language, sign out. Against the real server and its seeded database.
const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: false });

test('sign in as the demo host, see the shell, switch language, sign out', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the code and state are gone from the address bar
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Properties' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveCount(0); // subscription host: no bookings item
  await reviewShot(page, shots('shell-en'));

  // the header's language switch, by mouse
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo, Anna!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).not.toHaveURL(/hl=/);
  await reviewShot(page, shots('shell-de'));

  // the choice survives a reload
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hallo, Anna!' })).toBeVisible();

  // the account menu's language submenu, by keyboard: back to English
  await page.getByRole('button', { name: /Kontomenü von Anna Rossi/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: /Sprache/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('menuitemradio', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // signed out for real: the portal asks for the password again
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Anmelden|Sign in/ })).toBeVisible();
});

test('a deep link survives sign-in, and a commission host sees bookings', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/account/profile?tab=1');
  await expect(page).toHaveURL(/\/account\/profile\?tab=1$/);
  await expect(page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ }).getByRole('link', { name: /Buchungen|Bookings/ })).toBeVisible();
});

test('an unknown page shows the 404 page inside the app', async ({ page }) => {
  await signIn(page, 'marie@demo.host-portal.test', '/no-such-page');
  await expect(page.getByRole('heading', { name: /introuvable|not found/i })).toBeVisible();
});

test('mobile: bottom bar with the main items', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'anna@demo.host-portal.test');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  await reviewShot(page, shots('shell-mobile'));
  await context.close();
});

test("on a phone a new host's top bar shows the brand whole or as its mark, never a cut name", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await registerHost(page, { firstName: 'Ines', lastName: 'Moreau', accountType: 'A private person', model: 'commission' });
  await expect(page.locator('.top-bar .brand')).toBeVisible();
  const cut = await page.locator('.top-bar .brand__name').evaluate((el) => getComputedStyle(el).display !== 'none' && el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
  // The mark still names the portal for a screen reader.
  await expect(page.getByRole('link', { name: 'Host portal' }).first()).toBeVisible();
  await context.close();
});

test('staff acts for a host: the banner says so, the shell is the host’s, Stop ends it', async ({ page }) => {
  await signIn(page, 'staff@demo.host-portal.test', '/staff');
  await expect(page.getByRole('heading', { name: 'Act for a host' })).toBeVisible();
  await page.getByRole('button', { name: 'View the portal as Lukas Huber' }).click();
  await expect(page.getByText(/viewing the portal as Lukas Huber/)).toBeVisible();
  // the commission host's navigation, not the staff member's
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hello, Lukas!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText(/viewing the portal as/)).toHaveCount(0);
  // back on the staff page, ready to pick another host
  await expect(page.getByRole('heading', { name: 'Act for a host' })).toBeVisible();
});

test('the account menu has the dropdown sizes: 180 to 460 wide, z-index 250, 250 to 600 high', async ({ page }) => {
  // AS §9: the max height is the room Radix measures below the trigger, held
  // between 250 and 600 — 250 on a short window, 600 on a tall one, the room itself between.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'anna@demo.host-portal.test');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  const sizesAt = async (height: number) => {
    await page.setViewportSize({ width: 1280, height });
    await page.getByRole('button', { name: /Account menu of/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const sizes = await menu.evaluate((el) => {
      const style = getComputedStyle(el);
      const room = Number.parseFloat(getComputedStyle(el).getPropertyValue('--radix-dropdown-menu-content-available-height'));
      return { minWidth: style.minWidth, maxWidth: style.maxWidth, zIndex: style.zIndex, maxHeight: Number.parseFloat(style.maxHeight), room, width: el.getBoundingClientRect().width };
    });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    return sizes;
  };
  for (const height of [300, 560, 1400]) {
    const s = await sizesAt(height);
    expect([s.minWidth, s.maxWidth, s.zIndex]).toEqual(['180px', '460px', '250']);
    expect(s.width).toBeGreaterThanOrEqual(180);
    expect(s.width).toBeLessThanOrEqual(460);
    expect(s.maxHeight).toBe(Math.min(600, Math.max(250, s.room)));
    if (height === 300) expect([s.room < 250, s.maxHeight]).toEqual([true, 250]);
    if (height === 560) expect(s.maxHeight).toBe(s.room);
    if (height === 1400) expect(s.maxHeight).toBe(600);
  }
});
