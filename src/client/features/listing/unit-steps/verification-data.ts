import { useQueries, useQuery } from '@tanstack/react-query';
import { fetchVerificationConfiguration, fetchVerificationData, unitStepKeys } from '../../../api/unit-steps';

// The listing-verification steps' reads: the platforms a unit can be verified against and what the
// unit declared for each. Read afresh on every mount, since a save on the step before changes them.

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
