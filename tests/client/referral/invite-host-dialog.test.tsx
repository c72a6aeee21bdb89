// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { CONSENT_STORAGE_KEY, consentRecord, REJECT_OPTIONAL, serializeConsent } from '../../../src/shared/domain/cookie-consent';
import { resetConsentStore } from '../../../src/client/features/cookie-consent/consent-store';
import { loadReferralWidget } from '../../../src/client/features/referral/api';
import { ApiError } from '../../../src/client/api/http';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();
vi.mock('../../../src/client/features/referral/api', () => ({
  referralKeys: { widget: (hostId: string) => ['referral', 'widget', hostId] },
  loadReferralWidget: vi.fn(),
}));

const LAZY = { timeout: 8000 };
const LINK = 'https://portal.example/redirect/register?ref=ABCD2345';
const widget = { code: 'ABCD2345', link: LINK, expiresAt: '2026-05-04T10:00:00.000Z', registeredCount: 0 };
const loadMock = vi.mocked(loadReferralWidget);
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  loadMock.mockReset().mockResolvedValue(widget);
  writeText.mockReset().mockResolvedValue(undefined);
  // A decided visitor: the cookie banner stays out of these tests.
  localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord(REJECT_OPTIONAL)));
  resetConsentStore();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  delete (navigator as { share?: unknown }).share;
});

async function openInvite(options: Parameters<typeof userInfo>[0] = {}) {
  const user = setupUser();
  // After setup, which puts its own clipboard in place.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const host = userInfo(options);
  const view = await renderApp({ user: host, path: '/', appSettings: { referralProductId: 'host-portal' } });
  const trigger = await screen.findByRole('button', { name: /^Account menu of/ });
  trigger.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', {}, LAZY);
  await user.click(within(menu).getByRole('menuitem', { name: 'Invite a host' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a host' }, LAZY);
  return { user, host, dialog, ...view };
}

describe('Invite a host (account menu, referral widget)', () => {
  it("asks for a token with the portal's product and the host's own id, and shows the link and the code", async () => {
    const { dialog, host, missing } = await openInvite();
    expect(await within(dialog).findByRole('textbox', { name: 'Your invitation link' })).toHaveProperty('value', LINK);
    expect(within(dialog).getByText('Your referral code: ABCD2345')).toBeTruthy();
    expect(loadMock).toHaveBeenCalledWith({ productId: 'host-portal', productUserId: host.userId }, expect.anything());
    expect(missing).toEqual([]);
  });

  it('says how many hosts joined with the link, in the plural form of the count', async () => {
    const none = await openInvite();
    expect(await within(none.dialog).findByText('No host has joined with your link yet.')).toBeTruthy();
    cleanup();
    loadMock.mockResolvedValue({ ...widget, registeredCount: 1 });
    const one = await openInvite();
    expect(await within(one.dialog).findByText('1 host joined with your link.')).toBeTruthy();
    cleanup();
    loadMock.mockResolvedValue({ ...widget, registeredCount: 3 });
    const three = await openInvite();
    expect(await within(three.dialog).findByText('3 hosts joined with your link.')).toBeTruthy();
    expect(three.missing).toEqual([]);
  });

  it('copies the link and says so; says so too when the clipboard refuses', async () => {
    const { dialog, user } = await openInvite();
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(within(dialog).getByRole('status').textContent).toBe('The link is copied. Paste it into a message or an e-mail.');
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toMatch(/could not be copied/));
  });

  it('offers Share only where the device can share, with the link', async () => {
    const first = await openInvite();
    await within(first.dialog).findByRole('button', { name: 'Copy link' });
    expect(within(first.dialog).queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { dialog, user } = await openInvite();
    await user.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
  });

  it('shows a failure with Try again, which loads the link', async () => {
    loadMock.mockReset().mockRejectedValueOnce(new ApiError({ status: 429, general: [], fields: {} })).mockResolvedValueOnce(widget);
    const { dialog, user } = await openInvite();
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/many times in a short while/);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Your invitation link' })).toHaveProperty('value', LINK);
    expect(loadMock).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape', async () => {
    const { user } = await openInvite();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered to a staff member outside a host account', async () => {
    const user = setupUser();
    await renderApp({ user: userInfo({ isStaff: true }), path: '/staff', appSettings: { referralProductId: 'host-portal' } });
    const trigger = await screen.findByRole('button', { name: /^Account menu of/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, LAZY);
    expect(within(menu).getByRole('menuitem', { name: 'Tutorials' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Invite a host' })).toBeNull();
  });
});
