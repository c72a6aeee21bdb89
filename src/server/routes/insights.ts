import { notFound } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { publicSettings } from '../config/settings';
import { unitEarnings, unitOccupancy, unitPerformance } from '../services/insights/unit-statistics';
import { isInsightTabVisible, type InsightTab } from '../../shared/domain/insights/tabs';
import { InsightsQuerySchema, UnitEarningsSchema, UnitOccupancySchema, UnitPerformanceSchema } from '../../shared/schemas/insights';

// A unit's statistics (AS §2.1 /insights/{tab}/{unitId}, AS §2.7, AS §6), mounted at
// /api/app/insights (token required, host from the token):
//   GET /{unitId}/earnings|occupancy|performance?year=YYYY (default: the current year).
// A tab the portal's settings hide answers 404, as if the call did not exist (AS §6: earnings and
// occupancy only when a setting allows), checked before anything else is read.

const yearOf = (query: { year?: number }) => query.year ?? new Date().getUTCFullYear();
const visible = (tab: InsightTab) => {
  if (!isInsightTabVisible(tab, publicSettings)) throw notFound('statistics tab');
};

export const insightsRoutes = defineRoutes('/api/app/insights', 'insights', (route) => {
  route.get(
    '/:unitId/earnings',
    {
      summary: "A unit's earnings per month of the year (default this year), per currency: stays by check-in, gross, the plan's commission, net (404 when the earnings tab is off, or for another host's unit)",
      auth: true,
      query: InsightsQuerySchema,
      response: UnitEarningsSchema,
    },
    async (c, { query }, { database }) => {
      visible('earnings');
      return c.json(await unitEarnings(database.db, c.get('host'), c.req.param('unitId'), yearOf(query)));
    },
  );
  route.get(
    '/:unitId/occupancy',
    {
      summary: "A unit's nights per month: closed, available, booked, taken by imported calendars, and the rates (404 when the occupancy tab is off)",
      auth: true,
      query: InsightsQuerySchema,
      response: UnitOccupancySchema,
    },
    async (c, { query }, { database }) => {
      visible('occupancy');
      return c.json(await unitOccupancy(database.db, c.get('host').id, c.req.param('unitId'), yearOf(query)));
    },
  );
  route.get(
    '/:unitId/performance',
    {
      summary: "A unit's requests and inquiries and what became of them, the host's response time, bookings made and cancelled",
      auth: true,
      query: InsightsQuerySchema,
      response: UnitPerformanceSchema,
    },
    async (c, { query }, { database }) => {
      visible('performance');
      return c.json(await unitPerformance(database.db, c.get('host').id, c.req.param('unitId'), yearOf(query)));
    },
  );
});
