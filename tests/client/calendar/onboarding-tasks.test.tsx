// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { calendarEvent } from '../support/calendar-event';
import { installFakeCalendarApi, problem, VILLA } from './support/fake-calendar-api';
import { pendingTasks } from '../../../src/client/features/calendar/api';
import { en, day, dayButton, texts, setUpCalendarPageTests } from './support/calendar-page';


// The calendar's onboarding tasks (AS §4): cards until seen; Open marks seen and
// leads to the import sidebar or to marking days; Ignore marks seen. Real page, fake fetch.

setUpCalendarPageTests();
const t = texts('calendar.onboarding');

const cards = () => screen.queryAllByRole('listitem').filter((li) => li.classList.contains('calendar-task'));
const card = (task: 'sync_calendar' | 'block_dates') => screen.getByRole('listitem', { name: t(`${task}.title`) });
const seen = (name: string) => ({ interactionType: `calendar_onboarding_${name}`, interacted: true, createdAt: '2026-01-01T00:00:00.000Z' });

describe('pendingTasks', () => {
  it('keeps the spec order and drops only the tasks interacted with', () => {
    expect(pendingTasks([])).toEqual(['sync_calendar', 'block_dates']);
    expect(pendingTasks([seen('sync_calendar')])).toEqual(['block_dates']);
    expect(pendingTasks([{ ...seen('block_dates'), interacted: false }])).toEqual(['sync_calendar', 'block_dates']);
    expect(pendingTasks([seen('sync_calendar'), seen('block_dates')])).toEqual([]);
  });
});

describe('/calendar onboarding tasks', () => {
  it('shows both tasks until seen; Ignore marks one seen (PUT) and it stays gone after a reload', async () => {
    const api = installFakeCalendarApi();
    const u = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    expect(await screen.findByRole('heading', { name: t('title') })).toBeTruthy();
    expect(cards().map((c) => c.dataset.task)).toEqual(['sync_calendar', 'block_dates']);
    expect(card('sync_calendar').textContent).toContain(t('sync_calendar.body'));

    await u.click(within(card('block_dates')).getByRole('button', { name: t('ignore') }));
    await waitFor(() => expect(cards().map((c) => c.dataset.task)).toEqual(['sync_calendar']));
    expect(api.callsTo('PUT', '/api/app/user/interaction').map((c) => c.body)).toEqual([[{ interactionType: 'calendar_onboarding_block_dates', interacted: true }]]);
    // Nothing else opened: the default sidebar is still the upcoming bookings.
    expect(screen.getByRole('complementary').getAttribute('data-sidebar')).toBe('upcoming-bookings');
    cleanup();

    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    expect(await screen.findByRole('listitem', { name: t('sync_calendar.title') })).toBeTruthy();
    expect(cards()).toHaveLength(1);
    expect(missing).toEqual([]);
  });

  it('the months wait for the cards, so cards coming late never push the months down', async () => {
    const api = installFakeCalendarApi();
    let answer: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answer = resolve));
    api.routes.push({ method: 'GET', path: '/api/app/user/interactions', answer: async () => (await late, Response.json([])) });
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    // Events and prices are in; the interactions are not: the skeleton, no month yet.
    await waitFor(() => expect(api.callsTo('GET', /\/price-list$/).length).toBeGreaterThan(0));
    expect(await screen.findByRole('status', { name: en['calendar.loading'] })).toBeTruthy();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    answer();
    // Both at once: the first month and the cards above it.
    const month = (await screen.findAllByRole('table', { name: /\d{4}/ }))[0]!;
    expect(cards().map((c) => c.dataset.task)).toEqual(['sync_calendar', 'block_dates']);
    expect(cards()[0]!.compareDocumentPosition(month) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Open on sync calendar marks it seen and opens the import sidebar', async () => {
    const api = installFakeCalendarApi({ interactions: [seen('block_dates')] });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await u.click(within(await screen.findByRole('listitem', { name: t('sync_calendar.title') })).getByRole('button', { name: t('open') }));
    await waitFor(() => expect(screen.getByRole('complementary').getAttribute('data-sidebar')).toBe('calendar-import'));
    expect(screen.getByRole('complementary', { name: en['calendar.selection.title.calendar-import'] })).toBeTruthy();
    expect(api.callsTo('PUT', '/api/app/user/interaction').map((c) => c.body)).toEqual([[{ interactionType: 'calendar_onboarding_sync_calendar', interacted: true }]]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: t('title') })).toBeNull());
  });

  it('Open on block dates focuses the first open day from today with a hint; marking and Edit open price and availability', async () => {
    // Today and tomorrow are booked: the first open day is the day after.
    installFakeCalendarApi({
      interactions: [seen('sync_calendar')],
      events: [calendarEvent({ id: 'b1', dateFrom: day(0), dateTo: day(2), source: 'booking', booking: 'HP-4TW8XR', label: 'Sophie M.' })],
    });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await waitFor(() => expect(dayButton(day(2)).getAttribute('aria-label')).toContain('€120'));
    await u.click(within(await screen.findByRole('listitem', { name: t('block_dates.title') })).getByRole('button', { name: t('open') }));
    expect(document.activeElement).toBe(dayButton(day(2)));
    expect(document.querySelector('.calendar-hint[role="status"]')!.textContent).toBe(t('blockHint'));
    await u.keyboard('{Enter}');
    dayButton(day(4)).focus();
    await u.keyboard('{Enter}');
    const footer = screen.getByRole('region', { name: en['calendar.selection.footer.label'] });
    await u.click(within(footer).getByRole('button', { name: en['calendar.selection.footer.edit'] }));
    await waitFor(() => expect(screen.getByRole('complementary').getAttribute('data-sidebar')).toBe('price-and-availability'));
    // The hint has done its work.
    expect(document.querySelector('.calendar-hint')!.textContent).toBe('');
  });

  it('no card while the interactions cannot be read; a refused PUT brings the card back', async () => {
    const api = installFakeCalendarApi({ interactions: null });
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    // Every ask fails: the first with the API client's two retries after a 500 (api/http.ts).
    await waitFor(() => expect(api.callsTo('GET', '/api/app/user/interactions').length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(dayButton(day(3)).getAttribute('aria-label')).toContain('€120'));
    expect(screen.queryByRole('heading', { name: t('title') })).toBeNull();
    cleanup();

    const api2 = installFakeCalendarApi();
    api2.routes.push({ method: 'PUT', path: '/api/app/user/interaction', answer: () => problem(400) });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
    await u.click(within(await screen.findByRole('listitem', { name: t('sync_calendar.title') })).getByRole('button', { name: t('ignore') }));
    await waitFor(() => expect(api2.callsTo('GET', '/api/app/user/interactions').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(cards().map((c) => c.dataset.task)).toEqual(['sync_calendar', 'block_dates']));
  });
});
