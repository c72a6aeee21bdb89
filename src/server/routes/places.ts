import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// Location autocomplete: places of the gazetteer (GET /api/app/places). Filled in by the
// location step's work; mounted already so the mount has one owner.
export function placesRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
