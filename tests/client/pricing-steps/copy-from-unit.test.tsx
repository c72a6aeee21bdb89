// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { buildPropertiesConfiguration } from '../../../src/server/config/properties-configuration/build';
import { PriceConfigurationSchema, type PriceConfiguration } from '../../../src/shared/schemas/price-configuration';
import { withSeasonRanges } from '../../../src/shared/domain/season-range';
import { scaledMs } from '../../support/time-scale';

// "Copy from unit …" on the price and regional steps of a multi-unit property: the host picks
// another unit, sees what would be copied, confirms; the form is filled but nothing is written
// until Save, and Undo copy puts the form back.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface FakeUnit {
  title: string | null;
  prices?: Partial<PriceConfiguration>;
  saved?: boolean;
  regional?: { registrationNumber: string | null; nationalIdentificationCode: string | null };
}

/** The API of one property's units: unit-1 is edited; the others are sources. */
function fakeApi(units: Record<string, FakeUnit>, options: { failPrices?: string } = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const text = await req.text();
    requests.push({ method: req.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/app/properties-configuration') return json(buildPropertiesConfiguration('en-US'));
    if (url.pathname === '/api/app/properties/prop-1/units') {
      const items = Object.entries(units).map(([id, u]) => ({ id, title: u.title, image: null, state: 'IN_PROGRESS', guests: null, size: null, bedroomCount: 0 }));
      return json({ items, pagination: { current: 1, next: null, pages: 1, total: items.length } });
    }
    const match = /^\/api\/app\/property-unit\/([^/]+)\/(.+)$/.exec(url.pathname);
    const unit = match && units[match[1]];
    if (unit && match[2] === 'price-configuration') {
      if (options.failPrices === match[1]) return json({ type: 'about:blank', title: 'Server error', status: 500 }, 500);
      let stored = v.parse(PriceConfigurationSchema, { nightlyPrice: 10, ...unit.prices });
      if (req.method === 'PATCH') {
        stored = v.parse(PriceConfigurationSchema, { ...stored, ...(JSON.parse(text) as object) });
        unit.prices = stored;
        unit.saved = true;
      }
      return json({ unitId: match[1], saved: unit.saved ?? true, ...withSeasonRanges(stored) });
    }
    if (unit && match[2] === 'regional-requirements/configuration') {
      return json({
        countryCode: 'IT',
        fields: [
          { name: 'registrationNumber', required: true, pattern: '^IT\\d{6}[A-Z][A-Z0-9]{9}$', example: 'IT058091C2ISMB9TY8' },
          { name: 'nationalIdentificationCode', required: true, pattern: '^[A-Z]{6}\\d{2}[A-Z]\\d{2}[A-Z]\\d{3}[A-Z]$', example: 'RSSMRA85T10A562S' },
        ],
      });
    }
    if (unit && match[2] === 'regional-requirements') {
      return json({ countryCode: 'IT', registrationNumber: null, nationalIdentificationCode: null, ...unit.regional, invalidFields: [] });
    }
    return json({ type: 'about:blank', title: 'Not found', status: 404 }, 404);
  });
  return { requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}

const multi = () => ({ property: testProperty({ propertyType: 'multi', unitIds: ['unit-1', 'unit-2', 'unit-3'] }), unit: testUnit({ propertyType: 'multi' }) });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

const SOURCE_PRICES: Partial<PriceConfiguration> = {
  nightlyPrice: 140,
  minStay: 3,
  maxStay: 21,
  securityDeposit: 300,
  taxes: [
    { category: 'local_tax', name: 'Kurtaxe', feeType: 'per_person_per_day', value: 2.5 },
    { category: 'local_tax', feeType: 'per_stay', value: 10 },
  ],
};

describe('copy from unit, price step', () => {
  it('previews the other unit, fills the form on confirm without saving, and Save sends the copied values', async () => {
    const api = fakeApi({ 'unit-1': { title: 'Studio', saved: false }, 'unit-2': { title: 'Penthouse', prices: SOURCE_PRICES }, 'unit-3': { title: null, saved: false } });
    const view = renderStep('price-and-availability', multi());
    await userEvent.click(await screen.findByRole('button', { name: 'Copy from unit …' }));
    const panel = screen.getByRole('region', { name: 'Copy from another unit of this property' });
    const select = within(panel).getByLabelText('Unit to copy from') as HTMLSelectElement;
    // The unit being edited is not offered; an untitled unit is named by its place.
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a unit', 'Penthouse', 'Untitled unit 3']);
    expect(document.activeElement).toBe(select);
    expect(within(panel).getByRole('button', { name: 'Copy into the form' })).toHaveProperty('disabled', true);

    await userEvent.selectOptions(select, 'unit-2');
    await within(panel).findByText('Price per night (€): 140');
    expect(within(panel).getByText('Stay: 3 to 21 nights')).toBeTruthy();
    expect(within(panel).getByText('2 taxes:')).toBeTruthy();
    expect(within(panel).getByText('Kurtaxe: 2.5 € (Per person and night)')).toBeTruthy();
    expect(within(panel).getByText('Tax 2: 10 € (Per stay)')).toBeTruthy();
    // Nothing has changed in the form yet.
    expect(field(/Price per night \(€\)/).value).toBe('');

    await userEvent.click(within(panel).getByRole('button', { name: 'Copy into the form' }));
    expect(field(/Price per night \(€\)/).value).toBe('140');
    expect(field(/Minimum stay/).value).toBe('3');
    expect(screen.getByRole('status').textContent).toContain('Copied from Penthouse');
    expect(api.writes()).toEqual([]);
    expect(view.lastFrame()).toMatchObject({
      dirty: true,
      valid: true,
      values: { nightlyPrice: 140, minStay: 3, maxStay: 21, securityDeposit: 300, taxes: [{ name: 'Kurtaxe', feeType: 'per_person_per_day', value: 2.5 }, { feeType: 'per_stay', value: 10 }] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.results).toHaveLength(1));
    expect(api.writes()).toMatchObject([{ method: 'PATCH', path: '/api/app/property-unit/unit-1/price-configuration', body: { nightlyPrice: 140, minStay: 3 } }]);
    expect(view.missing).toEqual([]);
  });

  it('Undo copy puts back what the form held; a unit without saved prices has nothing to copy', async () => {
    const api = fakeApi({ 'unit-1': { title: 'Studio', prices: { nightlyPrice: 90 } }, 'unit-2': { title: 'Penthouse', prices: SOURCE_PRICES }, 'unit-3': { title: 'Loft', saved: false } });
    const view = renderStep('price-and-availability', multi());
    await userEvent.click(await screen.findByRole('button', { name: 'Copy from unit …' }));
    const select = screen.getByLabelText('Unit to copy from');
    await userEvent.selectOptions(select, 'unit-3');
    await screen.findByText('Loft has nothing to copy for this step yet.');
    expect(screen.getByRole('button', { name: 'Copy into the form' })).toHaveProperty('disabled', true);

    await userEvent.selectOptions(select, 'unit-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy into the form' }));
    expect(field(/Price per night \(€\)/).value).toBe('140');
    await userEvent.click(screen.getByRole('button', { name: 'Undo copy' }));
    expect(field(/Price per night \(€\)/).value).toBe('90');
    expect(view.lastFrame()).toMatchObject({ dirty: false });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy from unit …' }));
    expect(api.writes()).toEqual([]);
  });

  it('a failed read says so and Try again reads the unit again; Cancel closes the panel', { timeout: scaledMs(20_000) }, async () => {
    const api = fakeApi({ 'unit-1': { title: 'Studio' }, 'unit-2': { title: 'Penthouse', prices: SOURCE_PRICES } }, { failPrices: 'unit-2' });
    renderStep('price-and-availability', multi());
    await userEvent.click(await screen.findByRole('button', { name: 'Copy from unit …' }));
    await userEvent.selectOptions(screen.getByLabelText('Unit to copy from'), 'unit-2');
    expect((await screen.findByRole('alert', {})).textContent).toContain("The unit's settings could not be read.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The client's own retries may read it more than once per attempt; Try again reads it afresh.
    const reads = api.requests.filter((r) => r.path === '/api/app/property-unit/unit-2/price-configuration').length;
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/api/app/property-unit/unit-2/price-configuration').length).toBeGreaterThan(reads));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Copy from another unit of this property' })).toBeNull();
  });

  it('a single-unit property offers no copy', async () => {
    fakeApi({ 'unit-1': { title: null } });
    renderStep('price-and-availability', { property: testProperty(), unit: testUnit() });
    await screen.findByLabelText(/Price per night/);
    expect(screen.queryByRole('button', { name: 'Copy from unit …' })).toBeNull();
  });
});

describe('copy from unit, regional requirements', () => {
  it("copies the host's national identification code, never the unit's registration number", async () => {
    const api = fakeApi({
      'unit-1': { title: 'Studio' },
      'unit-2': { title: 'Penthouse', regional: { registrationNumber: 'IT058091C2ISMB9TY8', nationalIdentificationCode: 'RSSMRA85T10A562S' } },
    });
    const view = renderStep('regional-requirements', multi());
    await userEvent.click(await screen.findByRole('button', { name: 'Copy from unit …' }));
    await userEvent.selectOptions(screen.getByLabelText('Unit to copy from'), 'unit-2');
    await screen.findByText('National identification code: RSSMRA85T10A562S');
    expect(screen.getByText('“Registration number” belongs to each unit and is not copied.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy into the form' }));
    expect(field(/National identification code/).value).toBe('RSSMRA85T10A562S');
    expect(field(/Registration number/).value).toBe('');
    expect(view.lastFrame()).toMatchObject({ dirty: true, values: { nationalIdentificationCode: 'RSSMRA85T10A562S', registrationNumber: null } });
    expect(api.writes()).toEqual([]);
    expect(view.missing).toEqual([]);
  });
});
