import { expect, type Page } from '@playwright/test';

/**
 * The ids of the first unit of a seeded property, read from its card on /properties (the ids are
 * the database's own, UUIDv7). By the property's title, never the page's first unit link: each
 * card's units arrive by a call of their own, so a property an earlier journey added may show its
 * unit first.
 */
export async function seededUnit(page: Page, propertyTitle: string): Promise<{ propertyId: string; unitId: string }> {
  const unitLink = page.getByRole('article', { name: propertyTitle }).locator('a[href*="/units/"]').first();
  await expect(unitLink).toBeVisible();
  const [, propertyId, unitId] = /\/properties\/([^/]+)\/units\/([^/]+)$/.exec((await unitLink.getAttribute('href'))!)!;
  return { propertyId, unitId };
}
