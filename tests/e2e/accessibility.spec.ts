import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TABS, BOOKING_TABS, INSIGHT_TABS, ROUTES, UNIT_SUB_PAGES } from '../../src/shared/domain/route-access';
import { hostApi } from './support/api';
import { seriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

// Every page of the app through axe (WCAG 2 A and AA): signed out, as a signed-in guest, as the
// demo hosts (subscription anna@, commission alpine@) and as staff, with the ids of the seeded
// data. A serious or critical violation fails the journey, listed by page, rule and element.
// The identity server's sign-in and registration pages are audited too.

const ANNA = 'anna@demo.host-portal.test';
const ALPINE = 'alpine@demo.host-portal.test';
const STAFF = 'staff@demo.host-portal.test';

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Route patterns not audited here: helpers that only navigate away. */
const NOT_PAGES = new Set(['/redirect/login', '/redirect/register', '/redirect/landing', '/redirect/platform', '/redirect/platform/login', '/logout']);

/** The patterns each persona's visits cover (the coverage test below proves every route is in one). */
const SIGNED_OUT = ['/guest/login', '/legal', '/legal/atc', '/help', '/help/articles/:id', '/feature-toggle/:id', '/404'];
const GUEST = ['/guest/chat'];
const HOST = [
  '/',
  '/home',
  '/messages',
  '/messages/all',
  '/messages/archived',
  '/messages/:channelStatus/:channelId?',
  '/insights',
  ...INSIGHT_TABS.map((tab) => `/insights/${tab}/:id?`),
  '/account',
  ...ACCOUNT_TABS.map((tab) => `/account/${tab}`),
  '/verification/*',
  '/checklist/:tab/:checklistItemId',
  '/listing/*',
  '/properties',
  '/properties/:propertyId',
  '/properties/:propertyId/units',
  '/properties/:propertyId/about',
  '/properties/:propertyId/units/:unitId',
  ...UNIT_SUB_PAGES.map((sub) => `/properties/:propertyId/units/:unitId/${sub}`),
  '/inquiries',
  '/inquiries/:id',
  '/calendar/:unit?',
];
const COMMISSION = ['/stay/:unitId', '/bookings', '/bookings/:tab', '/booking-details/:id', '/booking-request-details/:id', '/booking-request-confirmation/:id'];
const STAFF_PAGES = ['/staff', '/staff/mail', '/machines', '/machines/:name'];

/** Waits until the page shows content: a heading, no spinner, no busy region. */
async function settle(page: Page, findings: Finding[], label: string) {
  await page.waitForLoadState('domcontentloaded');
  const shown = await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 15_000 }).then(() => true, () => false);
  if (!shown) findings.push({ page: label, rule: 'no heading after 15 s', impact: 'serious', help: `the page at ${page.url()} shows no content`, targets: [] });
  // A part that keeps loading (a map's tiles, a live channel) does not hold the audit up for long.
  await expect(page.locator('.spinner:visible, [aria-busy="true"]')).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
  // A panel sliding or fading in is measured once it has arrived: mid-fade its text is paler
  // than it will be, and axe would report a contrast the host never sees at rest.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, 3_000)),
      ]),
    )
    .catch(() => undefined);
}

async function audit(page: Page, findings: Finding[], label = page.url()) {
  await settle(page, findings, label);
  for (const v of await seriousViolations(page)) findings.push({ page: label, ...v });
}

async function visit(page: Page, path: string, findings: Finding[]) {
  await page.goto(path);
  await audit(page, findings, path);
}

