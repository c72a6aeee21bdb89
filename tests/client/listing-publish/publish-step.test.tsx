// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { MemoryRouter } from '../../../src/client/router';
import { FormHostContext, type StepFrameProps } from '../../../src/client/forms/form-host';
import { stepDefinition } from '../../../src/client/features/listing/step-registry';
import { AppDataContext, type AppData } from '../../../src/client/app/app-data';
import { queryKeys } from '../../../src/client/api/queries';
import { identityCheckStatusOf, type VerificationStatus } from '../../../src/shared/domain/identity-check';
import type { PublicSettings } from '../../../src/shared/schemas/app-settings';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { appSettings, publicSettings, userInfo } from '../../shared/user-info-fixture';
import { scopeTexts, testProperty, testUnit } from '../support/step-form';

// The Publish step on its own: it reads the host (cache), the portal's settings (app data) and
// GET kyc/status (fetch, the network boundary), and tells the frame to hold Publish back.

const kycCalls: string[] = [];
function answerKyc(status: VerificationStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('kyc/status')) {
        kycCalls.push(url);
        return new Response(JSON.stringify({ status, tier: 'required', check: identityCheckStatusOf(status) }), { headers: { 'content-type': 'application/json' } });
      }
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  kycCalls.length = 0;
});

function renderPublish(options: { user: UserInfo; settings?: Partial<PublicSettings>; state?: 'IN_PROGRESS' | 'UNPUBLISHED'; fieldErrors?: Record<string, string> }) {
  const frames: StepFrameProps[] = [];
  const missing: string[] = [];
  const Frame = (props: StepFrameProps) => {
    frames.push(props);
    return <div>{props.children}</div>;
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.userInfo, options.user);
  const data: AppData = { locale: 'en-US', appSettings: appSettings(), publicSettings: publicSettings(options.settings), offline: false, reload: () => {} };
  const { Form } = stepDefinition('publish')!;
  render(
    <IntlProvider locale="en-US" messages={scopeTexts(['app', 'listing'])} onError={(e) => missing.push(e.message)}>
      <QueryClientProvider client={client}>
        <AppDataContext.Provider value={data}>
          <MemoryRouter>
            <FormHostContext.Provider value={{ Frame, fieldErrors: options.fieldErrors ?? {} }}>
              <Form property={testProperty()} unit={testUnit({ state: options.state ?? 'IN_PROGRESS' })} ids={{ propertyId: 'prop-1', unitId: 'unit-1' }} />
            </FormHostContext.Provider>
          </MemoryRouter>
        </AppDataContext.Provider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { lastFrame: () => frames.at(-1)!, missing };
}

const subscriptionHost = userInfo();
const commissionHost = userInfo({ commercialModel: 'commission', features: { ...userInfo().features, isSubscriptionEnabled: false } });

describe('the Publish step and identity verification', () => {
  it('tells a subscription host who has not verified to do it first, links to it and holds Publish back', async () => {
    answerKyc('VERIFICATION_REQUIRED');
    const view = renderPublish({ user: subscriptionHost });
    expect(await screen.findByText('Verify your identity first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start identity verification' }).getAttribute('href')).toBe('/verification/identity');
    expect(view.lastFrame().publishBlocked).toBe(true);
    expect(view.missing).toEqual([]);
  });

  it('lets the host publish once the documents are handed in', async () => {
    answerKyc('VERIFICATION_IN_PROGRESS');
    const view = renderPublish({ user: subscriptionHost });
    await waitFor(() => expect(kycCalls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('publish-identity-verification')).toBeNull();
    expect(view.lastFrame().publishBlocked).toBe(false);
  });

  it('does not ask a host whose flags do not require it (commission, never started), nor call kyc/status', async () => {
    answerKyc('VERIFICATION_NEVER_STARTED');
    const view = renderPublish({ user: commissionHost });
    await new Promise((r) => setTimeout(r, 20));
    expect(kycCalls).toEqual([]);
    expect(screen.queryByTestId('publish-identity-verification')).toBeNull();
    expect(view.lastFrame().publishBlocked).toBe(false);
  });

  it('does not ask when the portal switched verification off, nor for a listing published before', async () => {
    answerKyc('VERIFICATION_REQUIRED');
    renderPublish({ user: subscriptionHost, settings: { verificationEnabled: false } });
    cleanup();
    const view = renderPublish({ user: subscriptionHost, state: 'UNPUBLISHED' });
    await new Promise((r) => setTimeout(r, 20));
    expect(kycCalls).toEqual([]);
    expect(view.lastFrame().publishBlocked).toBe(false);
  });

  it("shows the notice from the server's refusal too", async () => {
    answerKyc('VERIFICATION_NEVER_STARTED');
    renderPublish({ user: commissionHost, fieldErrors: { identityVerification: 'Please fill in this field.' } });
    expect(await screen.findByRole('link', { name: 'Start identity verification' })).toBeTruthy();
  });
});
