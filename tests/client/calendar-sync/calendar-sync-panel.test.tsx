// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { PAGE, fakeIcalServer, feed, icsText } from './fake-ical-server';


// The calendar sync sub-page of a unit in the real route table and shell, against a
// fetch-stubbed API: what the host sees of each imported calendar, and every action on it.

const en = scopeTexts(['app', 'calendar-sync']);
const t = (key: string) => en[`calendar-sync.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const status = () => screen.getByTestId('calendar-sync-status');
const feedList = () => screen.findByRole('list', { name: t('feeds.title') });
const item = async (name: string) => within(await feedList()).getByRole('listitem', { name });

describe('calendar sync page', () => {
  it('shows the export link and each imported calendar with its source, events, last sync, error and overlaps', async () => {
    fakeIcalServer({
      feeds: [
        feed(),
        feed({ id: 'feed-2', name: 'Booking.com', url: 'https://admin.booking.com/ical/x.ics', lastError: 'HTTP 503 from admin.booking.com', lastAttemptAt: '2026-11-22T08:00:00.000Z', eventCount: 1, overlappingBookings: 2, syncPaused: true }),
        feed({ id: 'feed-3', name: 'Old bookings', kind: 'file', url: null, eventCount: 0, lastSuccessAt: null, lastAttemptAt: null }),
      ],
    });
    const { missing } = await renderApp({ user: userInfo(), path: PAGE });
    expect(((await screen.findByLabelText(t('export.label'))) as HTMLInputElement).value).toBe('http://portal.test/ical/unit-1/secret-1.ics');
    expect(screen.getByText(t('export.intro'))).toBeTruthy();

    const airbnb = await item('Airbnb');
    expect(within(airbnb).getByText('https://www.airbnb.com/calendar/ical/123.ics?s=abc')).toBeTruthy();
    expect(within(airbnb).getByText('3 events')).toBeTruthy();
    expect(within(airbnb).getByText(/^Last synced Nov 20, 2026/)).toBeTruthy();
    expect(within(airbnb).queryByText(/failed/)).toBeNull();
    expect(within(airbnb).getByRole('button', { name: 'Sync Airbnb now' })).toBeTruthy();

    const booking = await item('Booking.com');
    expect(within(booking).getByText('1 event')).toBeTruthy();
    const error = within(booking).getByText('HTTP 503 from admin.booking.com').closest('.notice--error')!;
    expect(error.textContent).toMatch(/^The last sync \(Nov 22, 2026.*\) failed: HTTP 503 from admin\.booking\.com/);
    expect(error.textContent).toContain(t('feed.eventsKept'));
    // A calendar too costly to read is not re-read on its own until the host syncs it or changes it.
    expect(error.textContent).toContain(t('feed.syncPaused'));
    expect(within(airbnb).queryByText(t('feed.syncPaused'))).toBeNull();
    expect(within(booking).getByText(/^2 imported events overlap a booking\./).className).toContain('notice--warning');

    const file = await item('Old bookings');
    expect(within(file).getByText(t('feed.uploadedFile'))).toBeTruthy();
    expect(within(file).getByText('No events')).toBeTruthy();
    expect(within(file).getByText(t('feed.neverSynced'))).toBeTruthy();
    expect(within(file).queryByRole('button', { name: /^Sync/ })).toBeNull();
    expect(within(file).getByRole('button', { name: 'Upload a new file for Old bookings' })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('says so when nothing is imported yet', async () => {
    fakeIcalServer();
    await renderApp({ user: userInfo(), path: PAGE });
    expect(await screen.findByText(t('feeds.empty'))).toBeTruthy();
    expect(screen.queryByRole('list', { name: t('feeds.title') })).toBeNull();
  });

  it('a failed load offers Retry, which loads the page', async () => {
    const server = fakeIcalServer({ feeds: [feed()] });
    // A status the client does not retry by itself (a 5xx is retried twice first).
    server.once('GET /', () => new Response('{"type":"urn:host-portal:problem:forbidden","title":"Forbidden","status":403}', { status: 403, headers: { 'content-type': 'application/problem+json' } }));
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${t('loadFailed')} ${en['errors.problem.forbidden']}${en['calendar-sync.retry']}`);
    await u.click(within(alert).getByRole('button', { name: en['calendar-sync.retry'] }));
    expect(await item('Airbnb')).toBeTruthy();
    expect(server.callsTo('GET', '/').length).toBeGreaterThanOrEqual(2);
  });

  it('copies the link and says "Copied"; where the clipboard is refused it selects the link instead', async () => {
    fakeIcalServer();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    const u = setupUser();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp({ user: userInfo(), path: PAGE });
    const link = (await screen.findByLabelText(t('export.label'))) as HTMLInputElement;
    expect(link.readOnly).toBe(true);
    await u.click(screen.getByRole('button', { name: t('export.copy') }));
    expect(writeText).toHaveBeenCalledWith('http://portal.test/ical/unit-1/secret-1.ics');
    expect(await screen.findByText(t('export.copied'), { selector: '.calendar-sync__copied' })).toBeTruthy();
    expect(status().textContent).toBe(t('export.copied'));

    await u.click(screen.getByRole('button', { name: t('export.copy') }));
    expect(await screen.findByText(t('export.copyManually'), { selector: 'p:not([role])' })).toBeTruthy();
    expect(document.activeElement).toBe(link);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
  });

  it('makes a new link only after a confirmation that says the old one stops working', async () => {
    const server = fakeIcalServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(await screen.findByRole('button', { name: t('export.renew') }));
    const dialog = await screen.findByRole('dialog', { name: t('export.renewTitle') });
    expect(within(dialog).getByText(t('export.renewBody'))).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: t('cancel') }));
    expect(server.callsTo('POST', '/export-token')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: t('export.renew') }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('export.renewConfirm') }));
    await waitFor(() => expect((screen.getByLabelText(t('export.label')) as HTMLInputElement).value).toBe(server.state.exportUrl));
    expect(server.state.exportUrl).not.toBe('http://portal.test/ical/unit-1/secret-1.ics');
    expect(server.callsTo('POST', '/export-token')).toHaveLength(1);
    expect(status().textContent).toBe(t('export.renewed'));
  });
});

