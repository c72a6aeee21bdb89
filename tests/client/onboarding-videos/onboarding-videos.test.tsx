// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { findModal } from '../support/find-modal';
import { CONSENT_STORAGE_KEY, consentRecord, REJECT_OPTIONAL, serializeConsent } from '../../../src/shared/domain/cookie-consent';
import { resetConsentStore } from '../../../src/client/features/cookie-consent/consent-store';
import { openTutorials } from '../../../src/client/features/onboarding-videos/tutorials-store';
import { fetchUserInteractions, putUserInteractions } from '../../../src/client/api/user-interactions';
import type { UserInteraction } from '../../../src/shared/schemas/user-interactions';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();
vi.mock('../../../src/client/api/user-interactions', () => ({
  userInteractionKeys: { all: ['user', 'interactions'] },
  fetchUserInteractions: vi.fn(),
  putUserInteractions: vi.fn(),
}));

// The server's interactions, as the mocked GET and PUT keep them.
let stored: UserInteraction[] = [];
const fetchMock = vi.mocked(fetchUserInteractions);
const putMock = vi.mocked(putUserInteractions);

beforeEach(() => {
  stored = [];
  fetchMock.mockReset().mockImplementation(async () => stored);
  putMock.mockReset().mockImplementation(async (items) => {
    const saved = items.map((i) => ({ ...i, createdAt: '2026-05-04T09:00:00.000Z' }));
    stored = [...stored.filter((s) => !items.some((i) => i.interactionType === s.interactionType)), ...saved];
    return saved;
  });
  // A decided visitor: the cookie banner stays out of these tests.
  localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord(REJECT_OPTIONAL)));
  resetConsentStore();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const LAZY = { timeout: 8000 };
const putNames = () => putMock.mock.calls.flatMap(([items]) => items.map((i) => i.interactionType));

describe('the welcome tour (AS §4 Tour modal)', () => {
  it('opens for a migrated host who has not seen it, walks the steps, and Escape marks it seen', async () => {
    await renderApp({ user: userInfo({ accountSource: 'migrated' }), path: '/' });
    const tour = await findModal('Welcome to the host portal', LAZY);
    expect(within(tour).getByText('Step 1 of 4')).toBeTruthy();
    expect(within(tour).queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText('Step 2 of 4')).toBeTruthy();
    expect(within(tour).getByRole('heading', { name: 'Properties, calendar and bookings' })).toBeTruthy();
    await userEvent.click(within(tour).getByRole('button', { name: 'Back' }));
    expect(within(tour).getByText('Step 1 of 4')).toBeTruthy();
    expect(putMock).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(putMock).toHaveBeenCalledWith([{ interactionType: 'tour_welcome', interacted: true }]));
  });

  it('stays shut once seen, and for a host made in the portal unless ?tour=open', async () => {
    stored = [{ interactionType: 'tour_welcome', interacted: true, createdAt: '2026-05-01T09:00:00.000Z' }];
    await renderApp({ user: userInfo({ accountSource: 'migrated' }), path: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), LAZY);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    stored = [];
    fetchMock.mockClear();
    await renderApp({ user: userInfo({ accountSource: 'direct' }), path: '/' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await new Promise((r) => setTimeout(r, 100));
    // Not a candidate: the tour's code and the interactions are not even fetched.
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    await renderApp({ user: userInfo({ accountSource: 'demo' }), path: '/?tour=open' });
    expect(await screen.findByRole('dialog', { name: 'Welcome to the host portal' }, LAZY)).toBeTruthy();
  });

  it('Watch tutorials closes the tour, marks it seen and opens the tutorials', async () => {
    await renderApp({ user: userInfo({ accountSource: 'import' }), path: '/' });
    const tour = await findModal('Welcome to the host portal', LAZY);
    await userEvent.click(within(tour).getByRole('button', { name: 'Watch tutorials' }));
    expect(await screen.findByRole('dialog', { name: 'Tutorials' }, LAZY)).toBeTruthy();
    expect(putNames()).toContain('tour_welcome');
  });
});

describe('the tutorials (AS §3 Onboarding videos)', () => {
  it('lists six videos; playing one stores started once and its end completed, then it is ticked', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => openTutorials());
    const list = await findModal('Tutorials', LAZY);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(list).getByText('Set your nightly prices, seasons and discounts.')).toBeTruthy();
    expect(within(list).queryByText('Watched')).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: 'Play Modify prices' }));
    const player = await findModal('Modify prices');
    const video = player.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toMatch(/modify-prices\.webm/);
    fireEvent.play(video);
    fireEvent.pause(video);
    fireEvent.play(video);
    await waitFor(() => expect(putNames()).toEqual(['tutorial_modify-prices_started']));
    fireEvent.ended(video);
    await waitFor(() => expect(putNames()).toEqual(['tutorial_modify-prices_started', 'tutorial_modify-prices_completed']));

    await userEvent.click(within(player).getByRole('button', { name: 'All tutorials' }));
    const again = await screen.findByRole('dialog', { name: 'Tutorials' });
    await waitFor(() => expect(within(again).getByTestId('watched-modify-prices').textContent).toContain('Watched'));
    expect(within(again).queryByTestId('watched-welcome')).toBeNull();
  });

  it('opens from the user menu', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu of/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tutorials' }, LAZY));
    expect(await screen.findByRole('dialog', { name: 'Tutorials' }, LAZY)).toBeTruthy();
  });
});
