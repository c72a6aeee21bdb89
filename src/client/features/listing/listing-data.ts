import { useQuery } from '@tanstack/react-query';
import { fetchProperty, fetchUnit, listingKeys } from '../../api/listing';

// What the step forms read: the property and unit the machine loaded (same cache entries), the
// configuration lists in the page's language, and the server's field errors of the last save.

export function useListingProperty(propertyId: string) {
  return useQuery({ queryKey: listingKeys.property(propertyId), queryFn: ({ signal }) => fetchProperty(propertyId, signal) });
}

export function useListingUnit(unitId: string) {
  return useQuery({ queryKey: listingKeys.unit(unitId), queryFn: ({ signal }) => fetchUnit(unitId, signal) });
}

