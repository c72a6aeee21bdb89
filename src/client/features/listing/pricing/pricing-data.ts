import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Unit } from '../../../../shared/schemas/unit';
import { fetchPriceConfiguration, fetchPromotionConfiguration, fetchPromotions, pricingKeys } from '../../../api/pricing';
import { useUserInfo } from '../../../api/queries';

// What the pricing forms read besides the unit: its price configuration and promotions (keyed by
// the unit's version, see pricingKeys) and the host's currency.

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

/** The sign of the host's currency (user info; the portal's default until that arrives), for the amount fields. */
export function useCurrencySign(defaultCurrency: string): string {
  const intl = useIntl();
  return currencySign(intl.locale, useUserInfo().data?.currency ?? defaultCurrency);
}

/** The currency's sign in the page's language (€, CHF ...), its code when Intl does not know it. */
export function currencySign(locale: string, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
