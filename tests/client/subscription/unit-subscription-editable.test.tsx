// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useUnitSubscriptionInfo } from '../../../src/client/api/subscription-data';
import { subscriptionKeys } from '../../../src/client/api/subscriptions';
import { propertyKeys } from '../../../src/client/api/properties';

// HC §4: a unit's subscription entering (active, cancelled) refreshes the host's subscription
// and the property lists; any other change, and the first answer, refresh nothing.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The server's current status; a test changes it between reads (no reliance on call counts). */
const server = { status: 'in_progress' };
function serveStatus(initial: string) {
  server.status = initial;
  vi.stubGlobal('fetch', async () => {
    const status = server.status;
    const info = { unitId: 'u1', currentPlan: { planId: 'basic', subscriptionStatus: 'active', subscriptionInternalStatus: status, isCancellationScheduled: false }, boosts: [] };
    return new Response(JSON.stringify(info), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Cached entries the transition must mark stale.
  client.setQueryData(subscriptionKeys.subscription, { cached: true });
  client.setQueryData(propertyKeys.list('', 1), { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useUnitSubscriptionInfo('u1'), { wrapper });
  const stale = () => [client.getQueryState(subscriptionKeys.subscription)?.isInvalidated, client.getQueryState(propertyKeys.list('', 1))?.isInvalidated];
  return { hook, stale };
}

it('a status entering active refreshes the subscription and the property lists', async () => {
  serveStatus('in_progress');
  const { hook, stale } = setup();
  await waitFor(() => expect(hook.result.current.data?.currentPlan.subscriptionInternalStatus).toBe('in_progress'));
  expect(stale()).toEqual([false, false]);
  server.status = 'active';
  await act(() => hook.result.current.refetch());
  await waitFor(() => expect(hook.result.current.data?.currentPlan.subscriptionInternalStatus).toBe('active'));
  await waitFor(() => expect(stale()).toEqual([true, true]));
});

it('the first answer and a change that stays outside (active, cancelled) refresh nothing', async () => {
  serveStatus('active');
  const { hook, stale } = setup();
  await waitFor(() => expect(hook.result.current.data?.currentPlan.subscriptionInternalStatus).toBe('active'));
  await act(() => hook.result.current.refetch());
  server.status = 'paused';
  await act(() => hook.result.current.refetch());
  await waitFor(() => expect(hook.result.current.data?.currentPlan.subscriptionInternalStatus).toBe('paused'));
  expect(stale()).toEqual([false, false]);
});

it('while a payment is in progress the status is asked again by itself', async () => {
  serveStatus('in_progress');
  const { hook, stale } = setup();
  await waitFor(() => expect(hook.result.current.data?.currentPlan.subscriptionInternalStatus).toBe('in_progress'));
  server.status = 'active';
  // No refetch by hand: the poll brings the new status (IN_PROGRESS_POLL_MS).
  await waitFor(() => expect(hook.result.current.data?.currentPlan.subscriptionInternalStatus).toBe('active'));
  await waitFor(() => expect(stale()).toEqual([true, true]));
});
