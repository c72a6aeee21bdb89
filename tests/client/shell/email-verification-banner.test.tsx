// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../../src/client/api/user';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// The real shell with the "confirm your e-mail address" banner; fetch (the network boundary)
// answers the banner's "send again" call.

fakeUserApi();

const resendCalls: string[] = [];
function answerResend(status: number) {
  resendCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.includes('user/email-verification')) {
        resendCalls.push(request.method);
        return status === 204
          ? new Response(null, { status })
          : new Response(JSON.stringify({ type: 'about:blank', title: 'Too many requests', status }), { status, headers: { 'content-type': 'application/problem+json' } });
      }
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(path: string, user = userInfo()) {
  vi.mocked(fetchUserInfo).mockResolvedValue(user);
  return renderApp({ user, path });
}

describe('e-mail confirmation banner', () => {
  it('asks a host whose address is not confirmed, on the home page too, and sends the link again', async () => {
    answerResend(204);
    const app = await open('/', userInfo({ emailVerified: false, email: 'nora@example.test' }));
    const banner = await screen.findByTestId('email-verification-banner');
    expect(banner.textContent).toContain('Please confirm your email address');
    expect(banner.textContent).toContain('We sent a link to nora@example.test.');
    const button = screen.getByRole('button', { name: 'Send the link again' });
    await userEvent.click(button);
    expect(await screen.findByText('A new link is on its way to nora@example.test.')).toBeTruthy();
    expect(resendCalls).toEqual(['POST']);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(app.missing).toEqual([]);
  });

  it('says so when the host asked too often', async () => {
    answerResend(429);
    await open('/properties', userInfo({ emailVerified: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('You asked for several links already. Try again in an hour.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is not shown once the address is confirmed, nor to staff acting for the host', async () => {
    answerResend(204);
    await open('/properties', userInfo({ emailVerified: true }));
    await screen.findByRole('main');
    expect(screen.queryByTestId('email-verification-banner')).toBeNull();
    cleanup();
    await open('/properties', userInfo({ emailVerified: false, isImpersonating: true, staffEmail: 'staff@example.test' }));
    await screen.findByRole('main');
    expect(screen.queryByTestId('email-verification-banner')).toBeNull();
  });
});
