// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../support/user-event';
import { propertiesConfiguration } from '../../src/server/config/properties-configuration/build';
import type { Place } from '../../src/shared/schemas/places';
import { renderStep, testProperty, testUnit } from './support/step-form';
import { scaledMs } from '../support/time-scale';

// The two location steps on their own (tests/client/support/step-form.tsx): the place search
// (combobox keyboard, debounce, empty and error states, the chosen place as the step's values)
// and the map step (in happy-dom there is no WebGL: the coordinates fields are the whole step).

const PLACES: Place[] = [
  { id: '3463237', name: 'Florianópolis', region: null, countryCode: 'BR', latitude: -27.59667, longitude: -48.54917 },
  { id: '3176959', name: 'Florence', region: null, countryCode: 'IT', latitude: 43.77925, longitude: 11.24626 },
  { id: '2524734', name: 'Floridia', region: null, countryCode: 'IT', latitude: 37.08, longitude: 15.15 },
  { id: '4061234', name: 'Florence', region: 'AL', countryCode: 'US', latitude: 34.79981, longitude: -87.67725 },
];

let requests: { method: string; url: URL; body: string }[];
let placesAnswer: (url: URL) => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  placesAnswer = (url) => {
    const q = url.searchParams.get('q')!.toLowerCase();
    const country = url.searchParams.get('country');
    return json({ items: PLACES.filter((p) => p.name.toLowerCase().startsWith(q) && (!country || p.countryCode === country)) });
  };
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    requests.push({ method: req.method, url, body: await req.text() });
    if (url.pathname.endsWith('/app/properties-configuration')) return json(propertiesConfiguration('en-US'));
    if (url.pathname.endsWith('/app/places')) return placesAnswer(url);
    if (req.method === 'PUT') return json(testProperty({ location: JSON.parse(requests.at(-1)!.body) }));
    return json({}, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const placeRequests = () => requests.filter((r) => r.url.pathname.endsWith('/app/places'));
const placeOptions = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');
const combobox = () => screen.findByRole('combobox', { name: /City or town/ });

describe('step location (place search)', () => {
  it('searches once typing pauses, offers places by keyboard and makes the chosen one the step values', async () => {
    const view = renderStep('location', { property: testProperty(), unit: testUnit() });
    const input = await combobox();
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: false });
    expect(screen.getByText('No place chosen yet.')).toBeTruthy();
    await userEvent.type(input, 'Flor');
    // one request for the whole word, not one per letter
    await waitFor(() => expect(placeOptions()).toHaveLength(3));
    expect(placeRequests()).toHaveLength(1);
    expect(Object.fromEntries(placeRequests()[0].url.searchParams)).toMatchObject({ q: 'Flor', hl: 'en-US', limit: '20' });
    // a place in a country no property can be in (Brazil) is not offered
    expect(placeOptions().map((o) => o.textContent)).toEqual(['FlorenceItaly', 'FloridiaItaly', 'FlorenceAL, United States']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/3 places found/);

    await userEvent.keyboard('{ArrowDown}');
    const options = placeOptions();
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}'); // wraps to the last
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2].id);
    await userEvent.keyboard('{ArrowDown}{Enter}'); // wraps to the first and picks it
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Florence');
    expect(screen.getByText('Your property is in Florence, Italy')).toBeTruthy();
    expect(screen.getByText('Latitude 43.77925, longitude 11.24626')).toBeTruthy();
    expect(view.lastFrame()).toMatchObject({
      dirty: true,
      valid: true,
      values: { countryCode: 'IT', countryName: 'Italy', city: 'Florence', latitude: 43.77925, longitude: 11.24626 },
    });
    // Enter picked the place; it did not submit the form
    expect(view.saves).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.results).toHaveLength(1));
    expect(view.results[0].ok).toBe(true);
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toMatch(/\/app\/properties\/prop-1\/location\/autocomplete$/);
    expect(JSON.parse(put.body)).toEqual({ countryCode: 'IT', countryName: 'Italy', city: 'Florence', latitude: 43.77925, longitude: 11.24626 });
    expect(view.missing).toEqual([]);
  });

  it('waits 350 ms after the last key before asking (fake timers)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderStep('location', { property: testProperty(), unit: testUnit() });
    const input = await combobox();
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input, 'Flo');
    await vi.advanceTimersByTimeAsync(300);
    expect(placeRequests()).toHaveLength(0);
    await user.type(input, 'r');
    await vi.advanceTimersByTimeAsync(300);
    expect(placeRequests()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60);
    await waitFor(() => expect(placeRequests()).toHaveLength(1));
    expect(placeRequests()[0].url.searchParams.get('q')).toBe('Flor');
  });

  it('a US place brings its state, which the address form offers', async () => {
    const view = renderStep('location', { property: testProperty(), unit: testUnit() });
    await userEvent.type(await combobox(), 'Flor');
    await waitFor(() => expect(placeOptions()).toHaveLength(3));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByText('Your property is in Florence, AL, United States')).toBeTruthy();
    expect(view.lastFrame().values).toMatchObject({ countryCode: 'US', city: 'Florence', stateOrProvince: 'AL' });
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    renderStep('location', { property: testProperty(), unit: testUnit() });
    const input = await combobox();
    await userEvent.type(input, 'Flor');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Flor');
    await userEvent.keyboard('{ArrowDown}'); // opens again
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('narrows the search to the chosen country', async () => {
    renderStep('location', { property: testProperty(), unit: testUnit() });
    const input = await combobox();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'US');
    await userEvent.type(input, 'Flor');
    await waitFor(() => expect(placeOptions()).toHaveLength(1));
    expect(placeRequests().at(-1)!.url.searchParams.get('country')).toBe('US');
  });

  it('says when nothing is found, when the query is too short and when the search fails', async () => {
    const view = renderStep('location', { property: testProperty(), unit: testUnit() });
    const input = await combobox();
    await userEvent.type(input, 'F');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 letters.');
    await userEvent.type(input, 'xq');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No places found for “Fxq”.'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    placesAnswer = () => json({ type: 'urn:host-portal:problem:internal', title: 'x', status: 503 }, 503);
    await userEvent.clear(input);
    await userEvent.type(input, 'Zz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The search did not work. Please try again.'), { timeout: 15_000 });
    expect(view.missing).toEqual([]);
  }, scaledMs(20_000));

  it('shows the saved place as chosen, unchanged, and a field error from the server', async () => {
    const location = { countryCode: 'IT', countryName: 'Italy', city: 'Florence', latitude: 43.77925, longitude: 11.24626 };
    const view = renderStep('location', { property: testProperty({ location }), unit: testUnit(), fieldErrors: { countryCode: 'Please choose a country from the list.' } });
    await combobox();
    expect(screen.getByText('Your property is in Florence, Italy')).toBeTruthy();
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe('IT');
    expect(screen.getByRole('combobox', { name: /City or town/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please choose a country from the list.')).toBeTruthy();
  });
});

describe('step location/map (coordinates; no WebGL in happy-dom)', () => {
  const florence = { countryCode: 'IT', city: 'Florence', latitude: 43.77925, longitude: 11.24626 };
  const field = (name: 'Latitude' | 'Longitude') => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

  it('says the map cannot be shown and offers the saved coordinates, unchanged', () => {
    const view = renderStep('location-map', { property: testProperty({ location: florence }), unit: testUnit() });
    expect(screen.getByText('The map cannot be shown in this browser. Please enter the coordinates below.')).toBeTruthy();
    expect(field('Latitude').value).toBe('43.77925');
    expect(field('Longitude').value).toBe('11.24626');
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true, values: { latitude: 43.77925, longitude: 11.24626 } });
    expect(view.missing).toEqual([]);
  });

  it('checks each field (required, a number, in range) and names the problem under it', async () => {
    const view = renderStep('location-map', { property: testProperty({ location: florence }), unit: testUnit() });
    await userEvent.clear(field('Latitude'));
    await userEvent.tab();
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
    expect(view.lastFrame()).toMatchObject({ valid: false, values: {} });
    await userEvent.type(field('Latitude'), '91');
    expect(screen.getByText('Please enter a value from -90 to 90.')).toBeTruthy();
    expect(field('Latitude').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field('Longitude'));
    await userEvent.type(field('Longitude'), 'east');
    await userEvent.tab();
    expect(screen.getByText('Please enter a number.')).toBeTruthy();
    await userEvent.clear(field('Longitude'));
    await userEvent.type(field('Longitude'), '-180.5');
    expect(screen.getByText('Please enter a value from -180 to 180.')).toBeTruthy();
    expect(view.lastFrame().valid).toBe(false);
  });

  it('takes a comma as decimal separator and saves the pin with PUT location/map', async () => {
    const view = renderStep('location-map', { property: testProperty({ location: florence }), unit: testUnit() });
    await userEvent.clear(field('Latitude'));
    await userEvent.type(field('Latitude'), '43,7731');
    await userEvent.clear(field('Longitude'));
    await userEvent.type(field('Longitude'), '11.2560');
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { latitude: 43.7731, longitude: 11.256 } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.results).toHaveLength(1));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toMatch(/\/location\/map$/);
    expect(JSON.parse(put.body)).toEqual({ latitude: 43.7731, longitude: 11.256 });
  });

  it('without a pin starts in the middle of the property country, offered for saving', () => {
    const view = renderStep('location-map', { property: testProperty({ location: { countryCode: 'IT', city: 'Roma' } }), unit: testUnit() });
    expect(field('Latitude').value).toBe('42.8');
    expect(field('Longitude').value).toBe('12.6');
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true });
  });
});
