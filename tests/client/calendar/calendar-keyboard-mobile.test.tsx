// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { calendarEvent } from '../support/calendar-event';
import { installFakeCalendarApi, VILLA } from './support/fake-calendar-api';
import { onPhone } from './support/phone';
import { en, day, dayButton, texts, setUpCalendarPageTests } from './support/calendar-page';


// HC §4 (bottom sheet, keyboard) and HC §9 heights: what a screen reader hears of a
// day, Escape on the months clearing a marked range, and the phone's first load and sheet.

setUpCalendarPageTests();
const t = texts('calendar.selection');

const footer = () => screen.queryByRole('region', { name: t('footer.label') });
const short = (d: string) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
const events = [
  calendarEvent({ id: 'b1', dateFrom: day(2), dateTo: day(5), source: 'booking', booking: 'HP-4TW8XR', label: 'Sophie M.' }),
  calendarEvent({ id: 'x1', dateFrom: day(8), dateTo: day(9), source: 'external', external: true, externalName: 'Airbnb', label: 'Reserved' }),
  calendarEvent({
    id: 'multi1',
    dateFrom: day(12),
    dateTo: day(14),
    source: 'multi',
    children: [calendarEvent({ id: 'r1', dateFrom: day(12), dateTo: day(13), source: 'booking_request', label: 'Hannah K.' }), calendarEvent({ id: 'm1', dateFrom: day(13), dateTo: day(14), source: 'manual' })],
  }),
];

describe('what a screen reader hears of a day', () => {
  it('price, state and the stay on that night; a check-out day names no stay', async () => {
    installFakeCalendarApi({ events });
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(3)).getAttribute('aria-label')).toContain('€120'));
    const name = (n: number) => dayButton(day(n)).getAttribute('aria-label')!;
    const src = (s: string) => en[`calendar.source.${s}`]!;
    expect(name(3)).toMatch(new RegExp(`, €120, ${en['calendar.state.blocked']}, ${src('booking')}: Sophie M\\.$`));
    expect(name(5)).toMatch(new RegExp(`, €120, ${en['calendar.state.available']}$`));
    expect(name(8)).toContain('Airbnb: Reserved');
    expect(name(12)).toContain(`2 events: ${src('booking_request')}: Hannah K.; ${src('manual')}`);
  });
});

describe('keyboard', () => {
  it('Escape on the months clears a marked range (the footer’s Cancel); focus stays on the day', async () => {
    installFakeCalendarApi({ events });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(20)).getAttribute('aria-label')).toContain('€120'));
    dayButton(day(20)).focus();
    await u.keyboard('{Enter}');
    dayButton(day(22)).focus();
    await u.keyboard('{Enter}');
    expect(footer()!.textContent).toContain(short(day(22)));
    await u.keyboard('{Escape}');
    expect(footer()).toBeNull();
    for (const n of [20, 21, 22]) expect(dayButton(day(n)).getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(dayButton(day(22)));
    // With nothing marked Escape changes nothing: the default sidebar stays.
    await u.keyboard('{Escape}');
    expect(screen.getByRole('complementary').getAttribute('data-sidebar')).toBe('upcoming-bookings');
  });
});

describe('on a phone', () => {
  it('the first load opens no sidebar and no sheet; one marked day opens none; Edit on a range opens the sheet (HC §9 height) titled with it; its Close resets the range', async () => {
    onPhone();
    installFakeCalendarApi({ events });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(3)).getAttribute('aria-label')).toContain('€120'));
    // The default upcoming-bookings sidebar does not take a phone's screen: the sheet needs from and to.
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await u.click(dayButton(day(3)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(dayButton(day(4)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(within(footer()!).getByRole('button', { name: t('footer.edit') }));
    const sheet = await screen.findByRole('dialog', { name: `${short(day(3))} – ${short(day(4))}` });
    expect(sheet.style.height).toBe(`${305 + 51}px`);
    expect(sheet.getAttribute('data-sidebar')).toBe('booking-details');
    await u.click(within(sheet).getAllByRole('button', { name: t('sidebars.close') })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(footer()).toBeNull();
    expect(dayButton(day(3)).getAttribute('aria-pressed')).toBe('false');
  });

  it('the import sidebar (onboarding "sync calendar") shows above the months, though no range is marked', async () => {
    onPhone();
    const api = installFakeCalendarApi({ events });
    api.routes.push({ method: 'GET', path: `/api/app/property-unit/${VILLA}/ical`, answer: () => Response.json({ unitId: VILLA, exportUrl: 'http://portal.test/x.ics', feeds: [] }) });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    const task = await screen.findByRole('listitem', { name: en['calendar.onboarding.sync_calendar.title'] });
    await u.click(within(task).getByRole('button', { name: en['calendar.onboarding.open'] }));
    const panel = await screen.findByRole('complementary', { name: t('title.calendar-import') });
    expect(await within(panel).findByText(en['calendar-sync.feeds.empty']!)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(within(panel).getByRole('button', { name: t('sidebars.close') }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});
