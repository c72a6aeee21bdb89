import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The desktop header at every desktop and tablet width: the brand, the navigation items and the
// actions on the right never run into each other, and every item is shown without scrolling its
// strip. The widest cases: anna@ (a subscription host: credit badges widen the right side) and
// marie@ (French, the longest labels).

const WIDTHS = [768, 900, 960, 1024, 1279, 1280, 1440, 1680, 1919, 1920];

/** What does not fit at the current width: overlapping neighbours, or a navigation wider than its strip. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.app-header');
    if (!header) return ['no desktop header'];
    const nav = header.querySelector<HTMLElement>('.nav-links--header');
    const boxes = [
      ['brand', header.querySelector('.brand')],
      ...[...(nav?.children ?? [])].map((item) => [item.textContent?.trim() || 'item', item] as const),
      ['actions', header.querySelector('.app-header__right')],
    ].map(([name, el]) => ({ name: name as string, rect: (el as Element).getBoundingClientRect() }));
    const problems: string[] = [];
    for (let i = 1; i < boxes.length; i++) {
      if (boxes[i]!.rect.left < boxes[i - 1]!.rect.right - 0.5) problems.push(`${boxes[i - 1]!.name} runs into ${boxes[i]!.name}`);
    }
    if (nav && nav.scrollWidth > nav.clientWidth + 1) problems.push(`the navigation needs ${nav.scrollWidth} px and has ${nav.clientWidth}`);
    return problems;
  });
}

for (const email of ['anna@demo.host-portal.test', 'marie@demo.host-portal.test']) {
  test(`the header fits from 768 px up for ${email}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, email, '/properties');
    await expect(page.locator('.app-header .nav-links--header')).toBeVisible();
    if (email.startsWith('anna')) await expect(page.locator('.app-header .credit-indicator')).toBeVisible();
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
