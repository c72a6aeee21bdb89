// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { fetchUserInfo } from '../../src/client/api/user';
import { userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { subscriptionView } from './subscription-steps/fake-subscription-api';
import { identityCheckStatusOf } from '../../src/shared/domain/identity-check';
import { fakeUserApi } from './support/fake-user-api';

// HC §8 and AS §8 "Failed verification or subscription queries are
// silently ignored": the real shell with a host who gets both the verification banner and the
// credit indicator; fetch (the network boundary) fails the kyc status and the subscription. The
// widgets hide; no error page, alert or toast appears, and the page itself is shown.

fakeUserApi();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const problem = (status: number) =>
  new Response(JSON.stringify({ type: 'urn:host-portal:problem:server-error', title: 'Server error', status }), { status, headers: { 'content-type': 'application/problem+json' } });
const ok = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** kyc/status and the subscription answer with `status` (200 gives a real answer); both are counted. */
function serve(status: number) {
  const calls = { kyc: 0, subscription: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/kyc/status')) {
        calls.kyc += 1;
        return status === 200 ? ok({ status: 'VERIFICATION_REQUIRED', tier: 'required', check: identityCheckStatusOf('VERIFICATION_REQUIRED') }) : problem(status);
      }
      if (url.includes('/v2/user/subscription')) {
        calls.subscription += 1;
        return status === 200 ? ok(subscriptionView()) : problem(status);
      }
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

const host = userInfo({ kycInitiated: true, features: { isSubscriptionEnabled: true, isCoinSubscriptionEnabled: true, isSubscriptionCheckoutEnabled: false, isUserProEnabled: false, isB2B: false } });

async function open() {
  vi.mocked(fetchUserInfo).mockResolvedValue(host);
  return renderApp({ user: host, path: '/404' });
}

describe('failed verification and subscription queries are silent (HC §8, AS §8)', () => {
  it('with answers, the host sees the banner and the credits (the widgets are there to hide)', async () => {
    serve(200);
    await open();
    expect(await screen.findByTestId('verification-banner')).toBeTruthy();
    // Desktop header and mobile top bar each carry the indicator.
    expect((await screen.findAllByRole('list', { name: 'Your credits' })).length).toBeGreaterThan(0);
  });

  it.each([500, 503, 403])('a %s from both hides the banner and the credits and shows nothing else', async (status) => {
    const calls = serve(status);
    const { missing } = await open();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // The API client asks again twice after a 5xx (src/client/api/http.ts), never after a 403.
    const asked = status >= 500 ? 3 : 1;
    await waitFor(() => expect(calls).toEqual({ kyc: asked, subscription: asked }));
    // Let the failures settle into the view.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('verification-banner')).toBeNull();
    expect(screen.queryAllByRole('list', { name: 'Your credits' })).toEqual([]);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(document.querySelector('.snackbar')).toBeNull();
    expect(screen.queryByRole('heading', { name: /error|went wrong/i })).toBeNull();
    // The failed queries are not retried in a loop either.
    expect(calls).toEqual({ kyc: asked, subscription: asked });
    expect(missing).toEqual([]);
  });
});
