import type { Operation } from './operation';
import { InsightsQuerySchema, UnitEarningsSchema, UnitOccupancySchema, UnitPerformanceSchema } from '../../shared/schemas/insights';
import { Dac7AvailabilitySchema, Dac7ReportQuerySchema } from '../../shared/schemas/reports';

// A unit's statistics (routes/insights.ts) and the DAC7 report (routes/reports.ts) for the OpenAPI document.
export const insightsOperations: Operation[] = [
  { method: 'get', path: '/api/app/insights/{unitId}/earnings', summary: "A unit's earnings per month of the year (default this year), per currency: stays by check-in, gross, the plan's commission, net (404 when the earnings tab is off, or for another host's unit)", tag: 'insights', auth: true, query: InsightsQuerySchema, response: UnitEarningsSchema },
  { method: 'get', path: '/api/app/insights/{unitId}/occupancy', summary: "A unit's nights per month: closed, available, booked, taken by imported calendars, and the rates (404 when the occupancy tab is off)", tag: 'insights', auth: true, query: InsightsQuerySchema, response: UnitOccupancySchema },
  { method: 'get', path: '/api/app/insights/{unitId}/performance', summary: "A unit's requests and inquiries and what became of them, the host's response time, bookings made and cancelled", tag: 'insights', auth: true, query: InsightsQuerySchema, response: UnitPerformanceSchema },
  { method: 'get', path: '/api/app/report/dac7/availability', summary: 'Years with a DAC7 report (a booking checking in that year, up to this year), newest first', tag: 'insights', auth: true, response: Dac7AvailabilitySchema },
  { method: 'get', path: '/api/app/report/dac7/{year}', summary: 'The DAC7 report of a year as CSV (attachment dac7-report-{year}.csv): the seller, and per listing, currency and quarter the consideration, fees, taxes, stays and days rented (400 naming year; 404 when the year has nothing to report). UTF-8 with a byte order mark, cells separated by separator (comma or semicolon), else by the language of hl or of the host (semicolon for de, fr, it), formula-like cells prefixed with an apostrophe', tag: 'insights', auth: true, query: Dac7ReportQuerySchema },
];
