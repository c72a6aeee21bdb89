import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// Routes for availability (unavailabilities, calendar events), mounted under /api/app (token required, host from the token).
export function availabilityRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}
