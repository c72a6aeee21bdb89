// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../src/client/i18n/intl';
import { CreditIndicator } from '../../src/client/shell/credit-indicator';
import type { UserInfo } from '../../src/shared/schemas/user-info';
import type { SubscriptionView } from '../../src/shared/schemas/subscription';
import { scopeTexts } from './support/step-form';
import { subscriptionView } from './subscription-steps/fake-subscription-api';

// The header's credit indicator: remaining/quota per enabled quota, for subscription hosts with
// coin credits only; nothing is fetched for anyone else. fetch is the network boundary.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const host = (commercialModel: 'subscription' | 'commission', coins = true) =>
  ({ commercialModel, features: { isSubscriptionEnabled: true, isCoinSubscriptionEnabled: coins, isSubscriptionCheckoutEnabled: false, isUserProEnabled: false, isB2B: false } }) as UserInfo;

function serve(view: SubscriptionView) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    paths.push(new URL(req.url).pathname);
    return new Response(JSON.stringify(view), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return paths;
}

function renderIndicator(user: UserInfo) {
  const missing: string[] = [];
  const result = render(
    <IntlProvider locale="en-US" messages={scopeTexts(['app'])} onError={(e) => missing.push(e.message)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CreditIndicator user={user} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...result, missing };
}

it('a subscription host sees unit publish and boost credits as remaining/quota (AS §2.5: not leads), the low ones marked', async () => {
  const paths = serve(subscriptionView({ remaining: 9, quota: 14 }));
  const view = renderIndicator(host('subscription'));
  const list = await screen.findByRole('list', { name: 'Your credits' });
  const items = [...list.querySelectorAll('li')];
  expect(items.map((li) => li.getAttribute('title'))).toEqual(['Unit publish credits: 2/3', 'Boost credits: 9/14']);
  expect(screen.getByLabelText('Unit publish credits: 2/3').className).toContain('--low');
  expect(paths).toEqual(['/api/app/v2/user/subscription']);
  expect(view.missing).toEqual([]);
});

it('a quota the plan does not enable is not shown', async () => {
  const subscription = subscriptionView();
  subscription.leads.enabled = false;
  subscription.boost.enabled = false;
  serve(subscription);
  renderIndicator(host('subscription'));
  const list = await screen.findByRole('list', { name: 'Your credits' });
  expect([...list.querySelectorAll('li')].map((li) => li.dataset.credit)).toEqual(['unitPublish']);
});

it('commission hosts and hosts without coin credits see nothing and nothing is fetched', async () => {
  const paths = serve(subscriptionView());
  const commission = renderIndicator(host('commission'));
  const noCoins = renderIndicator(host('subscription', false));
  await new Promise((r) => setTimeout(r, 30));
  expect(commission.container.textContent).toBe('');
  expect(noCoins.container.textContent).toBe('');
  expect(paths).toEqual([]);
});
