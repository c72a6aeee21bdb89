import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

// AS §2.5: the host-panel menu at the right of the desktop header, in the real
// browser: the host's areas by the navigation's rules, keyboard only, the dropdown sizes of AS §9
// and no serious axe violation in the open menu.

test('host-panel menu: a commission host switches area from the keyboard (in German, the host\'s language)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'alpine@demo.host-portal.test', '/calendar');
  await expect(page).toHaveURL(/\/calendar/);
  const trigger = page.getByRole('button', { name: 'Menü der Gastgeberbereiche' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Gehe zu')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Buchungen/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Kalender' })).toHaveAttribute('aria-current', 'page');
  const sizes = await menu.evaluate((el) => {
    const style = getComputedStyle(el);
    return { minWidth: style.minWidth, maxWidth: style.maxWidth, zIndex: style.zIndex };
  });
  expect(sizes).toEqual({ minWidth: '180px', maxWidth: '460px', zIndex: '250' });
  expect((await seriousViolations(page, '[role="menu"]')).map((v) => v.rule)).toEqual([]);
  // Down to Properties (Unterkünfte) and Enter. Each step waits for the focus to move, so a slow
  // render never makes the loop read the old item and press once more past the target.
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  for (let i = 0; i < 10; i++) {
    const name = await focused();
    if (name === 'Unterkünfte') break;
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(name);
  }
  await expect(menu.getByRole('menuitem', { name: 'Unterkünfte' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/properties$/);
  await expect(menu).toHaveCount(0);
});

test('host-panel menu: a subscription host has no bookings in it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'anna@demo.host-portal.test');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await page.getByRole('button', { name: 'Host panel menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Your account' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Bookings/ })).toHaveCount(0);
});