function report(findings: Finding[]) {
  return findings.map((f) => `${f.page}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

test('every route of the app is audited by one of the journeys', () => {
  const covered = new Set([...SIGNED_OUT, ...GUEST, ...HOST, ...COMMISSION, ...STAFF_PAGES, ...NOT_PAGES]);
  expect(ROUTES.map((r) => r.path).filter((p) => !covered.has(p))).toEqual([]);
});

test('signed-out pages and the identity pages have no serious accessibility violation', async ({ page }) => {
  const findings: Finding[] = [];
  await page.goto('/properties');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await audit(page, findings, 'identity: sign in');
  await page.getByRole('link', { name: 'Create a host account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your host account' })).toBeVisible();
  await audit(page, findings, 'identity: registration');
  // The password pages a mail leads to (auth/interactions.ts): the form asking the address, its
  // neutral answer, and a link that no longer works. The form a working link opens is audited by
  // forgot-password.spec.ts, which has the mail.
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await audit(page, findings, 'identity: forgot password');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await audit(page, findings, 'identity: forgot password, sent');
  await visit(page, '/auth/account/password/reset/no-such-link', findings);
  await visit(page, '/auth/account/email/verify/no-such-link', findings);

  const articles = (await (await page.request.get('/api/public/knowledge-articles')).json()) as { id: string }[];
  for (const path of ['/guest/login', '/legal', '/legal/atc', '/help', `/help/articles/${articles[0]!.id}`, '/feature-toggle/demo', '/404']) {
    await visit(page, path, findings);
  }
  expect(findings, report(findings)).toEqual([]);
});

test('the signed-in guest chat has no serious accessibility violation', async ({ page }) => {
  const findings: Finding[] = [];
  await page.goto('/guest/login');
  await page.getByLabel('Booking code').fill('HP-5YB9GN');
  await page.getByLabel('E-mail address').fill('oliver@guest.example');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/guest\/chat$/);
  await audit(page, findings, '/guest/chat');
  expect(findings, report(findings)).toEqual([]);
});

/** anna@'s ids: a property with a unit, a conversation. */
async function annaIds(page: Page) {
  const properties = (await hostApi(page, 'GET', '/api/app/property-list')) as { items: { id: string; units: { id: string; title: string | null }[] }[] };
  const property = properties.items.find((p) => p.units.length > 0)!;
  const channels = (await hostApi(page, 'GET', '/api/app/messaging/channels')) as { items: { id: string }[] };
  return { propertyId: property.id, unitId: property.units[0]!.id, channelId: channels.items[0]!.id };
}

type AnnaIds = Awaited<ReturnType<typeof annaIds>>;
const ANNA_JOURNEYS: [string, (ids: AnnaIds) => string[]][] = [
  [
    'home, messages, insights and account',
    ({ unitId, channelId }) => [
      '/',
      '/home',
      '/messages',
      '/messages/all',
      '/messages/archived',
      `/messages/inbox/${channelId}`,
      '/insights',
      ...INSIGHT_TABS.map((tab) => `/insights/${tab}/${unitId}`),
      '/account',
      ...ACCOUNT_TABS.map((tab) => `/account/${tab}`),
      '/verification/payout-info',
      '/checklist/setup/publish-unit',
    ],
  ],
  [
    'properties and units',
    ({ propertyId, unitId }) => [
      '/properties',
      `/properties/${propertyId}`,
      `/properties/${propertyId}/units`,
      `/properties/${propertyId}/about`,
      `/properties/${propertyId}/units/${unitId}`,
      ...UNIT_SUB_PAGES.map((sub) => `/properties/${propertyId}/units/${unitId}/${sub}`),
    ],
  ],
  [
    'listing, inquiries and calendar',
    ({ propertyId, unitId }) => [
      '/listing/check-eligibility',
      '/listing/add-property',
      `/listing/single-unit/${propertyId}/${unitId}`,
      '/inquiries',
      '/inquiries/HP-H5QD9S',
      '/calendar',
      `/calendar/${unitId}`,
    ],
  ],
];

for (const [name, pathsOf] of ANNA_JOURNEYS) {
  test(`anna@ (subscription), ${name}: no serious accessibility violation`, async ({ page }) => {
    test.setTimeout(300_000);
    const findings: Finding[] = [];
    await signIn(page, ANNA, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const path of pathsOf(await annaIds(page))) await visit(page, path, findings);
    expect(findings, report(findings)).toEqual([]);
  });
}

test('the bookings pages and the guest page of alpine@ (commission) have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  const findings: Finding[] = [];
  await signIn(page, ALPINE, '/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const requests = (await hostApi(page, 'GET', '/api/app/booking-requests?status=all')) as { items: { publicId: string }[] };
  const request = requests.items[0]!.publicId;
  // alpine@'s published studio (stay-page.spec.ts): its guest page, outside the host's shell.
  const found = (await hostApi(page, 'GET', '/api/app/property-list?criteria[search]=Nordkette')) as { items: { units: { id: string; title: string | null }[] }[] };
  const studio = found.items.flatMap((p) => p.units).find((u) => u.title === 'Studio Nordkette')!.id;
  const paths = [
    '/bookings',
    ...BOOKING_TABS.map((tab) => `/bookings/${tab}`),
    '/booking-details/HP-4TW8XR',
    `/booking-request-details/${request}`,
    `/booking-request-confirmation/${request}`,
    '/account/payout',
    '/account/pricing',
    `/stay/${studio}`,
  ];
  for (const path of paths) await visit(page, path, findings);
  expect(findings, report(findings)).toEqual([]);
});

test('the staff desk, its mailbox and the workflow machines pages have no serious accessibility violation', async ({ page }) => {
  const findings: Finding[] = [];
  await signIn(page, STAFF, '/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff desk' })).toBeVisible();
  await audit(page, findings, '/staff');
  // The mailbox: every mail the portal kept (the journeys before this one wrote some).
  await visit(page, '/staff/mail', findings);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The workflow machines pages: the list, and a machine with its live actor and drawn diagram.
  await visit(page, '/machines', findings);
  await visit(page, '/machines/session', findings);
  await expect(page.locator('.machine-diagram svg, [data-testid="machine-diagram"] svg').first()).toBeVisible({ timeout: 20_000 });
  await audit(page, findings, '/machines/session (diagram drawn)');
  expect(findings, report(findings)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("anna@'s main pages in the mobile shell have no serious accessibility violation", async ({ page }) => {
    test.setTimeout(180_000);
    const findings: Finding[] = [];
    await signIn(page, ANNA, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { propertyId, unitId, channelId } = await annaIds(page);
    const paths = ['/', '/messages', `/messages/inbox/${channelId}`, '/properties', `/properties/${propertyId}/units/${unitId}`, '/account/profile', '/insights', `/calendar/${unitId}`, '/help'];
    for (const path of paths) await visit(page, path, findings);
    expect(findings, report(findings)).toEqual([]);
  });
});
