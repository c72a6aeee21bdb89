import { PriceConfigurationViewSchema, type PriceConfiguration } from '../../shared/schemas/price-configuration';
import { PromotionConfigurationSchema, PromotionListSchema, PromotionSchema } from '../../shared/schemas/unit-marketing';
import { api, callApi, parseAnswer } from './http';

// The pricing steps' calls (HC §7 Units: price-configuration, promotions). Answers
// are checked against the schemas the server builds them from.

const unitPath = (unitId: string, suffix: string) => `app/property-unit/${encodeURIComponent(unitId)}/${suffix}`;

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
  callApi(async () => parseAnswer(PriceConfigurationViewSchema, await api.get(unitPath(unitId, 'price-configuration'), { signal }).json()));

/** A JSON merge patch (RFC 7386): only what changed; null puts a field back to its default. */
export type PriceConfigurationPatch = { [K in keyof PriceConfiguration]?: PriceConfiguration[K] | null };

export const patchPriceConfiguration = (unitId: string, patch: PriceConfigurationPatch) =>
  callApi(async () =>
    parseAnswer(
      PriceConfigurationViewSchema,
      await api
        .patch(unitPath(unitId, 'price-configuration'), { body: JSON.stringify(patch), headers: { 'content-type': 'application/merge-patch+json' } })
        .json(),
    ),
  );

export const fetchPromotionConfiguration = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(PromotionConfigurationSchema, await api.get(unitPath(unitId, 'promotions/configuration'), { signal }).json()));

export const fetchPromotions = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(PromotionListSchema, await api.get(unitPath(unitId, 'promotions'), { signal }).json()));

/** HC §4: a promotion is switched with a state flag. */
export const togglePromotion = (unitId: string, type: string, state: boolean) =>
  callApi(async () => parseAnswer(PromotionSchema, await api.post(unitPath(unitId, 'promotion'), { json: { type, state } }).json()));
