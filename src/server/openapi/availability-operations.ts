import * as v from 'valibot';
import type { Operation } from './operation';
import { BlockRequestSchema, CalendarBlockRequestSchema, CalendarEventsSchema, UnavailabilityListSchema } from '../../shared/schemas/availability';

const days = v.object({ dateFrom: v.string(), dateTo: v.string() });
const tag = 'availability';

// OpenAPI entries for availability (unavailabilities, calendar events).
export const availabilityOperations: Operation[] = [
  { method: 'get', path: '/api/app/properties/{unitId}/unavailabilities', summary: 'What holds the unit\'s days dateFrom..dateTo (both included, at most 400 days): bookings, requests, inquiries, imported events, manual blocks', tag, auth: true, query: days, response: UnavailabilityListSchema },
  { method: 'post', path: '/api/app/properties/{unitId}/unavailabilities/block', summary: 'Close days dateFrom..dateTo (dateTo defaults to dateFrom; not in the past), merged into the manual blocks; answers the unavailabilities over those days; 409 naming the nights a stay holds', tag, auth: true, body: BlockRequestSchema, response: UnavailabilityListSchema, nightsHeld: true },
  { method: 'post', path: '/api/app/properties/{unitId}/unavailabilities/unblock', summary: 'Open days dateFrom..dateTo again (dateTo defaults to dateFrom): cuts manual blocks only; answers the unavailabilities over those days', tag, auth: true, body: BlockRequestSchema, response: UnavailabilityListSchema },
  { method: 'get', path: '/api/app/calendar/events', summary: 'Calendar events (stays, check-out exclusive) of a unit over dateFrom..dateTo + 14 days, overlapping or touching ones merged into multi events, with every day\'s state', tag, auth: true, query: v.object({ propertyUnitId: v.string(), dateFrom: v.string(), dateTo: v.string() }), response: CalendarEventsSchema },
  { method: 'post', path: '/api/app/calendar/block', summary: 'Close days of unitId (as the unavailabilities block; 409 naming the nights a stay holds)', tag, auth: true, body: CalendarBlockRequestSchema, response: UnavailabilityListSchema, nightsHeld: true },
  { method: 'post', path: '/api/app/calendar/unblock', summary: 'Open days of unitId again (as the unavailabilities unblock)', tag, auth: true, body: CalendarBlockRequestSchema, response: UnavailabilityListSchema },
];
