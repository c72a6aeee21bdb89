// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '../../../src/client/api/subscriptions';
import { unitStepKeys } from '../../../src/client/features/listing/api';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubApi } from './support';

// HC §4 "Calendar verification: after submit or verify the status updates; if the
// verified or validated status flips, the subscription plans list is refreshed."

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unitPath = '/api/app/property-unit/unit-1/verify-calendar';
const providers = ['airbnb', 'booking'];
const routes = (statuses: Record<string, string>, verify: Record<string, string>) => ({
  'GET /api/app/property-unit/verify-calendar/configuration': {
    body: { providers: providers.map((provider) => ({ provider, domains: [`${provider}.com`] })), statuses: ['not_started', 'not_listed', 'submitted', 'verified', 'validated'] },
  },
  ...Object.fromEntries(
    providers.map((p) => [`GET ${unitPath}/${p}/data`, { body: { provider: p, status: statuses[p], isListed: statuses[p] === 'not_listed' ? 'no' : 'yes', listingUrl: `${p}.com/1`, submittedAt: null } }]),
  ),
  ...Object.fromEntries(providers.map((p) => [`GET ${unitPath}/${p}/verify`, { body: { status: verify[p] } }])),
});

/** A client whose plans list is loaded, so a refresh shows as an invalidated query. */
function clientWithPlans() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(subscriptionKeys.plans, { items: [] });
  return queryClient;
}
const plansInvalidated = (client: QueryClient) => client.getQueryState(subscriptionKeys.plans)?.isInvalidated === true;

describe('plans refresh on a verification flip (HC §4)', () => {
  it('Check again turning submitted into verified refreshes the plans', async () => {
    stubApi(routes({ airbnb: 'submitted', booking: 'not_listed' }, { airbnb: 'verified', booking: 'not_listed' }));
    const queryClient = clientWithPlans();
    renderStep('listing-verification-status', { property: testProperty(), unit: testUnit(), queryClient });
    const airbnb = await screen.findByRole('region', { name: 'Airbnb' });
    expect(plansInvalidated(queryClient)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await within(airbnb).findByText('Verified')).toBeTruthy();
    await waitFor(() => expect(plansInvalidated(queryClient)).toBe(true));
  });

  it('a check that changes nothing, or only verified to validated, leaves the plans alone', async () => {
    stubApi(routes({ airbnb: 'verified', booking: 'submitted' }, { airbnb: 'validated', booking: 'submitted' }));
    const queryClient = clientWithPlans();
    renderStep('listing-verification-status', { property: testProperty(), unit: testUnit(), queryClient });
    const airbnb = await screen.findByRole('region', { name: 'Airbnb' });
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await within(airbnb).findByText('Validated')).toBeTruthy();
    expect(plansInvalidated(queryClient)).toBe(false);
  });

  it('a re-read after the declaration that finds the check undone (validated to submitted) refreshes the plans', async () => {
    stubApi(routes({ airbnb: 'submitted', booking: 'not_listed' }, { airbnb: 'submitted', booking: 'not_listed' }));
    const queryClient = clientWithPlans();
    // What the step before had read: airbnb validated.
    queryClient.setQueryData(unitStepKeys.verification('unit-1', 'airbnb'), { provider: 'airbnb', status: 'validated', isListed: 'yes', listingUrl: 'airbnb.com/1', submittedAt: null });
    renderStep('listing-verification-status', { property: testProperty(), unit: testUnit(), queryClient });
    const airbnb = await screen.findByRole('region', { name: 'Airbnb' });
    expect(within(airbnb).getByText('Waiting for the check')).toBeTruthy();
    await waitFor(() => expect(plansInvalidated(queryClient)).toBe(true));
  });
});
