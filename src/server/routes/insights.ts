import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { notFound } from '../http/problem';
import { publicSettings } from '../config/settings';
import { unitEarnings, unitOccupancy, unitPerformance } from '../services/insights/unit-statistics';
import { isInsightTabVisible, type InsightTab } from '../../shared/domain/insights/tabs';
import { InsightsQuerySchema } from '../../shared/schemas/insights';

// A unit's statistics (AS §2.1 /insights/{tab}/{unitId}, AS §2.7, AS §6), mounted at
// /api/app/insights (token required, host from the token):
//   GET /{unitId}/earnings|occupancy|performance?year=YYYY (default: the current year).
// A tab the portal's settings hide answers 404, as if the call did not exist (AS §6: earnings and
// occupancy only when a setting allows), checked before anything else is read.

export function insightsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  const yearOf = (query: { year?: number }) => query.year ?? new Date().getUTCFullYear();
  const visible = (tab: InsightTab) => {
    if (!isInsightTabVisible(tab, publicSettings)) throw notFound('statistics tab');
  };

  r.get('/:unitId/earnings', validate('query', InsightsQuerySchema), async (c) => {
    visible('earnings');
    return c.json(await unitEarnings(db(), c.get('host'), c.req.param('unitId'), yearOf(c.req.valid('query'))));
  });
  r.get('/:unitId/occupancy', validate('query', InsightsQuerySchema), async (c) => {
    visible('occupancy');
    return c.json(await unitOccupancy(db(), c.get('host').id, c.req.param('unitId'), yearOf(c.req.valid('query'))));
  });
  r.get('/:unitId/performance', validate('query', InsightsQuerySchema), async (c) => {
    visible('performance');
    return c.json(await unitPerformance(db(), c.get('host').id, c.req.param('unitId'), yearOf(c.req.valid('query'))));
  });
  return r;
}
