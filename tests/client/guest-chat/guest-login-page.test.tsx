// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { fakeGuestChatServer, guestSession, json, problem } from './fake-guest-chat-server';


// /guest/login in the real route table (outside the shell) against fetch-stubbed /api/guest routes.

const en = scopeTexts(['app', 'guest-chat']);
const t = (key: string) => en[`guest-chat.login.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (key: 'bookingCode' | 'email') => screen.getByLabelText(new RegExp(`^${t(key)}`)) as HTMLInputElement;
/** The texts the field's aria-describedby points at (hint and error). */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' | ');

describe('the guest sign-in page', () => {
  it('signs in with code and e-mail (the code normalised) and goes to the chat', async () => {
    const server = fakeGuestChatServer({ session: null });
    server.answer('POST /api/guest/login', () => {
      server.state.session = guestSession();
      return json(server.state.session);
    });
    const u = setupUser();
    const { router, missing } = await renderApp({ user: null, path: '/guest/login' });
    expect(await screen.findByRole('heading', { level: 1, name: t('title') })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.change(input('bookingCode'), { target: { value: ' hp-7k2q 9m ' } });
    fireEvent.change(input('email'), { target: { value: ' greta@example.com ' } });
    await u.click(screen.getByRole('button', { name: t('submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/chat'));
    const login = server.state.calls.indexOf('POST /api/guest/login');
    expect(login).toBeGreaterThanOrEqual(0);
    expect(missing).toEqual([]);
  });

  it('sends what the guest typed, normalised', async () => {
    const server = fakeGuestChatServer({ session: null });
    let sent: unknown;
    server.answer('POST /api/guest/login', (_r, body) => {
      sent = body;
      return problem(401, 'unauthorized');
    });
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/login' });
    await screen.findByRole('heading', { level: 1, name: t('title') });
    fireEvent.change(input('bookingCode'), { target: { value: ' hp-7k2q 9m ' } });
    fireEvent.change(input('email'), { target: { value: ' greta@example.com ' } });
    await u.click(screen.getByRole('button', { name: t('submit') }));
    await screen.findByRole('alert');
    expect(sent).toEqual({ bookingCode: 'HP-7K2Q9M', email: 'greta@example.com' });
  });

  it('empty fields: required at each, nothing sent, focus on the first', async () => {
    const server = fakeGuestChatServer({ session: null });
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/login' });
    await screen.findByRole('heading', { level: 1, name: t('title') });
    await u.click(screen.getByRole('button', { name: t('submit') }));
    expect(describedBy(input('bookingCode'))).toContain(t('required'));
    expect(describedBy(input('email'))).toContain(t('required'));
    expect(document.activeElement).toBe(input('bookingCode'));
    expect(server.state.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it("400: the server's invalidParams stand at their field (focused); 401: a general error; 429: wait", async () => {
    const server = fakeGuestChatServer({ session: null });
    const answers = [
      problem(400, 'validation', [{ name: 'email', reason: 'must be an e-mail address' }]),
      problem(401, 'unauthorized'),
      problem(429, 'too-many-requests'),
    ];
    server.answer('POST /api/guest/login', () => answers.shift()!);
    const u = setupUser();
    const { router } = await renderApp({ user: null, path: '/guest/login' });
    await screen.findByRole('heading', { level: 1, name: t('title') });
    fireEvent.change(input('bookingCode'), { target: { value: 'HP-7K2Q9M' } });
    fireEvent.change(input('email'), { target: { value: 'greta@example' } });
    const submit = screen.getByRole('button', { name: t('submit') });

    await u.click(submit);
    await waitFor(() => expect(describedBy(input('email'))).toContain(t('invalid.email')));
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input('bookingCode'))).not.toContain(t('invalid.bookingCode'));
    expect(document.activeElement).toBe(input('email'));
    expect(screen.queryByRole('alert')).toBeNull();

    await u.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(t('error.wrong'));

    await u.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Please wait up to 15 minutes and try again.'));
    expect(router.state.location.pathname).toBe('/guest/login');
    // The busy state is over: the guest may try again later.
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the busy state while signing in', async () => {
    const server = fakeGuestChatServer({ session: null });
    let release!: (r: Response) => void;
    server.answer('POST /api/guest/login', () => new Promise<Response>((resolve) => (release = resolve)));
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/login' });
    await screen.findByRole('heading', { level: 1, name: t('title') });
    fireEvent.change(input('bookingCode'), { target: { value: 'HP-7K2Q9M' } });
    fireEvent.change(input('email'), { target: { value: 'greta@example.com' } });
    const submit = screen.getByRole('button', { name: t('submit') }) as HTMLButtonElement;
    await u.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(submit.disabled).toBe(true);
    release(problem(401, 'unauthorized'));
    await screen.findByRole('alert');
    expect(submit.getAttribute('aria-busy')).toBeNull();
  });

  it('?expired=1 tells the guest why they are here', async () => {
    fakeGuestChatServer({ session: null });
    await renderApp({ user: null, path: '/guest/login?expired=1' });
    expect((await screen.findByText(t('expired'))).getAttribute('role')).toBe('status');
    expect(input('bookingCode')).toBeTruthy();
  });

  it('?code= from the guest\'s mail fills in the booking code; only the e-mail is left to type', async () => {
    const server = fakeGuestChatServer({ session: null });
    let sent: unknown;
    server.answer('POST /api/guest/login', (_r, body) => {
      sent = body;
      return problem(401, 'unauthorized');
    });
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/login?code=HP-7K2Q9M' });
    await screen.findByRole('heading', { level: 1, name: t('title') });
    expect(input('bookingCode').value).toBe('HP-7K2Q9M');
    expect(input('email').value).toBe('');
    fireEvent.change(input('email'), { target: { value: 'greta@example.com' } });
    await u.click(screen.getByRole('button', { name: t('submit') }));
    await screen.findByRole('alert');
    expect(sent).toEqual({ bookingCode: 'HP-7K2Q9M', email: 'greta@example.com' });
  });

  it('a guest still signed in goes straight to the chat', async () => {
    fakeGuestChatServer({ session: guestSession() });
    const { router } = await renderApp({ user: null, path: '/guest/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/chat'));
  });
});
