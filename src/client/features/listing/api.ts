import { useEffect, useEffectEvent, useRef } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationFlipped, type VerificationStatus } from '../../../shared/domain/calendar-verification';
import type { Unit } from '../../../shared/schemas/unit';
import { fetchProperty, fetchUnit, listingKeys } from '../../api/listing';
import { fetchPriceConfiguration, fetchPromotionConfiguration, fetchPromotions, pricingKeys } from '../../api/pricing';
import { fetchVerificationConfiguration, fetchVerificationData, unitStepKeys } from '../../api/unit-steps';
import { subscriptionKeys } from '../../api/subscriptions';
import type { Locale } from '../../../shared/i18n/locales';
import { PlaceListSchema, type Place } from '../../../shared/schemas/places';
import { api, callApi, parseAnswer } from '../../api/http';

// Location autocomplete: GET /api/app/places (the server's geocoder, offline by default).

export const placesKeys = {
  search: (query: string, country: string, locale: Locale) => ['places', query, country, locale] as const,
};

export async function searchPlaces(query: string, options: { country?: string; limit?: number; locale: Locale }, signal?: AbortSignal): Promise<Place[]> {
  const searchParams = new URLSearchParams({ q: query, hl: options.locale });
  if (options.country) searchParams.set('country', options.country);
  if (options.limit) searchParams.set('limit', String(options.limit));
  return callApi(async () => parseAnswer(PlaceListSchema, await api.get('app/places', { searchParams, signal }).json()).items);
}

// What the step forms read: the property and unit the machine loaded (same cache entries).

export function useListingProperty(propertyId: string) {
  return useQuery({ queryKey: listingKeys.property(propertyId), queryFn: ({ signal }) => fetchProperty(propertyId, signal) });
}

export function useListingUnit(unitId: string) {
  return useQuery({ queryKey: listingKeys.unit(unitId), queryFn: ({ signal }) => fetchUnit(unitId, signal) });
}

// What the pricing forms read besides the unit: its price configuration and promotions (keyed by
// the unit's version, see pricingKeys).

export function usePriceConfiguration(unit: Unit) {
  return useQuery({
    queryKey: pricingKeys.priceConfiguration(unit.publicId, unit.updatedAt),
    queryFn: ({ signal }) => fetchPriceConfiguration(unit.publicId, signal),
    // A form starts from what it first read; a refetch behind the host's back would not show.
    refetchOnWindowFocus: false,
  });
}

export function usePromotions(unit: Unit) {
  const configuration = useQuery({
    queryKey: pricingKeys.promotionConfiguration(unit.publicId),
    queryFn: ({ signal }) => fetchPromotionConfiguration(unit.publicId, signal),
    staleTime: 5 * 60_000,
  });
  const state = useQuery({
    queryKey: pricingKeys.promotions(unit.publicId, unit.updatedAt),
    queryFn: ({ signal }) => fetchPromotions(unit.publicId, signal),
    refetchOnWindowFocus: false,
  });
  return { configuration, state };
}

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

