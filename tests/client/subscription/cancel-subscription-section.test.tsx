// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { CancelSubscriptionSection } from '../../../src/client/features/subscription/cancel-subscription-section';
import { scopeTexts } from '../support/step-form';
import { subscriptionView } from '../subscription-steps/fake-subscription-api';

// The "Cancel subscription" section of the manage-subscription page: reason required, confirm,
// scheduled shown; a failure offers Retry. fetch is the network boundary.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fakeServer(options: { failFirstCancel?: boolean; getFails?: boolean } = {}) {
  const view = subscriptionView();
  const writes: unknown[] = [];
  let failNext = options.failFirstCancel ?? false;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });
  vi.stubGlobal('fetch', async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (req.method === 'GET' && path === '/api/app/v2/user/subscription') return options.getFails ? json({ title: 'Down', status: 503 }, 503) : json(view);
    if (req.method === 'DELETE' && path === '/api/app/subscription') {
      writes.push(JSON.parse(await req.text()));
      if (failNext) {
        failNext = false;
        // Not a 5xx: the client repeats a DELETE on those by itself.
        return json({ title: 'Conflict', status: 409 }, 409);
      }
      view.subscription.isCancellationScheduled = true;
      return json(view);
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });
  return { writes };
}

function renderSection() {
  const missing: string[] = [];
  render(
    <IntlProvider locale="en-US" messages={scopeTexts(['app', 'listing', 'subscription'])} onError={(e) => missing.push(e.message)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CancelSubscriptionSection />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { missing };
}

it('needs a reason, asks to confirm, then shows the cancellation scheduled until the period ends', async () => {
  const server = fakeServer();
  const view = renderSection();
  const cancel = await screen.findByRole('button', { name: 'Cancel subscription' });
  expect(cancel).toHaveProperty('disabled', true);
  expect(screen.getByText('Choose a reason to cancel.')).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: 'Not enough bookings' }));
  expect(cancel).toHaveProperty('disabled', false);
  await userEvent.click(cancel);
  const dialog = screen.getByRole('alertdialog');
  expect(dialog.textContent).toContain('stays active until the end of the current period');
  // Keeping the subscription goes back with the reason still chosen; nothing was sent.
  await userEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(server.writes).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
  expect(await screen.findByText(/Your subscription is cancelled and stays active until December 23, 2026/)).toBeTruthy();
  expect(server.writes).toEqual([{ subscriptionId: 'sub-1', reason: 'notEnoughBookings' }]);
  expect(view.missing).toEqual([]);
});

it('a failed cancellation says so and Retry sends it again', async () => {
  const server = fakeServer({ failFirstCancel: true });
  renderSection();
  await userEvent.click(await screen.findByRole('radio', { name: 'It is too expensive' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
  expect((await screen.findByRole('alert')).textContent).toContain('could not be saved');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText(/stays active until/);
  expect(server.writes).toHaveLength(2);
});

it('a failed subscription query hides the section silently', async () => {
  fakeServer({ getFails: true });
  const { container } = render(
    <IntlProvider locale="en-US" messages={scopeTexts(['app', 'listing', 'subscription'])}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CancelSubscriptionSection />
      </QueryClientProvider>
    </IntlProvider>,
  );
  await new Promise((r) => setTimeout(r, 50));
  await waitFor(() => expect(container.textContent).toBe(''));
});
