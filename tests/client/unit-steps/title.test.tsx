// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubApi } from './support';

// Step "title": title (required, at most 150) and description (optional, at most 10000) with
// counters; PATCH unit title and description, trimmed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('counts characters, sends both fields trimmed, and an empty description as null', async () => {
  const api = stubApi({ 'PATCH /api/app/property-unit/unit-1': { body: testUnit() } });
  const view = renderStep('title', { property: testProperty(), unit: testUnit({ title: 'Old', description: 'Old text' }) });
  expect(screen.getByText('3 / 150 characters')).toBeTruthy();
  expect(screen.getByText('8 / 10000 characters')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });
  const title = screen.getByRole('textbox', { name: 'Title' });
  expect(title.getAttribute('aria-describedby')).toContain(screen.getByText('3 / 150 characters').id);
  await userEvent.clear(title);
  await userEvent.type(title, '  Garden suite ');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Description (optional)' }));
  expect(screen.getByText('12 / 150 characters')).toBeTruthy();
  expect(view.lastFrame()).toMatchObject({ dirty: true, valid: true, values: { title: 'Garden suite', description: null } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.results).toHaveLength(1));
  expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/app/property-unit/unit-1', body: { title: 'Garden suite', description: null } }]);
  expect(view.missing).toEqual([]);
});

it('needs a title and refuses text over the limits, as the server does', async () => {
  stubApi({});
  const view = renderStep('title', { property: testProperty(), unit: testUnit({ title: 'Old' }) });
  const title = screen.getByRole('textbox', { name: 'Title' });
  await userEvent.clear(title);
  await userEvent.tab();
  expect(screen.getByText('Please fill in this field.')).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
  fireEvent.change(title, { target: { value: 'x'.repeat(151) } });
  expect(screen.getByText('At most 150 characters.')).toBeTruthy();
  expect(screen.getByText('151 / 150 characters').className).toContain('unit-counter--over');
  fireEvent.change(title, { target: { value: 'x'.repeat(150) } });
  expect(view.lastFrame().valid).toBe(true);
  fireEvent.change(screen.getByRole('textbox', { name: 'Description (optional)' }), { target: { value: 'y'.repeat(10001) } });
  expect(view.lastFrame().valid).toBe(false);
  expect(screen.getByText('At most 10000 characters.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  expect(view.missing).toEqual([]);
});

it("shows the server's field error at the title", () => {
  stubApi({});
  renderStep('title', { property: testProperty(), unit: testUnit({ title: 'Old' }), fieldErrors: { title: 'required' } });
  const title = screen.getByRole('textbox', { name: 'Title' });
  expect(title.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('required')).toBeTruthy();
});
