// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { fakeGuestChatServer, guestSession, json, problem } from './fake-guest-chat-server';


// "Cancel my stay" in the guest chat's "Your stay" region, against fetch-stubbed /api/guest routes:
// shown only when the session says the guest may cancel; a labelled dialog (Escape closes it, focus
// comes back) asks first, with an optional reason; while sending the answer waits; then the status
// reads cancelled, the button is gone and a status message says so; a 409 or a failure is told.

const en = scopeTexts(['app', 'guest-chat']);
const t = (key: string) => en[`guest-chat.chat.cancel.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stayRegion = async () => screen.findByRole('region', { name: en['guest-chat.chat.stay.title'] });
const openButton = () => screen.queryByRole('button', { name: t('open') });

describe('cancelling the stay from the guest chat', () => {
  it('is not offered when the rule does not allow it (canCancel false)', async () => {
    fakeGuestChatServer({ session: guestSession({ canCancel: false }) });
    await renderApp({ user: null, path: '/guest/chat' });
    await stayRegion();
    expect(await screen.findByTestId('guest-chat-stay-status')).toBeTruthy();
    expect(openButton()).toBeNull();
  });

  it('asks in a labelled dialog (Escape keeps the stay and gives focus back), then cancels with the reason: cancelled, no button, a status message', async () => {
    const server = fakeGuestChatServer({ session: guestSession({ canCancel: true }) });
    const u = setupUser();
    const { missing } = await renderApp({ user: null, path: '/guest/chat' });
    const region = await stayRegion();
    const open = await within(region).findByRole('button', { name: t('open') });

    await u.click(open);
    const dialog = await screen.findByRole('dialog', { name: t('title') });
    expect(dialog.textContent).toContain('Studio Nordkette');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(openButton()));
    expect(server.state.cancels).toEqual([]);

    // "Keep the stay" closes it too.
    await u.click(openButton()!);
    await u.click(await screen.findByRole('button', { name: t('keep') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.cancels).toEqual([]);

    // Sending waits (busy) until the server answers.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.answer('POST /api/guest/stay/cancel', async (_request, body) => {
      server.state.cancels.push(body);
      await answered;
      server.state.session = { ...server.state.session!, stayStatus: 'CANCELLED', canCancel: false };
      return json(server.state.session);
    });
    await u.click(openButton()!);
    const box = await screen.findByRole('textbox', { name: t('reason') });
    fireEvent.change(box, { target: { value: '  Our daughter is ill.  ' } });
    const confirm = screen.getByRole('button', { name: t('confirm') });
    await u.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect((screen.getByRole('button', { name: t('keep') }) as HTMLButtonElement).disabled).toBe(true);
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.cancels).toEqual([{ reason: 'Our daughter is ill.' }]);
    expect(within(region).getByTestId('guest-chat-stay-status').textContent).toBe(en['guest-chat.chat.status.cancelled']);
    expect(openButton()).toBeNull();
    const status = within(region).getByRole('status');
    expect(status.textContent).toBe(t('done'));
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(missing).toEqual([]);
  });

  it('a cancellation without a reason sends an empty body', async () => {
    const server = fakeGuestChatServer({ session: guestSession({ canCancel: true }) });
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/chat' });
    await u.click(await screen.findByRole('button', { name: t('open') }));
    await u.click(await screen.findByRole('button', { name: t('confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.cancels).toEqual([{}]);
    expect(screen.getByTestId('guest-chat-stay-status').textContent).toBe(en['guest-chat.chat.status.cancelled']);
  });

  it('a 409 says the stay can no longer be cancelled here; the session is asked again', async () => {
    const server = fakeGuestChatServer({ session: guestSession({ canCancel: true }) });
    server.answer('POST /api/guest/stay/cancel', () => problem(409, 'conflict'));
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/chat' });
    await u.click(await screen.findByRole('button', { name: t('open') }));
    const sessions = () => server.state.calls.filter((c) => c === 'GET /api/guest/session').length;
    const before = sessions();
    await u.click(await screen.findByRole('button', { name: t('confirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('error.conflict'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(sessions()).toBeGreaterThan(before));
  });

  it('a reason over the limit and a failed call are told in the dialog', async () => {
    const server = fakeGuestChatServer({ session: guestSession({ canCancel: true }) });
    server.answer('POST /api/guest/stay/cancel', () => problem(500, 'internal'));
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/chat' });
    await u.click(await screen.findByRole('button', { name: t('open') }));
    const box = await screen.findByRole('textbox', { name: t('reason') });
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    await u.click(screen.getByRole('button', { name: t('confirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('error.tooLong').replace('{max}', '500'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(server.state.calls).not.toContain('POST /api/guest/stay/cancel');
    fireEvent.change(box, { target: { value: 'Plans changed.' } });
    await u.click(screen.getByRole('button', { name: t('confirm') }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t('error.failed')));
    expect(screen.getByTestId('guest-chat-stay-status').textContent).toBe(en['guest-chat.chat.status.confirmed']);
  });
});
