// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubApi } from './support';
import { scaledMs } from '../../support/time-scale';

// Step "guests-and-rooms-beds": rooms of the four types, beds only in bedrooms and living rooms
// (a new room starts without beds; a bathroom's or kitchen's are neither shown nor sent),
// 1 to 20 of a bed, at least one bed; PATCH unit rooms.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unitWithRooms = testUnit({ guests: 4, rooms: [{ type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] }] });

it('shows the saved rooms, adds a living room with a sofa bed and a bathroom, and sends them', async () => {
  const api = stubApi({ 'PATCH /api/app/property-unit/unit-1': { body: unitWithRooms } });
  const view = renderStep('guests-and-rooms-beds', { property: testProperty(), unit: unitWithRooms });
  expect(await screen.findByRole('combobox', { name: 'Type of room 1' })).toHaveProperty('value', 'bedroom');
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  expect(screen.getByText('These beds sleep 2 guests.', { exact: false })).toBeTruthy();
  expect(screen.getByText('That is fewer than the 4 guests the unit takes.', { exact: false })).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
  // A new room starts without beds: the host adds the ones it has.
  expect(screen.queryByRole('combobox', { name: 'Room 2, bed 1: Type of bed' })).toBeNull();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of room 2' }), 'living_room');
  await userEvent.click(screen.getByRole('button', { name: 'Add a bed to room 2' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room 2, bed 1: Type of bed' }), 'sofa_bed');
  await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of room 3' }), 'bath_room');
  // The bathroom can be saved as it is: nothing to delete first.
  expect(screen.queryByRole('combobox', { name: 'Room 3, bed 1: Type of bed' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add a bed to room 3' })).toBeNull();
  expect(screen.getByText('A room of type Bathroom holds no beds.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true });

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(view.results[0].ok).toBe(true);
  expect(api.writes()).toEqual([
    {
      method: 'PATCH',
      path: '/api/app/property-unit/unit-1',
      body: {
        rooms: [
          { type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] },
          { type: 'living_room', beds: [{ type: 'sofa_bed', count: 1 }] },
          { type: 'bath_room', beds: [] },
        ],
      },
    },
  ]);
  expect(view.missing).toEqual([]);
});

it('turning a room with beds into a kitchen sends it without beds, and turning it back brings them back', async () => {
  stubApi({});
  const view = renderStep('guests-and-rooms-beds', { property: testProperty(), unit: unitWithRooms });
  await userEvent.click(await screen.findByRole('button', { name: 'Add a room' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add a bed to room 2' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room 2, bed 1: Type of bed' }), 'bunk_bed');
  expect(screen.getByText('These beds sleep 4 guests.', { exact: false })).toBeTruthy();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of room 2' }), 'kitchen_room');
  expect(screen.queryByRole('combobox', { name: 'Room 2, bed 1: Type of bed' })).toBeNull();
  expect(screen.getByText('These beds sleep 2 guests.', { exact: false })).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({
    valid: true,
    values: { rooms: [{ type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] }, { type: 'kitchen_room', beds: [] }] },
  });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of room 2' }), 'bedroom');
  expect(screen.getByRole('combobox', { name: 'Room 2, bed 1: Type of bed' })).toHaveProperty('value', 'bunk_bed');
  expect(view.lastFrame().values).toEqual({
    rooms: [
      { type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] },
      { type: 'bedroom', beds: [{ type: 'bunk_bed', count: 1 }] },
    ],
  });
});

it('checks the bed count like the server (1 to 20, whole) once the field is left, and needs one bed', async () => {
  stubApi({});
  const view = renderStep('guests-and-rooms-beds', { property: testProperty(), unit: unitWithRooms });
  const count = await screen.findByRole('spinbutton', { name: 'Room 1, bed 1: How many' });
  await userEvent.clear(count);
  await userEvent.type(count, '21');
  await userEvent.tab();
  expect(screen.getByText('Please enter a value from 1 to 20.')).toBeTruthy();
  expect(count.getAttribute('aria-invalid')).toBe('true');
  expect(view.lastFrame().valid).toBe(false);
  await userEvent.clear(count);
  await userEvent.type(count, '2');
  expect(view.lastFrame()).toMatchObject({ valid: true, values: { rooms: [{ type: 'bedroom', beds: [{ type: 'double_bed', count: 2 }] }] } });

  await userEvent.click(screen.getByRole('button', { name: 'Remove room 1' }));
  expect(screen.getByText('No rooms yet. Add the first one below.')).toBeTruthy();
  expect(screen.getByText('Add at least one bed: guests need somewhere to sleep.')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: false });
  expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  expect(view.missing).toEqual([]);
});

it("shows the server's field errors at their field", async () => {
  stubApi({});
  renderStep('guests-and-rooms-beds', { property: testProperty(), unit: unitWithRooms, fieldErrors: { 'rooms.0.beds.0.type': 'unknown bed type' } });
  const select = await screen.findByRole('combobox', { name: 'Room 1, bed 1: Type of bed' });
  const described = select.getAttribute('aria-describedby')!.split(' ');
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('unknown bed type');
});

it('shows a retry when the configuration cannot be loaded', async () => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
  renderStep('guests-and-rooms-beds', { property: testProperty(), unit: unitWithRooms });
  expect(await screen.findByText('This step could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
}, scaledMs(15_000));
