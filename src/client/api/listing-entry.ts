import { ListingEligibilitySchema, type ClientEvent } from '../../shared/schemas/listing-entry';
import { UnitSchema } from '../../shared/schemas/unit';
import { api, callApi, parseAnswer } from './http';

// The calls of the listing entry pages: may the host list (GET /api/app/listing-eligibility), and
// the error event of a missing property or unit (POST /api/app/client-events, HC §8).

export const listingEntryKeys = {
  eligibility: ['listing', 'eligibility'] as const,
};

export const fetchListingEligibility = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(ListingEligibilitySchema, await api.get('app/listing-eligibility', { signal }).json()));

/** Reported once per page; a failure is only logged in the console: the page itself is what matters. */
export const reportClientEvent = (event: ClientEvent) =>
  callApi(async () => {
    await api.post('app/client-events', { json: event, retry: 0 });
  });

/** "Add another unit" of a multi-unit property: a blank unit the wizard then fills (POST, empty body). */
export const createPropertyUnit = (propertyId: string) =>
  callApi(async () => parseAnswer(UnitSchema, await api.post(`app/properties/${encodeURIComponent(propertyId)}/units`).json()));
