// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { WeekdayPicker } from '../../../src/client/features/listing/pricing/weekday-picker';
import { fakePricingApi } from './fake-pricing-api';

// The price-and-availability step in the test host: the server's defaults shown, bounds of the
// shared schema at the field, and Save sending a merge patch of only what changed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = async (fieldErrors?: Record<string, string>) => {
  const view = renderStep('price-and-availability', { property: testProperty(), unit: testUnit(), fieldErrors });
  await screen.findByLabelText(/Price per night/);
  return view;
};
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const retype = async (label: RegExp, value: string) => {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
  await userEvent.tab();
};

describe('price and availability', () => {
  it("starts from the unit's configuration; Save sends a merge patch of the changed fields only", async () => {
    const api = fakePricingApi({ nightlyPrice: 80, securityDeposit: 200, taxes: [{ category: 'local_tax', feeType: 'per_day', value: 2 }] });
    const view = await open();
    expect(field(/Price per night \(€\)/).value).toBe('80');
    expect(field(/Minimum stay/).value).toBe('1');
    expect(field(/Maximum stay/).value).toBe('365');
    expect(field(/Check-in from/).value).toBe('15:00');
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await retype(/Price per night/, '120');
    await retype(/Minimum stay/, '3');
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { nightlyPrice: 120, minStay: 3 } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.results).toHaveLength(1));
    expect(view.results[0]).toMatchObject({ ok: true, value: { nightlyPrice: 120, minStay: 3, securityDeposit: 200 } });
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/app/property-unit/unit-1/price-configuration', contentType: 'application/merge-patch+json', body: { nightlyPrice: 120, minStay: 3 } },
    ]);
    expect(view.missing).toEqual([]);
  });

  it('a unit whose prices were never saved starts without a nightly price, which the host fills in before saving', async () => {
    const api = fakePricingApi({}, {}, { saved: false });
    const view = await open();
    expect(field(/Price per night/).value).toBe('');
    expect(field(/Minimum stay/).value).toBe('1');
    expect(view.lastFrame()).toMatchObject({ valid: false });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await retype(/Price per night/, '95');
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { nightlyPrice: 95 } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.results).toHaveLength(1));
    expect(api.writes()).toMatchObject([{ method: 'PATCH', body: { nightlyPrice: 95 } }]);
  });

  it('a value typed back to what it was is not sent; a cleared optional amount is sent as null', async () => {
    fakePricingApi({ nightlyPrice: 80, securityDeposit: 200 });
    const view = await open();
    await retype(/Price per night/, '81');
    await retype(/Price per night/, '80');
    expect(view.lastFrame()).toMatchObject({ dirty: false });
    await retype(/Security deposit/, '');
    expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { securityDeposit: null } });
  });

  it('shows the bounds of the shared schema at each field and disables Save', async () => {
    fakePricingApi();
    const view = await open();
    await retype(/Price per night/, '5');
    expect(within(field(/Price per night/).closest('.form-field')!).getByText('Please enter at least 10.')).toBeTruthy();
    expect(view.lastFrame()).toMatchObject({ valid: false });
    await retype(/Price per night/, '');
    expect(within(field(/Price per night/).closest('.form-field')!).getByText('Please fill in this field.')).toBeTruthy();
    await retype(/Price per night/, '100');
    await retype(/Maximum stay/, '400');
    expect(screen.getByText('Please enter at most 365.')).toBeTruthy();
    await retype(/Maximum stay/, '2');
    await retype(/Minimum stay/, '5');
    expect(screen.getByText('Must not be less than the minimum stay.')).toBeTruthy();
    await retype(/Maximum stay/, '30');
    await retype(/Price per extra guest/, '20000');
    expect(screen.getByText('Please enter at most 10,000.')).toBeTruthy();
    await retype(/Price per extra guest/, '0');
    expect(screen.getByText('Please enter at least 1.')).toBeTruthy();
    await retype(/Price per extra guest/, '15');
    await retype(/Minimum stay/, '2.5');
    expect(screen.getByText('Please enter a whole number.')).toBeTruthy();
    await retype(/Minimum stay/, '2');
    expect(view.lastFrame()).toMatchObject({ valid: true, values: { nightlyPrice: 100, minStay: 2, maxStay: 30, extraGuestPrice: 15 } });
    expect(view.missing).toEqual([]);
  });

  it('check-in days are weekdays by name; none at all is refused at the field', async () => {
    fakePricingApi();
    const view = await open();
    const arrival = screen.getByRole('group', { name: 'Days guests can arrive' });
    const boxes = within(arrival).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    for (const box of boxes.slice(0, 5)) await userEvent.click(box);
    expect(view.lastFrame()).toMatchObject({ valid: true, values: { checkInDays: [0, 6] } });
    await userEvent.click(within(arrival).getByLabelText('Saturday'));
    await userEvent.click(within(arrival).getByLabelText('Sunday'));
    expect(within(arrival).getByText('Choose at least one day.')).toBeTruthy();
    expect(view.lastFrame()).toMatchObject({ valid: false });
  });

  it('taxes and extra charges are rows to add and remove; a service is offered once', async () => {
    fakePricingApi();
    const view = await open();
    await userEvent.click(screen.getByText('Taxes'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a tax' }));
    const tax = screen.getByRole('group', { name: 'Tax 1' });
    await userEvent.selectOptions(within(tax).getByLabelText(/Charged/), 'per_stay');
    await userEvent.type(within(tax).getByLabelText(/Amount/), '20001');
    await userEvent.tab();
    expect(within(tax).getByText('Please enter at most 10,000.')).toBeTruthy();
    await userEvent.clear(within(tax).getByLabelText(/Amount/));
    await userEvent.type(within(tax).getByLabelText(/Amount/), '2.5');
    await userEvent.click(screen.getByText('Extra charges'));
    await userEvent.click(screen.getByRole('button', { name: 'Add an extra charge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an extra charge' }));
    const second = screen.getByRole('group', { name: 'Extra charge 2' });
    // The first row holds breakfast, so the second cannot choose it.
    expect((within(second).getByRole('option', { name: 'Breakfast' }) as HTMLOptionElement).disabled).toBe(true);
    await userEvent.type(within(screen.getByRole('group', { name: 'Extra charge 1' })).getByLabelText(/Price/), '12');
    await userEvent.type(within(second).getByLabelText(/Price/), '40');
    expect(view.lastFrame()).toMatchObject({
      valid: true,
      values: {
        taxes: [{ category: 'local_tax', feeType: 'per_stay', value: 2.5 }],
        extraCharges: [
          { type: 'breakfast', chargeType: 'recurring', price: 12 },
          { type: 'cleaning', chargeType: 'one_time', price: 40 },
        ],
      },
    });
    await userEvent.click(within(screen.getByRole('group', { name: 'Extra charge 1' })).getByRole('button', { name: 'Remove' }));
    expect(view.lastFrame().values).toMatchObject({ extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 40 }] });
    expect(view.missing).toEqual([]);
  });

  it('a tax has an optional name guests see on the bill: shown, sent, blanks are no name, refused past 60 characters', async () => {
    fakePricingApi({ taxes: [{ category: 'local_tax', name: 'Kurtaxe', feeType: 'per_day', value: 2 }, { category: 'local_tax', feeType: 'per_stay', value: 5 }] });
    const view = await open();
    const first = screen.getByRole('group', { name: 'Tax 1' });
    const second = screen.getByRole('group', { name: 'Tax 2' });
    expect(within(first).getByLabelText(/^Name/)).toHaveProperty('value', 'Kurtaxe');
    // A saved nameless tax is not changed by opening the step.
    expect(within(second).getByLabelText(/^Name/)).toHaveProperty('value', '');
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });

    await userEvent.type(within(second).getByLabelText(/^Name/), 'Tourist tax');
    expect(view.lastFrame()).toMatchObject({
      dirty: true,
      valid: true,
      values: {
        taxes: [
          { category: 'local_tax', name: 'Kurtaxe', feeType: 'per_day', value: 2 },
          { category: 'local_tax', name: 'Tourist tax', feeType: 'per_stay', value: 5 },
        ],
      },
    });
    // The input stops at 60 characters; a longer text (pasted past it, or sent by an old page) is refused by the shared rule.
    fireEvent.change(within(second).getByLabelText(/^Name/), { target: { value: 'x'.repeat(61) } });
    expect(within(second).getByText('At most 60 characters.')).toBeTruthy();
    expect(within(second).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(view.lastFrame().valid).toBe(false);
    // Blanks are no name: the tax is as it was saved, nothing to send.
    fireEvent.change(within(second).getByLabelText(/^Name/), { target: { value: '   ' } });
    expect(view.lastFrame()).toMatchObject({ valid: true, dirty: false });
    expect(view.missing).toEqual([]);
  });

  it("shows the server's refusal at the field, nested names included", async () => {
    fakePricingApi({ taxes: [{ category: 'local_tax', feeType: 'per_day', value: 2 }] });
    await open({ nightlyPrice: 'must be at most 10000', 'taxes.0.value': 'must be at most 10000', 'taxes.0.name': 'must be at most 60 characters' });
    expect(within(field(/Price per night/).closest('.form-field')!).getByText('must be at most 10000')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Tax 1' })).getByText('must be at most 10000')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Tax 1' })).getByText('must be at most 60 characters')).toBeTruthy();
  });

  it("lists the server's errors of fields without an input above the form, not lost", async () => {
    fakePricingApi({ discounts: [{ lengthType: 'custom', minNights: 10, discount: 15 }] });
    await open({ 'discounts.0.minNights': 'a custom discount needs minNights', minStay: 'must be at least 1' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('a custom discount needs minNights');
    expect(alert.textContent).not.toContain('must be at least 1');
    expect(within(field(/Minimum stay/).closest('.form-field')!).getByText('must be at least 1')).toBeTruthy();
  });

  it('names the weekdays in the language of the page (German)', () => {
    render(
      <IntlProvider locale="de-DE" messages={{}}>
        <WeekdayPicker legend="Anreisetage" value={[1]} onChange={() => {}} />
      </IntlProvider>,
    );
    expect(screen.getAllByRole('checkbox').map((b) => b.closest('label')!.textContent)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(screen.getByLabelText('Montag')).toHaveProperty('checked', true);
  });
});
