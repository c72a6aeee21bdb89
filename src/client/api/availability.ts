import { CalendarEventsSchema, UnavailabilityListSchema, type CalendarEvents, type Unavailability } from '../../shared/schemas/availability';
import { api, callApi, parseAnswer } from './http';

// The calls of a unit's availability (server: routes/availability.ts). Days are yyyy-MM-dd,
// both ends included for block and unblock; calendar events are stays (check-out exclusive).
// Answers are checked with the schemas the server builds them from.

export interface DayRange {
  dateFrom: string;
  /** Left out: the same day as dateFrom. */
  dateTo?: string;
}

export const availabilityKeys = {
  all: (unitId: string) => ['availability', unitId] as const,
  events: (unitId: string, dateFrom: string, dateTo: string) => ['availability', unitId, 'events', dateFrom, dateTo] as const,
};

export const fetchCalendarEvents = (unitId: string, range: { dateFrom: string; dateTo: string }, signal?: AbortSignal): Promise<CalendarEvents> =>
  callApi(async () => parseAnswer(CalendarEventsSchema, await api.get('app/calendar/events', { searchParams: { propertyUnitId: unitId, ...range }, signal }).json()));

const change = (action: 'block' | 'unblock') => (unitId: string, range: DayRange): Promise<Unavailability[]> =>
  callApi(async () =>
    parseAnswer(UnavailabilityListSchema, await api.post(`app/properties/${encodeURIComponent(unitId)}/unavailabilities/${action}`, { json: range }).json()),
  );

/** Closes the days (merged with closed days next to them); answers what holds those days now. */
export const blockDays = change('block');
/** Opens closed days again; bookings and imported events stay. */
export const unblockDays = change('unblock');
