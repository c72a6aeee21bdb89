// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definedStepIds } from '../../src/client/features/listing/step-registry';
import { LISTING_STEPS } from '../../src/shared/domain/listing-steps';
import { renderStep, testProperty, testUnit } from './support/step-form';

// The step registry and the form host: a step form works outside the wizard (the management
// pages use the same forms), saving through its own definition.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('finds a screen for every step of both flows, onboarding steps included, and nothing else', () => {
  const catalogue = [...new Set([...LISTING_STEPS['single-unit'], ...LISTING_STEPS['multi-unit']].map((s) => s.id))].sort();
  expect(definedStepIds().sort()).toEqual(catalogue);
});

it('a form outside the wizard reports valid and changed, and saves through its definition', async () => {
  const requests: { method: string; url: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    requests.push({ method: req.method, url: req.url, body: await req.text() });
    return new Response(JSON.stringify({}), { status: 500, headers: { 'content-type': 'application/json' } });
  });
  const view = renderStep('property-title', { property: testProperty({ propertyType: 'multi', title: 'Old' }), unit: testUnit() });
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  const input = screen.getByRole('textbox');
  await userEvent.clear(input);
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: false });
  await userEvent.type(input, 'Casa Nuova');
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { title: 'Casa Nuova' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(view.results[0]).toMatchObject({ ok: false, error: { status: 500 } });
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ title: 'Casa Nuova' }) });
  expect(requests[0].url).toMatch(/\/api\/app\/properties\/prop-1$/);
  expect(view.missing).toEqual([]);
});

it('shows a server field error the host passes in', () => {
  renderStep('property-title', { property: testProperty({ propertyType: 'multi', title: 'Old' }), unit: testUnit(), fieldErrors: { title: 'Too similar to another title' } });
  expect(screen.getByText('Too similar to another title')).toBeTruthy();
});
