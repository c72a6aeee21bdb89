// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../src/client/app/providers';
import { connectTokenBridge } from '../../../src/client/auth/token-bridge';
import { reportKeys, useDac7Availability } from '../../../src/client/api/reports';
import { insightsKeys, useUnitStatistics } from '../../../src/client/features/insights/api';
import { accountMoneyKeys, useEarnings } from '../../../src/client/features/account/api';
import { ALPINE, json, stubInsightsFetch } from './insights-fetch';

// AS §9 "Unused report data kept: 1 second": once no screen reads a report (the
// DAC7 years, a unit's statistics, the earnings report), its cached answer lives 1000 ms more and
// is then dropped, so the next screen that asks reads it again from the server.

let disconnect: () => void;
beforeEach(() => {
  disconnect = connectTokenBridge({ accessToken: () => 'token-1', refreshAfterUnauthorized: async () => false, endAfterUnauthorized: () => undefined });
});
afterEach(() => {
  disconnect();
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const wrapperFor = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** Reads the report through its hook, stops reading it, and reports whether the entry is still cached at 999 ms and at 1000 ms. */
async function keptAfterUnmount(useReport: () => { isSuccess: boolean }, key: QueryKey) {
  const client = createQueryClient();
  const { result, unmount } = renderHook(useReport, { wrapper: wrapperFor(client) });
  // The first answer may take more than waitFor's default second when the whole suite runs on two cores.
  await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 10_000 });
  vi.useFakeTimers();
  unmount();
  const cached = () => client.getQueryCache().find({ queryKey: key, exact: true }) !== undefined;
  const shown = cached();
  vi.advanceTimersByTime(999);
  const at999 = cached();
  vi.advanceTimersByTime(1);
  return { shown, at999, at1000: cached() };
}

describe('unused report data', () => {
  it('drops the DAC7 years 1 s after the dialog stops reading them, not before', async () => {
    const net = stubInsightsFetch();
    net.always.set('/api/app/report/dac7/availability', () => json({ years: [2025] }));
    expect(await keptAfterUnmount(() => useDac7Availability(), reportKeys.dac7Availability)).toEqual({ shown: true, at999: true, at1000: false });
  });

  it('drops a unit’s statistics 1 s after the insights page leaves them', async () => {
    stubInsightsFetch();
    expect(await keptAfterUnmount(() => useUnitStatistics('performance', ALPINE, 2026), insightsKeys.statistics('performance', ALPINE, 2026))).toEqual({
      shown: true,
      at999: true,
      at1000: false,
    });
  });

  it('drops the earnings report 1 s after the earnings tab closes', async () => {
    const net = stubInsightsFetch();
    net.always.set('/api/app/user/earnings', () => json({ year: 2026, years: [2026], lines: [], months: [], totals: [] }));
    expect(await keptAfterUnmount(() => useEarnings(2026), accountMoneyKeys.earnings(2026))).toEqual({ shown: true, at999: true, at1000: false });
  });
});
