// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { addDays, todayUtc } from '../../../src/shared/domain/pricing/dates';
import { PAGE, fakeQuoteServer } from './fake-quote-server';


// The price check on a unit's availability page, in the real route table and shell, against a
// fetch-stubbed quote route that answers with the real shared pricing rules.

const en = scopeTexts(['app', 'stay-quote']);
const t = (key: string) => en[`stay-quote.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAY = todayUtc();
const d = (n: number) => addDays(TODAY, n);
const CONFIG = {
  nightlyPrice: 100,
  minStay: 2,
  minDaysOfNotice: 2,
  extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 50 }],
  discounts: [{ lengthType: 'weekly', discount: 10 }],
  taxes: [{ feeType: 'per_person_per_day', value: 2 }],
  securityDeposit: 300,
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const setStay = (checkIn: string, checkOut: string, guests?: string) => {
  fireEvent.change(field(t('checkIn')), { target: { value: checkIn } });
  fireEvent.change(field(t('checkOut')), { target: { value: checkOut } });
  if (guests) fireEvent.change(field(t('guests')), { target: { value: guests } });
};
const rows = () => within(screen.getByRole('region', { name: t('title') })).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));

describe('price check', () => {
  it('asks for nothing until the host asks, then shows each line, the total and the deposit apart', async () => {
    const server = fakeQuoteServer({ config: CONFIG, today: TODAY });
    const u = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: PAGE });
    expect(await screen.findByText(t('empty'))).toBeTruthy();
    expect(field(t('checkIn')).value).toBe(d(14));
    expect(field(t('checkOut')).value).toBe(d(16));
    expect(field(t('guests')).value).toBe('2');
    expect(server.state.calls).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: t('submit') }));
    expect(await screen.findByTestId('price-check-total')).toBeTruthy();
    expect(server.state.calls.map((q) => Object.fromEntries(q))).toEqual([{ checkIn: d(14), checkOut: d(16), guests: '2' }]);
    expect(screen.getByText(t('bookable'))).toBeTruthy();
    expect(rows()).toEqual([
      ['2 nights', '€200.00'],
      ['Final cleaning', '€50.00'],
      ['Local tax per guest and night (4 × €2.00)', '€8.00'],
      ['Total', '€258.00'],
    ]);
    expect(screen.getByText(/^Security deposit of €300\.00/)).toBeTruthy();
    // Two nights: their prices are listed open.
    const nights = screen.getByText(/^Price of each night/).closest('details')!;
    expect(nights.open).toBe(true);
    expect(within(nights).getAllByRole('listitem')).toHaveLength(2);
    expect(missing).toEqual([]);
  });

  it('bills a named tax by the name the host gave it', async () => {
    fakeQuoteServer({ config: { ...CONFIG, taxes: [{ name: 'Tourist tax', feeType: 'per_person_per_day', value: 2 }, { feeType: 'per_stay', value: 1 }] }, today: TODAY });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await screen.findByText(t('empty'));
    await u.click(screen.getByRole('button', { name: t('submit') }));
    await screen.findByTestId('price-check-total');
    expect(rows()).toEqual([
      ['2 nights', '€200.00'],
      ['Final cleaning', '€50.00'],
      ['Tourist tax per guest and night (4 × €2.00)', '€8.00'],
      ['Local tax per stay', '€1.00'],
      ['Total', '€259.00'],
    ]);
  });

  it('names the discount and folds the nightly prices of a long stay', async () => {
    fakeQuoteServer({ config: CONFIG, today: TODAY });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await screen.findByText(t("empty"));
    setStay(d(20), d(28), "1");
    await u.click(await screen.findByRole('button', { name: t('submit') }));
    await screen.findByTestId('price-check-total');
    expect(rows()).toContainEqual(['Weekly discount (10%)', '-€80.00']);
    expect(screen.getByTestId('price-check-total').textContent).toBe('€786.00');
    expect(screen.getByText(/^Price of each night/).closest('details')!.open).toBe(false);
  });

  it('shows why a stay cannot be booked, each reason on its field', async () => {
    fakeQuoteServer({ config: CONFIG, today: TODAY });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await screen.findByText(t("empty"));
    setStay(d(1), d(2));
    await u.click(await screen.findByRole('button', { name: t('submit') }));
    const problems = await screen.findByTestId('price-check-problems');
    const minStay = 'A stay from this check-in must be at least 2 nights.';
    expect(within(problems).getByText(t('notBookable'))).toBeTruthy();
    expect(within(problems).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/^Guests must book 2 days ahead: the earliest check-in is /), minStay]);
    expect(errorOf(field(t('checkOut')))).toBe(minStay);
    expect(errorOf(field(t('checkIn')))).toMatch(/^Guests must book 2 days ahead/);
    expect(field(t('checkIn')).getAttribute('aria-invalid')).toBe('true');
    // The stay is still priced, so the host sees what it would cost.
    expect(screen.getByTestId('price-check-total').textContent).toBe('€154.00');
    // Changing the dates takes the reasons off the fields until the host asks again.
    setStay(d(10), d(12));
    expect(errorOf(field(t('checkOut')))).toBe('');
  });

  it('checks the form before asking', async () => {
    const server = fakeQuoteServer({ config: CONFIG, today: TODAY });
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await screen.findByText(t("empty"));
    setStay(d(10), d(9), "0");
    await u.click(await screen.findByRole('button', { name: t('submit') }));
    expect(errorOf(field(t('checkOut')))).toBe(t('invalid.checkOutOrder'));
    expect(errorOf(field(t('guests')))).toBe('Enter a number of guests from 1 to 99.');
    expect(server.state.calls).toHaveLength(0);
    expect(screen.getByText(t('empty'))).toBeTruthy();
  });

  it('a failed quote offers Retry, which asks again', async () => {
    const server = fakeQuoteServer({ config: CONFIG, today: TODAY });
    server.once(() => new Response('{"type":"urn:host-portal:problem:forbidden","title":"Forbidden","status":403}', { status: 403, headers: { 'content-type': 'application/problem+json' } }));
    const u = setupUser();
    await renderApp({ user: userInfo(), path: PAGE });
    await u.click(await screen.findByRole('button', { name: t('submit') }));
    // Other panels of the page may have alerts of their own: only the price check's counts here.
    const alert = await within(await screen.findByRole('region', { name: t('title') })).findByRole('alert');
    expect(alert.textContent).toContain(t('loadFailed'));
    await u.click(within(alert).getByRole('button', { name: en['stay-quote.retry'] }));
    await waitFor(() => expect(screen.getByTestId('price-check-total').textContent).toBe('€258.00'));
    expect(server.state.calls.length).toBe(2);
  });
});
