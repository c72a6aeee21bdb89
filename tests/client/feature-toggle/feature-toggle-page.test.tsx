// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeSession } from '../support/fake-session';
import { resetToggleStore } from '../../../src/client/features/feature-toggle/toggle-store';
import { FEATURE_TOGGLES_STORAGE_KEY } from '../../../src/shared/domain/feature-toggles';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();

// /feature-toggle/{id} in the real route table and shell: the switch's name and description, what
// the portal says, the three choices kept in this browser, their effect on the navigation at once
// (the app data applies them), and the "no such switch" state for an unknown id.

beforeEach(() => {
  localStorage.clear();
  resetToggleStore();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = () => localStorage.getItem(FEATURE_TOGGLES_STORAGE_KEY);
const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('.nav-link__label')?.textContent);

describe('a known switch', () => {
  it('is open to visitors: name, description, the portal setting and "follow the portal" chosen', async () => {
    const { missing } = await renderApp({ user: null, path: '/feature-toggle/overview', publicSettings: { overviewEnabled: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interface switch: Overview' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('The Overview page and its item at the start of the navigation.')).toBeTruthy();
    expect(screen.getByText("The portal's setting: off")).toBeTruthy();
    const group = screen.getByRole('group', { name: 'In this browser' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('This browser: off');
    // The other switches are one link away.
    const others = screen.getByRole('region', { name: 'Other interface switches' });
    expect(within(others).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/feature-toggle/help-center-link', '/feature-toggle/tour', '/feature-toggle/earning-details']);
    expect(fakeSession.signIn).not.toHaveBeenCalled();
    expect(missing).toEqual([]);
  });

  it('opting in shows the Overview navigation item at once; following the portal again removes it and the stored choice', async () => {
    const user = setupUser();
    await renderApp({ user: userInfo(), path: '/feature-toggle/overview', publicSettings: { overviewEnabled: false } });
    await screen.findByRole('heading', { level: 1, name: 'Interface switch: Overview' }, { timeout: 10_000 });
    expect(navLabels()).not.toContain('Overview');

    await user.click(screen.getByRole('radio', { name: 'On' }));
    expect(JSON.parse(stored()!)).toEqual({ overview: true });
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('This browser: on');
    expect(navLabels()[0]).toBe('Overview');
    // The portal's own answer is still shown as it is.
    expect(screen.getByText("The portal's setting: off")).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Follow the portal' }));
    expect(stored()).toBeNull();
    expect(navLabels()).not.toContain('Overview');
  });

  it('opting out hides an item the portal has on, and the choice is read back on the next visit', async () => {
    const user = setupUser();
    await renderApp({ user: userInfo(), path: '/feature-toggle/help-center-link' });
    await screen.findByRole('heading', { level: 1, name: 'Interface switch: Help centre link' }, { timeout: 10_000 });
    expect(navLabels()).toContain('Help centre');
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    expect(navLabels()).not.toContain('Help centre');
    cleanup();

    await renderApp({ user: userInfo(), path: '/feature-toggle/help-center-link' });
    await screen.findByRole('heading', { level: 1, name: 'Interface switch: Help centre link' }, { timeout: 10_000 });
    expect((screen.getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    expect(navLabels()).not.toContain('Help centre');
  });

  it('a broken stored value counts as no choice', async () => {
    localStorage.setItem(FEATURE_TOGGLES_STORAGE_KEY, '{not json');
    await renderApp({ user: null, path: '/feature-toggle/tour' });
    await screen.findByRole('heading', { level: 1, name: 'Interface switch: Welcome tour' }, { timeout: 10_000 });
    expect((screen.getByRole('radio', { name: 'Follow the portal' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('This browser: on');
  });
});

describe('an unknown switch', () => {
  it('says there is no such switch and links to every valid one', async () => {
    const { missing } = await renderApp({ user: null, path: '/feature-toggle/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such switch' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/There is no interface switch called “nope”/)).toBeTruthy();
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Overview', '/feature-toggle/overview'],
      ['Help centre link', '/feature-toggle/help-center-link'],
      ['Welcome tour', '/feature-toggle/tour'],
      ['Earning details', '/feature-toggle/earning-details'],
    ]);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(missing).toEqual([]);
  });
});