describe('adding a calendar', () => {
  it('by link: a refused URL is shown at the URL field with the reason, nothing typed is lost, the corrected one is added', async () => {
    const server = fakeIcalServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    const form = await screen.findByRole('form', { name: t('add.byUrl') });
    const name = within(form).getByLabelText(t('field.name'));
    const url = within(form).getByLabelText(t('field.url'));
    const submit = within(form).getByRole('button', { name: t('add.submitUrl') });

    // Checked before sending: nothing goes to the server.
    await u.click(submit);
    expect(within(form).getAllByText(t('error.required'))).toHaveLength(2);
    await u.type(name, 'Vrbo');
    await u.type(url, 'vrbo.com/cal');
    await u.click(submit);
    expect(within(form).getByText(t('error.urlFormat'))).toBeTruthy();
    expect(server.callsTo('POST', '/feeds')).toHaveLength(0);

    await u.clear(url);
    await u.type(url, 'https://vrbo.test/not-a-calendar');
    server.once('POST /feeds', () => server.problem(400, [{ name: 'url', reason: 'the answer is not an iCalendar file' }]));
    await u.click(submit);
    const refused = await within(form).findByText('No calendar could be imported from this link: the answer is not an iCalendar file');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain(refused.id);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect((name as HTMLInputElement).value).toBe('Vrbo');
    expect((url as HTMLInputElement).value).toBe('https://vrbo.test/not-a-calendar');
    expect(JSON.parse(server.callsTo('POST', '/feeds')[0]!.body)).toEqual({ name: 'Vrbo', url: 'https://vrbo.test/not-a-calendar' });
    await waitFor(() => expect(document.activeElement).toBe(url));

    await u.clear(url);
    await u.type(url, '  https://vrbo.test/cal.ics ');
    await u.click(submit);
    const added = await item('Vrbo');
    expect(within(added).getByText('https://vrbo.test/cal.ics')).toBeTruthy();
    expect(within(added).getByText('2 events')).toBeTruthy();
    expect(within(added).getByText(/^Last synced Nov 23, 2026/)).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');
    expect(url.getAttribute('aria-invalid')).toBeNull();
    expect(status().textContent).toBe('Vrbo was added: 2 events.');
  });

  it('a refusal naming no field of the form is said as a general error', async () => {
    const server = fakeIcalServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    const form = await screen.findByRole('form', { name: t('add.byUrl') });
    await u.type(within(form).getByLabelText(t('field.name')), 'Vrbo');
    await u.type(within(form).getByLabelText(t('field.url')), 'https://vrbo.test/cal.ics');
    server.once('POST /feeds', () => new Response(null, { status: 503 }));
    await u.click(within(form).getByRole('button', { name: t('add.submitUrl') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(en['errors.status.5xx']);
    expect((within(form).getByLabelText(t('field.name')) as HTMLInputElement).value).toBe('Vrbo');
  });

  it('from a file: the file is sent as it is, named after the file, and listed as an uploaded file', async () => {
    const server = fakeIcalServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(await screen.findByRole('radio', { name: t('add.byFile') }));
    const form = screen.getByRole('form', { name: t('add.byFile') });
    const submit = within(form).getByRole('button', { name: t('add.submitFile') });
    await u.click(submit);
    expect(within(form).getByText(t('error.fileRequired'))).toBeTruthy();

    const text = icsText(2);
    await u.upload(within(form).getByLabelText(t('field.file')), new File([text], 'holiday-lettings.ics', { type: 'text/calendar' }));
    expect((within(form).getByLabelText(t('field.name')) as HTMLInputElement).value).toBe('holiday-lettings');
    await u.click(submit);
    const added = await item('holiday-lettings');
    expect(within(added).getByText(t('feed.uploadedFile'))).toBeTruthy();
    expect(within(added).getByText('2 events')).toBeTruthy();
    const [call] = server.callsTo('POST', '/feeds/file');
    expect(call!.search).toBe('?name=holiday-lettings');
    expect(call!.contentType).toBe('text/calendar');
    expect(call!.body).toBe(text);
  });

  it('from a file: a file the server cannot read is shown at the file field', async () => {
    const server = fakeIcalServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(await screen.findByRole('radio', { name: t('add.byFile') }));
    const form = screen.getByRole('form', { name: t('add.byFile') });
    await u.upload(within(form).getByLabelText(t('field.file')), new File(['BEGIN:VCALENDAR'], 'broken.ics', { type: 'text/calendar' }));
    server.once('POST /feeds/file', () => server.problem(400, [{ name: 'file', reason: 'END:VCALENDAR is missing' }]));
    await u.click(within(form).getByRole('button', { name: t('add.submitFile') }));
    expect(await within(form).findByText('This file could not be read as a calendar: END:VCALENDAR is missing')).toBeTruthy();
    expect(within(form).getByLabelText(t('field.file')).getAttribute('aria-invalid')).toBe('true');
    expect(server.state.feeds).toHaveLength(0);
  });
  it('from a file: past the upload limit the form says so in the host\'s language, nothing is added', async () => {
    const server = fakeIcalServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(await screen.findByRole('radio', { name: t('add.byFile') }));
    const form = screen.getByRole('form', { name: t('add.byFile') });
    await u.upload(within(form).getByLabelText(t('field.file')), new File([icsText(1)], 'one-more.ics', { type: 'text/calendar' }));
    server.once('POST /feeds/file', () =>
      new Response(JSON.stringify({ type: 'urn:host-portal:problem:too-many-requests', title: 'Too many requests', status: 429, detail: 'Too many calendar files uploaded.' }), {
        status: 429,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '1200' },
      }),
    );
    await u.click(within(form).getByRole('button', { name: t('add.submitFile') }));
    expect(await within(form).findByText(t('error.tooManyFiles').replace('{max}', '20'))).toBeTruthy();
    expect(server.state.feeds).toHaveLength(0);
  });
});

describe('an imported calendar', () => {
  it('sync now: a failed sync shows its reason in the error style and is announced', async () => {
    const server = fakeIcalServer({ feeds: [feed()] });
    server.state.nextSyncError = 'HTTP 404 from www.airbnb.com';
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    const airbnb = await item('Airbnb');
    await u.click(within(airbnb).getByRole('button', { name: 'Sync Airbnb now' }));
    const reason = await within(airbnb).findByText('HTTP 404 from www.airbnb.com');
    expect(reason.closest('.notice--error')!.textContent).toMatch(/^The last sync \(Nov 23, 2026.*\) failed:/);
    expect(within(airbnb).getByText('3 events')).toBeTruthy();
    expect(status().textContent).toBe('Airbnb could not be synced. The reason is shown with the calendar.');
    expect(server.callsTo('POST', '/feeds/feed-1/sync')).toHaveLength(1);

    server.state.nextSyncError = null;
    await u.click(within(airbnb).getByRole('button', { name: 'Sync Airbnb now' }));
    await waitFor(() => expect(within(airbnb).queryByText('HTTP 404 from www.airbnb.com')).toBeNull());
    expect(within(airbnb).getByText(/^Last synced Nov 23, 2026/)).toBeTruthy();
    expect(status().textContent).toBe('Airbnb is synced: 3 events.');
  });

  it('rename and change the link in place; a refused link stays in the form with its reason', async () => {
    const server = fakeIcalServer({ feeds: [feed()] });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(within(await item('Airbnb')).getByRole('button', { name: 'Rename Airbnb or change its link' }));
    const form = screen.getByRole('form', { name: 'Edit Airbnb' });
    const name = within(form).getByLabelText(t('field.name'));
    const url = within(form).getByLabelText(t('field.url'));
    await u.clear(name);
    await u.type(name, 'Airbnb (main)');
    await u.clear(url);
    await u.type(url, 'https://airbnb.test/gone.ics');
    server.once('PATCH /feeds/feed-1', () => server.problem(400, [{ name: 'url', reason: 'HTTP 404' }]));
    await u.click(within(form).getByRole('button', { name: t('edit.save') }));
    expect(await within(form).findByText('No calendar could be imported from this link: HTTP 404')).toBeTruthy();
    expect((url as HTMLInputElement).value).toBe('https://airbnb.test/gone.ics');

    await u.clear(url);
    await u.type(url, 'https://www.airbnb.com/calendar/ical/123.ics?s=abc');
    await u.click(within(form).getByRole('button', { name: t('edit.save') }));
    expect(await item('Airbnb (main)')).toBeTruthy();
    // Only what changed is sent.
    expect(JSON.parse(server.callsTo('PATCH', '/feeds/feed-1').at(-1)!.body)).toEqual({ name: 'Airbnb (main)' });
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
  });

  it('upload again replaces a file import', async () => {
    const server = fakeIcalServer({ feeds: [feed({ id: 'feed-9', name: 'Old bookings', kind: 'file', url: null, eventCount: 1 })] });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    const file = await item('Old bookings');
    const input = file.querySelector<HTMLInputElement>('input[type=file]')!;
    await u.upload(input, new File([icsText(4)], 'new.ics', { type: 'text/calendar' }));
    expect(await within(file).findByText('4 events')).toBeTruthy();
    expect(server.callsTo('PUT', '/feeds/feed-9/file')[0]!.contentType).toBe('text/calendar');
    expect(status().textContent).toBe('Old bookings was replaced: 4 events.');
  });

  it('remove asks first, says it cannot be undone, then removes and says so', async () => {
    const server = fakeIcalServer({ feeds: [feed()] });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(within(await item('Airbnb')).getByRole('button', { name: 'Remove Airbnb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Airbnb?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', '/feeds/feed-1')).toHaveLength(0);

    await u.click(within(await item('Airbnb')).getByRole('button', { name: 'Remove Airbnb' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('feed.removeConfirm') }));
    expect(await screen.findByText(t('feeds.empty'))).toBeTruthy();
    expect(server.callsTo('DELETE', '/feeds/feed-1')).toHaveLength(1);
    expect(status().textContent).toBe('Airbnb was removed.');
    expect(document.activeElement?.textContent).toBe(t('feeds.title'));
  });
});
