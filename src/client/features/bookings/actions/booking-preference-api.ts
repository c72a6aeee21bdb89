import * as v from 'valibot';
import { MAX_PAGE_LIMIT } from '../../../../shared/schemas/pagination';
import { api, callApi, parseAnswer } from '../../../api/http';
import { fetchPropertyPicker } from '../../../api/calendar';

// The bulk switch of booking type (HC §7 Units: POST /api/app/property-units/change-booking-preference;
// the server also takes {bookingType} to choose requests instead of instant booking), and whether
// any unit of the host is still booked on request (read from the property list, which carries
// each unit's booking type).

export const bookingPreferenceKeys = {
  unitsOnRequest: ['booking-preference', 'units-on-request'] as const,
};

const ChangeAnswerSchema = v.object({ bookingType: v.picklist(['onLine', 'onRequest']), updatedUnitIds: v.array(v.string()) });

export const changeBookingPreference = (bookingType: 'onLine' | 'onRequest') =>
  callApi(async () => parseAnswer(ChangeAnswerSchema, await api.post('app/property-units/change-booking-preference', { json: { bookingType } }).json()));

/** Whether any live unit of the host is still booked on request (the property list carries each unit's booking type). */
export async function hasUnitsOnRequest(signal?: AbortSignal): Promise<boolean> {
  for (let page = 1; ; page += 1) {
    const answer = await fetchPropertyPicker({ search: '', page, limit: MAX_PAGE_LIMIT }, signal);
    if (answer.items.some((p) => p.units.some((u) => u.state !== 'DELETED' && u.bookingType === 'onRequest'))) return true;
    if (!answer.pagination.next) return false;
  }
}
