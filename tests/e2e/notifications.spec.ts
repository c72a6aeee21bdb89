import { expect, test, type Page } from '@playwright/test';
import { callApi, hostApi } from './support/api';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// The header's notifications against the real server and its demo data (alpine@: commission,
// reads German, with booking requests waiting for an answer). The journeys share one database
// and run in any order: the journey first puts every notification of alpine@ back to unread, and
// counts from what the API says now, not from the seed.

interface Item {
  interactionType: string;
  type: string;
  interacted: boolean;
  action: { path: string };
}

const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: false });
const bell = (page: Page) => page.getByTestId('notification-bell').filter({ visible: true });
const badge = (page: Page) => bell(page).getByTestId('notification-badge');
const badgeText = (n: number) => (n > 10 ? '10+' : String(n));

async function allUnread(page: Page): Promise<Item[]> {
  const list = (await hostApi(page, 'GET', '/api/app/user/notifications')) as { items: Item[] };
  await hostApi(page, 'PUT', '/api/app/user/interaction', list.items.map((i) => ({ interactionType: i.interactionType, interacted: false })));
  return list.items;
}

test('alpine sees the bell with a count, opens a pending request from it, and marks everything read', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/home');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  const items = await allUnread(page);
  const requestIndex = items.findIndex((i) => i.type === 'newRequest');
  expect(requestIndex, 'a request waits for alpine').toBeGreaterThanOrEqual(0);
  const request = items[requestIndex]!;
  await page.reload();

  await expect(bell(page)).toHaveAccessibleName(`Benachrichtigungen, ${items.length} ungelesen`);
  await expect(badge(page)).toHaveText(badgeText(items.length));

  await bell(page).click();
  const menu = page.getByRole('menu', { name: 'Benachrichtigungen' });
  await expect(menu).toBeVisible();
  const entries = menu.getByTestId('notification-item');
  await expect(entries).toHaveCount(items.length);
  const entry = entries.nth(requestIndex);
  await expect(entry).toContainText('Neue Buchungsanfrage');
  await expect(entry).toContainText('Antworten Sie innerhalb von');
  await expect(entry.getByTestId('unread-dot')).toHaveCount(1);
  const box = await menu.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(460);
  expect(Math.round(box!.height)).toBeLessThanOrEqual(600);
  await reviewShot(page, shots('notifications-de'));

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${request.action.path}$`));
  await expect(menu).toHaveCount(0);
  await expect(badge(page)).toHaveText(badgeText(items.length - 1));

  await bell(page).click();
  await expect(menu.getByTestId('notification-item').nth(requestIndex).getByTestId('unread-dot')).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Alle als gelesen markieren' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(menu.getByTestId('unread-dot')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Benachrichtigungen');
  // The server agrees: nothing unread, also after a reload.
  expect((await hostApi(page, 'GET', '/api/app/user/notifications')).unread).toBe(0);
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test('at 390 px the bell is in the top bar and the dropdown fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'alpine@demo.host-portal.test', '/home');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  const items = await allUnread(page);
  await page.reload();
  await expect(badge(page)).toHaveText(badgeText(items.length));
  const bellBox = (await bell(page).boundingBox())!;
  expect(bellBox.x + bellBox.width).toBeLessThanOrEqual(390);

  await bell(page).click();
  const menu = page.getByRole('menu', { name: 'Benachrichtigungen' });
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('notification-item')).toHaveCount(items.length);
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(Math.round(box.height)).toBeLessThanOrEqual(600);
  // The list scrolls inside the dropdown rather than running off the screen.
  expect(await menu.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  await reviewShot(page, shots('notifications-390-de'));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('an uploaded calendar over an upcoming stay is a notification at once, leads to the unit’s calendar, and goes with the overlap', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/home');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  const upcoming = (await hostApi(page, 'GET', '/api/app/bookings?criteria[tab]=upcoming&limit=50')) as {
    items: { checkIn: string; status: string; propertyUnitSummary: { publicId: string; title: string } }[];
  };
  const stay = upcoming.items.find((b) => b.status !== 'CANCELLED');
  expect(stay, 'alpine has an upcoming stay').toBeTruthy();
  const unitId = stay!.propertyUnitSummary.publicId;
  const overlaps = async () => ((await hostApi(page, 'GET', '/api/app/user/notifications')) as { items: Item[] }).items.filter((i) => i.type === 'importOverlap');
  expect(await overlaps()).toEqual([]);

  // Another channel's export, uploaded as a file: it sold the stay's first night too.
  const night = stay!.checkIn.replaceAll('-', '');
  const next = new Date(Date.parse(`${stay!.checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//Overlap//EN', 'BEGIN:VEVENT', 'UID:clash@e2e.test', `DTSTART;VALUE=DATE:${night}`, `DTEND;VALUE=DATE:${next}`, 'SUMMARY:Reserved', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
  const uploaded = await page.request.post(`/api/app/property-unit/${unitId}/ical/feeds/file?name=E2E%20channel`, { headers: { authorization: `Bearer ${token}`, 'content-type': 'text/calendar' }, data: ics });
  expect(uploaded.status()).toBe(201);
  const feedId = ((await uploaded.json()) as { id: string }).id;
  try {
    const [overlap] = await overlaps();
    expect(overlap).toMatchObject({ interacted: false, action: { path: `/calendar/${unitId}` } });

    await page.reload();
    await bell(page).click();
    const menu = page.getByRole('menu', { name: 'Benachrichtigungen' });
    const entry = menu.getByTestId('notification-item').filter({ hasText: 'Importierte Termine überschneiden sich mit einer Buchung' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`1 bereits gebuchte Nacht in ${stay!.propertyUnitSummary.title}`);
    await expect(entry.getByTestId('unread-dot')).toHaveCount(1);
    await reviewShot(page, shots('notifications-import-overlap-de'));
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${unitId}$`));
    await expect.poll(async () => (await overlaps())[0]?.interacted).toBe(true);
  } finally {
    expect((await callApi(page, 'DELETE', `/api/app/property-unit/${unitId}/ical/feeds/${feedId}`)).status).toBe(204);
  }
  // The overlap is gone, and so is the notification.
  expect(await overlaps()).toEqual([]);
  await page.reload();
  await bell(page).click();
  await expect(page.getByRole('menu', { name: 'Benachrichtigungen' }).getByTestId('notification-item').first()).toBeVisible();
  await expect(page.getByRole('menu', { name: 'Benachrichtigungen' }).getByTestId('notification-item').filter({ hasText: 'Importierte Termine' })).toHaveCount(0);
});
