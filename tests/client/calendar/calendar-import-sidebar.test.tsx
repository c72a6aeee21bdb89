// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import type { IcalFeed } from '../../../src/shared/schemas/ical';
import { calendarEvent } from '../support/calendar-event';
import { installFakeCalendarApi, problem, VILLA } from './support/fake-calendar-api';
import { en, day, dayCell, texts, setUpCalendarPageTests } from './support/calendar-page';


// The calendar's import sidebar (onboarding "sync calendar"): the calendar sync forms and list
// for the unit shown; an import refreshes the grid's days. Real page, fake fetch.

setUpCalendarPageTests();
const sync = texts('calendar-sync');

const feed = (over: Partial<IcalFeed>): IcalFeed => ({
  id: 'feed-1',
  name: 'Airbnb',
  kind: 'url',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  lastAttemptAt: '2026-11-20T09:30:00.000Z',
  lastSuccessAt: '2026-11-20T09:30:00.000Z',
  lastError: null,
  eventCount: 1,
  overlappingBookings: 0,
  syncPaused: false,
  ...over,
});

async function openImport() {
  const u = setupUser();
  const view = await renderApp({ user: userInfo(), path: `/calendar/${VILLA}` });
  const task = await screen.findByRole('listitem', { name: en['calendar.onboarding.sync_calendar.title'] });
  await u.click(within(task).getByRole('button', { name: en['calendar.onboarding.open'] }));
  const sidebar = await screen.findByRole('complementary', { name: en['calendar.selection.title.calendar-import'] });
  return { u, sidebar, ...view };
}

describe('/calendar import sidebar', () => {
  it('lists the unit’s imported calendars; importing by link refreshes the grid, which then shows the imported stay', async () => {
    const api = installFakeCalendarApi();
    let feeds = [feed({ id: 'feed-old', name: 'Booking.com', url: 'https://admin.booking.com/x.ics' })];
    api.routes.push(
      { method: 'GET', path: `/api/app/property-unit/${VILLA}/ical`, answer: () => Response.json({ unitId: VILLA, exportUrl: 'http://portal.test/ical/x.ics', feeds }) },
      {
        method: 'POST',
        path: `/api/app/property-unit/${VILLA}/ical/feeds`,
        answer: (call) => {
          const body = call.body as { name: string; url: string };
          const added = feed({ id: 'feed-new', name: body.name, url: body.url });
          feeds = [...feeds, added];
          // What the server's import does: the unit's calendar now holds the imported stay.
          api.events = [...api.events, calendarEvent({ id: 'x1', dateFrom: day(5), dateTo: day(7), source: 'external', external: true, externalName: body.name })];
          return Response.json(added, { status: 201 });
        },
      },
    );
    const { u, sidebar, missing } = await openImport();
    const list = await within(sidebar).findByRole('list', { name: sync('feeds.title') });
    expect(within(list).getByRole('listitem', { name: 'Booking.com' })).toBeTruthy();
    await waitFor(() => expect(dayCell(day(5)).dataset.state).toBe('available'));
    const eventsBefore = api.callsTo('GET', '/api/app/calendar/events').length;

    const form = within(sidebar).getByRole('form', { name: sync('add.byUrl') });
    await u.type(within(form).getByRole('textbox', { name: new RegExp(sync('field.name')) }), 'Airbnb');
    await u.type(within(form).getByRole('textbox', { name: new RegExp(sync('field.url').replace(/[()]/g, '\\$&')) }), 'https://www.airbnb.com/calendar/ical/9.ics');
    await u.click(within(form).getByRole('button', { name: sync('add.submitUrl') }));

    await waitFor(() => expect(within(list).getByRole('listitem', { name: 'Airbnb' })).toBeTruthy());
    expect(api.callsTo('POST', `/api/app/property-unit/${VILLA}/ical/feeds`).map((c) => c.body)).toEqual([{ name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/9.ics' }]);
    // The grid read its days again and shows the imported stay.
    await waitFor(() => expect(api.callsTo('GET', '/api/app/calendar/events').length).toBeGreaterThan(eventsBefore));
    await waitFor(() => expect(dayCell(day(5)).textContent).toContain('Airbnb'));
    expect(dayCell(day(5)).dataset.state).toBe('blocked');
    // The sidebar stays open for another import.
    expect(screen.getByRole('complementary').getAttribute('data-sidebar')).toBe('calendar-import');
    expect(missing).toEqual([]);
  });

  it('a failed overview shows the error with Try again; merely opening does not refresh the grid', async () => {
    const api = installFakeCalendarApi();
    let fail = true;
    api.routes.push({
      method: 'GET',
      path: `/api/app/property-unit/${VILLA}/ical`,
      answer: () => (fail ? problem(400) : Response.json({ unitId: VILLA, exportUrl: 'http://portal.test/ical/x.ics', feeds: [] })),
    });
    const { u, sidebar } = await openImport();
    const alert = await within(sidebar).findByRole('alert');
    expect(alert.textContent).toContain(sync('loadFailed'));
    fail = false;
    const eventsBefore = api.callsTo('GET', '/api/app/calendar/events').length;
    await u.click(within(alert).getByRole('button', { name: en['calendar-sync.retry'] }));
    expect(await within(sidebar).findByText(sync('feeds.empty'))).toBeTruthy();
    expect(api.callsTo('GET', '/api/app/calendar/events')).toHaveLength(eventsBefore);
  });
});
