import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// The location steps against the real server: the place search over the offline gazetteer
// (loaded in the background at the server's first start), then the map step with its pin.

test('find the town by its first letters, then place the pin on the map', async ({ page, baseURL }) => {
  // Offline by design: no tile server, no geocoder — nothing but the portal itself is asked.
  const external: string[] = [];
  page.on('request', (r) => {
    if (!/^(data|blob):/.test(r.url()) && new URL(r.url()).origin !== new URL(baseURL!).origin) external.push(r.url());
  });
  await signIn(page, 'anna@demo.host-portal.test', '/listing/add-property');
  await page.getByRole('radio', { name: /Single unit/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await page.getByLabel('Type of accommodation').selectOption('apartment');
  const save = page.getByRole('button', { name: 'Save and continue' });
  await save.click();

  // location: type a prefix, choose by keyboard
  await expect(page).toHaveURL(/\/location$/);
  const search = page.getByRole('combobox', { name: /City or town/ });
  // Nothing chosen yet: the address may be typed on the next step, so the one action only moves on.
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await expect(save).toHaveCount(0);
  // The server's first start fills the gazetteer in the background: ask again until it answers.
  await expect(async () => {
    await search.fill('');
    await search.fill('Flor');
    await expect(page.getByRole('option', { name: /^Florence\s*Italy$/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await search.press('ArrowDown');
  const active = await search.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveText(/^Florence\s*Italy$/);
  await search.press('Enter');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Your property is in Florence, Italy')).toBeVisible();
  await expect(page.getByText('Latitude 43.77925, longitude 11.24626')).toBeVisible();
  await save.click();

  // address: country and city came with the place
  await expect(page).toHaveURL(/\/location\/address$/);
  await expect(page.getByLabel('Country')).toHaveValue('IT');
  await expect(page.getByLabel('City')).toHaveValue('Florence');
  await page.getByLabel('Street').fill('Via dei Calzaiuoli');
  await page.getByLabel('House number or name').fill('7');
  await page.getByLabel('Postal code').fill('50122');
  await page.getByLabel('Province').selectOption('FI');
  await save.click();

  // map: the pin at the chosen place; a click on the map moves it, the fields follow
  await expect(page).toHaveURL(/\/location\/map$/);
  const latitude = page.getByRole('textbox', { name: /^Latitude/ });
  const longitude = page.getByRole('textbox', { name: /^Longitude/ });
  await expect(latitude).toHaveValue('43.77925');
  await expect(longitude).toHaveValue('11.24626');
  const webgl = await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'));
  if (webgl) {
    const map = page.getByRole('region', { name: "Map of your property's location" });
    await expect(map).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('button', { name: "Your property's pin" })).toBeVisible();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 40);
    await expect(latitude).not.toHaveValue('43.77925');
    expect(Number(await latitude.inputValue())).toBeLessThan(43.77925);
    expect(Number(await longitude.inputValue())).toBeGreaterThan(11.24626);
    // dragging the pin to the left moves it west
    const afterClick = Number(await longitude.inputValue());
    const pin = (await page.getByRole('button', { name: "Your property's pin" }).boundingBox())!;
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 - 30, pin.y + pin.height / 2, { steps: 5 });
    await page.mouse.move(pin.x + pin.width / 2 - 60, pin.y + pin.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => Number(await longitude.inputValue())).toBeLessThan(afterClick);
    // and by keyboard: the focused pin moves north with the up arrow
    const afterDrag = Number(await latitude.inputValue());
    await page.getByRole('button', { name: "Your property's pin" }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(afterDrag);
  } else {
    await expect(page.getByText('The map cannot be shown in this browser.')).toBeVisible();
  }
  // the keyboard way: type the coordinates; an out-of-range value is refused by name
  await latitude.fill('95');
  await longitude.focus();
  await expect(page.getByText('Please enter a value from -90 to 90.')).toBeVisible();
  await expect(save).toBeDisabled();
  await latitude.fill('43,7731');
  await longitude.fill('11.256');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/guests-and-rooms\/info$/);

  // the saved pin is there when the host comes back
  await page.getByRole('navigation', { name: 'Listing progress and steps' }).getByRole('link', { name: 'Map' }).click();
  await expect(latitude).toHaveValue('43.7731');
  await expect(longitude).toHaveValue('11.256');
  expect(external).toEqual([]);
});
