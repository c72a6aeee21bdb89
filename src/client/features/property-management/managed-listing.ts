import type { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../../api/http';
import { useListingProperty, useListingUnit } from '../listing/api';
import { propertyKeys } from '../../api/properties';

// What the management pages read: the property and unit through the wizard's cache entries (so a
// form shows what the page loaded), and whether the address names something that does not exist.

export function useManagedProperty(propertyId: string) {
  const property = useListingProperty(propertyId);
  const missing = property.isError && toApiError(property.error).status === 404;
  return { property, missing };
}

export function useManagedUnit(propertyId: string, unitId: string) {
  const unit = useListingUnit(unitId);
  // A unit of another property in the address is as missing as an unknown one (HC §2).
  const missing = (unit.isError && toApiError(unit.error).status === 404) || (!!unit.data && unit.data.propertyId !== propertyId);
  return { unit, missing };
}

/**
 * After a change, every query about this property or unit is read again: the wizard's entries
 * (listingKeys.property/unit), the property's unit cards, whatever a step form keeps of its own
 * (prices, promotions...) — all keyed by the property's or the unit's id — and the properties list.
 */
export async function refreshListing(client: QueryClient, ids: { propertyId: string; unitId?: string }) {
  const about = (value: unknown) => value === ids.propertyId || (ids.unitId !== undefined && value === ids.unitId);
  // One invalidation per query: a second one would cancel the first refetch and start another.
  await Promise.all([
    client.invalidateQueries({ predicate: (query) => query.queryKey.some(about) }),
    client.invalidateQueries({ queryKey: propertyKeys.lists }),
  ]);
}
