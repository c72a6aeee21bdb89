// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts, testUnit } from '../support/step-form';
import type { Unit } from '../../../src/shared/schemas/unit';
import { installFakeCalendarApi, VILLA, type FakeCalendarApi } from './support/fake-calendar-api';
import { onPhone } from './support/phone';


// Preview listing (HC §2 Calendar): a published unit with links; one link opens in a
// new tab, several open a modal with "don't show again" (per host, in localStorage); on a
// phone a link icon lists the links. Real page, fake fetch.

const en = scopeTexts(['app', 'calendar']);
const t = (key: string) => en[`calendar.preview.${key}`]!;

const AIRBNB = 'https://www.airbnb.com/rooms/123';
const VRBO = 'https://www.vrbo.com/456';
let api: FakeCalendarApi;
function unitIs(over: Partial<Unit>) {
  api.routes.push({ method: 'GET', path: `/api/app/property-unit/${VILLA}`, answer: () => Response.json(testUnit({ publicId: VILLA, state: 'PUBLISHED', ...over })) });
}
beforeEach(() => {
  localStorage.clear();
  api = installFakeCalendarApi({ interactions: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOST_A = '0190f1a2-0000-7000-8000-00000000000a';
const open = async (host = HOST_A) => {
  const view = await renderApp({ user: userInfo({ userId: host }), path: `/calendar/${VILLA}` });
  await waitFor(() => expect(api.callsTo('GET', `/api/app/property-unit/${VILLA}`)).toHaveLength(1));
  await waitFor(() => expect(document.querySelector('td[data-date]')).toBeTruthy());
  return view;
};
const previewName = new RegExp(`^${t('button')}`);

describe('/calendar preview listing', () => {
  it('no preview while the unit is not published, or published without links', async () => {
    unitIs({ state: 'UNDER_REVIEW', links: [AIRBNB] });
    await open();
    expect(screen.queryByRole('link', { name: previewName })).toBeNull();
    expect(screen.queryByRole('button', { name: previewName })).toBeNull();
    cleanup();
    api = installFakeCalendarApi({ interactions: [] });
    unitIs({ links: [] });
    await open();
    expect(screen.queryByRole('link', { name: previewName })).toBeNull();
    expect(screen.queryByRole('button', { name: previewName })).toBeNull();
  });

  it('one link: the button is that link, in a new tab', async () => {
    unitIs({ links: [AIRBNB] });
    const { missing } = await open();
    const link = await screen.findByRole('link', { name: `${t('button')} ${t('newTab')}` });
    expect(link.getAttribute('href')).toBe(AIRBNB);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(missing).toEqual([]);
  });

  it('several links: a modal lists them; "don’t show again" is kept for this host only, and then the button opens the first link', async () => {
    unitIs({ links: [AIRBNB, VRBO] });
    const u = setupUser();
    const { missing } = await open();
    await u.click(await screen.findByRole('button', { name: t('button') }));
    const dialog = await screen.findByRole('dialog', { name: t('modal.title') });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('target')])).toEqual([
      [`www.airbnb.com ${t('newTab')}`, AIRBNB, '_blank'],
      [`www.vrbo.com ${t('newTab')}`, VRBO, '_blank'],
    ]);
    const box = within(dialog).getByRole('checkbox', { name: t('modal.skip') });
    expect((box as HTMLInputElement).checked).toBe(false);
    await u.click(box);
    expect(Object.entries(localStorage).filter(([k]) => k.includes(HOST_A))).toEqual([[`host-portal.calendar.previewLinks.skipModal.${HOST_A}`, 'true']]);
    // The button under the modal changes only once the modal closes.
    await u.click(within(dialog).getByRole('button', { name: t('modal.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('link', { name: previewName })).getAttribute('href')).toBe(AIRBNB);
    cleanup();

    // Remembered on the next visit; another host on this browser still gets the modal.
    api = installFakeCalendarApi({ interactions: [] });
    unitIs({ links: [AIRBNB, VRBO] });
    await open();
    expect((await screen.findByRole('link', { name: previewName })).getAttribute('href')).toBe(AIRBNB);
    cleanup();
    api = installFakeCalendarApi({ interactions: [] });
    unitIs({ links: [AIRBNB, VRBO] });
    await open('0190f1a2-0000-7000-8000-00000000000b');
    expect(await screen.findByRole('button', { name: t('button') })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('unticking "don’t show again" brings the modal back', async () => {
    localStorage.setItem(`host-portal.calendar.previewLinks.skipModal.${HOST_A}`, 'true');
    unitIs({ links: [AIRBNB, VRBO] });
    const u = setupUser();
    await open();
    expect((await screen.findByRole('link', { name: previewName })).getAttribute('href')).toBe(AIRBNB);
    cleanup();
    localStorage.clear();
    api = installFakeCalendarApi({ interactions: [] });
    unitIs({ links: [AIRBNB, VRBO] });
    await open();
    await u.click(await screen.findByRole('button', { name: t('button') }));
    const box = within(await screen.findByRole('dialog')).getByRole('checkbox');
    await u.click(box);
    await u.click(box);
    expect(localStorage.length).toBe(0);
  });

  it('on a phone the link icon lists the links of a published unit (no checkbox)', async () => {
    onPhone();
    unitIs({ links: [AIRBNB] });
    const u = setupUser();
    await open();
    await u.click(await screen.findByRole('button', { name: t('linksIcon') }));
    const dialog = await screen.findByRole('dialog', { name: t('modal.title') });
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe(AIRBNB);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
