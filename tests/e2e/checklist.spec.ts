import { expect, test, type Page } from '@playwright/test';
import { hostApi } from './support/api';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';
import { textFile } from './support/texts';

// The onboarding checklist against the real server and its demo data (anna@: subscription, with a
// unit still in the wizard). The journeys share one database and run in any order, so the journey
// first restores anything anna@ dismissed and reads which items are open from the API, not the seed.

interface Item {
  id: string;
  tab: 'setup' | 'grow';
  status: 'done' | 'open' | 'dismissed';
  action: { path: string };
}
interface Checklist {
  items: Item[];
  progress: { done: number; total: number };
}

const texts = textFile('checklist', 'en-US');
const titleOf = (id: string) => texts[`checklist.item.${id}.title`]!;
const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: false });
const main = (page: Page) => page.getByRole('main');

async function freshChecklist(page: Page): Promise<Checklist> {
  const list = (await hostApi(page, 'GET', '/api/app/user/checklist')) as Checklist;
  for (const item of list.items.filter((i) => i.status === 'dismissed')) await hostApi(page, 'PUT', `/api/app/user/checklist/${item.id}`, { dismissed: false });
  return (await hostApi(page, 'GET', '/api/app/user/checklist')) as Checklist;
}

test('anna sees her progress on /home, opens an item, follows its action, comes back, dismisses it and undoes that', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const list = await freshChecklist(page);
  const open = list.items.find((i) => i.tab === 'setup' && i.status === 'open');
  expect(open, 'anna has a setup step left').toBeTruthy();
  await page.reload();

  const card = main(page).getByRole('region', { name: 'Your checklist' });
  await expect(card.getByTestId('checklist-progress')).toHaveText(`${list.progress.done} of ${list.progress.total} done`);
  const bar = card.getByRole('progressbar', { name: 'Checklist progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(list.progress.done));
  await expect(bar).toHaveAttribute('aria-valuemax', String(list.progress.total));
  await expect(card.getByRole('tab', { name: /Set up/ })).toHaveAttribute('aria-selected', 'true');

  // The sections with the keyboard.
  await card.getByRole('tab', { name: /Set up/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('tab', { name: /Grow/ })).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('tab', { name: /Grow/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(card.getByRole('tab', { name: /Set up/ })).toHaveAttribute('aria-selected', 'true');
  await reviewShot(page, shots('checklist-home'));

  // An item's page, then where its button leads, and back.
  await card.getByRole('tabpanel').getByRole('link', { name: titleOf(open!.id) }).click();
  await expect(page).toHaveURL(new RegExp(`/checklist/setup/${open!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: titleOf(open!.id) })).toBeVisible();
  await expect(page.getByTestId('checklist-item-status')).toHaveText('To do');
  await page.getByTestId('checklist-action').click();
  await expect(page).toHaveURL((url) => url.pathname === open!.action.path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: titleOf(open!.id) })).toBeVisible();

  // Dismiss, then Undo from the snackbar.
  await main(page).getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(page.getByText('Step dismissed')).toBeVisible();
  await expect(page.getByTestId('checklist-item-status')).toHaveText('Dismissed');
  expect(((await hostApi(page, 'GET', '/api/app/user/checklist')) as Checklist).items.find((i) => i.id === open!.id)!.status).toBe('dismissed');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('checklist-item-status')).toHaveText('To do');
  await expect(main(page).getByRole('button', { name: 'Dismiss', exact: true })).toBeVisible();
  expect(((await hostApi(page, 'GET', '/api/app/user/checklist')) as Checklist).items.find((i) => i.id === open!.id)!.status).toBe('open');

  // Back on the overview with the same progress.
  await page.getByRole('link', { name: 'Back to the overview' }).click();
  await expect(page).toHaveURL(/\/home\?tab=setup$/);
  await expect(card.getByTestId('checklist-progress')).toHaveText(`${list.progress.done} of ${list.progress.total} done`);
});

test('at 390 px the overview and an item page fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'anna@demo.host-portal.test', '/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const card = main(page).getByRole('region', { name: 'Your checklist' });
  await expect(card.getByRole('progressbar')).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits(), 'no sideways scrolling on /home').toBe(true);
  for (const tab of await card.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44); // a finger-sized target
  }
  await reviewShot(page, shots('checklist-home-390'));
  await card.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/checklist\/setup\//);
  await expect(page.getByTestId('checklist-action')).toBeVisible();
  expect(await fits(), 'no sideways scrolling on the item page').toBe(true);
  const action = (await page.getByTestId('checklist-action').boundingBox())!;
  expect(action.x + action.width).toBeLessThanOrEqual(390);
  await reviewShot(page, shots('checklist-item-390'));
});
