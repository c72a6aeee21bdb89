import { useEffect, useEffectEvent, useRef } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationFlipped, type VerificationStatus } from '../../../../shared/domain/calendar-verification';
import { fetchVerificationConfiguration, fetchVerificationData, unitStepKeys } from '../../../api/unit-steps';
import { subscriptionKeys } from '../../../api/subscriptions';

// The listing-verification steps' reads: the platforms a unit can be verified against and what the
// unit declared for each. Read afresh on every mount, since a save on the step before changes them.
// When a platform's status crosses verified/validated (a re-read after the declaration, Check
// again), the subscription plans are read again (HC §4).

export function useVerificationData(unitId: string) {
  const configuration = useQuery({
    queryKey: unitStepKeys.verificationConfiguration,
    queryFn: ({ signal }) => fetchVerificationConfiguration(signal),
    staleTime: 5 * 60_000,
  });
  const providers = configuration.data?.providers.map((p) => p.provider) ?? [];
  const data = useQueries({
    queries: providers.map((provider) => ({
      queryKey: unitStepKeys.verification(unitId, provider),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchVerificationData(unitId, provider, signal),
      refetchOnMount: 'always' as const,
    })),
  });
  useRefreshPlansOnFlip(providers, data.map((d) => d.data?.status));
  const ready = !!configuration.data && data.every((d) => d.data && d.isFetchedAfterMount);
  return {
    ready,
    failed: configuration.isError || data.some((d) => d.isError),
    retry: () => {
      void configuration.refetch();
      data.forEach((d) => void d.refetch());
    },
    providers: ready ? data.map((d) => d.data!) : [],
  };
}

/** Remembers each platform's last status seen and refreshes the plans when one flips. */
function useRefreshPlansOnFlip(providers: readonly string[], statuses: readonly (VerificationStatus | undefined)[]) {
  const client = useQueryClient();
  const seen = useRef(new Map<string, VerificationStatus>());
  const key = providers.map((p, i) => `${p}:${statuses[i] ?? ''}`).join(',');
  const checkFlips = useEffectEvent(() => {
    let flipped = false;
    providers.forEach((provider, i) => {
      const now = statuses[i];
      if (!now) return;
      const before = seen.current.get(provider);
      if (before !== undefined && verificationFlipped(before, now)) flipped = true;
      seen.current.set(provider, now);
    });
    if (flipped) void client.invalidateQueries({ queryKey: subscriptionKeys.plans });
  });
  // key stands for providers and statuses (new arrays every render).
  useEffect(() => checkFlips(), [key, client]);
}

