import { useEffect, useEffectEvent, useRef } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { verificationFlipped, type VerificationStatus } from '../../../shared/domain/calendar-verification';
import type { Locale } from '../../../shared/i18n/locales';
import { PlaceListSchema, type Place } from '../../../shared/schemas/places';
import { PriceConfigurationViewSchema, type PriceConfiguration } from '../../../shared/schemas/price-configuration';
import {
  RegionalRequirementsConfigurationSchema,
  RegionalRequirementsSchema,
  UnitSchema,
  type CalendarActionSchema,
  type RegionalRequirementsPatchSchema,
  type Unit,
} from '../../../shared/schemas/unit';
import {
  PromotionConfigurationSchema,
  PromotionListSchema,
  PromotionSchema,
  VerificationConfigurationSchema,
  VerificationDataSchema,
  VerificationStatusSchema,
  type VerificationSubmitSchema,
} from '../../../shared/schemas/unit-marketing';
import { PHOTO_FILE_FIELD, UnitPhotoListSchema, UnitPhotoSchema } from '../../../shared/schemas/unit-photos';
import { api, callApi, parseAnswer } from '../../api/http';
import { fetchProperty, fetchUnit, listingKeys } from '../../api/listing';
import { subscriptionKeys } from '../../api/subscriptions';
import { uploadWithProgress } from '../../api/xhr-upload';

// The listing's data access: the unit steps', photos', pricing steps' and location's calls, then
// the hooks the step forms read them with.

// The unit steps' own calls beyond GET/PATCH unit (those are in api/listing.ts): calendar status,
// regional requirements and listing (calendar) verification (HC §7 Units).

const unitPath = (unitId: string) => `app/property-unit/${encodeURIComponent(unitId)}`;

export const unitStepKeys = {
  regional: (unitId: string) => ['listing', 'unit-steps', 'regional', unitId] as const,
  regionalConfiguration: (unitId: string) => ['listing', 'unit-steps', 'regional-configuration', unitId] as const,
  verificationConfiguration: ['listing', 'unit-steps', 'verification-configuration'] as const,
  verification: (unitId: string, provider: string) => ['listing', 'unit-steps', 'verification', unitId, provider] as const,
};

export const setCalendarAction = (unitId: string, body: v.InferOutput<typeof CalendarActionSchema>) =>
  callApi(async () => parseAnswer(UnitSchema, await api.post(`${unitPath(unitId)}/calendar-action`, { json: body }).json()));

export const fetchRegionalRequirements = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(RegionalRequirementsSchema, await api.get(`${unitPath(unitId)}/regional-requirements`, { signal }).json()));

export const fetchRegionalConfiguration = (unitId: string, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(RegionalRequirementsConfigurationSchema, await api.get(`${unitPath(unitId)}/regional-requirements/configuration`, { signal }).json()),
  );

export const patchRegionalRequirements = (unitId: string, body: v.InferInput<typeof RegionalRequirementsPatchSchema>) =>
  callApi(async () => parseAnswer(RegionalRequirementsSchema, await api.patch(`${unitPath(unitId)}/regional-requirements`, { json: body }).json()));

export const fetchVerificationConfiguration = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(VerificationConfigurationSchema, await api.get('app/property-unit/verify-calendar/configuration', { signal }).json()));

export const fetchVerificationData = (unitId: string, provider: string, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(VerificationDataSchema, await api.get(`${unitPath(unitId)}/verify-calendar/${encodeURIComponent(provider)}/data`, { signal }).json()),
  );

/** The declaration; the spec has the browser drop `status` before posting (the server ignores it anyway). */
export const submitVerificationData = (unitId: string, provider: string, body: v.InferInput<typeof VerificationSubmitSchema>) =>
  callApi(async () =>
    parseAnswer(VerificationStatusSchema, await api.post(`${unitPath(unitId)}/verify-calendar/${encodeURIComponent(provider)}/data`, { json: body }).json()),
  );

export const fetchVerificationStatus = (unitId: string, provider: string, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(VerificationStatusSchema, await api.get(`${unitPath(unitId)}/verify-calendar/${encodeURIComponent(provider)}/verify`, { signal }).json()),
  );

