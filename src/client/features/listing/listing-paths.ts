import type { ListingFlow } from '../../../shared/domain/listing-steps';

// The flow's addresses (HC §2).
export const stepPath = (flow: ListingFlow, propertyId: string, unitId: string, route: string) =>
  `/listing/${flow}/${encodeURIComponent(propertyId)}/${encodeURIComponent(unitId)}/${route}`;
