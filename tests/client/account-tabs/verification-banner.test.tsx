// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../../src/client/api/user';
import { commissionHost, userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { identityCheckStatusOf, type VerificationStatus } from '../../../src/shared/domain/identity-check';
import { fakeUserApi } from '../support/fake-user-api';

// The real shell with the banner; fetch (the network boundary) answers kyc/status.

fakeUserApi();

const kycCalls: string[] = [];
// The status that goes with each tier, as services/onboarding-kyc.ts answers.
const STATUS_OF: Record<string, string> = {
  required: 'VERIFICATION_REQUIRED',
  collecting_data: 'VERIFICATION_COLLECTING_DATA',
  in_progress: 'VERIFICATION_IN_PROGRESS',
  failed: 'VERIFICATION_FAILED',
  expired: 'VERIFICATION_EXPIRED',
  completed: 'VERIFICATION_COMPLETED',
};
function answerKyc(tier: string) {
  kycCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('kyc/status')) {
        kycCalls.push(url);
        return new Response(JSON.stringify({ status: STATUS_OF[tier], tier, check: identityCheckStatusOf(STATUS_OF[tier] as VerificationStatus) }), { headers: { 'content-type': 'application/json' } });
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

describe('verification banner (AS §2.10, AS §4)', () => {
  it('asks a host who must verify, with a link to the verification steps, and expands on click', async () => {
    answerKyc('required');
    const app = await open('/properties');
    const banner = await screen.findByTestId('verification-banner');
    expect(banner.className).toContain('verification-banner--warning');
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/verification/identity');
    const toggle = screen.getByRole('button', { name: 'Please verify your identity' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/we need to confirm who you are/).hidden).toBe(false);
    expect(app.missing).toEqual([]);
  });

  it('shows no button while the documents are checked', async () => {
    answerKyc('in_progress');
    await open('/properties');
    expect(await screen.findByText('We are checking your identity')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).toBeNull();
  });

  it('offers a mail to support when verification expired, an error tone when it failed', async () => {
    answerKyc('expired');
    await open('/properties');
    expect((await screen.findByRole('link', { name: 'Contact support' })).getAttribute('href')).toMatch(/^mailto:/);
    cleanup();
    answerKyc('failed');
    await open('/properties');
    expect((await screen.findByTestId('verification-banner')).className).toContain('verification-banner--error');
  });

  it('shows nothing once verified', async () => {
    answerKyc('completed');
    await open('/properties');
    await waitFor(() => expect(kycCalls.length).toBe(1));
    expect(screen.queryByTestId('verification-banner')).toBeNull();
  });

  it('does not even ask on the homepage, nor for a commission host who never started', async () => {
    answerKyc('required');
    await open('/');
    cleanup();
    const features = { ...userInfo().features, isSubscriptionEnabled: false };
    await open('/properties', commissionHost({ features }));
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kycCalls).toEqual([]);
    expect(screen.queryByTestId('verification-banner')).toBeNull();
  });
});