// The calls behind the photos step (server: routes/unit-photos.ts). The upload goes through
// XMLHttpRequest for its progress events; everything else through the fetch client (api/http.ts).

export const unitPhotoKeys = {
  list: (unitId: string) => ['listing', 'photos', unitId] as const,
};

const photosPath = (unitId: string) => `app/property-unit/${encodeURIComponent(unitId)}/photos`;

export const fetchUnitPhotos = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(UnitPhotoListSchema, await api.get(photosPath(unitId), { signal }).json()));

/** One photo per request, so each file has its own progress and its own error. */
export async function uploadUnitPhoto(unitId: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append(PHOTO_FILE_FIELD, file, file.name);
  const answer = await uploadWithProgress({ url: `/api/${photosPath(unitId)}`, body, onProgress, signal });
  return parseAnswer(UnitPhotoSchema, answer);
}

export const reorderUnitPhotos = (unitId: string, photoIds: string[]) =>
  callApi(async () => parseAnswer(UnitPhotoListSchema, await api.patch(`${photosPath(unitId)}/order`, { json: { photoIds } }).json()));

export const setUnitPhotoCover = (unitId: string, photoId: string) =>
  callApi(async () => parseAnswer(UnitPhotoListSchema, await api.post(`${photosPath(unitId)}/${encodeURIComponent(photoId)}/cover`).json()));

export const setUnitPhotoCaption = (unitId: string, photoId: string, caption: string | null) =>
  callApi(async () => parseAnswer(UnitPhotoSchema, await api.patch(`${photosPath(unitId)}/${encodeURIComponent(photoId)}`, { json: { caption } }).json()));

export const deleteUnitPhoto = (unitId: string, photoId: string) =>
  callApi(async () => {
    await api.delete(`${photosPath(unitId)}/${encodeURIComponent(photoId)}`);
  });

// The pricing steps' calls (HC §7 Units: price-configuration, promotions). Answers
// are checked against the schemas the server builds them from.

const pricingPath = (unitId: string, suffix: string) => `app/property-unit/${encodeURIComponent(unitId)}/${suffix}`;

export const pricingKeys = {
  /**
   * Keyed by the unit's version too: every save of the configuration or of a promotion stamps the
   * unit, and the wizard then reloads the unit, so a form opened afterwards reads the new state.
   */
  priceConfiguration: (unitId: string, unitVersion: string) => ['pricing', 'price-configuration', unitId, unitVersion] as const,
  promotions: (unitId: string, unitVersion: string) => ['pricing', 'promotions', unitId, unitVersion] as const,
  promotionConfiguration: (unitId: string) => ['pricing', 'promotion-configuration', unitId] as const,
};

export const fetchPriceConfiguration = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(PriceConfigurationViewSchema, await api.get(pricingPath(unitId, 'price-configuration'), { signal }).json()));

/** A JSON merge patch (RFC 7386): only what changed; null puts a field back to its default. */
export type PriceConfigurationPatch = { [K in keyof PriceConfiguration]?: PriceConfiguration[K] | null };

export const patchPriceConfiguration = (unitId: string, patch: PriceConfigurationPatch) =>
  callApi(async () =>
    parseAnswer(
      PriceConfigurationViewSchema,
      await api
        .patch(pricingPath(unitId, 'price-configuration'), { body: JSON.stringify(patch), headers: { 'content-type': 'application/merge-patch+json' } })
        .json(),
    ),
  );

export const fetchPromotionConfiguration = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(PromotionConfigurationSchema, await api.get(pricingPath(unitId, 'promotions/configuration'), { signal }).json()));

export const fetchPromotions = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(PromotionListSchema, await api.get(pricingPath(unitId, 'promotions'), { signal }).json()));

/** HC §4: a promotion is switched with a state flag. */
export const togglePromotion = (unitId: string, type: string, state: boolean) =>
  callApi(async () => parseAnswer(PromotionSchema, await api.post(pricingPath(unitId, 'promotion'), { json: { type, state } }).json()));

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

