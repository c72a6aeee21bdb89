import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { todayOfHost } from '../services/today';
import { TodaySchema } from '../../shared/schemas/today';
import * as v from 'valibot';

// GET /api/app/today: the Today page's answer (services/today.ts), the signed-in host's own rows.
export function todayRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => c.json(v.parse(TodaySchema, await todayOfHost(deps.database.db, c.get('host')))));
  return r;
}
