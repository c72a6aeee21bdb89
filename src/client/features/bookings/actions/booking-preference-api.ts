import * as v from 'valibot';
import { MAX_PAGE_LIMIT } from '../../../../shared/schemas/pagination';
import { api, callApi, parseAnswer } from '../../../api/http';
import { fetchPropertyPicker } from '../../../api/calendar';
import { fetchUnit } from '../../../api/listing';

// The bulk switch of booking type (spec §7 Units: POST /api/app/property-units/change-booking-preference;
// the server also takes {bookingType} to choose requests instead of instant booking), and whether
// any unit of the host is still booked on request (no list call carries bookingType, so the
// units are read one by one, a few at a time, stopping at the first one on request).

export const bookingPreferenceKeys = {
  unitsOnRequest: ['booking-preference', 'units-on-request'] as const,
};

const ChangeAnswerSchema = v.object({ bookingType: v.picklist(['onLine', 'onRequest']), updatedUnitIds: v.array(v.string()) });

export const changeBookingPreference = (bookingType: 'onLine' | 'onRequest') =>
  callApi(async () => parseAnswer(ChangeAnswerSchema, await api.post('app/property-units/change-booking-preference', { json: { bookingType } }).json()));

const BATCH = 5;

export async function hasUnitsOnRequest(signal?: AbortSignal): Promise<boolean> {
  const unitIds: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPropertyPicker({ search: '', page, limit: MAX_PAGE_LIMIT }, signal);
    unitIds.push(...answer.items.flatMap((p) => p.units.filter((u) => u.state !== 'DELETED').map((u) => u.id)));
    if (!answer.pagination.next) break;
  }
  for (let i = 0; i < unitIds.length; i += BATCH) {
    const units = await Promise.all(unitIds.slice(i, i + BATCH).map((id) => fetchUnit(id, signal)));
    if (units.some((u) => u.bookingType === 'onRequest')) return true;
  }
  return false;
}
