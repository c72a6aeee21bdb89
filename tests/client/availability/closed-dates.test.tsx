// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { PAGE, bookingEvent, day, fakeAvailabilityServer, importedEvent } from './fake-availability-server';


// "Closed dates" on a unit's availability page, in the real route table and shell, against a
// fetch-stubbed API that applies the real block and merge rules.

const en = scopeTexts(['app', 'availability']);
const t = (key: string) => en[`availability.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fmt = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const range = (from: string, to: string) => `${fmt(from)} – ${fmt(to)}`;
const list = () => screen.findByRole('list', { name: t('list.title') });
const rows = async () => within(await list()).getAllByRole('listitem');
const firstDay = () => screen.getByLabelText(new RegExp(`^${t('form.dateFrom')}`)) as HTMLInputElement;
const lastDay = () => screen.getByLabelText(new RegExp(`^${t('form.dateTo')}`)) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: t('form.submit') });
const status = () => within(screen.getByRole('region', { name: t('title') })).getAllByRole('status')[0]!;

describe('closed dates', () => {
  it('lists the next 12 months: own closed dates with "Open again", bookings and imported events read-only with their source', async () => {
    fakeAvailabilityServer({
      blocks: [{ from: day(20), to: day(23) }],
      others: [bookingEvent(-3, 0, 'HP-GONE01'), bookingEvent(5, 8), importedEvent(30, 31, 'Airbnb', 'Reserved'), bookingEvent(400, 402, 'HP-LATE01')],
    });
    const { missing } = await renderApp({ user: userInfo(), path: PAGE });
    const items = await rows();
    expect(items.map((li) => li.getAttribute('data-source'))).toEqual(['booking', 'manual', 'external']);
    expect(items[0]!.textContent).toContain(range(day(5), day(7)));
    expect(items[0]!.textContent).toContain('Booking HP-4TW8XR · Sophie M.');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]!.textContent).toContain(range(day(20), day(22)));
    expect(items[1]!.textContent).toContain(t('source.manual'));
    expect(within(items[1]!).getByRole('button', { name: `Open again: ${range(day(20), day(22))}` })).toBeTruthy();
    expect(items[2]!.textContent).toContain(fmt(day(30)));
    expect(items[2]!.textContent).toContain('Imported from Airbnb: Reserved');
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('closes a range: sends both days, says so politely, and lists it with "Open again"', async () => {
    const server = fakeAvailabilityServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    expect(await screen.findByText(t('list.empty'))).toBeTruthy();
    fireEvent.change(firstDay(), { target: { value: day(10) } });
    fireEvent.change(lastDay(), { target: { value: day(12) } });
    await u.click(submit());
    await waitFor(() => expect(status().textContent).toBe(`Closed: ${range(day(10), day(12))}.`));
    expect(JSON.parse(server.callsTo('POST', '/unavailabilities/block')[0]!.body)).toEqual({ dateFrom: day(10), dateTo: day(12) });
    const items = await rows();
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('button', { name: `Open again: ${range(day(10), day(12))}` })).toBeTruthy();
    expect(firstDay().value).toBe('');
  });

  it('with the last day left empty, closes one day (the end is not sent)', async () => {
    const server = fakeAvailabilityServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await screen.findByText(t('list.empty'));
    fireEvent.change(firstDay(), { target: { value: day(3) } });
    await u.click(submit());
    await waitFor(() => expect(status().textContent).toBe(`Closed: ${fmt(day(3))}.`));
    expect(JSON.parse(server.callsTo('POST', '/unavailabilities/block')[0]!.body)).toEqual({ dateFrom: day(3) });
    expect((await rows())[0]!.textContent).toContain(fmt(day(3)));
  });

  it('says at the field what is wrong before sending: no first day, last day before the first', async () => {
    const server = fakeAvailabilityServer();
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await screen.findByText(t('list.empty'));
    await u.click(submit());
    expect(firstDay().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstDay().getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(t('problem.required'));
    fireEvent.change(firstDay(), { target: { value: day(12) } });
    fireEvent.change(lastDay(), { target: { value: day(10) } });
    await u.click(submit());
    expect(lastDay().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('problem.endBeforeStart'))).toBeTruthy();
    expect(firstDay().getAttribute('aria-invalid')).toBeNull();
    expect(server.callsTo('POST', '/unavailabilities/block')).toHaveLength(0);
  });

  it('shows the server\'s refusal next to the field it names, and keeps what was typed', async () => {
    const server = fakeAvailabilityServer();
    server.once('POST /api/app/properties/unit-1/unavailabilities/block', () => server.problem(400, [{ name: 'dateFrom', reason: 'must not be in the past' }]));
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await screen.findByText(t('list.empty'));
    fireEvent.change(firstDay(), { target: { value: day(1) } });
    await u.click(submit());
    await waitFor(() => expect(firstDay().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(t('problem.past'))).toBeTruthy();
    expect(firstDay().value).toBe(day(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closing nights a stay holds is refused: the notice names the nights and the stay, in the host\'s language, and nothing is closed', async () => {
    const server = fakeAvailabilityServer({ others: [bookingEvent(10, 13, 'HP-4TW8XR')] });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await list();
    fireEvent.change(firstDay(), { target: { value: day(8) } });
    fireEvent.change(lastDay(), { target: { value: day(10) } });
    await u.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en['errors.nightsHeld']!.replace('{nights}', day(10)));
    expect(alert.textContent).toContain(en['errors.nightsHeld.stay']!.replace('{nights}', day(10)).replace('{code}', 'HP-4TW8XR'));
    expect(server.state.blocks).toEqual([]);
    expect(firstDay().value).toBe(day(8));
  });

  it('opens closed dates again: the row goes and the status says so', async () => {
    const server = fakeAvailabilityServer({ blocks: [{ from: day(20), to: day(23) }], others: [bookingEvent(5, 8)] });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(await screen.findByRole('button', { name: `Open again: ${range(day(20), day(22))}` }));
    await waitFor(() => expect(status().textContent).toBe(`Open again: ${range(day(20), day(22))}.`));
    expect(JSON.parse(server.callsTo('POST', '/unavailabilities/unblock')[0]!.body)).toEqual({ dateFrom: day(20), dateTo: day(22) });
    await waitFor(async () => expect((await rows()).map((li) => li.getAttribute('data-source'))).toEqual(['booking']));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t('list.title') }));
  });

  it('a failed load offers Retry', async () => {
    const server = fakeAvailabilityServer({ blocks: [{ from: day(20), to: day(21) }] });
    server.once('GET /api/app/calendar/events', () => new Response('{"type":"urn:host-portal:problem:forbidden","title":"Forbidden","status":403}', { status: 403, headers: { 'content-type': 'application/problem+json' } }));
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('loadFailed'));
    await u.click(within(alert).getByRole('button', { name: en['availability.retry'] }));
    expect((await rows())[0]!.getAttribute('data-source')).toBe('manual');
  });
});
