// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { fakePricingApi } from './fake-pricing-api';

// The seasons step: add, edit, remove; an overlap shows at once (the server's own rule), the
// server's refusal at the field; Save sends the list of seasons.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMER = { id: 'season-1', name: 'Summer', dateFrom: '2026-07-01', dateTo: '2026-08-31', recurrence: 'one-time' as const, price: 180, minStay: 5 };
const WINTER = { id: 'season-2', name: 'Christmas', dateFrom: '2026-12-20', dateTo: '2027-01-06', recurrence: 'recurring' as const, price: 200, minStay: 3 };

const open = async (fieldErrors?: Record<string, string>) => {
  const view = renderStep('price-and-availability-seasons', { property: testProperty(), unit: testUnit(), fieldErrors });
  await screen.findByRole('button', { name: 'Add a season' });
  return view;
};
const season = (name: string) => screen.getByRole('region', { name });
const fill = async (region: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(region).getByLabelText(new RegExp(label));
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
};

describe('seasons', () => {
  it('lists the saved seasons; an added overlapping season is refused at once, fixed, then saved', async () => {
    const api = fakePricingApi({ seasonsPricing: [SUMMER] });
    const view = await open();
    expect((within(season('Summer')).getByLabelText(/First night/) as HTMLInputElement).value).toBe('2026-07-01');
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });

    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const added = season('Season 2');
    await fill(added, { '^Name': 'August peak', 'First night': '2026-08-15', 'Last night': '2026-08-25', 'Price per night': '220' });
    const peak = season('August peak');
    expect(within(peak).getByText('Overlaps with Summer.')).toBeTruthy();
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: false });

    await fill(peak, { 'First night': '2026-09-01', 'Last night': '2026-09-10' });
    expect(within(peak).queryByText(/Overlaps/)).toBeNull();
    expect(view.lastFrame()).toMatchObject({ valid: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.results).toHaveLength(1));
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/app/property-unit/unit-1/price-configuration',
        contentType: 'application/merge-patch+json',
        body: {
          seasonsPricing: [
            { id: 'season-1', name: 'Summer', recurrence: 'one-time', dateFrom: '2026-07-01', dateTo: '2026-08-31', price: 180, minStay: 5 },
            { name: 'August peak', recurrence: 'one-time', dateFrom: '2026-09-01', dateTo: '2026-09-10', price: 220, minStay: null },
          ],
        },
      },
    ]);
    expect(view.missing).toEqual([]);
  });

  it('compares a recurring season by month and day, whatever the year', async () => {
    fakePricingApi({ seasonsPricing: [WINTER] });
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    await fill(season('Season 2'), { 'First night': '2028-01-02', 'Last night': '2028-01-10', 'Price per night': '150' });
    expect(within(season('Season 2')).getByText('Overlaps with Christmas.')).toBeTruthy();
    await fill(season('Season 2'), { 'First night': '2028-01-07' });
    expect(screen.queryByText(/Overlaps/)).toBeNull();
    expect(view.lastFrame()).toMatchObject({ valid: true });
  });

  it('a recurring season is chosen by day and month; one over New Year ends in the next year', async () => {
    fakePricingApi({ seasonsPricing: [{ ...SUMMER, dateFrom: '2027-01-02', dateTo: '2027-01-04', name: 'Epiphany' }] });
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const added = season('Season 2');
    await userEvent.selectOptions(within(added).getByLabelText(/Repeats/), 'recurring');
    const first = within(added).getByRole('group', { name: /First night/ });
    const last = within(added).getByRole('group', { name: /Last night/ });
    await userEvent.selectOptions(within(first).getByLabelText('Month'), 'December');
    await userEvent.selectOptions(within(first).getByLabelText('Day'), '20');
    await userEvent.selectOptions(within(last).getByLabelText('Day'), '6');
    await userEvent.selectOptions(within(last).getByLabelText('Month'), 'January');
    await fill(added, { 'Price per night': '190' });
    // Compared by month and day: the one-time season of January 2027 falls inside it.
    expect(within(added).getByText('Overlaps with Epiphany.')).toBeTruthy();
    const year = new Date().getFullYear();
    expect(view.lastFrame().values).toMatchObject({
      seasonsPricing: [expect.anything(), { recurrence: 'recurring', dateFrom: `${year}-12-20`, dateTo: `${year + 1}-01-06`, price: 190 }],
    });
    await userEvent.selectOptions(within(last).getByLabelText('Day'), '1');
    expect(within(added).queryByText(/Overlaps/)).toBeNull();
    expect(view.lastFrame()).toMatchObject({ valid: true });
    // February offers 28 days: a yearly season cannot rest on a day most years lack.
    await userEvent.selectOptions(within(first).getByLabelText('Month'), 'February');
    expect(within(within(added).getByRole('group', { name: /First night/ })).getByLabelText('Day').querySelectorAll('option')).toHaveLength(29);
    expect(view.missing).toEqual([]);
  });

  it("checks each season's own fields with the shared schema once touched", async () => {
    fakePricingApi();
    const view = await open();
    expect(screen.getByText('No seasons yet: every night costs the base price.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const added = season('Season 1');
    expect(within(added).queryByText('Please fill in this field.')).toBeNull();
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: false });
    await fill(added, { 'First night': '2026-05-10', 'Last night': '2026-05-01', 'Price per night': '5' });
    expect(within(added).getByText('Must not be before the first day.')).toBeTruthy();
    expect(within(added).getByText('Please enter at least 10.')).toBeTruthy();
    await userEvent.selectOptions(within(added).getByLabelText(/Repeats/), 'recurring');
    expect(within(added).getByText('Only the day and month count; the season comes back every year.')).toBeTruthy();
    expect(view.missing).toEqual([]);
  });

  it("removes a season, and shows the server's refusal at the field it names", async () => {
    fakePricingApi({ seasonsPricing: [SUMMER, { ...WINTER, recurrence: 'one-time' }] });
    const view = await open({ 'seasonsPricing.1.dateFrom': 'overlaps season 0' });
    expect(within(season('Christmas')).getByText('overlaps season 0')).toBeTruthy();
    await userEvent.click(within(season('Summer')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('region', { name: 'Summer' })).toBeNull();
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { seasonsPricing: [expect.objectContaining({ id: 'season-2' })] } });
  });
});
