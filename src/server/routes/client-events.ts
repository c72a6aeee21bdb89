import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// Events the browser reports (POST /api/app/client-events), e.g. a missing property opened in the
// listing flow. Filled in with the listing entry pages; mounted already so the mount has one owner.
export function clientEventsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
